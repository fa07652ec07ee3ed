/** Demo data of `refund-orders` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo, type GenContext, DEMO_NOW, type Gen } from '../demo-gen';
import schema from './refund-orders';
import { existingOrderNo, orderOf } from './_order-demo';
import { ORDER_COLLECTIONS } from './_order-fields';

/** Demo data: a field of the order refunded (its rider, its store). */
const fromOrder = (ctx: GenContext, field: string): string | undefined => {
  const v = orderOf(ctx, ORDER_COLLECTIONS[String(ctx.record.orderType)] ?? 'rent-orders')?.[field];
  return v === undefined ? undefined : String(v);
};

const PREFIX: Readonly<Record<string, string>> = { rent: 'RO', sell: 'SO', card: 'CO', deposit: 'DO' };
const later = (iso: unknown, g: Gen, minMinutes: number, maxMinutes: number): string =>
  new Date(Math.min(DEMO_NOW, Date.parse(String(iso)) + g.int(minMinutes, maxMinutes) * 60000)).toISOString();
const reviewed = (status: unknown): boolean => status !== 'requested';

export default defineDemo(schema, {
  count: 200,
  fields: {
    refundNo: (g, { index }) => `RF2026${g.pattern('####')}${String(index + 1).padStart(6, '0')}`,
    orderType: (g) => g.weighted({ rent: 5, sell: 1, card: 2, deposit: 4 }),
    orderNo: (g, ctx) =>
      existingOrderNo(g, ctx, ORDER_COLLECTIONS[String(ctx.record.orderType)] ?? 'rent-orders') ??
      `${PREFIX[String(ctx.record.orderType)] ?? 'RO'}2026${g.pattern('##########')}`,
    consumerId: (g, ctx) => fromOrder(ctx, 'consumerId') ?? g.refId(ctx, 'consumers'),
    storeId: (g, ctx) => fromOrder(ctx, 'storeId') ?? (g.bool(0.15) ? '1' : g.refId(ctx, 'stores')),
    amount: (g, { record }) =>
      record.orderType === 'deposit'
        ? g.pick([299, 499, 599])
        : record.orderType === 'sell'
          ? g.pick([158, 268, 1460, 2380])
          : record.orderType === 'card'
            ? g.pick([89, 99, 169, 269])
            : g.float(30, 549, 2),
    reason: (g, { record }) =>
      record.orderType === 'deposit'
        ? g.pick(['已退还电池，申请退押金', '退租退押金', '更换电池型号'])
        : g.pick(['不再使用换电服务', '工作调动离开本市', '商品质量问题', '重复支付', '下错单了']),
    status: (g) => g.weighted({ requested: 3, approved: 1, refunded: 10, rejected: 2, failed: 0.7 }),
    reviewerId: (g, ctx) => (reviewed(ctx.record.status) ? g.pick(['1', '2', g.refId(ctx, 'sys-users') ?? '1']) : undefined),
    rejectReason: (g, { record }) =>
      record.status === 'rejected' ? g.pick(['已超过可退款期限', '套餐已使用，不支持全额退款', '电池尚未归还门店']) : undefined,
    failReason: (g, { record }) =>
      record.status === 'failed' ? g.pick(['支付渠道返回：原交易已超过退款期限', '用户支付宝账户异常', '微信支付：商户余额不足']) : undefined,
    createdAt: (g) => g.recent(90),
    reviewedAt: (g, { record }) => (reviewed(record.status) ? later(record.createdAt, g, 10, 60 * 30) : undefined),
    refundedAt: (g, { record }) => (record.status === 'refunded' ? later(record.reviewedAt, g, 1, 60 * 3) : undefined),
  },
});
