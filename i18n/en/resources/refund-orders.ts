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
    createdAt: 'Requested at',
    reviewedAt: 'Reviewed at',
    refundedAt: 'Refunded at',
  },
  enums: {
    orderType: { rent: 'Rental', sell: 'Sale', card: 'Card', deposit: 'Deposit' },
    status: { requested: 'Requested', approved: 'Approved', refunded: 'Refunded', rejected: 'Rejected', failed: 'Failed' },
  },
  transitions: {
    amend: 'Amend amount',
    approve: 'Approve',
    reject: 'Reject',
    refund: 'Mark as refunded',
    fail: 'Mark as failed',
    retry: 'Retry',
  },
} satisfies ResourceLabels;
