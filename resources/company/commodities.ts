import { defineResource, f } from '../define';

/** Rental and sale packages a store sells (aurservd `plan`, DOMAIN "RentalPackage"). */
export default defineResource({
  name: 'commodities',
  route: '/apps/store/commodity',
  privilege: 'RESOURCE_ADMIN_COMPANY_STORE_COMMODITY',
  menu: { section: 'company', group: 'store', order: 40, icon: 'Inventory' },
  title: 'name',
  search: ['name'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  list: { columns: ['name', 'storeId', 'type', 'batteryModel', 'days', 'price', 'enabled'] },
  subtitle: ['storeId', 'price'],
  fields: {
    id: f.id(),
    name: f.text({ required: true, maxLength: 60, filter: 'search', alwaysOn: true }),
    storeId: f.ref('stores', { required: true, filter: 'equal', alwaysOn: true }),
    type: f.enum(
      { battery_only: 'primary', ebike_and_battery: 'info', rent_to_own: 'secondary', sale: 'warning' },
      { required: true, filter: 'anyOf', default: 'battery_only' },
    ),
    batteryModel: f.enum({ '48V20AH': 'default', '60V30AH': 'info', '72V30AH': 'secondary' }, { required: true, filter: 'anyOf', default: '60V30AH' }),
    days: f.number({ integer: true, min: 0, max: 1095, filter: 'range' }),
    price: f.money({ required: true, filter: 'range' }),
    originalPrice: f.money({
      views: ['list', 'show', 'create', 'edit'],
    }),
    deposit: f.money({ default: 0 }),
    overdueFeePerDay: f.money({ default: 0, views: ['show', 'create', 'edit'] }),
    newSignDiscount: f.money({
      default: 0,
      views: ['show', 'create', 'edit'],
    }),
    validFrom: f.date({ required: true }),
    validTo: f.date({ required: true }),
    enabled: f.boolean({ default: true, filter: 'equal' }),
    description: f.longText({ maxLength: 500 }),
    createdAt: f.datetime({ readOnly: true, filter: 'range', views: ['list', 'show'] }),
  },
});
