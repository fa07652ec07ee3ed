import { defineResource, f } from '../define';
import { ORDER_COLLECTIONS, ORDER_NUMBER_TARGETS, existingOrderNo, orderConsumerField, orderOf, orderStoreField } from './_order-fields';
import type { GenContext } from '../demo-gen';

/** Demo data: a field of the order refunded (its rider, its store). */
const fromOrder = (ctx: GenContext, field: string): string | undefined => {
  const v = orderOf(ctx, ORDER_COLLECTIONS[String(ctx.record.orderType)] ?? 'rent-orders')?.[field];
  return v === undefined ? undefined : String(v);
};
import { DEMO_NOW, type Gen } from '../demo-gen';

const PREFIX: Readonly<Record<string, string>> = { rent: 'RO', sell: 'SO', card: 'CO', deposit: 'DO' };
const later = (iso: unknown, g: Gen, minMinutes: number, maxMinutes: number): string =>
  new Date(Math.min(DEMO_NOW, Date.parse(String(iso)) + g.int(minMinutes, maxMinutes) * 60000)).toISOString();
const reviewed = (status: unknown): boolean => status !== 'requested';

/** Refunds (aurservd `orderrefund`): a rider asks for money back on an order; staff review, the gateway pays out. */
export default defineResource({
  name: 'refund-orders',
  route: '/apps/order/refund',
  privilege: 'RESOURCE_ADMIN_COMPANY_ORDER_REFUND',
  menu: { section: 'company', group: 'order', order: 60, icon: 'Undo' },
  title: 'refundNo',
  search: ['refundNo', 'orderNo', 'reason'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  actions: { edit: false, delete: false, bulkDelete: false },
  list: { columns: ['refundNo', 'consumerId', 'orderType', 'amount', 'status', 'createdAt', 'reviewerId'] },
  subtitle: ['consumerId', 'amount'],
  summary: ['amount', 'consumerId', 'orderNo'],
  workflow: {
    field: 'status',
    initial: 'requested',
    transitions: {
      // the amount of a refund under review changes only here: with a reason, in the audit log
      amend: { from: ['requested'], to: 'requested', asks: ['amount', 'amendReason'], icon: 'Edit' },
      approve: { from: ['requested'], to: 'approved', stamps: ['reviewedAt', 'reviewerId'] },
      reject: { from: ['requested'], to: 'rejected', asks: ['rejectReason'], stamps: ['reviewedAt', 'reviewerId'], danger: true },
      refund: { from: ['approved'], to: 'refunded', stamps: ['refundedAt'], icon: 'Paid' },
      fail: { from: ['approved'], to: 'failed', asks: ['failReason'], danger: true },
      retry: { from: ['failed'], to: 'approved', icon: 'Replay' },
    },
  },
  fields: {
    id: f.id(),
    // given by the server on create (RF, the year, a sequence), never typed
    refundNo: f.text({
      required: true,
      unique: true,
      readOnly: true,
      number: { prefix: 'RF', digits: 10 },
      maxLength: 32,
      pattern: 'RF\\d{10,24}',
      filter: 'search',
      alwaysOn: true,
      gen: (g, { index }) => `RF2026${g.pattern('####')}${String(index + 1).padStart(6, '0')}`,
    }),
    orderType: f.enum(
      { rent: 'primary', sell: 'info', card: 'secondary', deposit: 'warning' },
      { required: true, filter: 'anyOf', gen: (g) => g.weighted({ rent: 5, sell: 1, card: 2, deposit: 4 }) },
    ),
    orderNo: f.text({
      required: true,
      maxLength: 32,
      pattern: '[A-Z]{2}\\d{10,24}',
      filter: 'search',
      pointsTo: ORDER_NUMBER_TARGETS.filter((t) => t.resource !== 'swap-orders'),
      // the number of an order of its kind, as riders quote it
      gen: (g, ctx) =>
        existingOrderNo(g, ctx, ORDER_COLLECTIONS[String(ctx.record.orderType)] ?? 'rent-orders') ??
        `${PREFIX[String(ctx.record.orderType)] ?? 'RO'}2026${g.pattern('##########')}`,
    }),
    // the rider and store of the order refunded
    consumerId: { ...orderConsumerField(), gen: (g, ctx) => fromOrder(ctx, 'consumerId') ?? g.refId(ctx, 'consumers') },
    storeId: { ...orderStoreField(), gen: (g, ctx) => fromOrder(ctx, 'storeId') ?? (g.bool(0.15) ? '1' : g.refId(ctx, 'stores')) },
    amount: f.money({
      required: true,
      filter: 'range',
      gen: (g, { record }) =>
        record.orderType === 'deposit'
          ? g.pick([299, 499, 599])
          : record.orderType === 'sell'
            ? g.pick([158, 268, 1460, 2380])
            : record.orderType === 'card'
              ? g.pick([89, 99, 169, 269])
              : g.float(30, 549, 2),
    }),
    reason: f.text({
      required: true,
      maxLength: 200,
      gen: (g, { record }) =>
        record.orderType === 'deposit'
          ? g.pick(['已退还电池，申请退押金', '退租退押金', '更换电池型号'])
          : g.pick(['不再使用换电服务', '工作调动离开本市', '商品质量问题', '重复支付', '下错单了']),
    }),
    status: f.enum(
      { requested: 'warning', approved: 'info', refunded: 'success', rejected: 'default', failed: 'error' },
      {
        readOnly: true,
        views: ['list', 'show'],
        filter: 'anyOf',
        alwaysOn: true,
        gen: (g) => g.weighted({ requested: 3, approved: 1, refunded: 10, rejected: 2, failed: 0.7 }),
      },
    ),
    // who approved or rejected it: stamped by those transitions
    reviewerId: f.ref('sys-users', {
      readOnly: true,
      filter: 'equal',
      views: ['list', 'show'],
      gen: (g, ctx) => (reviewed(ctx.record.status) ? g.pick(['1', '2', g.refId(ctx, 'sys-users') ?? '1']) : undefined),
    }),
    amendReason: f.text({ readOnly: true, maxLength: 200, views: ['show'] }),
    rejectReason: f.text({
      readOnly: true,
      requiredWhen: { status: ['rejected'] },
      maxLength: 200,
      views: ['show'],
      gen: (g, { record }) => (record.status === 'rejected' ? g.pick(['已超过可退款期限', '套餐已使用，不支持全额退款', '电池尚未归还门店']) : undefined),
    }),
    failReason: f.text({
      readOnly: true,
      requiredWhen: { status: ['failed'] },
      maxLength: 200,
      views: ['show'],
      gen: (g, { record }) =>
        record.status === 'failed' ? g.pick(['支付渠道返回：原交易已超过退款期限', '用户支付宝账户异常', '微信支付：商户余额不足']) : undefined,
    }),
    createdAt: f.datetime({ readOnly: true, views: ['list', 'show'], filter: 'range', gen: (g) => g.recent(90) }),
    reviewedAt: f.datetime({
      readOnly: true,
      views: ['list', 'show'],
      gen: (g, { record }) => (reviewed(record.status) ? later(record.createdAt, g, 10, 60 * 30) : undefined),
    }),
    refundedAt: f.datetime({
      readOnly: true,
      views: ['show'],
      gen: (g, { record }) => (record.status === 'refunded' ? later(record.reviewedAt, g, 1, 60 * 3) : undefined),
    }),
  },
  demo: { count: 200 },
});
