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
const later = (iso: unknown, g: Gen, minMinutes: number, maxMinutes: number): string =>
  new Date(Math.min(DEMO_NOW, Date.parse(String(iso)) + g.int(minMinutes, maxMinutes) * 60000)).toISOString();
const round2 = (n: number): number => Math.round(n * 100) / 100;

export default defineDemo(schema, {
  count: 400,
  fields: {
    orderNo: orderNoDemo('RO'),
    consumerId: orderConsumerDemo,
    storeId: orderStoreDemo,
    commodityId: (g, ctx) => packageFor(g, ctx)?.id as string | undefined,
    type: (g) => g.weighted({ new: 4, renewal: 6, resign: 1, change_battery: 1 }),
    days: (_g, ctx) => Number(commodityOf(ctx)?.days ?? 30),
    payway: (g) => g.weighted({ manual: 1, alipay: 4, wechat: 6 }),
    total: (_g, ctx) => Number(commodityOf(ctx)?.price ?? 229),
    amount: (g, { record }) => round2(Number(record.total) - (Number(record.total) > 100 && g.bool(0.3) ? g.pick([5, 10, 20, 30]) : 0)),
    status: (g) => g.weighted({ unpaid: 1, paid: 14, refund_pending: 1, refunded: 1, refund_refused: 0.5, canceled: 1.5 }),
    paidAt: (g, { record }) => (['unpaid', 'canceled'].includes(String(record.status)) ? undefined : g.recent(120)),
    refundReason: (g, { record }) =>
      ['refund_pending', 'refunded', 'refund_refused'].includes(String(record.status))
        ? g.pick(['不再使用换电服务', '工作调动离开本市', '电池续航不满意', '重复下单', '购买了错误的套餐'])
        : undefined,
    refuseReason: (g, { record }) =>
      record.status === 'refund_refused' ? g.pick(['套餐已使用超过7天', '已享受新签优惠，不支持退款', '电池未归还']) : undefined,
    refundAt: (g, { record }) => (record.status === 'refunded' ? later(record.paidAt, g, 60 * 24, 60 * 24 * 10) : undefined),
    createdAt: (g, { record }) => (record.paidAt ? new Date(Date.parse(String(record.paidAt)) - g.int(1, 15) * 60000).toISOString() : g.recent(120)),
  },
});
