import { createOnly, defineResource, f } from '../define';
import type { GenContext } from '../demo-gen';

/** One wallet per rider: balance, deposit held, frozen amount and points. */
export default defineResource({
  name: 'consumer-accounts',
  route: '/apps/consumer/account',
  privilege: 'RESOURCE_ADMIN_COMPANY_USER_ACCOUNT',
  menu: { section: 'company', group: 'consumer', order: 30, icon: 'AccountBalanceWallet' },
  title: 'accountNo',
  search: ['accountNo'],
  defaultSort: { field: 'accountNo', order: 'ASC' },
  actions: { delete: false, bulkDelete: false },
  recordActions: { adjust: { creates: 'account-adjustments', prefill: { accountId: 'id' }, icon: 'Payments' } },
  list: { columns: ['accountNo', 'consumerId', 'status', 'balance', 'deposit', 'points', 'lastTransactionAt'] },
  subtitle: ['consumerId', 'balance'],
  fields: {
    id: f.id(),
    accountNo: f.text({
      readOnly: true,
      unique: true,
      views: ['list', 'show'],
      filter: 'search',
      alwaysOn: true,
      gen: (_g, { index }) => `ZH${String(80000001 + index)}`,
    }),
    consumerId: createOnly(
      f.ref('consumers', {
        required: true,
        unique: true,
        filter: 'equal',
        gen: (g, ctx) => {
          const rows = ctx.db.consumers ?? [];
          return ctx.index < rows.length ? String(rows[ctx.index].id) : g.refId(ctx, 'consumers');
        },
      }),
    ),
    storeId: createOnly(f.ref('stores', { filter: 'equal', gen: (g, ctx) => (consumerOf(ctx)?.storeId as string | undefined) ?? g.refId(ctx, 'stores') })),
    status: f.enum(
      { normal: 'success', frozen: 'warning', closed: 'default' },
      {
        required: true,
        filter: 'anyOf',
        alwaysOn: true,
        default: 'normal',
        gen: (g, ctx) => (consumerOf(ctx)?.status === 'blocked' ? 'frozen' : g.weighted({ normal: 30, frozen: 1, closed: 1 })),
      },
    ),
    // the numbers move only by postings (account-adjustments): each with who, when, why
    balance: f.money({ readOnly: true, views: ['list', 'show'], filter: 'range', default: 0, gen: (g) => (g.bool(0.3) ? 0 : g.float(0, 300, 2)) }),
    deposit: f.money({
      readOnly: true,
      views: ['list', 'show'],
      filter: 'range',
      default: 0,
      gen: (g) => g.pick([0, 0, 0, 300, 300, 500, 500, 500, 500, 800, 1000, 1000]),
    }),
    frozen: f.money({
      readOnly: true,
      views: ['list', 'show'],
      default: 0,
      gen: (g, { record }) => (record.status === 'frozen' ? Number(record.balance) : g.bool(0.1) ? Math.min(Number(record.balance), g.pick([20, 50, 100])) : 0),
    }),
    points: f.number({
      readOnly: true,
      views: ['list', 'show'],
      integer: true,
      min: 0,
      default: 0,
      filter: 'range',
      gen: (g, ctx) => Number(consumerOf(ctx)?.points ?? g.int(0, 3000)),
    }),
    totalRecharge: f.money({ readOnly: true, views: ['show'], gen: (g, { record }) => Number((Number(record.balance) + g.float(0, 3000, 2)).toFixed(2)) }),
    totalConsumption: f.money({
      readOnly: true,
      views: ['show'],
      gen: (_g, { record }) => Number((Number(record.totalRecharge) - Number(record.balance)).toFixed(2)),
    }),
    lastTransactionAt: f.datetime({ readOnly: true, views: ['list', 'show'], gen: (g) => g.recent(60) }),
    createdAt: f.datetime({ readOnly: true, views: ['show'], gen: (g) => g.recent(500) }),
  },
  demo: { count: 300 },
});

function consumerOf(ctx: GenContext): Readonly<Record<string, unknown>> | undefined {
  return (ctx.db.consumers ?? []).find((c) => String(c.id) === String(ctx.record.consumerId));
}
