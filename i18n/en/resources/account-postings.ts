import type { ResourceLabels } from '../../types';

export default {
  name: 'Account posting |||| Account postings',
  fields: {
    id: 'ID',
    accountId: 'Rider account',
    field: 'Moves',
    amount: 'Amount',
    balanceAfter: 'After',
    causeResource: 'Caused by',
    causeId: 'Record',
    createdBy: 'By',
    createdAt: 'Posted at',
  },
  enums: {
    field: { balance: 'Balance', deposit: 'Deposit', frozen: 'Frozen amount' },
  },
} satisfies ResourceLabels;
