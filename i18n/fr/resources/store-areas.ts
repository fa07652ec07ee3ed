import type { ResourceLabels } from '../../types';

export default {
  name: 'Zone commerciale |||| Zones commerciales',
  fields: {
    id: 'ID',
    code: 'Code de zone',
    name: 'Nom',
    areaId: 'Région',
    manager: 'Responsable',
    managerPhone: 'Téléphone du responsable',
    center: 'Point central',
    radiusKm: 'Rayon',
    enabled: 'Activée',
    remark: 'Remarque',
    createdAt: 'Créée le',
  },
} satisfies ResourceLabels;
