/** Demo data of `signin-logs` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo } from '../demo-gen';
import schema from './signin-logs';

export default defineDemo(schema, {
  count: 40,
  fields: {
    createdAt: (g) => g.recent(30),
    account: (g) => g.pick(['admin@demo.com', 'client@demo.com', 'guest@demo.com', 'nobody@demo.com']),
    userId: (g, ctx) => g.refId(ctx, 'sys-users'),
    success: (g) => g.bool(0.8),
    reason: (_g, { record }) => (record.success ? 'ok' : 'bad_credentials'),
    ip: (g) => `10.0.${g.int(0, 20)}.${g.int(2, 250)}`,
    userAgent: (g) => g.pick(['Mozilla/5.0 (Windows NT 10.0) Chrome/130', 'Mozilla/5.0 (Macintosh) Safari/17', 'Mozilla/5.0 (X11; Linux) Firefox/132']),
  },
});
