import type { ResourceLabels } from '../../types';

export default {
  name: 'Rider account |||| Rider accounts',
  fields: {
    id: 'ID',
    accountNo: 'Account no.',
    consumerId: 'Rider',
    storeId: 'Store',
    status: 'Status',
    balance: 'Balance (CNY)',
    deposit: 'Deposit (CNY)',
    frozen: 'Frozen (CNY)',
    points: 'Points',
    totalRecharge: 'Total top-ups (CNY)',
    totalConsumption: 'Total spent (CNY)',
    lastTransactionAt: 'Last transaction',
    createdAt: 'Opened at',
  },
  enums: {
    status: { normal: 'Normal', frozen: 'Frozen', closed: 'Closed' },
  },
  actions: { adjust: 'Adjust account' },
} satisfies ResourceLabels;
