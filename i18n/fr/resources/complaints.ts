import type { ResourceLabels } from '../../types';

export default {
  name: 'Réclamation |||| Réclamations',
  fields: {
    id: 'ID',
    ticketNo: 'N° de ticket',
    consumerId: 'Coursier',
    type: 'Type de réclamation',
    priority: 'Priorité',
    content: 'Détails',
    images: 'Photos jointes',
    contactPhone: 'Téléphone de contact',
    relatedOrder: 'Commande liée',
    cabinetId: 'Armoire',
    status: 'Statut',
    assigneeId: 'Responsable',
    resolution: 'Résolution',
    createdAt: 'Soumise le',
    closedAt: 'Clôturée le',
  },
  enums: {
    type: { cabinet: 'Armoire', battery: 'Batterie', vehicle: 'Véhicule', billing: 'Facturation', service: 'Service client', other: 'Autre' },
    priority: { low: 'Basse', normal: 'Normale', high: 'Haute', urgent: 'Urgente' },
    status: { open: 'Ouverte', processing: 'En cours', closed: 'Clôturée' },
  },
  transitions: {
    process: 'Prendre en charge',
    close: 'Clôturer',
    reopen: 'Rouvrir',
  },
} satisfies ResourceLabels;
