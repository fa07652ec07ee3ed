import type { ResourceLabels } from '../../types';

export default {
  name: 'Carte de mobilité |||| Cartes de mobilité',
  fields: {
    id: 'ID',
    name: 'Nom',
    vehicleModel: 'Modèle de véhicule',
    batteryModel: 'Modèle de batterie',
    days: 'Jours',
    price: 'Prix',
    originalPrice: 'Prix initial',
    deposit: 'Caution',
    dailySwapLimit: "Limite d'échanges par jour",
    includesInsurance: 'Assurance incluse',
    newUserOnly: 'Réservée aux nouveaux coursiers',
    enabled: 'En vente',
    description: 'Descriptif',
    createdAt: 'Créée le',
  },
  enums: {
    batteryModel: { '48V20AH': '48 V 20 Ah', '60V30AH': '60 V 30 Ah', '72V30AH': '72 V 30 Ah' },
  },
} satisfies ResourceLabels;
