import type { ResourceLabels } from '../../types';

export default {
  name: 'Batterie de magasin virtuel |||| Batteries de magasins virtuels',
  fields: {
    id: 'ID',
    vstoreId: 'Magasin virtuel',
    batteryId: 'Batterie',
    sn: 'SN de la batterie',
    model: 'Modèle',
    status: 'Statut',
    consumerId: 'Usager',
    soc: 'SOC',
    allocatedAt: 'Attribuée le',
    returnedAt: 'Restituée le',
    remark: 'Remarque',
  },
  enums: {
    model: { '48V20AH': '48 V 20 Ah', '60V30AH': '60 V 30 Ah', '72V30AH': '72 V 30 Ah' },
    status: { allocated: 'Attribuée', in_use: 'En service', returned: 'Restituée', lost: 'Perdue' },
  },
} satisfies ResourceLabels;
