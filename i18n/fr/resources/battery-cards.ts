import type { ResourceLabels } from '../../types';

export default {
  name: 'Carte batterie |||| Cartes batterie',
  fields: {
    id: 'ID',
    name: 'Nom',
    batteryModel: 'Modèle de batterie',
    billing: 'Facturation',
    audience: 'Public visé',
    days: 'Jours de validité',
    swapTimes: "Nombre d'échanges",
    dailySwapLimit: "Limite d'échanges par jour",
    price: 'Prix',
    originalPrice: 'Prix initial',
    deposit: 'Caution',
    enabled: 'En vente',
    description: 'Descriptif',
    createdAt: 'Créée le',
  },
  enums: {
    batteryModel: { '48V20AH': '48 V 20 Ah', '60V30AH': '60 V 30 Ah', '72V30AH': '72 V 30 Ah' },
    billing: { unlimited: 'Échanges illimités', per_swap: "Forfait d'échanges" },
    audience: { public: 'Tous les coursiers', new_user: 'Nouveaux coursiers', enterprise: 'Entreprises' },
  },
} satisfies ResourceLabels;
