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
    recordTitle: "Nom de l'enregistrement",
    previousData: 'Avant',
    data: 'Après',
    ip: 'Adresse IP',
    userAgent: 'Agent utilisateur',
  },
  // the record's page title: its action reads in words on the page itself, not in react-admin's title
  page: { show: 'Opération sensible n° %{id}' },
} satisfies ResourceLabels;
