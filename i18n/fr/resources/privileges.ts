import type { ResourceLabels } from '../../types';

export default {
  name: 'Privilège |||| Privilèges',
  fields: {
    id: 'ID',
    code: 'Code du privilège',
    parentId: 'Nœud parent',
    type: 'Type de nœud',
    depth: 'Profondeur',
    order: 'Ordre',
    inferred: 'Déduit',
  },
  enums: {
    type: { menu: 'Entrée de menu', route: 'Écran', action: 'Opération' },
  },
} satisfies ResourceLabels;
