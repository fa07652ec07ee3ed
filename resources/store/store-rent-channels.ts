import { defineResource } from '../define';
import { ownStoreField } from './_store-view';
import base from '../company/rent-channels';

/** The signed-in store's rental channels (the company's `rent-channels`, scoped to its store); a store adds its own. */
export default defineResource({
  name: 'store-rent-channels',
  collection: 'rent-channels',
  route: '/store/rent-channel',
  privilege: 'RESOURCE_ADMIN_STORE_RENTCHANNEL',
  menu: { section: 'store', order: 10, icon: 'Storefront' },
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
