import { defineResource, f } from '../define';

/** Labels put on stores and consumers, for filtering and operations (e.g. "外卖骑手", "24小时"). */
export default defineResource({
  name: 'tags',
  route: '/apps/store/tag',
  privilege: 'RESOURCE_ADMIN_COMPANY_STORE_TAG',
  menu: { section: 'company', group: 'store', order: 60, icon: 'LocalOffer' },
  title: 'name',
  search: ['name', 'description'],
  defaultSort: { field: 'sortOrder', order: 'ASC' },
  list: { columns: ['name', 'target', 'color', 'sortOrder', 'enabled'] },
  fields: {
    id: f.id(),
    name: f.text({ required: true, unique: true, maxLength: 20, filter: 'search', alwaysOn: true }),
    target: f.enum({ store: 'primary', consumer: 'info' }, { required: true, filter: 'anyOf', alwaysOn: true, default: 'consumer' }),
    color: f.enum(
      { red: 'error', orange: 'warning', green: 'success', blue: 'info', purple: 'secondary', indigo: 'primary', grey: 'default' },
      { required: true, filter: 'anyOf', default: 'blue' },
    ),
    description: f.text({ maxLength: 100 }),
    sortOrder: f.number({ integer: true, min: 0, max: 9999, default: 100 }),
    enabled: f.boolean({ default: true, filter: 'equal' }),
    createdAt: f.datetime({ readOnly: true, views: ['list', 'show'] }),
  },
});
