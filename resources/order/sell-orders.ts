import { createOnly, defineResource, f } from '../define';
import { orderNoField, orderConsumerField, orderStoreField } from './_order-fields';
import { DEMO_NOW, type Gen } from '../demo-gen';

const GOODS: Readonly<Record<'ebike' | 'battery' | 'charger', readonly { name: string; price: number }[]>> = {
  ebike: [
    { name: '雅迪 冠能E8 电动自行车', price: 3299 },
    { name: '爱玛 A500 电动自行车', price: 2599 },
    { name: '台铃 超能S 外卖版', price: 3699 },
    { name: '小牛 F100 长续航版', price: 4299 },
  ],
  battery: [
    { name: '60V30AH 锂电池（智能）', price: 2380 },
    { name: '48V20AH 锂电池', price: 1460 },
    { name: '72V30AH 锂电池（智能）', price: 2880 },
  ],
  charger: [
    { name: '60V 5A 智能充电器', price: 268 },
    { name: '48V 3A 充电器', price: 158 },
  ],
};
const later = (iso: unknown, g: Gen, minMinutes: number, maxMinutes: number): string =>
  new Date(Math.min(DEMO_NOW, Date.parse(String(iso)) + g.int(minMinutes, maxMinutes) * 60000)).toISOString();
const round2 = (n: number): number => Math.round(n * 100) / 100;
const goodsOf = (type: unknown) => GOODS[String(type) as keyof typeof GOODS] ?? GOODS.ebike;

/** Sales of vehicles, batteries and chargers at a store (outright purchase, not rental). */
export default defineResource({
  name: 'sell-orders',
  route: '/apps/order/sell',
  privilege: 'RESOURCE_ADMIN_COMPANY_ORDER_SELL',
  menu: { section: 'company', group: 'order', order: 30, icon: 'ShoppingCart' },
  title: 'orderNo',
  search: ['orderNo', 'goodsName', 'goodsSn'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  actions: { delete: false, bulkDelete: false },
  list: { columns: ['orderNo', 'consumerId', 'goodsName', 'amount', 'payway', 'status', 'createdAt'] },
  summary: ['consumerId', 'amount'],
  workflow: {
    field: 'status',
    initial: 'unpaid',
    transitions: {
      pay: { from: ['unpaid'], to: 'paid', stamps: ['paidAt'], icon: 'Paid' },
      deliver: { from: ['paid'], to: 'delivered', stamps: ['deliveredAt'], icon: 'LocalShipping' },
      cancel: { from: ['unpaid'], to: 'canceled', danger: true },
      refund: { from: ['paid', 'delivered'], to: 'refunded', danger: true },
    },
  },
  fields: {
    id: f.id(),
    orderNo: createOnly(orderNoField('SO')),
    consumerId: createOnly(orderConsumerField()),
    storeId: createOnly(orderStoreField()),
    goodsType: createOnly(
      f.enum(
        { ebike: 'primary', battery: 'info', charger: 'secondary' },
        { required: true, filter: 'anyOf', default: 'ebike', gen: (g) => g.weighted({ ebike: 4, battery: 3, charger: 2 }) },
      ),
    ),
    goodsName: createOnly(f.text({ required: true, maxLength: 60, filter: 'search', gen: (g, { record }) => g.pick(goodsOf(record.goodsType)).name })),
    quantity: createOnly(
      f.number({
        required: true,
        integer: true,
        min: 1,
        max: 99,
        default: 1,
        gen: (g, { record }) => (record.goodsType === 'charger' ? g.int(1, 3) : g.bool(0.1) ? 2 : 1),
      }),
    ),
    unitPrice: createOnly(f.money({ required: true, gen: (_g, { record }) => goodsOf(record.goodsType).find((x) => x.name === record.goodsName)?.price ?? 0 })),
    amount: createOnly(
      f.money({
        required: true,
        filter: 'range',
        gen: (g, { record }) =>
          round2(Number(record.unitPrice) * Number(record.quantity) - (Number(record.unitPrice) > 1000 && g.bool(0.25) ? g.pick([50, 100, 200]) : 0)),
      }),
    ),
    payway: createOnly(
      f.enum(
        { manual: 'default', alipay: 'info', wechat: 'success', pos: 'secondary' },
        { required: true, filter: 'anyOf', default: 'wechat', gen: (g) => g.weighted({ manual: 1, alipay: 3, wechat: 5, pos: 2 }) },
      ),
    ),
    status: f.enum(
      { unpaid: 'warning', paid: 'info', delivered: 'success', canceled: 'default', refunded: 'secondary' },
      {
        readOnly: true,
        views: ['list', 'show'],
        filter: 'anyOf',
        alwaysOn: true,
        gen: (g) => g.weighted({ unpaid: 1, paid: 2, delivered: 12, canceled: 1.5, refunded: 0.7 }),
      },
    ),
    goodsSn: f.text({
      maxLength: 40,
      filter: 'search',
      views: ['list', 'show', 'edit'],
      gen: (g, { record }) =>
        ['delivered', 'refunded'].includes(String(record.status))
          ? record.goodsType === 'ebike'
            ? g.pattern('LYDAAA#########')
            : record.goodsType === 'battery'
              ? g.pattern('BAT60V1#####')
              : undefined
          : undefined,
    }),
    seller: f.text({ maxLength: 20, views: ['show', 'create', 'edit'], gen: (g) => g.personName() }),
    paidAt: f.datetime({
      readOnly: true,
      views: ['list', 'show'],
      filter: 'range',
      gen: (g, { record }) => (['unpaid', 'canceled'].includes(String(record.status)) ? undefined : g.recent(180)),
    }),
    deliveredAt: f.datetime({
      readOnly: true,
      views: ['show'],
      gen: (g, { record }) => (['delivered', 'refunded'].includes(String(record.status)) ? later(record.paidAt, g, 5, 60 * 48) : undefined),
    }),
    createdAt: f.datetime({
      readOnly: true,
      views: ['list', 'show'],
      filter: 'range',
      gen: (g, { record }) => (record.paidAt ? new Date(Date.parse(String(record.paidAt)) - g.int(1, 20) * 60000).toISOString() : g.recent(180)),
    }),
  },
  demo: { count: 200 },
});
