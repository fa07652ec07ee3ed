import type { ResourceLabels } from '../../types';

export default {
  name: 'Forfait |||| Forfaits',
  fields: {
    id: 'ID',
    name: 'Nom',
    storeId: 'Magasin',
    type: 'Type de forfait',
    batteryModel: 'Modèle de batterie',
    days: 'Jours',
    price: 'Prix',
    originalPrice: 'Prix initial',
    deposit: 'Caution',
    overdueFeePerDay: 'Pénalité de retard par jour',
    newSignDiscount: 'Remise nouveau client',
    validFrom: 'Valable à partir du',
    validTo: "Valable jusqu'au",
    enabled: 'En vente',
    description: 'Descriptif',
    createdAt: 'Créé le',
  },
  enums: {
    type: { battery_only: 'Batterie seule', ebike_and_battery: 'Vélo électrique et batterie', rent_to_own: 'Location-vente', sale: 'Vente' },
    batteryModel: { '48V20AH': '48 V 20 Ah', '60V30AH': '60 V 30 Ah', '72V30AH': '72 V 30 Ah' },
  },
} satisfies ResourceLabels;
