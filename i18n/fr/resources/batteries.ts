import type { ResourceLabels } from '../../types';

export default {
  name: 'Batterie |||| Batteries',
  fields: {
    id: 'ID',
    sn: 'SN',
    model: 'Modèle',
    brand: 'Marque',
    voltage: 'Tension',
    capacityAh: 'Capacité',
    soc: 'SOC',
    soh: 'SOH',
    cycles: 'Cycles de charge',
    status: 'État',
    assetStatus: "État de l'actif",
    locationType: 'Emplacement',
    storeId: 'Magasin',
    cabinetId: 'Armoire',
    binOrdinal: 'N° de casier',
    consumerId: 'Coursier',
    smart: 'Batterie connectée',
    enabled: 'Activée',
    lastCheckAt: 'Dernier contrôle',
    faultCode: 'Code de panne',
  },
  enums: {
    model: { '48V20AH': '48 V 20 Ah', '60V30AH': '60 V 30 Ah', '72V30AH': '72 V 30 Ah' },
    status: { idle: 'Au repos', charging: 'En charge', discharging: 'En décharge', fault: 'En panne' },
    assetStatus: { stock: 'En stock', delivering: 'En livraison', in_use: 'En service', fault: 'Défectueuse', scrapped: 'Mise au rebut' },
    locationType: { warehouse: 'Entrepôt', store: 'Magasin', cabinet: 'Armoire', rider: 'Chez le coursier' },
  },
  sections: {
    battery: 'Batterie',
    condition: 'État',
    whereabouts: 'Emplacement',
  },
} satisfies ResourceLabels;
