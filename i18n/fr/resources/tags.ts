import type { ResourceLabels } from '../../types';

export default {
  name: 'Étiquette |||| Étiquettes',
  fields: {
    id: 'ID',
    name: 'Nom',
    target: "S'applique aux",
    color: 'Couleur',
    description: 'Descriptif',
    sortOrder: "Ordre d'affichage",
    enabled: 'Activée',
    createdAt: 'Créée le',
  },
  enums: {
    target: { store: 'Magasins', consumer: 'Coursiers' },
    color: { red: 'Rouge', orange: 'Orange vif', green: 'Vert', blue: 'Bleu', purple: 'Violet', indigo: 'Bleu indigo', grey: 'Gris' },
  },
} satisfies ResourceLabels;
