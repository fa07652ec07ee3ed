import type { ResourceLabels } from '../../types';

export default {
  name: 'Fund flow |||| Fund flows',
  fields: {
    id: 'ID',
    flowNo: 'Entry number',
    vstoreId: 'Virtual store',
    type: 'Entry type',
    amount: 'Amount',
    balanceBefore: 'Balance before',
    balanceAfter: 'Balance after',
    relatedNo: 'Related number',
    remark: 'Remark',
    createdAt: 'Time',
  },
  enums: {
    type: { income: 'Income', expense: 'Expense', withdraw: 'Withdrawal', commission: 'Commission' },
  },
} satisfies ResourceLabels;
