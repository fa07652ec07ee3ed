import { storeView } from './_store-view';
import base from '../order/deposit-orders';

/** Deposits taken at the signed-in store (the company's `deposit-orders`, scoped to its store). */
export default storeView(base, {
  name: 'store-deposit-orders',
  route: '/store/order-deposit',
  privilege: 'RESOURCE_ADMIN_STORE_ORDER_DEPOSIT',
  menu: { section: 'store', order: 100, icon: 'Savings' },
  // The store checks the returned battery: it requests the refund, or deducts for damage.
  transitions: ['release', 'deduct'],
});
