import type { ResourceLabels } from '../../types';

export default {
  name: 'Corbeille |||| Corbeille',
  fields: {
    id: 'Identifiant',
    resource: 'Type',
    title: 'Nom',
    deletedAt: 'Supprimé le',
    deletedBy: 'Supprimé par',
    via: 'Supprimé depuis',
  },
} satisfies ResourceLabels;
