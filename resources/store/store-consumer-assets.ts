import { defineResource } from '../define';
import { ownStoreField } from './_store-view';
import base from '../consumer/consumer-assets';

/** Assets held by the signed-in store's riders (the company's `consumer-assets`, scoped to its store), read-only. */
export default defineResource({
  name: 'store-consumer-assets',
  collection: 'consumer-assets',
  route: '/store/user-assert',
  privilege: 'RESOURCE_ADMIN_STORE_USER_ASSETS',
  menu: { section: 'store', order: 50, icon: 'Backpack' },
  scope: { field: 'storeId' },
  title: base.title,
  search: base.search,
  defaultSort: base.defaultSort,
  list: { columns: base.list?.columns?.filter((c) => c !== 'storeId') },
  actions: { create: false, edit: false, delete: false, bulkDelete: false },
  fields: {
    ...base.fields,
    // Always the caller's own store: the server sets it on create, so it is shown but never typed in or filtered on.
    storeId: ownStoreField(base.fields.storeId),
  },
});
