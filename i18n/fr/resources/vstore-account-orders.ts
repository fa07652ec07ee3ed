import type { ResourceLabels } from '../../types';

export default {
  name: 'Opération de compte |||| Opérations de compte',
  fields: {
    id: 'ID',
    orderNo: 'N° de commande',
    vstoreId: 'Magasin virtuel',
    type: "Type d'opération",
    amount: 'Montant',
    payway: 'Moyen de paiement',
    status: 'Statut',
    tradeNo: 'N° de transaction',
    period: 'Période de règlement',
    operator: 'Traité par',
    remark: 'Remarque',
    failReason: "Motif de l'échec",
    paidAt: 'Crédité le',
    createdAt: 'Créé le',
  },
  enums: {
    type: { topup: 'Recharge', settlement: 'Règlement', adjustment: 'Ajustement' },
    payway: { bank_transfer: 'Virement bancaire', alipay: 'Paiement Alipay', wechat: 'Paiement WeChat', offline: 'Hors plateforme' },
    status: { pending: 'En attente', success: 'Réussi', failed: 'Échoué', canceled: 'Annulé' },
  },
  transitions: {
    confirm: 'Confirmer la réception',
    fail: 'Marquer en échec',
    cancel: 'Annuler',
  },
} satisfies ResourceLabels;
