import type { ResourceLabels } from '../../types';

export default {
  name: 'Usager de magasin virtuel |||| Usagers de magasins virtuels',
  fields: {
    id: 'ID',
    vstoreId: 'Magasin virtuel',
    consumerId: 'Usager',
    name: "Nom de l'usager",
    phone: 'Téléphone',
    planName: 'Forfait',
    batteryModel: 'Modèle de batterie',
    status: 'Statut',
    remainingDays: 'Jours restants',
    commissionAmount: 'Commission gagnée',
    signedAt: 'Signé le',
    remark: 'Remarque',
  },
  enums: {
    batteryModel: { '48V20AH': '48 V 20 Ah', '60V30AH': '60 V 30 Ah', '72V30AH': '72 V 30 Ah' },
    status: { inactive: 'Non activé', active: 'Actif', paused: 'En pause', overdue: 'En retard', unsubscribed: 'Résilié' },
  },
} satisfies ResourceLabels;
