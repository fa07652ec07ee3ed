import { defineResource, f } from '../define';
import { orderNoField, orderConsumerField, orderStoreField } from './_order-fields';

const CARDS: Readonly<Record<'ride' | 'battery', readonly { name: string; days: number; times: number; price: number }[]>> = {
  ride: [
    { name: '骑士月卡', days: 30, times: 0, price: 99 },
    { name: '骑士季卡', days: 90, times: 0, price: 269 },
    { name: '骑士年卡', days: 365, times: 0, price: 899 },
  ],
  battery: [
    { name: '换电次卡30次', days: 60, times: 30, price: 89 },
    { name: '换电次卡100次', days: 180, times: 100, price: 268 },
    { name: '不限次换电月卡', days: 30, times: 0, price: 169 },
    { name: '不限次换电季卡', days: 90, times: 0, price: 459 },
  ],
};
const cardsOf = (type: unknown) => CARDS[String(type) as keyof typeof CARDS] ?? CARDS.ride;
const cardOf = (type: unknown, name: unknown) => cardsOf(type).find((c) => c.name === name);
const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Sales of ride cards and battery (swap) cards: prepaid passes a rider buys at a store or in the app. */
export default defineResource({
  name: 'card-orders',
  route: '/apps/order/sell-card',
  privilege: 'RESOURCE_ADMIN_COMPANY_ORDER_SELLCARD',
  menu: { section: 'company', group: 'order', order: 40, icon: 'CreditCard' },
  title: 'orderNo',
  search: ['orderNo', 'cardName'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  actions: { edit: false, delete: false, bulkDelete: false },
  list: { columns: ['orderNo', 'consumerId', 'cardName', 'amount', 'payway', 'status', 'createdAt'] },
  summary: ['consumerId', 'amount'],
  workflow: {
    field: 'status',
    initial: 'unpaid',
    transitions: {
      pay: { from: ['unpaid'], to: 'paid', stamps: ['paidAt'], icon: 'Paid' },
      cancel: { from: ['unpaid'], to: 'canceled', danger: true },
      refund: { from: ['paid'], to: 'refunded', danger: true },
    },
  },
  fields: {
    id: f.id(),
    orderNo: orderNoField('CO'),
    consumerId: orderConsumerField(),
    storeId: orderStoreField(),
    cardType: f.enum(
      { ride: 'primary', battery: 'info' },
      { required: true, filter: 'anyOf', alwaysOn: true, default: 'battery', gen: (g) => g.weighted({ ride: 2, battery: 3 }) },
    ),
    cardName: f.text({ required: true, maxLength: 40, filter: 'search', gen: (g, { record }) => g.pick(cardsOf(record.cardType)).name }),
    validDays: f.number({ required: true, integer: true, min: 1, max: 730, gen: (_g, { record }) => cardOf(record.cardType, record.cardName)?.days ?? 30 }),
    swapTimes: f.number({
      integer: true,
      min: 0,
      max: 9999,
      views: ['show', 'create', 'edit'],
      gen: (_g, { record }) => cardOf(record.cardType, record.cardName)?.times || undefined,
    }),
    price: f.money({ required: true, gen: (_g, { record }) => cardOf(record.cardType, record.cardName)?.price ?? 99 }),
    couponAmount: f.money({ default: 0, views: ['show', 'create', 'edit'], gen: (g) => (g.bool(0.2) ? g.pick([5, 10, 15]) : 0) }),
    amount: f.money({ required: true, filter: 'range', gen: (_g, { record }) => round2(Number(record.price) - Number(record.couponAmount ?? 0)) }),
    payway: f.enum(
      { manual: 'default', alipay: 'info', wechat: 'success' },
      { required: true, filter: 'anyOf', default: 'wechat', gen: (g) => g.weighted({ manual: 1, alipay: 3, wechat: 6 }) },
    ),
    status: f.enum(
      { unpaid: 'warning', paid: 'success', refunded: 'secondary', canceled: 'default' },
      { readOnly: true, views: ['list', 'show'], filter: 'anyOf', alwaysOn: true, gen: (g) => g.weighted({ unpaid: 1, paid: 16, refunded: 1, canceled: 1.5 }) },
    ),
    paidAt: f.datetime({
      readOnly: true,
      views: ['list', 'show'],
      filter: 'range',
      gen: (g, { record }) => (['unpaid', 'canceled'].includes(String(record.status)) ? undefined : g.recent(150)),
    }),
    expireAt: f.date({
      readOnly: true,
      views: ['list', 'show'],
      gen: (_g, { record }) =>
        record.status === 'paid' && record.paidAt
          ? new Date(Date.parse(String(record.paidAt)) + Number(record.validDays) * 86400000).toISOString().slice(0, 10)
          : undefined,
    }),
    createdAt: f.datetime({
      readOnly: true,
      views: ['list', 'show'],
      filter: 'range',
      gen: (g, { record }) => (record.paidAt ? new Date(Date.parse(String(record.paidAt)) - g.int(1, 10) * 60000).toISOString() : g.recent(150)),
    }),
  },
  demo: { count: 250 },
});
