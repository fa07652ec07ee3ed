import { defineResource } from '../define';
import { ownStoreField } from './_store-view';
import base from '../assets/batteries';

/** Batteries held by the signed-in store (the company's `batteries`, scoped to its store), read-only. */
export default defineResource({
  name: 'store-batteries',
  collection: 'batteries',
  route: '/store/assert-battery',
  privilege: 'RESOURCE_ADMIN_STORE_BATTERY',
  menu: { section: 'store', order: 30, icon: 'BatteryChargingFull' },
  scope: { field: 'storeId' },
  title: base.title,
  search: base.search,
  defaultSort: base.defaultSort,
  list: { columns: base.list?.columns?.filter((c) => c !== 'storeId') },
  subtitle: base.subtitle?.filter((c) => c !== 'storeId'),
  actions: { create: false, edit: false, delete: false, bulkDelete: false },
  fields: {
    ...base.fields,
    // Always the caller's own store: the server sets it on create, so it is shown but never typed in or filtered on.
    storeId: ownStoreField(base.fields.storeId),
  },
});
