import { defineResource } from '../define';
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
  actions: { create: false, edit: false, delete: false, bulkDelete: false },
  fields: { ...base.fields },
  demo: { count: 0 },
});
