/** Demo data of `deposit-orders` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo, DEMO_NOW, type Gen } from '../demo-gen';
import schema from './deposit-orders';
import { orderNoDemo, orderConsumerDemo, orderStoreDemo } from './_order-demo';

const DEPOSIT: Readonly<Record<string, number>> = { '48V20AH': 299, '60V30AH': 499, '72V30AH': 599 };
const CREDIT_FREE = ['sesame', 'payscore'];
const later = (iso: unknown, g: Gen, minMinutes: number, maxMinutes: number): string =>
  new Date(Math.min(DEMO_NOW, Date.parse(String(iso)) + g.int(minMinutes, maxMinutes) * 60000)).toISOString();

export default defineDemo(schema, {
  count: 300,
  fields: {
    orderNo: orderNoDemo('DO'),
    consumerId: orderConsumerDemo,
    storeId: orderStoreDemo,
    batteryModel: (g) => g.weighted({ '48V20AH': 2, '60V30AH': 5, '72V30AH': 2 }),
    payway: (g) => g.weighted({ manual: 1, alipay: 2, wechat: 3, sesame: 3, payscore: 2 }),
    amount: (_g, { record }) => DEPOSIT[String(record.batteryModel)] ?? 499,
    status: (g, { record }) =>
      CREDIT_FREE.includes(String(record.payway))
        ? // a credit-free deposit holds no money: released (refunded) or deducted, never refunded through a refund record
          g.weighted({ frozen: 12, refunded: 4, deducted: 0.5, canceled: 0.5 })
        : g.weighted({ unpaid: 1, paid: 12, refund_pending: 1, refunded: 4, deducted: 0.5, canceled: 1 }),
    paidAmount: (_g, { record }) => (CREDIT_FREE.includes(String(record.payway)) || ['unpaid', 'canceled'].includes(String(record.status)) ? 0 : record.amount),
    authNo: (g, { record }) =>
      CREDIT_FREE.includes(String(record.payway)) && record.status !== 'canceled'
        ? g.pattern(record.payway === 'sesame' ? '2026############' : '1000###############')
        : undefined,
    deductAmount: (g, { record }) => (record.status === 'deducted' ? g.pick([50, 80, 150, 299]) : undefined),
    deductReason: (g, { record }) => (record.status === 'deducted' ? g.pick(['电池外壳破损', '电池丢失', '租金逾期未缴', '充电口烧蚀']) : undefined),
    paidAt: (g, { record }) => (['unpaid', 'canceled'].includes(String(record.status)) ? undefined : g.recent(300)),
    refundedAt: (g, { record }) => (record.status === 'refunded' ? later(record.paidAt, g, 60 * 24 * 7, 60 * 24 * 120) : undefined),
    createdAt: (g, { record }) => (record.paidAt ? new Date(Date.parse(String(record.paidAt)) - g.int(1, 10) * 60000).toISOString() : g.recent(300)),
  },
});
