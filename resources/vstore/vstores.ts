import { defineResource, f } from '../define';

/** Virtual stores: agents and franchise accounts that sign riders and sell without a shop of ours, paid by commission. */
export default defineResource({
  name: 'vstores',
  route: '/vstore/store',
  privilege: 'RESOURCE_ADMIN_VSTORE_STORE',
  menu: { section: 'vstore', order: 10, icon: 'Storefront' },
  title: 'name',
  search: ['sn', 'name', 'contact', 'phone'],
  defaultSort: { field: 'sn', order: 'ASC' },
  list: { columns: ['sn', 'name', 'type', 'contact', 'phone', 'balance', 'status'] },
  subtitle: ['sn', 'areaId'],
  fields: {
    id: f.id(),
    sn: f.text({ required: true, unique: true, pattern: 'VS\\d{5}', filter: 'search', alwaysOn: true }),
    name: f.text({
      required: true,
      maxLength: 40,
      filter: 'search',
    }),
    type: f.enum({ agent: 'primary', franchise: 'info', enterprise: 'secondary' }, { required: true, filter: 'anyOf', default: 'agent' }),
    contact: f.text({ required: true, maxLength: 20 }),
    phone: f.phone({ required: true, unique: true, filter: 'search' }),
    areaId: f.ref('areas', { required: true, filter: 'equal', alwaysOn: true }),
    address: f.text({ maxLength: 120, views: ['show', 'create', 'edit'] }),
    commissionRate: f.percent({ required: true, default: 8, filter: 'range' }),
    balance: f.money({ readOnly: true, views: ['list', 'show'], filter: 'range' }),
    frozenAmount: f.money({ readOnly: true, views: ['show'] }),
    settleAccount: f.text({
      maxLength: 60,
      views: ['show', 'create', 'edit'],
    }),
    status: f.enum({ active: 'success', suspended: 'warning', closed: 'default' }, { required: true, filter: 'anyOf', alwaysOn: true, default: 'active' }),
    contractEndAt: f.date({ views: ['list', 'show', 'create', 'edit'] }),
    createdAt: f.datetime({ readOnly: true, views: ['list', 'show'] }),
  },
});
