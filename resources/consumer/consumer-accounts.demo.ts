/** Demo data of `consumer-accounts` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo, type GenContext } from '../demo-gen';
import schema from './consumer-accounts';

export default defineDemo(schema, {
  count: 300,
  fields: {
    accountNo: (_g, { index }) => `ZH${String(80000001 + index)}`,
    consumerId: (g, ctx) => {
      const rows = ctx.db.consumers ?? [];
      return ctx.index < rows.length ? String(rows[ctx.index].id) : g.refId(ctx, 'consumers');
    },
    storeId: (g, ctx) => (consumerOf(ctx)?.storeId as string | undefined) ?? g.refId(ctx, 'stores'),
    status: (g, ctx) => (consumerOf(ctx)?.status === 'blocked' ? 'frozen' : g.weighted({ normal: 30, frozen: 1, closed: 1 })),
    balance: (g) => (g.bool(0.3) ? 0 : g.float(0, 300, 2)),
    deposit: (g) => g.pick([0, 0, 0, 300, 300, 500, 500, 500, 500, 800, 1000, 1000]),
    frozen: (g, { record }) =>
      record.status === 'frozen' ? Number(record.balance) : g.bool(0.1) ? Math.min(Number(record.balance), g.pick([20, 50, 100])) : 0,
    points: (g, ctx) => Number(consumerOf(ctx)?.points ?? g.int(0, 3000)),
    totalRecharge: (g, { record }) => Number((Number(record.balance) + g.float(0, 3000, 2)).toFixed(2)),
    totalConsumption: (_g, { record }) => Number((Number(record.totalRecharge) - Number(record.balance)).toFixed(2)),
    lastTransactionAt: (g) => g.recent(60),
    createdAt: (g) => g.recent(500),
  },
});

function consumerOf(ctx: GenContext): Readonly<Record<string, unknown>> | undefined {
  return (ctx.db.consumers ?? []).find((c) => String(c.id) === String(ctx.record.consumerId));
}
