import type { ResourceLabels } from '../../types';

export default {
  name: 'Vente de pass |||| Ventes de pass',
  fields: {
    id: 'ID',
    orderNo: 'N° de commande',
    consumerId: 'Usager',
    storeId: 'Magasin',
    cardType: 'Type de pass',
    cardName: 'Pass',
    validDays: 'Validité (jours)',
    swapTimes: 'Échanges inclus',
    price: 'Prix',
    couponAmount: 'Remise du coupon',
    amount: 'Montant payé',
    payway: 'Moyen de paiement',
    status: 'Statut',
    paidAt: 'Payé le',
    expireAt: 'Expire le',
    createdAt: 'Créé le',
  },
  enums: {
    cardType: { ride: 'Pass vélo', battery: 'Pass batterie' },
    payway: { manual: 'Manuel', alipay: 'Paiement Alipay', wechat: 'Paiement WeChat' },
    status: { unpaid: 'Non payée', paid: 'Payée', refunded: 'Remboursée', canceled: 'Annulée' },
  },
  transitions: {
    pay: 'Marquer comme payée',
    cancel: 'Annuler',
  },
  actions: { refund: 'Rembourser' },
} satisfies ResourceLabels;
