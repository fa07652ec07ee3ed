import { defineResource, f } from '../define';
import { orderNoField, orderConsumerField, orderStoreField } from './_order-fields';
import { DEMO_NOW, type Gen, type GenContext } from '../demo-gen';

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

/** Rental orders (aurservd `order` of type new/renewal/resign/change_battery): a rider buys a rental package. */
export default defineResource({
  name: 'rent-orders',
  route: '/apps/order/rent',
  privilege: 'RESOURCE_ADMIN_COMPANY_ORDER_RENT',
  menu: { section: 'company', group: 'order', order: 10, icon: 'ReceiptLong' },
  title: 'orderNo',
  search: ['orderNo'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  actions: { edit: false, delete: false, bulkDelete: false },
  list: { columns: ['orderNo', 'consumerId', 'storeId', 'commodityId', 'amount', 'status', 'createdAt'] },
  subtitle: ['consumerId', 'amount'],
  summary: ['consumerId', 'amount'],
  workflow: {
    field: 'status',
    initial: 'unpaid',
    transitions: {
      pay: { from: ['unpaid'], to: 'paid', stamps: ['paidAt'], icon: 'Paid' },
      cancel: { from: ['unpaid'], to: 'canceled', danger: true },
      requestRefund: { from: ['paid', 'refund_refused'], to: 'refund_pending', asks: ['refundReason'] },
      approveRefund: { from: ['refund_pending'], to: 'refunded', stamps: ['refundAt'] },
      refuseRefund: { from: ['refund_pending'], to: 'refund_refused', asks: ['refuseReason'], danger: true },
    },
  },
  fields: {
    id: f.id(),
    orderNo: orderNoField('RO'),
    consumerId: orderConsumerField(),
    storeId: orderStoreField(),
    commodityId: f.ref('commodities', { required: true, filter: 'equal', gen: (g, ctx) => packageFor(g, ctx)?.id as string | undefined }),
    type: f.enum(
      { new: 'primary', renewal: 'info', resign: 'secondary', change_battery: 'warning' },
      { required: true, filter: 'anyOf', default: 'new', gen: (g) => g.weighted({ new: 4, renewal: 6, resign: 1, change_battery: 1 }) },
    ),
    days: f.number({ required: true, integer: true, min: 1, max: 1095, gen: (_g, ctx) => Number(commodityOf(ctx)?.days ?? 30) }),
    payway: f.enum(
      { manual: 'default', alipay: 'info', wechat: 'success' },
      { required: true, filter: 'anyOf', default: 'manual', gen: (g) => g.weighted({ manual: 1, alipay: 4, wechat: 6 }) },
    ),
    total: f.money({ required: true, gen: (_g, ctx) => Number(commodityOf(ctx)?.price ?? 229) }),
    amount: f.money({
      required: true,
      filter: 'range',
      gen: (g, { record }) => round2(Number(record.total) - (Number(record.total) > 100 && g.bool(0.3) ? g.pick([5, 10, 20, 30]) : 0)),
    }),
    status: f.enum(
      { unpaid: 'warning', paid: 'success', refund_pending: 'info', refunded: 'secondary', refund_refused: 'error', canceled: 'default' },
      {
        readOnly: true,
        views: ['list', 'show'],
        filter: 'anyOf',
        alwaysOn: true,
        gen: (g) => g.weighted({ unpaid: 1, paid: 14, refund_pending: 1, refunded: 1, refund_refused: 0.5, canceled: 1.5 }),
      },
    ),
    paidAt: f.datetime({
      readOnly: true,
      views: ['list', 'show'],
      filter: 'range',
      gen: (g, { record }) => (['unpaid', 'canceled'].includes(String(record.status)) ? undefined : g.recent(120)),
    }),
    refundReason: f.text({
      readOnly: true,
      maxLength: 200,
      views: ['show'],
      gen: (g, { record }) =>
        ['refund_pending', 'refunded', 'refund_refused'].includes(String(record.status))
          ? g.pick(['不再使用换电服务', '工作调动离开本市', '电池续航不满意', '重复下单', '购买了错误的套餐'])
          : undefined,
    }),
    refuseReason: f.text({
      readOnly: true,
      maxLength: 200,
      views: ['show'],
      gen: (g, { record }) => (record.status === 'refund_refused' ? g.pick(['套餐已使用超过7天', '已享受新签优惠，不支持退款', '电池未归还']) : undefined),
    }),
    refundAt: f.datetime({
      readOnly: true,
      views: ['show'],
      gen: (g, { record }) => (record.status === 'refunded' ? later(record.paidAt, g, 60 * 24, 60 * 24 * 10) : undefined),
    }),
    createdAt: f.datetime({
      readOnly: true,
      views: ['list', 'show'],
      filter: 'range',
      gen: (g, { record }) => (record.paidAt ? new Date(Date.parse(String(record.paidAt)) - g.int(1, 15) * 60000).toISOString() : g.recent(120)),
    }),
  },
  demo: { count: 400 },
});
