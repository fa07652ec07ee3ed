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
    recordTitle: 'Record name',
    previousData: 'Before',
    data: 'After',
    ip: 'IP address',
    userAgent: 'User agent',
  },
  // the record's page title: its action reads in words on the page itself, not in react-admin's title
  page: { show: 'Sensitive operation #%{id}' },
} satisfies ResourceLabels;
