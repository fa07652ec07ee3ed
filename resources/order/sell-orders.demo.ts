/** Demo data of `sell-orders` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo, DEMO_NOW, type Gen } from '../demo-gen';
import schema from './sell-orders';
import { orderNoDemo, orderConsumerDemo, orderStoreDemo } from './_order-demo';

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

export default defineDemo(schema, {
  count: 200,
  fields: {
    orderNo: orderNoDemo('SO'),
    consumerId: orderConsumerDemo,
    storeId: orderStoreDemo,
    goodsType: (g) => g.weighted({ ebike: 4, battery: 3, charger: 2 }),
    goodsName: (g, { record }) => g.pick(goodsOf(record.goodsType)).name,
    quantity: (g, { record }) => (record.goodsType === 'charger' ? g.int(1, 3) : g.bool(0.1) ? 2 : 1),
    unitPrice: (_g, { record }) => goodsOf(record.goodsType).find((x) => x.name === record.goodsName)?.price ?? 0,
    amount: (g, { record }) =>
      round2(Number(record.unitPrice) * Number(record.quantity) - (Number(record.unitPrice) > 1000 && g.bool(0.25) ? g.pick([50, 100, 200]) : 0)),
    payway: (g) => g.weighted({ manual: 1, alipay: 3, wechat: 5, pos: 2 }),
    status: (g) => g.weighted({ unpaid: 1, paid: 2, delivered: 12, canceled: 1.5, refunded: 0.7 }),
    goodsSn: (g, { record }) =>
      ['delivered', 'refunded'].includes(String(record.status))
        ? record.goodsType === 'ebike'
          ? g.pattern('LYDAAA#########')
          : record.goodsType === 'battery'
            ? g.pattern('BAT60V1#####')
            : undefined
        : undefined,
    seller: (g) => g.personName(),
    paidAt: (g, { record }) => (['unpaid', 'canceled'].includes(String(record.status)) ? undefined : g.recent(180)),
    deliveredAt: (g, { record }) => (['delivered', 'refunded'].includes(String(record.status)) ? later(record.paidAt, g, 5, 60 * 48) : undefined),
    createdAt: (g, { record }) => (record.paidAt ? new Date(Date.parse(String(record.paidAt)) - g.int(1, 20) * 60000).toISOString() : g.recent(180)),
  },
});
