import { defineResource, f } from '../define';

/** Riders (aurservd `rider`). */
export default defineResource({
  name: 'consumers',
  route: '/apps/consumer/list',
  privilege: 'RESOURCE_ADMIN_COMPANY_USER_LIST',
  menu: { section: 'company', group: 'consumer', order: 10, icon: 'People' },
  title: 'name',
  search: ['phone', 'name'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  actions: { delete: false, bulkDelete: false },
  list: { columns: ['name', 'phone', 'storeId', 'authStatus', 'blocked', 'lastSigninAt'] },
  subtitle: ['phone', 'storeId'],
  // a rider's page: what they rent, swap, buy, owe, hold and complain about
  related: [
    { resource: 'rent-orders', via: 'consumerId' },
    { resource: 'swap-orders', via: 'consumerId' },
    { resource: 'sell-orders', via: 'consumerId' },
    { resource: 'card-orders', via: 'consumerId' },
    { resource: 'deposit-orders', via: 'consumerId' },
    { resource: 'refund-orders', via: 'consumerId' },
    { resource: 'complaints', via: 'consumerId' },
    { resource: 'consumer-assets', via: 'consumerId' },
    { resource: 'consumer-cards', via: 'consumerId' },
    { resource: 'consumer-accounts', via: 'consumerId' },
    { resource: 'real-name-verifications', via: 'consumerId' },
  ],
  fields: {
    id: f.id(),
    phone: f.phone({ required: true, unique: true, filter: 'search', alwaysOn: true, gen: (g) => g.phone() }),
    name: f.text({ maxLength: 40, filter: 'search', gen: (g) => g.personName() }),
    storeId: f.ref('stores', { filter: 'equal', gen: (g, ctx) => (g.bool(0.12) ? '1' : g.refId(ctx, 'stores')) }), // store 1 = the demo store manager's
    authStatus: f.enum(
      { unverified: 'default', pending: 'warning', verified: 'success', failed: 'error' },
      { readOnly: true, filter: 'anyOf', gen: (g) => g.weighted({ unverified: 2, pending: 1, verified: 6, failed: 1 }) },
    ),
    blocked: f.boolean({ default: false, filter: 'equal', gen: (g) => g.bool(0.05) }),
    points: f.number({ integer: true, min: 0, default: 0, readOnly: true, views: ['list', 'show'], gen: (g) => g.int(0, 3000) }),
    deviceType: f.enum({ ios: 'default', android: 'success' }, { views: ['show'], gen: (g) => g.pick(['ios', 'android']) }),
    emergencyContact: f.text({ maxLength: 40, views: ['show', 'create', 'edit'], gen: (g) => g.personName() }),
    emergencyPhone: f.phone({ views: ['show', 'create', 'edit'], gen: (g) => g.phone() }),
    lastSigninAt: f.datetime({ readOnly: true, views: ['list', 'show'], gen: (g) => g.recent(30) }),
    createdAt: f.datetime({ readOnly: true, filter: 'range', views: ['list', 'show'], gen: (g) => g.recent(500) }),
  },
  demo: { count: 300 },
});
