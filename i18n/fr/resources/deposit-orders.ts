import type { ResourceLabels } from '../../types';

export default {
  name: 'Caution |||| Cautions',
  fields: {
    id: 'ID',
    orderNo: 'N° de commande',
    consumerId: 'Usager',
    storeId: 'Magasin',
    batteryModel: 'Modèle de batterie',
    payway: 'Moyen de paiement',
    amount: 'Montant de la caution',
    status: 'Statut',
    paidAmount: 'Montant payé',
    authNo: 'N° de pré-autorisation',
    deductAmount: 'Montant retenu',
    deductReason: 'Motif de la retenue',
    paidAt: 'Payé le',
    refundedAt: 'Restituée le',
    createdAt: 'Créé le',
  },
  enums: {
    batteryModel: { '48V20AH': '48 V 20 Ah', '60V30AH': '60 V 30 Ah', '72V30AH': '72 V 30 Ah' },
    payway: {
      manual: 'Manuel',
      alipay: 'Paiement Alipay',
      wechat: 'Paiement WeChat',
      sesame: 'Crédit Sésame (sans caution)',
      payscore: 'Score WeChat Pay (sans caution)',
    },
    status: {
      unpaid: 'Non payée',
      paid: 'Payée',
      frozen: 'Gelée (sans caution)',
      refund_pending: 'Remboursement en attente',
      refunded: 'Restituée',
      deducted: 'Retenue',
      canceled: 'Annulée',
    },
  },
  transitions: {
    release: 'Libérer l’autorisation',
    pay: 'Marquer comme payée',
    cancel: 'Annuler',
    deduct: 'Retenir sur la caution',
  },
  actions: { refund: 'Rembourser' },
} satisfies ResourceLabels;
