import type { ResourceLabels } from '../../types';

export default {
  name: 'Rider account |||| Rider accounts',
  fields: {
    id: 'ID',
    accountNo: 'Account no.',
    consumerId: 'Rider',
    storeId: 'Store',
    status: 'Status',
    balance: 'Balance',
    deposit: 'Deposit',
    frozen: 'Frozen',
    points: 'Points',
    totalRecharge: 'Total top-ups',
    totalConsumption: 'Total spent',
    lastTransactionAt: 'Last transaction',
    createdAt: 'Opened at',
  },
  enums: {
    status: { normal: 'Normal', frozen: 'Frozen', closed: 'Closed' },
  },
  actions: { adjust: 'Adjust account' },
} satisfies ResourceLabels;
