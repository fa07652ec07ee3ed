import { defineResource, f } from '../define';

/**
 * Adjustments of riders' accounts: the only way a balance, deposit, frozen amount or points
 * change by hand. Each is a posting (a ledger entry): its amount is added to the account's field
 * in the same write, with who, when and why; it is never edited or deleted.
 */
export default defineResource({
  name: 'account-adjustments',
  route: '/apps/consumer/account-adjust',
  privilege: 'RESOURCE_ADMIN_COMPANY_USER_ACCOUNT_ADJUST',
  menu: { section: 'company', group: 'consumer', order: 35, icon: 'Payments' },
  title: 'id',
  search: ['reason'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  list: { columns: ['createdAt', 'accountId', 'target', 'amount', 'after', 'reason', 'createdBy'] },
  actions: { edit: false, delete: false, bulkDelete: false },
  posting: { account: 'accountId', target: 'target', amount: 'amount', after: 'after' },
  fields: {
    id: f.id(),
    accountId: f.ref('consumer-accounts', { required: true, filter: 'equal', alwaysOn: true, gen: (g, ctx) => g.refId(ctx, 'consumer-accounts') }),
    target: f.enum(
      { balance: 'primary', deposit: 'info', frozen: 'warning', points: 'secondary' },
      { required: true, default: 'balance', filter: 'anyOf', gen: (g) => g.weighted({ balance: 6, deposit: 2, frozen: 1, points: 1 }) },
    ),
    // added to the account's field: negative takes away
    amount: f.money({ required: true, min: -100000, max: 100000, filter: 'range', gen: (g) => g.pick([-50, -20, 10, 20, 30, 50, 100]) }),
    after: f.money({ readOnly: true, min: undefined, views: ['list', 'show'] }),
    reason: f.text({
      required: true,
      minLength: 2,
      maxLength: 200,
      gen: (g) => g.pick(['换电柜故障补偿', '押金差额退回', '线下充值入账', '误扣费用冲正', '活动积分发放']),
    }),
    createdBy: f.ref('sys-users', { readOnly: true, stamp: true, views: ['list', 'show'], filter: 'equal', gen: () => '1' }),
    createdAt: f.datetime({ readOnly: true, filter: 'range', views: ['list', 'show'], gen: (g) => g.recent(60) }),
  },
  // none generated: adjustments in the demo data would contradict the accounts' generated numbers
  demo: { count: 0 },
});
