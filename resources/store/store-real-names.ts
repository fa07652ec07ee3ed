import { storeView } from './_store-view';
import base from '../consumer/real-name-verifications';

/** Identity checks of the signed-in store's riders (the company's `real-name-verifications`, scoped to its store); the store reviews them. */
export default storeView(base, {
  name: 'store-real-names',
  route: '/store/user-real',
  privilege: 'RESOURCE_ADMIN_STORE_USER_REAL',
  menu: { section: 'store', order: 60, icon: 'VerifiedUser' },
  transitions: 'all',
});
