/** Demo data of `vstore-withdrawals` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo, DEMO_NOW, type Gen } from '../demo-gen';
import schema from './vstore-withdrawals';

const later = (iso: unknown, g: Gen, minMinutes: number, maxMinutes: number): string =>
  new Date(Math.min(DEMO_NOW, Date.parse(String(iso)) + g.int(minMinutes, maxMinutes) * 60000)).toISOString();
const round2 = (n: number): number => Math.round(n * 100) / 100;

export default defineDemo(schema, {
  count: 150,
  fields: {
    withdrawNo: (g, { index }) => `VW2026${g.pattern('####')}${String(index + 1).padStart(6, '0')}`,
    vstoreId: (g, ctx) => g.refId(ctx, 'vstores'),
    amount: (g) => g.pick([500, 1000, 2000, 3000, 5000, g.float(100, 9000, 2)]),
    fee: (_g, { record }) => round2(Math.max(2, Number(record.amount) * 0.001)),
    actualAmount: (_g, { record }) => round2(Number(record.amount) - Number(record.fee)),
    accountType: (g) => g.weighted({ bank: 6, alipay: 3, wechat: 1 }),
    accountName: (g) => g.personName(),
    accountNo: (g, { record }) => (record.accountType === 'bank' ? g.pattern('6222 **** **** ####') : g.phone().replace(/^(\d{3})\d{4}/, '$1****')),
    bankName: (g, { record }) =>
      record.accountType === 'bank' ? g.pick(['中国工商银行西安分行', '中国建设银行雁塔支行', '招商银行高新支行', '西安银行']) : undefined,
    status: (g) => g.weighted({ pending: 3, approved: 1.5, paid: 12, rejected: 1.5 }),
    rejectReason: (g, { record }) =>
      record.status === 'rejected' ? g.pick(['提现金额超过可用余额', '收款账户与签约主体不一致', '存在未结清的电池赔付']) : undefined,
    createdAt: (g) => g.recent(180),
    reviewerId: (g, { record }) => (record.status === 'pending' ? undefined : g.pick(['1', '4'])),
    reviewedAt: (g, { record }) => (record.status === 'pending' ? undefined : later(record.createdAt, g, 30, 60 * 48)),
    paidAt: (g, { record }) => (record.status === 'paid' ? later(record.reviewedAt, g, 10, 60 * 24) : undefined),
  },
});
