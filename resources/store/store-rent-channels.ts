import { storeView } from './_store-view';
import base from '../company/rent-channels';

/** The signed-in store's rental channels (the company's `rent-channels`, scoped to its store); a store adds its own. */
export default storeView(base, {
  name: 'store-rent-channels',
  route: '/store/rent-channel',
  privilege: 'RESOURCE_ADMIN_STORE_RENTCHANNEL',
  menu: { section: 'store', order: 10, icon: 'Storefront' },
  actions: { create: true, edit: true, delete: true, bulkDelete: true },
});
