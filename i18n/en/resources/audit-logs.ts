import type { ResourceLabels } from '../../types';

export default {
  name: 'Sensitive operation |||| Sensitive operations',
  fields: {
    id: 'ID',
    createdAt: 'Time',
    actorId: 'Operator',
    actorName: 'Operator name',
    resource: 'Resource',
    action: 'Action',
    recordId: 'Record ID',
    previousData: 'Before',
    data: 'After',
    ip: 'IP address',
    userAgent: 'User agent',
  },
} satisfies ResourceLabels;
