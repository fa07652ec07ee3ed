import type { ResourceLabels } from '../../types';

export default {
  name: 'Rider card |||| Rider cards',
  fields: {
    id: 'ID',
    cardNo: 'Card no.',
    consumerId: 'Rider',
    cardType: 'Card type',
    rideCardId: 'Ride card',
    batteryCardId: 'Battery card',
    storeId: 'Store',
    status: 'Status',
    amount: 'Amount paid',
    remainingDays: 'Days remaining',
    pauseDays: 'Paused days',
    startAt: 'Start date',
    endAt: 'End date',
    remark: 'Remark',
    createdAt: 'Purchased at',
  },
  enums: {
    cardType: { ride: 'Ride card', battery: 'Battery card' },
    status: { inactive: 'Not activated', active: 'Active', paused: 'Paused', overdue: 'Overdue', unsubscribed: 'Returned', canceled: 'Cancelled' },
  },
} satisfies ResourceLabels;
