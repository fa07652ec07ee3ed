import type { ResourceLabels } from '../../types';

export default {
  name: 'Account order |||| Account orders',
  fields: {
    id: 'ID',
    orderNo: 'Order number',
    vstoreId: 'Virtual store',
    type: 'Transaction type',
    amount: 'Amount',
    payway: 'Payment method',
    status: 'Status',
    tradeNo: 'Transaction number',
    period: 'Settlement period',
    operator: 'Handled by',
    remark: 'Remark',
    failReason: 'Failure reason',
    paidAt: 'Credited at',
    createdAt: 'Created at',
  },
  enums: {
    type: { topup: 'Top-up', settlement: 'Settlement', adjustment: 'Adjustment' },
    payway: { bank_transfer: 'Bank transfer', alipay: 'Alipay', wechat: 'WeChat Pay', offline: 'Offline' },
    status: { pending: 'Pending', success: 'Succeeded', failed: 'Failed', canceled: 'Canceled' },
  },
  transitions: {
    confirm: 'Confirm receipt',
    fail: 'Mark as failed',
    cancel: 'Cancel',
  },
} satisfies ResourceLabels;
