import { createOnly, defineResource, f } from '../define';

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
  // its numbers move only by postings, each a record of its ledger; a frozen or closed account takes none
  ledger: { resource: 'account-postings', refusedWhen: { status: ['frozen', 'closed'] }, stamps: ['lastTransactionAt'] },
  // the account's page: every posting that moved its numbers (adjustments, refunds, orders), newest first
  related: [
    { resource: 'account-postings', via: 'accountId', columns: ['createdAt', 'field', 'amount', 'balanceAfter', 'causeResource', 'causeId', 'createdBy'] },
  ],
  fields: {
    id: f.id(),
    accountNo: f.text({
      readOnly: true,
      unique: true,
      views: ['list', 'show'],
      filter: 'search',
      alwaysOn: true,
    }),
    consumerId: createOnly(
      f.ref('consumers', {
        required: true,
        unique: true,
        filter: 'equal',
      }),
    ),
    storeId: createOnly(f.ref('stores', { filter: 'equal' })),
    status: f.enum(
      { normal: 'success', frozen: 'warning', closed: 'default' },
      {
        required: true,
        filter: 'anyOf',
        alwaysOn: true,
        default: 'normal',
      },
    ),
    // the numbers move only by postings (account-postings): each with who, when, why
    balance: f.money({ readOnly: true, views: ['list', 'show'], filter: 'range', default: 0 }),
    deposit: f.money({
      readOnly: true,
      views: ['list', 'show'],
      filter: 'range',
      default: 0,
    }),
    frozen: f.money({
      readOnly: true,
      views: ['list', 'show'],
      default: 0,
    }),
    points: f.number({
      readOnly: true,
      views: ['list', 'show'],
      integer: true,
      min: 0,
      default: 0,
      filter: 'range',
    }),
    totalRecharge: f.money({ readOnly: true, views: ['show'] }),
    totalConsumption: f.money({
      readOnly: true,
      views: ['show'],
    }),
    lastTransactionAt: f.datetime({ readOnly: true, views: ['list', 'show'] }),
    createdAt: f.datetime({ readOnly: true, views: ['show'] }),
  },
});
