import type { ResourceLabels } from '../../types';

export default {
  name: 'Package |||| Packages',
  fields: {
    id: 'ID',
    name: 'Name',
    storeId: 'Store',
    type: 'Type',
    batteryModel: 'Battery model',
    days: 'Days',
    price: 'Price',
    originalPrice: 'Original price',
    deposit: 'Deposit',
    overdueFeePerDay: 'Overdue fee per day',
    newSignDiscount: 'New-customer discount',
    validFrom: 'Valid from',
    validTo: 'Valid until',
    enabled: 'On sale',
    description: 'Description',
    createdAt: 'Created at',
  },
  enums: {
    type: { battery_only: 'Battery only', ebike_and_battery: 'E-bike and battery', rent_to_own: 'Rent to own', sale: 'Sale' },
    batteryModel: { '48V20AH': '48V 20Ah', '60V30AH': '60V 30Ah', '72V30AH': '72V 30Ah' },
  },
} satisfies ResourceLabels;
