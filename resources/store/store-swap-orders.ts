import { defineResource } from '../define';
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
  actions: { create: false, edit: false, delete: false, bulkDelete: false },
  fields: { ...base.fields },
  demo: { count: 0 },
});
