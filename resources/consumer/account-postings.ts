import { defineResource, f } from '../define';

/**
 * The riders' accounts' ledger: one record per change of an account's number, written by the
 * server in the same transaction as its cause — an adjustment, a refund paid into the balance, an
 * order paid from it — never by hand, never edited or deleted. An account's number is the sum of
 * its postings (`GET /reports/reconciliation`).
 */
export default defineResource({
  name: 'account-postings',
  route: '/apps/consumer/account-posting',
  privilege: 'RESOURCE_ADMIN_COMPANY_USER_ACCOUNT_POSTING',
  menu: { section: 'company', group: 'consumer', order: 36, icon: 'ReceiptLong' },
  title: 'id',
  defaultSort: { field: 'createdAt', order: 'DESC' },
  list: { columns: ['createdAt', 'accountId', 'field', 'amount', 'balanceAfter', 'causeResource', 'causeId', 'createdBy'] },
  actions: { create: false, edit: false, delete: false, bulkDelete: false },
  globalSearch: false,
  fields: {
    id: f.id(),
    accountId: f.ref('consumer-accounts', { readOnly: true, filter: 'equal', alwaysOn: true }),
    // which of the account's money it moves (points are not money: an adjustment of them is its own record, and in the audit log)
    field: f.enum({ balance: 'primary', deposit: 'info', frozen: 'warning' }, { readOnly: true, filter: 'anyOf' }),
    // added to the account's number: negative takes away
    amount: { kind: 'money', readOnly: true, filter: 'range' },
    // the number after it (a balance may be below zero where its rules allow)
    balanceAfter: { kind: 'money', readOnly: true },
    // what caused it: a record of this resource (an adjustment, a refund, an order)
    causeResource: f.text({ readOnly: true, display: 'resourceName', filter: 'equal' }),
    causeId: f.text({ readOnly: true, display: 'recordOf:causeResource' }),
    createdBy: f.ref('sys-users', { readOnly: true, filter: 'equal' }),
    createdAt: f.datetime({ readOnly: true, filter: 'range' }),
  },
});
