import type { ResourceLabels } from '../../types';

export default {
  name: 'Sign-in log |||| Sign-in logs',
  fields: {
    id: 'ID',
    createdAt: 'Time',
    account: 'Account',
    userId: 'User',
    success: 'Succeeded',
    reason: 'Result',
    ip: 'IP address',
    userAgent: 'User agent',
  },
  enums: {
    reason: { ok: 'Success', bad_credentials: 'Wrong email or password', disabled: 'Account disabled', rate_limited: 'Too many attempts' },
  },
} satisfies ResourceLabels;
