import type { ResourceLabels } from '../../types';

export default {
  name: 'Rôle |||| Rôles',
  fields: {
    id: 'ID',
    name: 'Nom',
    description: 'Descriptif',
    builtin: 'Prédéfini',
    privilegeIds: 'Privilèges',
    createdAt: 'Créé le',
  },
} satisfies ResourceLabels;
