import type { ResourceLabels } from '../../types';

export default {
  name: 'Role |||| Roles',
  fields: {
    id: 'ID',
    name: 'Name',
    description: 'Description',
    builtin: 'Built-in',
    privilegeIds: 'Privileges',
    createdAt: 'Created at',
  },
} satisfies ResourceLabels;
