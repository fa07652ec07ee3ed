/** Demo data of `card-orders` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo } from '../demo-gen';
import schema from './card-orders';
import { orderNoDemo, orderConsumerDemo, orderStoreDemo } from './_order-demo';

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

export default defineDemo(schema, {
  count: 250,
  fields: {
    orderNo: orderNoDemo('CO'),
    consumerId: orderConsumerDemo,
    storeId: orderStoreDemo,
    cardType: (g) => g.weighted({ ride: 2, battery: 3 }),
    cardName: (g, { record }) => g.pick(cardsOf(record.cardType)).name,
    validDays: (_g, { record }) => cardOf(record.cardType, record.cardName)?.days ?? 30,
    swapTimes: (_g, { record }) => cardOf(record.cardType, record.cardName)?.times || undefined,
    price: (_g, { record }) => cardOf(record.cardType, record.cardName)?.price ?? 99,
    couponAmount: (g) => (g.bool(0.2) ? g.pick([5, 10, 15]) : 0),
    amount: (_g, { record }) => round2(Number(record.price) - Number(record.couponAmount ?? 0)),
    payway: (g) => g.weighted({ manual: 1, alipay: 3, wechat: 6 }),
    status: (g) => g.weighted({ unpaid: 1, paid: 16, refunded: 1, canceled: 1.5 }),
    paidAt: (g, { record }) => (['unpaid', 'canceled'].includes(String(record.status)) ? undefined : g.recent(150)),
    expireAt: (_g, { record }) =>
      record.status === 'paid' && record.paidAt
        ? new Date(Date.parse(String(record.paidAt)) + Number(record.validDays) * 86400000).toISOString().slice(0, 10)
        : undefined,
    createdAt: (g, { record }) => (record.paidAt ? new Date(Date.parse(String(record.paidAt)) - g.int(1, 10) * 60000).toISOString() : g.recent(150)),
  },
});
