/** Demo data of `vstore-account-orders` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo, DEMO_NOW } from '../demo-gen';
import schema from './vstore-account-orders';

export default defineDemo(schema, {
  count: 200,
  fields: {
    orderNo: (g, { index }) => `VA2026${g.pattern('####')}${String(index + 1).padStart(6, '0')}`,
    vstoreId: (g, ctx) => g.refId(ctx, 'vstores'),
    type: (g) => g.weighted({ topup: 5, settlement: 4, adjustment: 1 }),
    amount: (g, { record }) =>
      record.type === 'topup' ? g.pick([1000, 2000, 5000, 10000, 20000]) : record.type === 'settlement' ? g.float(300, 18000, 2) : g.float(10, 500, 2),
    payway: (g, { record }) =>
      record.type === 'settlement' ? 'bank_transfer' : record.type === 'adjustment' ? 'offline' : g.weighted({ bank_transfer: 3, alipay: 2, wechat: 2 }),
    status: (g) => g.weighted({ pending: 2, success: 14, failed: 1, canceled: 1 }),
    tradeNo: (g, { record }) => (record.status === 'success' && record.payway !== 'offline' ? g.pattern('4200001###2026##########') : undefined),
    period: (g, { record }) => (record.type === 'settlement' ? `2026-${String(g.int(5, 10)).padStart(2, '0')}` : undefined),
    operator: (g) => g.pick(['系统管理员', '财务-李娜', '财务-王磊', '运营-陈静']),
    remark: (g, { record }) =>
      record.type === 'settlement'
        ? '月度佣金结算'
        : record.type === 'adjustment'
          ? g.pick(['电池丢失赔付扣减', '活动补贴', '对账差额调整'])
          : g.bool(0.2)
            ? '预存电池押金'
            : undefined,
    failReason: (g, { record }) => (record.status === 'failed' ? g.pick(['收款账户户名不符', '银行退票', '支付超时']) : undefined),
    paidAt: (g, { record }) => (record.status === 'success' ? g.recent(180) : undefined),
    createdAt: (g, { record }) =>
      record.paidAt
        ? new Date(Date.parse(String(record.paidAt)) - g.int(2, 600) * 60000).toISOString()
        : new Date(DEMO_NOW - g.int(10, 60 * 24 * 60) * 60000).toISOString(),
  },
});
