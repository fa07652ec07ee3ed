import type { ResourceLabels } from '../../types';

export default {
  name: 'Commande de location |||| Commandes de location',
  fields: {
    id: 'ID',
    orderNo: 'N° de commande',
    consumerId: 'Usager',
    storeId: 'Magasin',
    commodityId: 'Forfait',
    type: 'Type de commande',
    days: 'Durée (jours)',
    payway: 'Moyen de paiement',
    total: 'Prix catalogue',
    amount: 'Montant payé',
    status: 'Statut',
    paidAt: 'Payé le',
    dueAt: 'Échéance',
    overdue: 'En retard',
    overdueDays: 'Jours de retard',
    overdueFee: 'Frais de retard',
    createdAt: 'Créé le',
  },
  enums: {
    type: {
      new: 'Nouvelle souscription',
      renewal: 'Renouvellement',
      resign: 'Nouvelle signature',
      change_battery: 'Changement de batterie',
    },
    payway: { manual: 'Manuel', alipay: 'Paiement Alipay', wechat: 'Paiement WeChat', balance: 'Solde du compte' },
    status: {
      unpaid: 'Non payée',
      paid: 'Payée',
      refund_pending: 'Remboursement en attente',
      refunded: 'Remboursée',
      refund_refused: 'Remboursement refusé',
      canceled: 'Annulée',
    },
  },
  transitions: {
    pay: 'Marquer comme payée',
    cancel: 'Annuler',
  },
  actions: { refund: 'Rembourser' },
} satisfies ResourceLabels;
