import { defineResource } from '../define';
import base from '../company/commodities';

/** The packages the signed-in store sells (the company's `commodities`, scoped to its store); a store adds its own. */
export default defineResource({
  name: 'store-commodities',
  collection: 'commodities',
  route: '/store/commodity',
  privilege: 'RESOURCE_ADMIN_STORE_COMMODITY',
  menu: { section: 'store', order: 20, icon: 'Inventory' },
  scope: { field: 'storeId' },
  title: base.title,
  search: base.search,
  defaultSort: base.defaultSort,
  fields: { ...base.fields },
  demo: { count: 0 },
});
