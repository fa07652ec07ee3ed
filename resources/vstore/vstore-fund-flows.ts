import { defineResource, f } from '../define';

const PREFIX: Readonly<Record<string, string>> = { income: 'VA', expense: 'VA', withdraw: 'VW', commission: 'RO' };

/** The agents' ledger: every movement of an agent's balance, written by the system (read-only). */
export default defineResource({
  name: 'vstore-fund-flows',
  route: '/vstore/order-flow',
  privilege: 'RESOURCE_ADMIN_VSTORE_ORDER_FLOW',
  menu: { section: 'vstore', order: 60, icon: 'Timeline' },
  title: 'flowNo',
  search: ['flowNo', 'relatedNo', 'remark'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  list: { columns: ['flowNo', 'vstoreId', 'type', 'amount', 'balanceAfter', 'createdAt'] },
  actions: { create: false, edit: false, delete: false, bulkDelete: false },
  fields: {
    id: f.id(),
    flowNo: f.text({
      readOnly: true,
      unique: true,
      filter: 'search',
      alwaysOn: true,
      gen: (g, { index }) => `VF2026${g.pattern('####')}${String(index + 1).padStart(6, '0')}`,
    }),
    vstoreId: f.ref('vstores', { readOnly: true, filter: 'equal', alwaysOn: true, gen: (g, ctx) => g.refId(ctx, 'vstores') }),
    type: f.enum(
      { income: 'success', expense: 'error', withdraw: 'warning', commission: 'primary' },
      { readOnly: true, filter: 'anyOf', alwaysOn: true, gen: (g) => g.weighted({ income: 3, expense: 1.5, withdraw: 1.5, commission: 6 }) },
    ),
    amount: f.money({
      readOnly: true,
      filter: 'range',
      gen: (g, { record }) =>
        record.type === 'commission'
          ? g.float(3, 150, 2)
          : record.type === 'withdraw'
            ? g.pick([500, 1000, 2000, 3000, 5000])
            : record.type === 'income'
              ? g.pick([1000, 2000, 5000, 10000])
              : g.float(20, 800, 2),
    }),
    balanceBefore: f.money({
      readOnly: true,
      views: ['show'],
      gen: (g, { record }) => (record.type === 'income' || record.type === 'commission' ? g.float(0, 25000, 2) : g.float(Number(record.amount), 30000, 2)),
    }),
    balanceAfter: f.money({
      readOnly: true,
      gen: (_g, { record }) => {
        const sign = record.type === 'income' || record.type === 'commission' ? 1 : -1;
        return Math.round((Number(record.balanceBefore) + sign * Number(record.amount)) * 100) / 100;
      },
    }),
    relatedNo: f.text({ readOnly: true, filter: 'search', gen: (g, { record }) => `${PREFIX[String(record.type)] ?? 'VA'}2026${g.pattern('##########')}` }),
    remark: f.text({
      readOnly: true,
      views: ['list', 'show'],
      gen: (g, { record }) =>
        record.type === 'commission'
          ? g.pick(['新签骑手佣金', '续费佣金', '电池销售佣金'])
          : record.type === 'withdraw'
            ? '提现至结算账户'
            : record.type === 'income'
              ? '账户充值'
              : g.pick(['电池丢失赔付', '押金转出', '服务费']),
    }),
    createdAt: f.datetime({ readOnly: true, filter: 'range', gen: (g) => g.recent(180) }),
  },
  demo: { count: 600 },
});
