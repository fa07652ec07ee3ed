import type { ResourceLabels } from '../../types';

export default {
  name: 'Virtual store battery |||| Virtual store batteries',
  fields: {
    id: 'ID',
    vstoreId: 'Virtual store',
    batteryId: 'Battery',
    sn: 'Battery SN',
    model: 'Model',
    status: 'Status',
    consumerId: 'Rider',
    soc: 'SOC',
    allocatedAt: 'Allocated at',
    returnedAt: 'Returned at',
    remark: 'Remark',
  },
  enums: {
    model: { '48V20AH': '48V 20Ah', '60V30AH': '60V 30Ah', '72V30AH': '72V 30Ah' },
    status: { allocated: 'Allocated', in_use: 'In use', returned: 'Returned', lost: 'Lost' },
  },
} satisfies ResourceLabels;
