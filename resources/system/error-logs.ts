import { defineResource, f } from '../define';

/** Errors: screens that failed in a browser (posted by the app's error boundary) and server faults. */
export default defineResource({
  name: 'error-logs',
  route: '/apps/system/log-error',
  privilege: 'RESOURCE_ADMIN_SYSTEM_LOG_ERROR',
  menu: { section: 'system', group: 'log', order: 10, icon: 'BugReport' },
  title: 'message',
  search: ['message', 'route'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  globalSearch: false,
  list: { columns: ['createdAt', 'source', 'message', 'route', 'userId'] },
  actions: { create: false, edit: false, delete: false, bulkDelete: false },
  fields: {
    id: f.id(),
    createdAt: f.datetime({ readOnly: true, filter: 'range' }),
    source: f.enum({ client: 'warning', server: 'error' }, { readOnly: true, filter: 'anyOf' }),
    message: f.text({ readOnly: true, filter: 'search' }),
    route: f.text({ readOnly: true }),
    userId: f.ref('sys-users', { readOnly: true, filter: 'equal' }),
    stack: f.longText({ readOnly: true, views: ['show'] }),
    userAgent: f.text({ readOnly: true, views: ['show'] }),
  },
});
