import type { ResourceLabels } from '../../types';

export default {
  name: 'Swap rule |||| Swap rules',
  fields: {
    id: 'ID',
    name: 'Name',
    areaId: 'Area',
    batteryModel: 'Battery model',
    period: 'Time band',
    pricePerSwap: 'Price per swap',
    freeSwapsPerDay: 'Free swaps per day',
    maxSwapsPerDay: 'Max swaps per day',
    minIntervalMinutes: 'Minimum interval (min)',
    startTime: 'Start time',
    endTime: 'End time',
    priority: 'Priority',
    enabled: 'Enabled',
    remark: 'Remark',
    updatedAt: 'Updated at',
  },
  enums: {
    batteryModel: { '48V20AH': '48V 20Ah', '60V30AH': '60V 30Ah', '72V30AH': '72V 30Ah' },
    period: { all_day: 'All day', peak: 'Lunch peak', night: 'Night' },
  },
} satisfies ResourceLabels;
