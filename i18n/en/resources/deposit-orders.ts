import type { ResourceLabels } from '../../types';

export default {
  name: 'Deposit |||| Deposits',
  fields: {
    id: 'ID',
    orderNo: 'Order number',
    consumerId: 'Rider',
    storeId: 'Store',
    batteryModel: 'Battery model',
    payway: 'Payment method',
    amount: 'Deposit amount',
    status: 'Status',
    paidAmount: 'Amount paid',
    authNo: 'Pre-authorization no.',
    deductAmount: 'Deducted amount',
    deductReason: 'Deduction reason',
    paidAt: 'Paid at',
    refundedAt: 'Returned at',
    createdAt: 'Created at',
  },
  enums: {
    batteryModel: { '48V20AH': '48V 20Ah', '60V30AH': '60V 30Ah', '72V30AH': '72V 30Ah' },
    payway: {
      manual: 'Manual',
      alipay: 'Alipay',
      wechat: 'WeChat Pay',
      sesame: 'Sesame Credit (deposit-free)',
      payscore: 'WeChat Pay Score (deposit-free)',
    },
    status: {
      unpaid: 'Unpaid',
      paid: 'Paid',
      frozen: 'Frozen (credit-free)',
      refund_pending: 'Refund pending',
      refunded: 'Returned',
      deducted: 'Deducted',
      canceled: 'Canceled',
    },
  },
  transitions: {
    release: 'Release authorization',
    pay: 'Mark as paid',
    cancel: 'Cancel',
    deduct: 'Deduct',
  },
  actions: { refund: 'Refund' },
} satisfies ResourceLabels;
