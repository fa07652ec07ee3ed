import { defineResource, f } from '../define';

/** Ride card products ("骑士卡"): vehicle and battery rented together, unlimited swaps for N days. */
export default defineResource({
  name: 'ride-cards',
  route: '/apps/card/ride',
  privilege: 'RESOURCE_ADMIN_COMPANY_STORE_CARD_RIDE',
  menu: { section: 'company', group: 'store', order: 70, icon: 'CreditCard' },
  title: 'name',
  search: ['name', 'vehicleModel'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  list: { columns: ['name', 'vehicleModel', 'batteryModel', 'days', 'price', 'enabled'] },
  subtitle: ['vehicleModel', 'price'],
  fields: {
    id: f.id(),
    name: f.text({
      required: true,
      unique: true,
      maxLength: 60,
      filter: 'search',
      alwaysOn: true,
    }),
    vehicleModel: f.text({ required: true, maxLength: 40, filter: 'search' }),
    batteryModel: f.enum({ '48V20AH': 'default', '60V30AH': 'info', '72V30AH': 'secondary' }, { required: true, filter: 'anyOf', default: '60V30AH' }),
    days: f.number({ required: true, integer: true, min: 1, max: 730, filter: 'range' }),
    price: f.money({ required: true, filter: 'range' }),
    originalPrice: f.money(),
    deposit: f.money({ default: 800 }),
    dailySwapLimit: f.number({ integer: true, min: 0, max: 50, default: 0, views: ['show', 'create', 'edit'] }),
    includesInsurance: f.boolean({ default: false, filter: 'equal' }),
    newUserOnly: f.boolean({ default: false, views: ['show', 'create', 'edit'] }),
    enabled: f.boolean({ default: true, filter: 'equal' }),
    description: f.longText({
      maxLength: 500,
    }),
    createdAt: f.datetime({ readOnly: true, filter: 'range', views: ['list', 'show'] }),
  },
});
