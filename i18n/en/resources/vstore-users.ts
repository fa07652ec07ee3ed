import type { ResourceLabels } from '../../types';

export default {
  name: 'Virtual store rider |||| Virtual store riders',
  fields: {
    id: 'ID',
    vstoreId: 'Virtual store',
    consumerId: 'Rider',
    name: 'Rider name',
    phone: 'Phone',
    planName: 'Plan',
    batteryModel: 'Battery model',
    status: 'Status',
    remainingDays: 'Days remaining',
    commissionAmount: 'Commission earned',
    signedAt: 'Signed at',
    remark: 'Remark',
  },
  enums: {
    batteryModel: { '48V20AH': '48V 20Ah', '60V30AH': '60V 30Ah', '72V30AH': '72V 30Ah' },
    status: { inactive: 'Not activated', active: 'Active', paused: 'Paused', overdue: 'Overdue', unsubscribed: 'Unsubscribed' },
  },
} satisfies ResourceLabels;
