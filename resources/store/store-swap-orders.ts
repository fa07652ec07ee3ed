import { defineResource } from '../define';
import { ownStoreField } from './_store-view';
import base from '../order/swap-orders';

/** Battery exchanges at the signed-in store (the company's `swap-orders`, scoped to its store), read-only. */
export default defineResource({
  name: 'store-swap-orders',
  collection: 'swap-orders',
  route: '/store/order-bat-ex',
  privilege: 'RESOURCE_ADMIN_STORE_ORDER_BAT_EX',
  menu: { section: 'store', order: 120, icon: 'SwapHoriz' },
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
