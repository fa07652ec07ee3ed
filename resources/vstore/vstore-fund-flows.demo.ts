/** Demo data of `vstore-fund-flows` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo } from '../demo-gen';
import schema from './vstore-fund-flows';

const PREFIX: Readonly<Record<string, string>> = { income: 'VA', expense: 'VA', withdraw: 'VW', commission: 'RO' };

export default defineDemo(schema, {
  count: 600,
  fields: {
    flowNo: (g, { index }) => `VF2026${g.pattern('####')}${String(index + 1).padStart(6, '0')}`,
    vstoreId: (g, ctx) => g.refId(ctx, 'vstores'),
    type: (g) => g.weighted({ income: 3, expense: 1.5, withdraw: 1.5, commission: 6 }),
    amount: (g, { record }) =>
      record.type === 'commission'
        ? g.float(3, 150, 2)
        : record.type === 'withdraw'
          ? g.pick([500, 1000, 2000, 3000, 5000])
          : record.type === 'income'
            ? g.pick([1000, 2000, 5000, 10000])
            : g.float(20, 800, 2),
    balanceBefore: (g, { record }) =>
      record.type === 'income' || record.type === 'commission' ? g.float(0, 25000, 2) : g.float(Number(record.amount), 30000, 2),
    balanceAfter: (_g, { record }) => {
      const sign = record.type === 'income' || record.type === 'commission' ? 1 : -1;
      return Math.round((Number(record.balanceBefore) + sign * Number(record.amount)) * 100) / 100;
    },
    relatedNo: (g, { record }) => `${PREFIX[String(record.type)] ?? 'VA'}2026${g.pattern('##########')}`,
    remark: (g, { record }) =>
      record.type === 'commission'
        ? g.pick(['新签骑手佣金', '续费佣金', '电池销售佣金'])
        : record.type === 'withdraw'
          ? '提现至结算账户'
          : record.type === 'income'
            ? '账户充值'
            : g.pick(['电池丢失赔付', '押金转出', '服务费']),
    createdAt: (g) => g.recent(180),
  },
});
