import type { ResourceLabels } from '../../types';

export default {
  name: 'Refund |||| Refunds',
  fields: {
    id: 'ID',
    refundNo: 'Refund number',
    orderType: 'Order type',
    orderNo: 'Original order no.',
    consumerId: 'Rider',
    storeId: 'Store',
    amount: 'Refund amount',
    reason: 'Reason',
    status: 'Status',
    reviewerId: 'Reviewer',
    amendReason: 'Reason for the amended amount',
    rejectReason: 'Rejection reason',
    failReason: 'Failure reason',
    payoutChannel: 'Paid out to',
    payoutReference: 'Payout reference',
    createdBy: 'Requested by',
    createdAt: 'Requested at',
    reviewedAt: 'Reviewed at',
    refundedAt: 'Refunded at',
  },
  enums: {
    payoutChannel: { balance: 'Account balance', original: 'Original payment', bank: 'Bank transfer', cash: 'Cash' },
    orderType: { rent: 'Rental', swap: 'Swap', sell: 'Sale', card: 'Card', deposit: 'Deposit' },
    status: { requested: 'Requested', approved: 'Approved', refunded: 'Refunded', rejected: 'Rejected', failed: 'Failed' },
  },
  transitions: {
    amend: 'Amend amount',
    approve: 'Approve',
    reject: 'Reject',
    refund: 'Pay out',
    fail: 'Mark as failed',
    retry: 'Retry',
  },
} satisfies ResourceLabels;
