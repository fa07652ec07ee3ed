/**
 * Demo data of `refund-orders` (server/seed.ts): planned from the orders generated before, so
 * that every rule a refund obeys holds (server/api/refunds.ts) — each names an existing, paid
 * order of its rider, refunds at most what is left, and the order's state follows its refunds:
 * a rent order "refund pending" has an open refund, "refunded" ones refunds covering what was
 * paid, "refund refused" a rejected one. Charged failed swaps are refunded too; the reviewer is
 * never the requester.
 */
import { defineDemo, DEMO_NOW, Gen, type GenContext } from '../demo-gen';
import schema from './refund-orders';
import { ORDER_COLLECTIONS } from './_order-fields';

type Row = Readonly<Record<string, unknown>>;

export interface PlannedRefund {
  orderType: string;
  order: Row;
  amount: number;
  status: 'requested' | 'approved' | 'refunded' | 'rejected' | 'failed';
  /** When the order was paid (or the swap ended): the refund comes after. */
  paidAt: number;
}

const CREDIT_FREE = ['sesame', 'payscore'];
const round2 = (n: number): number => Math.round(n * 100) / 100;
const timeOf = (order: Row): number => Date.parse(String(order.paidAt ?? order.finishAt ?? order.startAt ?? order.createdAt ?? DEMO_NOW));

/** The refunds, in order: those the orders' states require, then some on orders that stay as they are (a charged failed swap, part of a sale). */
function plan(db: GenContext['db']): PlannedRefund[] {
  const g = new Gen('demo:refund-plan');
  const out: PlannedRefund[] = [];
  const add = (orderType: string, order: Row, amount: number, status: PlannedRefund['status']) =>
    out.push({ orderType, order, amount: round2(amount), status, paidAt: timeOf(order) });
  const rows = (type: string) => db[ORDER_COLLECTIONS[type]] ?? [];
  const open = (): PlannedRefund['status'] => g.weighted({ requested: 6, approved: 2, failed: 1 });
  for (const o of rows('rent')) {
    const paid = Number(o.amount);
    if (o.status === 'refund_pending') add('rent', o, g.bool(0.7) ? paid : paid * g.float(0.3, 0.9), open());
    else if (o.status === 'refunded') add('rent', o, paid, 'refunded');
    else if (o.status === 'refund_refused') add('rent', o, paid, 'rejected');
  }
  for (const o of rows('deposit')) {
    if (CREDIT_FREE.includes(String(o.payway))) continue; // released, not refunded: no money moved
    if (o.status === 'refund_pending') add('deposit', o, Number(o.amount), open());
    else if (o.status === 'refunded') add('deposit', o, Number(o.amount), 'refunded');
  }
  for (const type of ['sell', 'card'])
    for (const o of rows(type)) {
      if (o.status === 'refunded') add(type, o, Number(o.amount), 'refunded');
      // part of a sale refunded, or a refund turned down: the order keeps its state
      else if (['paid', 'delivered'].includes(String(o.status)) && g.bool(0.06))
        add(type, o, Number(o.amount) * g.float(0.1, 0.5), g.bool(0.5) ? 'refunded' : 'rejected');
    }
  // charged for a swap that failed: most are refunded, some still wait
  for (const o of rows('swap'))
    if (o.status === 'failed' && Number(o.paidAmount) > 0 && g.bool(0.6))
      add('swap', o, Number(o.paidAmount), g.weighted({ refunded: 5, requested: 2, approved: 1 }));
  return out;
}

const plans = new WeakMap<object, PlannedRefund[]>();
/** The plan for this database (worked out once: every field's generator reads it). */
export const refundPlan = (db: GenContext['db']): PlannedRefund[] => {
  let p = plans.get(db);
  if (!p) plans.set(db, (p = plan(db)));
  return p;
};
const planned = (ctx: GenContext): PlannedRefund => refundPlan(ctx.db)[ctx.index];

/** A time `min`–`max` minutes after `from`, never after the demo's "now". */
const after = (g: Gen, from: number, min: number, max: number): number => Math.min(DEMO_NOW, from + g.int(min, max) * 60000);
const reviewed = (status: unknown): boolean => status !== 'requested';
const iso = (ms: number): string => new Date(ms).toISOString();

export default defineDemo(schema, {
  count: (db) => refundPlan(db).length,
  fields: {
    refundNo: (g, { index }) => `RF2026${g.pattern('####')}${String(index + 1).padStart(6, '0')}`,
    orderType: (_g, ctx) => planned(ctx).orderType,
    orderNo: (_g, ctx) => String(planned(ctx).order.orderNo),
    consumerId: (_g, ctx) => String(planned(ctx).order.consumerId),
    storeId: (_g, ctx) => String(planned(ctx).order.storeId),
    amount: (_g, ctx) => planned(ctx).amount,
    reason: (g, { record }) =>
      record.orderType === 'swap'
        ? g.pick(['换电失败但已扣费', '仓门未开却扣了钱', '换电未成功，申请退回费用'])
        : record.orderType === 'deposit'
          ? g.pick(['已退还电池，申请退押金', '退租退押金', '更换电池型号'])
          : g.pick(['不再使用换电服务', '工作调动离开本市', '商品质量问题', '重复支付', '下错单了']),
    status: (_g, ctx) => planned(ctx).status,
    // staff who review (the admin, two of the generated staff; the store manager for store 1's) — never the guest account
    reviewerId: (g, { record }) => (reviewed(record.status) ? (record.storeId === '1' && g.bool(0.5) ? '2' : g.pick(['1', '4', '5'])) : undefined),
    // an amount amended under review says why; the demo's refunds were never amended
    amendReason: () => undefined,
    rejectReason: (g, { record }) =>
      record.status === 'rejected' ? g.pick(['已超过可退款期限', '套餐已使用，不支持全额退款', '电池尚未归还门店']) : undefined,
    failReason: (g, { record }) =>
      record.status === 'failed' ? g.pick(['支付渠道返回：原交易已超过退款期限', '用户支付宝账户异常', '微信支付：商户余额不足']) : undefined,
    // paid out to the balance (a posting: account-postings.demo.ts) or back through the way it was paid
    payoutChannel: (g, { record }) => (record.status === 'refunded' ? g.weighted({ balance: 2, original: 5, bank: 0.5 }) : undefined),
    payoutReference: (g, { record }) =>
      record.status === 'refunded' && record.payoutChannel !== 'balance'
        ? g.pattern(record.payoutChannel === 'bank' ? 'BK2026##########' : '4200######################')
        : undefined,
    // four eyes: the requester is never the reviewer
    createdBy: (g, { record }) => g.pick(['6', '7', '8', '9', '10'].filter((id) => id !== record.reviewerId)),
    // one still waiting for review was asked lately (the last three days: yesterday has some); the others soon after the order was paid
    createdAt: (g, ctx) => {
      const { paidAt, status } = planned(ctx);
      const lately = Math.min(DEMO_NOW, Math.max(paidAt + 3600_000, DEMO_NOW - g.int(10, 60 * 24 * 3) * 60000));
      return iso(status === 'requested' ? lately : after(g, paidAt, 60, 60 * 24 * 5));
    },
    reviewedAt: (g, { record }) => (reviewed(record.status) ? iso(after(g, Date.parse(String(record.createdAt)), 10, 60 * 30)) : undefined),
    refundedAt: (g, { record }) => (record.status === 'refunded' ? iso(after(g, Date.parse(String(record.reviewedAt)), 1, 60 * 3)) : undefined),
  },
});
