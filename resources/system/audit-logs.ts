import { defineResource, f } from '../define';

/** Sensitive operations: every create, update, delete and transition through the API (who, when, what changed). */
export default defineResource({
  name: 'audit-logs',
  route: '/apps/system/log-sensitive',
  privilege: 'RESOURCE_ADMIN_SYSTEM_LOG_SENSITIVE',
  menu: { section: 'system', group: 'log', order: 20, icon: 'Policy' },
  title: 'action',
  search: ['actorName', 'resource', 'action', 'recordId', 'recordTitle'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  globalSearch: false,
  list: { columns: ['createdAt', 'actorId', 'resource', 'action', 'recordTitle', 'recordId', 'ip'] },
  actions: { create: false, edit: false, delete: false, bulkDelete: false },
  fields: {
    id: f.id(),
    createdAt: f.datetime({ readOnly: true, filter: 'range' }),
    actorId: f.ref('sys-users', { readOnly: true, filter: 'equal' }),
    actorName: f.text({ readOnly: true, views: ['show'] }),
    // in words: the resource's name, the operation (a transition by its label), the record as a link to its page
    resource: f.text({ readOnly: true, filter: 'equal', display: 'resourceName' }),
    action: f.text({ readOnly: true, filter: 'search', display: 'auditAction:resource' }),
    recordId: f.text({ readOnly: true, filter: 'equal', display: 'recordOf:resource' }),
    // what the record was called when it was written (its title field: a serial number, a name, an order number)
    recordTitle: f.text({ readOnly: true, filter: 'search' }),
    // the values before and after, read together on the entry's page as one table of changes in words (the entry's resource's labels)
    previousData: f.json({ readOnly: true, views: [] }),
    data: f.json({ readOnly: true, changes: { resource: 'resource', from: 'previousData', action: 'action' } }),
    ip: f.text({ readOnly: true, views: ['list', 'show'] }),
    userAgent: f.text({ readOnly: true, views: ['show'] }),
  },
});
