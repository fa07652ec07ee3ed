/** Demo data of `vstore-batteries` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo, DEMO_NOW, type GenContext } from '../demo-gen';
import schema from './vstore-batteries';

const batteryOf = (ctx: GenContext): Record<string, unknown> | undefined => (ctx.db.batteries ?? []).find((b) => String(b.id) === String(ctx.record.batteryId));

export default defineDemo(schema, {
  count: 120,
  fields: {
    vstoreId: (g, ctx) => g.refId(ctx, 'vstores'),
    batteryId: (_g, ctx) => {
      const rows = ctx.db.batteries ?? [];
      return rows.length ? String(rows[(ctx.index * 7 + 3) % rows.length].id) : undefined;
    },
    sn: (_g, ctx) => batteryOf(ctx)?.sn as string | undefined,
    model: (_g, ctx) => batteryOf(ctx)?.model as string | undefined,
    status: (g) => g.weighted({ allocated: 3, in_use: 8, returned: 2, lost: 0.3 }),
    consumerId: (g, ctx) => (ctx.record.status === 'in_use' ? g.refId(ctx, 'consumers') : undefined),
    soc: (_g, ctx) => batteryOf(ctx)?.soc as number | undefined,
    allocatedAt: (g) => g.recent(240),
    returnedAt: (g, { record }) =>
      record.status === 'returned' ? new Date(Math.min(DEMO_NOW, Date.parse(String(record.allocatedAt)) + g.int(3, 120) * 86400000)).toISOString() : undefined,
    remark: (g, { record }) => (record.status === 'lost' ? '代理商报失，待赔付' : g.bool(0.1) ? g.pick(['备用电池', '押金已收']) : undefined),
  },
});
