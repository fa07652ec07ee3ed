import type { ResourceLabels } from '../../types';

export default {
  name: 'Commande de vente |||| Commandes de vente',
  fields: {
    id: 'ID',
    orderNo: 'N° de commande',
    consumerId: 'Acheteur',
    storeId: 'Magasin',
    goodsType: "Type d'article",
    goodsName: 'Article',
    quantity: 'Quantité',
    unitPrice: 'Prix unitaire',
    amount: 'Montant de la commande',
    payway: 'Moyen de paiement',
    status: 'Statut',
    goodsSn: 'N° de cadre / SN batterie',
    seller: 'Vendeur',
    paidAt: 'Payé le',
    deliveredAt: 'Livré le',
    createdAt: 'Créé le',
  },
  enums: {
    goodsType: { ebike: 'Vélo électrique', battery: 'Batterie', charger: 'Chargeur' },
    payway: { manual: 'Espèces', alipay: 'Paiement Alipay', wechat: 'Paiement WeChat', pos: 'Terminal de paiement' },
    status: { unpaid: 'Non payée', paid: 'Payée', delivered: 'Livrée', canceled: 'Annulée', refunded: 'Remboursée' },
  },
  transitions: {
    pay: 'Marquer comme payée',
    deliver: 'Remettre au client',
    cancel: 'Annuler',
  },
  actions: { refund: 'Rembourser' },
} satisfies ResourceLabels;
