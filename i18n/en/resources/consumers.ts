import type { ResourceLabels } from '../../types';

export default {
  name: 'Rider |||| Riders',
  fields: {
    id: 'ID',
    phone: 'Phone',
    name: 'Name',
    storeId: 'Store',
    authStatus: 'Identity verification',
    points: 'Points',
    deviceType: 'Device',
    emergencyContact: 'Emergency contact',
    emergencyPhone: 'Emergency phone',
    lastSigninAt: 'Last sign-in',
    createdAt: 'Registered at',
    status: 'Account',
    blockReason: 'Reason for blacklisting',
    blockedAt: 'Blacklisted at',
  },
  enums: {
    authStatus: { unverified: 'Not verified', pending: 'Pending review', verified: 'Verified', failed: 'Failed' },
    deviceType: { ios: 'iOS', android: 'Android' },
    status: { active: 'Active', blocked: 'Blacklisted' },
  },
  transitions: {
    block: 'Blacklist',
    unblock: 'Lift the blacklisting',
  },
  sections: {
    overview: 'Overview',
    purchases: 'Purchases and cards',
    account: 'Account and assets',
  },
} satisfies ResourceLabels;
