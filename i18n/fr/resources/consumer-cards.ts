import type { ResourceLabels } from '../../types';

export default {
  name: 'Carte de coursier |||| Cartes de coursiers',
  fields: {
    id: 'ID',
    cardNo: 'N° de carte',
    consumerId: 'Coursier',
    cardType: 'Type de carte',
    rideCardId: 'Carte de mobilité',
    batteryCardId: 'Carte batterie',
    storeId: 'Magasin',
    status: 'Statut',
    amount: 'Montant payé',
    remainingDays: 'Jours restants',
    pauseDays: 'Jours en pause',
    startAt: 'Date de début',
    endAt: "Date d'expiration",
    remark: 'Remarque',
    createdAt: 'Achetée le',
  },
  enums: {
    cardType: { ride: 'Carte de mobilité', battery: 'Carte batterie' },
    status: {
      inactive: 'Non activée',
      active: 'En cours de validité',
      paused: 'En pause',
      overdue: 'En retard',
      unsubscribed: 'Résiliée',
      canceled: 'Annulée',
    },
  },
} satisfies ResourceLabels;
