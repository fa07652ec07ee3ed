import type { ResourceLabels } from '../../types';

export default {
  name: "Journal d'erreurs |||| Journaux d'erreurs",
  fields: {
    id: 'ID',
    createdAt: 'Date et heure',
    source: 'Origine',
    message: "Message d'erreur",
    route: 'Chemin',
    userId: 'Utilisateur',
    stack: "Pile d'appels",
    userAgent: 'Agent utilisateur',
  },
  enums: {
    source: { client: 'Navigateur', server: 'Serveur' },
  },
} satisfies ResourceLabels;
