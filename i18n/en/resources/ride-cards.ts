import type { ResourceLabels } from '../../types';

export default {
  name: 'Ride card |||| Ride cards',
  fields: {
    id: 'ID',
    name: 'Name',
    vehicleModel: 'Vehicle model',
    batteryModel: 'Battery model',
    days: 'Days',
    price: 'Price',
    originalPrice: 'Original price',
    deposit: 'Deposit',
    dailySwapLimit: 'Daily swap limit',
    includesInsurance: 'Insurance included',
    newUserOnly: 'New riders only',
    enabled: 'On sale',
    description: 'Description',
    createdAt: 'Created at',
  },
  enums: {
    batteryModel: { '48V20AH': '48V 20Ah', '60V30AH': '60V 30Ah', '72V30AH': '72V 30Ah' },
  },
} satisfies ResourceLabels;
