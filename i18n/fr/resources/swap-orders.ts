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
    alternative: 'Solution de repli utilisée',
    putInBatterySn: 'SN de la batterie déposée',
    emptyBinOrdinal: 'Casier vide',
    putInSoc: 'SOC déposée (%)',
    putOutBatterySn: 'SN de la batterie retirée',
    fullBinOrdinal: 'Casier plein',
    putOutSoc: 'SOC retirée (%)',
    startAt: 'Début',
    durationSec: 'Durée (s)',
    finishAt: 'Fin',
  },
  enums: {
    status: { pending: 'En attente', running: 'En cours', success: 'Réussi', failed: 'Échoué', canceled: 'Annulé' },
  },
} satisfies ResourceLabels;
