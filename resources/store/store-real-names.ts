import { defineResource } from '../define';
import { ownStoreField } from './_store-view';
import base from '../consumer/real-name-verifications';

/** Identity checks of the signed-in store's riders (the company's `real-name-verifications`, scoped to its store); the store reviews them. */
export default defineResource({
  name: 'store-real-names',
  collection: 'real-name-verifications',
  route: '/store/user-real',
  privilege: 'RESOURCE_ADMIN_STORE_USER_REAL',
  menu: { section: 'store', order: 60, icon: 'VerifiedUser' },
  scope: { field: 'storeId' },
  title: base.title,
  search: base.search,
  defaultSort: base.defaultSort,
  list: { columns: base.list?.columns?.filter((c) => c !== 'storeId') },
  subtitle: base.subtitle?.filter((c) => c !== 'storeId'),
  actions: { create: false, edit: false, delete: false, bulkDelete: false },
  workflow: base.workflow,
  fields: {
    ...base.fields,
    // Always the caller's own store: the server sets it on create, so it is shown but never typed in or filtered on.
    storeId: ownStoreField(base.fields.storeId),
  },
});
