import { defineResource } from '../define';
import { ownStoreField } from './_store-view';
import base from '../consumer/consumers';

/** Riders registered at the signed-in store (the company's `consumers`, scoped to its store); the store may update them. */
export default defineResource({
  name: 'store-consumers',
  collection: 'consumers',
  route: '/store/user-list',
  privilege: 'RESOURCE_ADMIN_STORE_USER_LIST',
  menu: { section: 'store', order: 40, icon: 'People' },
  scope: { field: 'storeId' },
  title: base.title,
  search: base.search,
  defaultSort: base.defaultSort,
  list: { columns: base.list?.columns?.filter((c) => c !== 'storeId') },
  subtitle: base.subtitle?.filter((c) => c !== 'storeId'),
  actions: { create: false, delete: false, bulkDelete: false },
  // inside the store's screens: its own orders of this rider (scoped)
  related: [
    { resource: 'store-rent-orders', via: 'consumerId' },
    { resource: 'store-swap-orders', via: 'consumerId' },
    { resource: 'store-sell-orders', via: 'consumerId' },
    { resource: 'store-deposit-orders', via: 'consumerId' },
    { resource: 'store-refund-orders', via: 'consumerId' },
  ],
  fields: {
    ...base.fields,
    // Always the caller's own store: the server sets it on create, so it is shown but never typed in or filtered on.
    storeId: ownStoreField(base.fields.storeId),
  },
});
