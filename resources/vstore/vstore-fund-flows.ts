import { defineResource, f } from '../define';

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
    }),
    vstoreId: f.ref('vstores', { readOnly: true, filter: 'equal', alwaysOn: true }),
    type: f.enum({ income: 'success', expense: 'error', withdraw: 'warning', commission: 'primary' }, { readOnly: true, filter: 'anyOf', alwaysOn: true }),
    amount: f.money({
      readOnly: true,
      filter: 'range',
    }),
    balanceBefore: f.money({
      readOnly: true,
      views: ['show'],
    }),
    balanceAfter: f.money({
      readOnly: true,
    }),
    relatedNo: f.text({ readOnly: true, filter: 'search' }),
    remark: f.text({
      readOnly: true,
      views: ['list', 'show'],
    }),
    createdAt: f.datetime({ readOnly: true, filter: 'range' }),
  },
});
