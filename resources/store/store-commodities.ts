import { defineResource } from '../define';
import { ownStoreField } from './_store-view';
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
  list: { columns: base.list?.columns?.filter((c) => c !== 'storeId') },
  subtitle: base.subtitle?.filter((c) => c !== 'storeId'),
  fields: {
    ...base.fields,
    // Always the caller's own store: the server sets it on create, so it is shown but never typed in or filtered on.
    storeId: ownStoreField(base.fields.storeId),
  },
});
