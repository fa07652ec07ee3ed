import { storeView } from './_store-view';
import base from '../company/commodities';

/** The packages the signed-in store sells (the company's `commodities`, scoped to its store); a store adds its own. */
export default storeView(base, {
  name: 'store-commodities',
  route: '/store/commodity',
  privilege: 'RESOURCE_ADMIN_STORE_COMMODITY',
  menu: { section: 'store', order: 20, icon: 'Inventory' },
  actions: { create: true, edit: true, delete: true, bulkDelete: true },
});
