import { createOnly, defineResource, f } from '../define';

/** Agents' withdrawal requests: finance reviews them, then pays out to the agent's account. */
export default defineResource({
  name: 'vstore-withdrawals',
  route: '/vstore/order-withdraw',
  privilege: 'RESOURCE_ADMIN_VSTORE_ORDER_WITHDRAW',
  menu: { section: 'vstore', order: 50, icon: 'Wallet' },
  title: 'withdrawNo',
  search: ['withdrawNo', 'accountName', 'accountNo'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  actions: { delete: false, bulkDelete: false },
  list: { columns: ['withdrawNo', 'vstoreId', 'amount', 'accountType', 'status', 'createdAt'] },
  summary: ['vstoreId', 'amount', 'accountName'],
  workflow: {
    field: 'status',
    initial: 'pending',
    transitions: {
      approve: { from: ['pending'], to: 'approved', stamps: ['reviewedAt', 'reviewerId'] },
      reject: { from: ['pending'], to: 'rejected', asks: ['rejectReason'], stamps: ['reviewedAt', 'reviewerId'], danger: true },
      pay: { from: ['approved'], to: 'paid', stamps: ['paidAt'], icon: 'Paid' },
    },
  },
  fields: {
    id: f.id(),
    withdrawNo: createOnly(
      f.text({
        required: true,
        unique: true,
        maxLength: 32,
        pattern: 'VW\\d{10,24}',
        filter: 'search',
        alwaysOn: true,
      }),
    ),
    vstoreId: createOnly(f.ref('vstores', { required: true, filter: 'equal', alwaysOn: true })),
    amount: createOnly(f.money({ required: true, min: 100, filter: 'range' })),
    fee: f.money({ readOnly: true, views: ['list', 'show'] }),
    actualAmount: f.money({ readOnly: true, views: ['list', 'show'] }),
    accountType: f.enum({ bank: 'primary', alipay: 'info', wechat: 'success' }, { required: true, filter: 'anyOf', default: 'bank' }),
    accountName: f.text({ required: true, maxLength: 40 }),
    accountNo: f.text({
      mask: 'bankCard',
      required: true,
      maxLength: 40,
    }),
    bankName: f.text({
      maxLength: 40,
      views: ['show', 'create', 'edit'],
    }),
    status: f.enum(
      { pending: 'warning', approved: 'info', paid: 'success', rejected: 'default' },
      {
        readOnly: true,
        views: ['list', 'show'],
        filter: 'anyOf',
        alwaysOn: true,
      },
    ),
    rejectReason: f.text({
      readOnly: true,
      maxLength: 200,
      views: ['show'],
    }),
    createdAt: f.datetime({ readOnly: true, views: ['list', 'show'], filter: 'range' }),
    reviewerId: f.ref('sys-users', {
      readOnly: true,
      filter: 'equal',
      views: ['list', 'show'],
    }),
    reviewedAt: f.datetime({
      readOnly: true,
      views: ['show'],
    }),
    paidAt: f.datetime({
      readOnly: true,
      views: ['list', 'show'],
    }),
  },
});
