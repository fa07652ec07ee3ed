import type { ResourceLabels } from '../../types';

export default {
  name: 'Échange de batterie |||| Échanges de batteries',
  fields: {
    id: 'ID',
    orderNo: "N° d'échange",
    consumerId: 'Usager',
    storeId: 'Magasin',
    cabinetId: 'Armoire',
    status: 'Statut',
    price: 'Prix',
    paidAmount: 'Montant payé',
    payway: 'Moyen de paiement',
    failReason: 'Motif de l’échec',
    alternative: 'Solution de repli utilisée',
    putInBatterySn: 'SN de la batterie déposée',
    emptyBinOrdinal: 'Casier vide',
    putInSoc: 'SOC déposée',
    putOutBatterySn: 'SN de la batterie retirée',
    fullBinOrdinal: 'Casier plein',
    putOutSoc: 'SOC retirée',
    startAt: 'Début',
    durationSec: 'Durée (s)',
    finishAt: 'Fin',
  },
  enums: {
    payway: { card: 'Pass batterie', balance: 'Solde du compte', alipay: 'Paiement Alipay', wechat: 'Paiement WeChat' },
    status: { pending: 'En attente', running: 'En cours', success: 'Réussi', failed: 'Échoué', canceled: 'Annulé' },
  },
  actions: { refund: 'Rembourser' },
} satisfies ResourceLabels;
