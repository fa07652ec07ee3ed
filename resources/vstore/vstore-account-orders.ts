import { createOnly, defineResource, f } from '../define';
import { DEMO_NOW } from '../demo-gen';

/** Money moving into or settled with an agent's account: top-ups, commission settlements, manual adjustments. */
export default defineResource({
  name: 'vstore-account-orders',
  route: '/vstore/order-account',
  privilege: 'RESOURCE_ADMIN_VSTORE_ORDER_ACCOUNT',
  menu: { section: 'vstore', order: 40, icon: 'Payments' },
  title: 'orderNo',
  search: ['orderNo', 'tradeNo', 'remark'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  actions: { delete: false, bulkDelete: false },
  list: { columns: ['orderNo', 'vstoreId', 'type', 'amount', 'status', 'paidAt'] },
  summary: ['vstoreId', 'amount', 'type'],
  workflow: {
    field: 'status',
    initial: 'pending',
    transitions: {
      confirm: { from: ['pending'], to: 'success', stamps: ['paidAt'] },
      fail: { from: ['pending'], to: 'failed', asks: ['failReason'], danger: true },
      cancel: { from: ['pending'], to: 'canceled', danger: true },
    },
  },
  fields: {
    id: f.id(),
    orderNo: createOnly(
      f.text({
        required: true,
        unique: true,
        maxLength: 32,
        pattern: 'VA\\d{10,24}',
        filter: 'search',
        alwaysOn: true,
        gen: (g, { index }) => `VA2026${g.pattern('####')}${String(index + 1).padStart(6, '0')}`,
      }),
    ),
    vstoreId: createOnly(f.ref('vstores', { required: true, filter: 'equal', alwaysOn: true, gen: (g, ctx) => g.refId(ctx, 'vstores') })),
    type: createOnly(
      f.enum(
        { topup: 'primary', settlement: 'success', adjustment: 'warning' },
        { required: true, filter: 'anyOf', alwaysOn: true, default: 'topup', gen: (g) => g.weighted({ topup: 5, settlement: 4, adjustment: 1 }) },
      ),
    ),
    amount: createOnly(
      f.money({
        required: true,
        min: 0.01,
        filter: 'range',
        gen: (g, { record }) =>
          record.type === 'topup' ? g.pick([1000, 2000, 5000, 10000, 20000]) : record.type === 'settlement' ? g.float(300, 18000, 2) : g.float(10, 500, 2),
      }),
    ),
    payway: createOnly(
      f.enum(
        { bank_transfer: 'primary', alipay: 'info', wechat: 'success', offline: 'default' },
        {
          required: true,
          filter: 'anyOf',
          default: 'bank_transfer',
          gen: (g, { record }) =>
            record.type === 'settlement' ? 'bank_transfer' : record.type === 'adjustment' ? 'offline' : g.weighted({ bank_transfer: 3, alipay: 2, wechat: 2 }),
        },
      ),
    ),
    status: f.enum(
      { pending: 'warning', success: 'success', failed: 'error', canceled: 'default' },
      { readOnly: true, views: ['list', 'show'], filter: 'anyOf', alwaysOn: true, gen: (g) => g.weighted({ pending: 2, success: 14, failed: 1, canceled: 1 }) },
    ),
    tradeNo: f.text({
      maxLength: 64,
      views: ['show', 'edit'],
      gen: (g, { record }) => (record.status === 'success' && record.payway !== 'offline' ? g.pattern('4200001###2026##########') : undefined),
    }),
    period: f.text({
      maxLength: 20,
      views: ['list', 'show', 'create', 'edit'],
      gen: (g, { record }) => (record.type === 'settlement' ? `2026-${String(g.int(5, 10)).padStart(2, '0')}` : undefined),
    }),
    operator: f.text({ maxLength: 20, views: ['show', 'create', 'edit'], gen: (g) => g.pick(['系统管理员', '财务-李娜', '财务-王磊', '运营-陈静']) }),
    remark: f.text({
      maxLength: 200,
      views: ['show', 'create', 'edit'],
      gen: (g, { record }) =>
        record.type === 'settlement'
          ? '月度佣金结算'
          : record.type === 'adjustment'
            ? g.pick(['电池丢失赔付扣减', '活动补贴', '对账差额调整'])
            : g.bool(0.2)
              ? '预存电池押金'
              : undefined,
    }),
    failReason: f.text({
      readOnly: true,
      maxLength: 200,
      views: ['show'],
      gen: (g, { record }) => (record.status === 'failed' ? g.pick(['收款账户户名不符', '银行退票', '支付超时']) : undefined),
    }),
    paidAt: f.datetime({
      readOnly: true,
      views: ['list', 'show'],
      filter: 'range',
      gen: (g, { record }) => (record.status === 'success' ? g.recent(180) : undefined),
    }),
    createdAt: f.datetime({
      readOnly: true,
      views: ['list', 'show'],
      filter: 'range',
      gen: (g, { record }) =>
        record.paidAt
          ? new Date(Date.parse(String(record.paidAt)) - g.int(2, 600) * 60000).toISOString()
          : new Date(DEMO_NOW - g.int(10, 60 * 24 * 60) * 60000).toISOString(),
    }),
  },
  demo: { count: 200 },
});
