import type { ResourceLabels } from '../../types';

export default {
  name: 'Rental channel |||| Rental channels',
  fields: {
    id: 'ID',
    code: 'Channel code',
    name: 'Name',
    storeId: 'Store',
    type: 'Type',
    contactName: 'Contact',
    contactPhone: 'Contact phone',
    commissionRate: 'Commission',
    settlementCycle: 'Settlement cycle',
    enabled: 'Enabled',
    remark: 'Remark',
    createdAt: 'Created at',
  },
  enums: {
    type: { store_counter: 'Store counter', mini_program: 'Mini-program', agent: 'Agent', enterprise: 'Enterprise' },
    settlementCycle: { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' },
  },
} satisfies ResourceLabels;
