/** Demo data of `consumer-cards` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo, DEMO_NOW, type GenContext } from '../demo-gen';
import schema from './consumer-cards';

export default defineDemo(schema, {
  count: 250,
  fields: {
    cardNo: (_g, { index }) => `KA${String(60000001 + index * 3)}`,
    consumerId: (g, ctx) => g.refId(ctx, 'consumers'),
    cardType: (g) => g.weighted({ ride: 2, battery: 5 }),
    rideCardId: (g, ctx) => (ctx.record.cardType === 'ride' ? g.refId(ctx, 'ride-cards') : undefined),
    batteryCardId: (g, ctx) => (ctx.record.cardType === 'battery' ? g.refId(ctx, 'battery-cards') : undefined),
    storeId: (g, ctx) => (consumerOf(ctx)?.storeId as string | undefined) ?? g.refId(ctx, 'stores'),
    status: (g) => g.weighted({ inactive: 2, active: 12, paused: 2, overdue: 3, unsubscribed: 3, canceled: 1 }),
    amount: (_g, ctx) => Number(cardOf(ctx)?.price ?? 0),
    remainingDays: (g, ctx) => remainingOf(g.int(0, 10000), ctx),
    pauseDays: (g, { record }) =>
      record.status === 'paused' ? g.int(1, 15) : record.status === 'inactive' || record.status === 'canceled' ? 0 : g.bool(0.15) ? g.int(1, 10) : 0,
    startAt: (g, ctx) => {
      const r = ctx.record;
      if (r.status === 'inactive' || r.status === 'canceled') return undefined;
      if (r.status === 'unsubscribed') return g.dayOffset(-g.int(20, 200));
      return g.dayOffset(Number(r.remainingDays) - daysOf(ctx) - Number(r.pauseDays ?? 0));
    },
    endAt: (g, ctx) => {
      const r = ctx.record;
      if (!r.startAt) return undefined;
      if (r.status === 'unsubscribed') {
        const since = Math.round((Date.parse(String(r.startAt)) - DEMO_NOW) / 86400000);
        return g.dayOffset(Math.min(-1, since + g.int(3, daysOf(ctx))));
      }
      return g.dayOffset(Number(r.remainingDays));
    },
    remark: (g, { record }) =>
      record.status === 'unsubscribed'
        ? g.pick(['骑手退租，电池已归还门店', '换城市工作，办理退租', '改用车电一体套餐'])
        : record.status === 'canceled'
          ? '未激活退款'
          : undefined,
    createdAt: (g, { record }) =>
      record.startAt ? new Date(Date.parse(String(record.startAt)) - g.int(1, 72) * 3600000).toISOString() : g.recent(record.status === 'inactive' ? 20 : 120),
  },
});

function consumerOf(ctx: GenContext): Readonly<Record<string, unknown>> | undefined {
  return (ctx.db.consumers ?? []).find((c) => String(c.id) === String(ctx.record.consumerId));
}
function cardOf(ctx: GenContext): Readonly<Record<string, unknown>> | undefined {
  const [collection, id] = ctx.record.cardType === 'ride' ? ['ride-cards', ctx.record.rideCardId] : ['battery-cards', ctx.record.batteryCardId];
  return (ctx.db[collection] ?? []).find((c) => String(c.id) === String(id));
}
function daysOf(ctx: GenContext): number {
  return Number(cardOf(ctx)?.days ?? 30) || 30;
}
/** Days left, consistent with the status: negative when overdue, the full period before activation. */
function remainingOf(n: number, ctx: GenContext): number {
  const days = daysOf(ctx);
  switch (ctx.record.status) {
    case 'inactive':
    case 'canceled':
      return days;
    case 'overdue':
      return -(1 + (n % 15));
    case 'unsubscribed':
      return 0;
    default:
      return 1 + (n % days);
  }
}
