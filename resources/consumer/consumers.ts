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
  list: { columns: ['name', 'phone', 'storeId', 'authStatus', 'status', 'lastSigninAt'] },
  // blacklisted and let back in from the rider's page, with the reason, the time and who (the audit log)
  workflow: {
    field: 'status',
    initial: 'active',
    transitions: {
      block: { from: ['active'], to: 'blocked', asks: ['blockReason'], stamps: ['blockedAt'], danger: true, icon: 'Block' },
      unblock: { from: ['blocked'], to: 'active', icon: 'HowToReg' },
    },
  },
  // the rider at a glance; the tables staff open most in the first tab, the rest a click away
  layout: {
    header: { chips: ['status', 'authStatus'], figures: ['points', 'lastSigninAt'] },
    tabs: true,
    columns: 3,
    sections: [
      {
        name: 'overview',
        fields: ['phone', 'name', 'storeId', 'deviceType', 'emergencyContact', 'emergencyPhone', 'createdAt', 'blockedAt', 'blockReason'],
        related: ['rent-orders', 'swap-orders', 'deposit-orders', 'refund-orders', 'complaints'],
      },
      { name: 'purchases', related: ['sell-orders', 'card-orders', 'consumer-cards'] },
      { name: 'account', related: ['consumer-accounts', 'consumer-assets', 'real-name-verifications'] },
    ],
  },
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
    phone: f.phone({ required: true, unique: true, filter: 'search', alwaysOn: true }),
    name: f.text({ maxLength: 40, filter: 'search' }),
    storeId: f.ref('stores', { filter: 'equal' }), // store 1 = the demo store manager's
    authStatus: f.enum({ unverified: 'default', pending: 'warning', verified: 'success', failed: 'error' }, { readOnly: true, filter: 'anyOf' }),
    status: f.enum({ active: 'success', blocked: 'error' }, { filter: 'anyOf' }),
    blockReason: f.text({
      maxLength: 200,
      views: ['show'],
      requiredWhen: { status: ['blocked'] },
      visibleWhen: { status: ['blocked'] },
    }),
    blockedAt: f.datetime({
      readOnly: true,
      views: ['show'],
      visibleWhen: { status: ['blocked'] },
    }),
    points: f.number({ integer: true, min: 0, default: 0, readOnly: true, views: ['list', 'show'] }),
    deviceType: f.enum({ ios: 'default', android: 'success' }, { views: ['show'] }),
    emergencyContact: f.text({ maxLength: 40, views: ['show', 'create', 'edit'] }),
    emergencyPhone: f.phone({ views: ['show', 'create', 'edit'] }),
    lastSigninAt: f.datetime({ readOnly: true, views: ['list', 'show'] }),
    createdAt: f.datetime({ readOnly: true, filter: 'range', views: ['list', 'show'] }),
  },
});
