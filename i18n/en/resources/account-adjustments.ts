import type { ResourceLabels } from '../../types';

export default {
  name: 'Account adjustment |||| Account adjustments',
  fields: {
    id: 'ID',
    accountId: 'Rider account',
    target: 'Adjusts',
    amount: 'Amount',
    after: 'After',
    reason: 'Reason',
    createdBy: 'By',
    createdAt: 'Adjusted at',
  },
  enums: {
    target: { balance: 'Balance', deposit: 'Deposit', frozen: 'Frozen amount', points: 'Points' },
  },
} satisfies ResourceLabels;
