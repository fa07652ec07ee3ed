import type { ResourceLabels } from '../../types';

export default {
  name: 'Virtual store |||| Virtual stores',
  fields: {
    id: 'ID',
    sn: 'Number',
    name: 'Name',
    type: 'Partner type',
    contact: 'Contact person',
    phone: 'Phone',
    areaId: 'Area',
    address: 'Address',
    commissionRate: 'Commission rate',
    balance: 'Balance',
    frozenAmount: 'Frozen amount',
    settleAccount: 'Settlement account',
    status: 'Status',
    contractEndAt: 'Contract ends on',
    createdAt: 'Created at',
  },
  enums: {
    type: { agent: 'Agent', franchise: 'Franchisee', enterprise: 'Enterprise' },
    status: { active: 'Active', suspended: 'Suspended', closed: 'Closed' },
  },
} satisfies ResourceLabels;
