import type { ResourceLabels } from '../../types';

export default {
  name: 'Retrait |||| Retraits',
  fields: {
    id: 'ID',
    withdrawNo: 'N° de retrait',
    vstoreId: 'Magasin virtuel',
    amount: 'Montant',
    fee: 'Frais',
    actualAmount: 'Montant net',
    accountType: 'Type de compte',
    accountName: 'Titulaire du compte',
    accountNo: 'N° de compte',
    bankName: 'Banque',
    status: 'Statut',
    reviewerId: 'Examinateur',
    rejectReason: 'Motif du rejet',
    createdAt: 'Demandé le',
    reviewedAt: 'Examiné le',
    paidAt: 'Versé le',
  },
  enums: {
    accountType: { bank: 'Carte bancaire', alipay: 'Paiement Alipay', wechat: 'Paiement WeChat' },
    status: { pending: "En attente d'examen", approved: 'Approuvé', paid: 'Versé', rejected: 'Rejeté' },
  },
  transitions: {
    approve: 'Approuver',
    reject: 'Rejeter',
    pay: 'Verser',
  },
} satisfies ResourceLabels;
