import { createOnly, defineResource, f } from '../define';

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
      }),
    ),
    vstoreId: createOnly(f.ref('vstores', { required: true, filter: 'equal', alwaysOn: true })),
    type: createOnly(
      f.enum({ topup: 'primary', settlement: 'success', adjustment: 'warning' }, { required: true, filter: 'anyOf', alwaysOn: true, default: 'topup' }),
    ),
    amount: createOnly(
      f.money({
        required: true,
        min: 0.01,
        filter: 'range',
      }),
    ),
    payway: createOnly(
      f.enum(
        { bank_transfer: 'primary', alipay: 'info', wechat: 'success', offline: 'default' },
        {
          required: true,
          filter: 'anyOf',
          default: 'bank_transfer',
        },
      ),
    ),
    status: f.enum(
      { pending: 'warning', success: 'success', failed: 'error', canceled: 'default' },
      { readOnly: true, views: ['list', 'show'], filter: 'anyOf', alwaysOn: true },
    ),
    tradeNo: f.text({
      maxLength: 64,
      views: ['show', 'edit'],
    }),
    period: f.text({
      maxLength: 20,
      views: ['list', 'show', 'create', 'edit'],
    }),
    operator: f.text({ maxLength: 20, views: ['show', 'create', 'edit'] }),
    remark: f.text({
      maxLength: 200,
      views: ['show', 'create', 'edit'],
    }),
    failReason: f.text({
      readOnly: true,
      maxLength: 200,
      views: ['show'],
    }),
    paidAt: f.datetime({
      readOnly: true,
      views: ['list', 'show'],
      filter: 'range',
    }),
    createdAt: f.datetime({
      readOnly: true,
      views: ['list', 'show'],
      filter: 'range',
    }),
  },
});
