import type { ResourceLabels } from '../../types';

export default {
  name: 'Véhicule |||| Véhicules',
  fields: {
    id: 'ID',
    plate: "Plaque d'immatriculation",
    frameId: 'Cadre',
    terminalSn: 'N° du boîtier IoT',
    simSn: 'N° de carte SIM',
    batteryId: 'Batterie',
    status: 'État',
    storeId: 'Magasin',
    consumerId: 'Coursier',
    online: 'En ligne',
    lastLocation: 'Dernière position',
    lastReportAt: 'Dernier relevé',
    enabled: 'Activé',
    createdAt: 'Créé le',
  },
  enums: {
    status: { in_stock: 'En stock', in_use: 'En service', maintenance: 'En réparation', scrapped: 'Mis au rebut' },
  },
} satisfies ResourceLabels;
