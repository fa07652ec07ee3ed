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
    refundReason: 'Refund reason',
    refuseReason: 'Refusal reason',
    refundAt: 'Refunded at',
    createdAt: 'Created at',
  },
  enums: {
    type: { new: 'New', renewal: 'Renewal', resign: 'Re-signing', change_battery: 'Battery change' },
    payway: { manual: 'Manual', alipay: 'Alipay', wechat: 'WeChat Pay' },
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
    requestRefund: 'Request refund',
    approveRefund: 'Approve refund',
    refuseRefund: 'Refuse refund',
  },
} satisfies ResourceLabels;
