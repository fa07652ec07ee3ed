import { defineResource, f } from '../define';

/** Rental sales channels of a store: its counter, the mini-program, agents, enterprise contracts. */
export default defineResource({
  name: 'rent-channels',
  route: '/apps/store/rent-channel',
  privilege: 'RESOURCE_ADMIN_COMPANY_STORE_RENTCHANNEL',
  menu: { section: 'company', group: 'store', order: 30, icon: 'Storefront' },
  title: 'name',
  search: ['code', 'name', 'contactName', 'contactPhone'],
  defaultSort: { field: 'code', order: 'ASC' },
  list: { columns: ['code', 'name', 'storeId', 'type', 'contactName', 'commissionRate', 'enabled'] },
  subtitle: ['code', 'storeId'],
  fields: {
    id: f.id(),
    code: f.text({ required: true, unique: true, pattern: 'QD\\d{5}', filter: 'search' }),
    name: f.text({
      required: true,
      maxLength: 40,
      filter: 'search',
      alwaysOn: true,
    }),
    storeId: f.ref('stores', { required: true, filter: 'equal', alwaysOn: true }),
    type: f.enum(
      { store_counter: 'primary', mini_program: 'info', agent: 'secondary', enterprise: 'warning' },
      { required: true, filter: 'anyOf', default: 'store_counter' },
    ),
    contactName: f.text({ maxLength: 20 }),
    contactPhone: f.phone(),
    commissionRate: f.percent({ default: 0, filter: 'range' }),
    settlementCycle: f.enum({ daily: 'info', weekly: 'primary', monthly: 'secondary' }, { default: 'monthly', filter: 'anyOf' }),
    enabled: f.boolean({ default: true, filter: 'equal' }),
    remark: f.text({
      maxLength: 200,
      views: ['show', 'create', 'edit'],
    }),
    createdAt: f.datetime({ readOnly: true, views: ['list', 'show'] }),
  },
});
