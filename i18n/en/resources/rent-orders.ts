import type { ResourceLabels } from '../../types';

export default {
  name: 'Rental order |||| Rental orders',
  fields: {
    id: 'ID',
    orderNo: 'Order number',
    consumerId: 'Rider',
    storeId: 'Store',
    commodityId: 'Package',
    type: 'Order type',
    days: 'Days',
    payway: 'Payment method',
    total: 'List price',
    amount: 'Amount paid',
    status: 'Status',
    paidAt: 'Paid at',
    dueAt: 'Due at',
    overdue: 'Overdue',
    overdueDays: 'Days overdue',
    overdueFee: 'Overdue fee',
    createdAt: 'Created at',
  },
  enums: {
    type: { new: 'New', renewal: 'Renewal', resign: 'Re-signing', change_battery: 'Battery change' },
    payway: { manual: 'Manual', alipay: 'Alipay', wechat: 'WeChat Pay', balance: 'Account balance' },
    status: {
      unpaid: 'Unpaid',
      paid: 'Paid',
      refund_pending: 'Refund pending',
      refunded: 'Refunded',
      refund_refused: 'Refund refused',
      canceled: 'Canceled',
    },
  },
  transitions: {
    pay: 'Mark as paid',
    cancel: 'Cancel',
  },
  actions: { refund: 'Refund' },
} satisfies ResourceLabels;
