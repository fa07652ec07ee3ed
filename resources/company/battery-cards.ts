import { defineResource, f } from '../define';

/** Battery-only card products: unlimited swaps for N days, or a number of swaps. */
export default defineResource({
  name: 'battery-cards',
  route: '/apps/card/battery',
  privilege: 'RESOURCE_ADMIN_COMPANY_STORE_CARD_BATTERY',
  menu: { section: 'company', group: 'store', order: 80, icon: 'Style' },
  title: 'name',
  search: ['name'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  list: { columns: ['name', 'batteryModel', 'billing', 'days', 'price', 'enabled'] },
  subtitle: ['batteryModel', 'price'],
  fields: {
    id: f.id(),
    name: f.text({ required: true, unique: true, maxLength: 60, filter: 'search', alwaysOn: true }),
    batteryModel: f.enum({ '48V20AH': 'default', '60V30AH': 'info', '72V30AH': 'secondary' }, { required: true, filter: 'anyOf', default: '60V30AH' }),
    billing: f.enum({ unlimited: 'primary', per_swap: 'secondary' }, { required: true, filter: 'anyOf', default: 'unlimited' }),
    audience: f.enum({ public: 'default', new_user: 'success', enterprise: 'info' }, { required: true, filter: 'anyOf', default: 'public' }),
    days: f.number({ required: true, integer: true, min: 1, max: 730, filter: 'range' }),
    swapTimes: f.number({ integer: true, min: 1, max: 1000 }),
    dailySwapLimit: f.number({ integer: true, min: 0, max: 50, default: 0, views: ['show', 'create', 'edit'] }),
    price: f.money({ required: true, filter: 'range' }),
    originalPrice: f.money(),
    deposit: f.money({ default: 500 }),
    enabled: f.boolean({ default: true, filter: 'equal' }),
    description: f.longText({
      maxLength: 500,
    }),
    createdAt: f.datetime({ readOnly: true, filter: 'range', views: ['list', 'show'] }),
  },
});
