import type { ResourceLabels } from '../../types';

export default {
  name: 'Rider |||| Riders',
  fields: {
    id: 'ID',
    phone: 'Phone',
    name: 'Name',
    storeId: 'Store',
    authStatus: 'Identity verification',
    blocked: 'Blocked',
    points: 'Points',
    deviceType: 'Device',
    emergencyContact: 'Emergency contact',
    emergencyPhone: 'Emergency phone',
    lastSigninAt: 'Last sign-in',
    createdAt: 'Registered at',
  },
  enums: {
    authStatus: { unverified: 'Not verified', pending: 'Pending review', verified: 'Verified', failed: 'Failed' },
    deviceType: { ios: 'iOS', android: 'Android' },
  },
} satisfies ResourceLabels;
