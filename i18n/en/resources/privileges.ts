import type { ResourceLabels } from '../../types';

export default {
  name: 'Privilege |||| Privileges',
  fields: {
    id: 'ID',
    code: 'Code',
    parentId: 'Parent',
    type: 'Node type',
    depth: 'Depth',
    order: 'Order',
    inferred: 'Inferred',
  },
  enums: {
    type: { menu: 'Menu', route: 'Route', action: 'Action' },
  },
} satisfies ResourceLabels;
