import type { ResourceLabels } from '../../types';

export default {
  name: 'Opération sensible |||| Opérations sensibles',
  fields: {
    id: 'ID',
    createdAt: 'Date et heure',
    actorId: 'Auteur',
    actorName: "Nom de l'auteur",
    resource: 'Ressource',
    action: 'Opération',
    recordId: "ID de l'enregistrement",
    previousData: 'Avant',
    data: 'Après',
    ip: 'Adresse IP',
    userAgent: 'Agent utilisateur',
  },
} satisfies ResourceLabels;
