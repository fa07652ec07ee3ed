/** Demo data of `rent-orders` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo, DEMO_NOW, type Gen, type GenContext } from '../demo-gen';
import schema from './rent-orders';
import { orderNoDemo, orderConsumerDemo, orderStoreDemo } from './_order-demo';

/** A rental package of the order's store (any rental package when the store sells none). */
const packageFor = (g: Gen, ctx: GenContext): Record<string, unknown> | undefined => {
  const rentals = (ctx.db.commodities ?? []).filter((c) => c.type !== 'sale');
  const own = rentals.filter((c) => String(c.storeId) === String(ctx.record.storeId));
  const pool = own.length ? own : rentals;
  return pool.length ? g.pick(pool) : undefined;
};
const commodityOf = (ctx: GenContext): Record<string, unknown> | undefined =>
  (ctx.db.commodities ?? []).find((c) => String(c.id) === String(ctx.record.commodityId));
const round2 = (n: number): number => Math.round(n * 100) / 100;
const DAY = 86_400_000;
/** The states of a rental in force (rent-orders.ts `OVERDUE`): the battery is out until its due date. */
const IN_FORCE = ['paid', 'refund_refused'];
/**
 * When it was paid: a rental in force mostly within its days (due later), one in eight 1 to 30
 * days past its due date (overdue, whatever the day the data is generated); the others within
 * the last 120 days.
 */
const paidAtOf = (g: Gen, record: Readonly<Record<string, unknown>>): string | undefined => {
  const status = String(record.status);
  if (status === 'unpaid' || status === 'canceled') return undefined;
  if (!IN_FORCE.includes(status)) return g.recent(120);
  const days = Number(record.days);
  const ago = g.bool(0.125) ? days + 1 + g.random() * 29 : g.random() * Math.min(days, 120);
  return new Date(DEMO_NOW - Math.floor(ago * DAY)).toISOString();
};

export default defineDemo(schema, {
  count: 400,
  fields: {
    orderNo: orderNoDemo('RO'),
    consumerId: orderConsumerDemo,
    storeId: orderStoreDemo,
    commodityId: (g, ctx) => packageFor(g, ctx)?.id as string | undefined,
    type: (g) => g.weighted({ new: 4, renewal: 6, resign: 1, change_battery: 1 }),
    days: (_g, ctx) => Number(commodityOf(ctx)?.days ?? 30),
    // paid from the balance: a posting in the rider's account's ledger (account-postings.demo.ts)
    payway: (g) => g.weighted({ manual: 1, alipay: 4, wechat: 6, balance: 1.5 }),
    total: (_g, ctx) => Number(commodityOf(ctx)?.price ?? 229),
    amount: (g, { record }) => round2(Number(record.total) - (Number(record.total) > 100 && g.bool(0.3) ? g.pick([5, 10, 20, 30]) : 0)),
    status: (g) => g.weighted({ unpaid: 1, paid: 14, refund_pending: 1, refunded: 1, refund_refused: 0.5, canceled: 1.5 }),
    paidAt: (g, { record }) => paidAtOf(g, record),
    // due its days after it was paid, as the pay transition stamps it
    dueAt: (_g, { record }) => (record.paidAt ? new Date(Date.parse(String(record.paidAt)) + Number(record.days) * DAY).toISOString() : undefined),
    createdAt: (g, { record }) => (record.paidAt ? new Date(Date.parse(String(record.paidAt)) - g.int(1, 15) * 60000).toISOString() : g.recent(120)),
  },
});
