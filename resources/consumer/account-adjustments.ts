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
  // each is a posting in the account's ledger (consumer-accounts `ledger`: a frozen or closed account takes none)
  posting: { account: 'accountId', target: 'target', amount: 'amount', after: 'after' },
  fields: {
    id: f.id(),
    accountId: f.ref('consumer-accounts', { required: true, filter: 'equal', alwaysOn: true }),
    target: f.enum({ balance: 'primary', deposit: 'info', frozen: 'warning', points: 'secondary' }, { required: true, default: 'balance', filter: 'anyOf' }),
    // added to the account's field: negative takes away
    amount: f.money({ required: true, min: -100000, max: 100000, filter: 'range' }),
    // a balance after the entry may be below zero (f.money's minimum of 0 is for amounts)
    after: { kind: 'money', readOnly: true, views: ['list', 'show'] },
    reason: f.text({
      required: true,
      minLength: 2,
      maxLength: 200,
    }),
    createdBy: f.ref('sys-users', { readOnly: true, stamp: true, views: ['list', 'show'], filter: 'equal' }),
    createdAt: f.datetime({ readOnly: true, filter: 'range', views: ['list', 'show'] }),
  },
  // none generated: adjustments in the demo data would contradict the accounts' generated numbers
});
