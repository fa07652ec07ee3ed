import { defineResource, f } from '../define';

/** Every login attempt, written by the server (success or failure, account, IP, user agent). */
export default defineResource({
  name: 'signin-logs',
  route: '/apps/system/log-sign-in',
  privilege: 'RESOURCE_ADMIN_SYSTEM_LOG_SIGNIN',
  menu: { section: 'system', group: 'log', order: 30, icon: 'Login' },
  title: 'account',
  search: ['account', 'ip', 'userAgent'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  globalSearch: false,
  list: { columns: ['createdAt', 'account', 'success', 'reason', 'ip'] },
  actions: { create: false, edit: false, delete: false, bulkDelete: false },
  fields: {
    id: f.id(),
    createdAt: f.datetime({ readOnly: true, filter: 'range' }),
    account: f.text({ readOnly: true, filter: 'search' }),
    userId: f.ref('sys-users', { readOnly: true, filter: 'equal' }),
    success: f.boolean({ readOnly: true, filter: 'equal' }),
    reason: f.enum({ ok: 'success', bad_credentials: 'error', disabled: 'warning', rate_limited: 'error' }, { readOnly: true, filter: 'anyOf' }),
    ip: f.text({ readOnly: true, filter: 'search' }),
    userAgent: f.text({
      readOnly: true,
      views: ['list', 'show'],
    }),
  },
});
