import type { ResourceLabels } from '../../types';

export default {
  name: 'Remboursement |||| Remboursements',
  fields: {
    id: 'ID',
    refundNo: 'N° de remboursement',
    orderType: 'Type de commande',
    orderNo: "N° de commande d'origine",
    consumerId: 'Usager',
    storeId: 'Magasin',
    amount: 'Montant remboursé',
    reason: 'Motif',
    status: 'Statut',
    reviewerId: 'Examinateur',
    amendReason: 'Motif de la modification du montant',
    rejectReason: 'Motif du rejet',
    failReason: "Motif de l'échec",
    payoutChannel: 'Versé sur',
    payoutReference: 'Référence du versement',
    createdBy: 'Demandé par',
    createdAt: 'Demandé le',
    reviewedAt: 'Examiné le',
    refundedAt: 'Remboursé le',
  },
  enums: {
    payoutChannel: { balance: 'Solde du compte', original: 'Moyen de paiement d’origine', bank: 'Virement bancaire', cash: 'Espèces' },
    orderType: { rent: 'Location', swap: 'Échange', sell: 'Vente', card: 'Pass', deposit: 'Caution' },
    status: { requested: 'Demandé', approved: 'Approuvé', refunded: 'Remboursé', rejected: 'Rejeté', failed: 'Échoué' },
  },
  transitions: {
    amend: 'Modifier le montant',
    approve: 'Approuver',
    reject: 'Rejeter',
    refund: 'Verser',
    fail: 'Marquer en échec',
    retry: 'Réessayer',
  },
} satisfies ResourceLabels;
