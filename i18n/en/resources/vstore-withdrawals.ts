import type { ResourceLabels } from '../../types';

export default {
  name: 'Withdrawal |||| Withdrawals',
  fields: {
    id: 'ID',
    withdrawNo: 'Withdrawal number',
    vstoreId: 'Virtual store',
    amount: 'Amount',
    fee: 'Fee',
    actualAmount: 'Net amount',
    accountType: 'Account type',
    accountName: 'Account holder',
    accountNo: 'Account number',
    bankName: 'Bank',
    status: 'Status',
    reviewerId: 'Reviewer',
    rejectReason: 'Rejection reason',
    createdAt: 'Requested at',
    reviewedAt: 'Reviewed at',
    paidAt: 'Paid out at',
  },
  enums: {
    accountType: { bank: 'Bank card', alipay: 'Alipay', wechat: 'WeChat Pay' },
    status: { pending: 'Pending review', approved: 'Approved', paid: 'Paid out', rejected: 'Rejected' },
  },
  transitions: {
    approve: 'Approve',
    reject: 'Reject',
    pay: 'Pay out',
  },
} satisfies ResourceLabels;
