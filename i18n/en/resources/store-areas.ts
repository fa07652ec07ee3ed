import type { ResourceLabels } from '../../types';

export default {
  name: 'Service area |||| Service areas',
  fields: {
    id: 'ID',
    code: 'Area code',
    name: 'Name',
    areaId: 'Region',
    manager: 'Manager',
    managerPhone: 'Manager phone',
    center: 'Centre',
    radiusKm: 'Radius',
    enabled: 'Enabled',
    remark: 'Remark',
    createdAt: 'Created at',
  },
} satisfies ResourceLabels;
