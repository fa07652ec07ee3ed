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
    createdAt: f.datetime({ readOnly: true, filter: 'range', gen: (g) => g.recent(30) }),
    account: f.text({ readOnly: true, filter: 'search', gen: (g) => g.pick(['admin@demo.com', 'client@demo.com', 'guest@demo.com', 'nobody@demo.com']) }),
    userId: f.ref('sys-users', { readOnly: true, filter: 'equal', gen: (g, ctx) => g.refId(ctx, 'sys-users') }),
    success: f.boolean({ readOnly: true, filter: 'equal', gen: (g) => g.bool(0.8) }),
    reason: f.enum(
      { ok: 'success', bad_credentials: 'error', disabled: 'warning', rate_limited: 'error' },
      { readOnly: true, filter: 'anyOf', gen: (_g, { record }) => (record.success ? 'ok' : 'bad_credentials') },
    ),
    ip: f.text({ readOnly: true, filter: 'search', gen: (g) => `10.0.${g.int(0, 20)}.${g.int(2, 250)}` }),
    userAgent: f.text({
      readOnly: true,
      views: ['list', 'show'],
      gen: (g) => g.pick(['Mozilla/5.0 (Windows NT 10.0) Chrome/130', 'Mozilla/5.0 (Macintosh) Safari/17', 'Mozilla/5.0 (X11; Linux) Firefox/132']),
    }),
  },
  demo: { count: 40 },
});
