import type { ResourceLabels } from '../../types';

export default {
  name: 'Card order |||| Card orders',
  fields: {
    id: 'ID',
    orderNo: 'Order number',
    consumerId: 'Rider',
    storeId: 'Store',
    cardType: 'Card type',
    cardName: 'Card',
    validDays: 'Validity (days)',
    swapTimes: 'Swaps included',
    price: 'Price',
    couponAmount: 'Coupon discount',
    amount: 'Amount paid',
    payway: 'Payment method',
    status: 'Status',
    paidAt: 'Paid at',
    expireAt: 'Expires on',
    createdAt: 'Created at',
  },
  enums: {
    cardType: { ride: 'Ride card', battery: 'Battery card' },
    payway: { manual: 'Manual', alipay: 'Alipay', wechat: 'WeChat Pay' },
    status: { unpaid: 'Unpaid', paid: 'Paid', refunded: 'Refunded', canceled: 'Canceled' },
  },
  transitions: {
    pay: 'Mark as paid',
    cancel: 'Cancel',
  },
  actions: { refund: 'Refund' },
} satisfies ResourceLabels;
