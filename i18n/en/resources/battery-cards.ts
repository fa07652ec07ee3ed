import type { ResourceLabels } from '../../types';

export default {
  name: 'Battery card |||| Battery cards',
  fields: {
    id: 'ID',
    name: 'Name',
    batteryModel: 'Battery model',
    billing: 'Billing',
    audience: 'Audience',
    days: 'Days',
    swapTimes: 'Swaps included',
    dailySwapLimit: 'Daily swap limit',
    price: 'Price',
    originalPrice: 'Original price',
    deposit: 'Deposit',
    enabled: 'On sale',
    description: 'Description',
    createdAt: 'Created at',
  },
  enums: {
    batteryModel: { '48V20AH': '48V 20Ah', '60V30AH': '60V 30Ah', '72V30AH': '72V 30Ah' },
    billing: { unlimited: 'Unlimited swaps', per_swap: 'Swap bundle' },
    audience: { public: 'Everyone', new_user: 'New riders', enterprise: 'Enterprise' },
  },
} satisfies ResourceLabels;
