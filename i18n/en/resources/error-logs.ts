import type { ResourceLabels } from '../../types';

export default {
  name: 'Error log |||| Error logs',
  fields: {
    id: 'ID',
    createdAt: 'Time',
    source: 'Source',
    message: 'Message',
    route: 'Route',
    userId: 'User',
    stack: 'Stack trace',
    userAgent: 'User agent',
  },
  enums: {
    source: { client: 'Browser', server: 'Server' },
  },
} satisfies ResourceLabels;
