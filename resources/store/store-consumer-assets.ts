import { storeView } from './_store-view';
import base from '../consumer/consumer-assets';

/** Assets held by the signed-in store's riders (the company's `consumer-assets`, scoped to its store), read-only. */
export default storeView(base, {
  name: 'store-consumer-assets',
  route: '/store/user-assert',
  privilege: 'RESOURCE_ADMIN_STORE_USER_ASSETS',
  menu: { section: 'store', order: 50, icon: 'Backpack' },
});
