import { storeView } from './_store-view';
import base from '../order/refund-orders';

/** Refund requests on the signed-in store's orders (the company's `refund-orders`, scoped to its store), reviewed by the store. */
export default storeView(base, {
  name: 'store-refund-orders',
  route: '/store/order-refund',
  privilege: 'RESOURCE_ADMIN_STORE_ORDER_REFUND',
  menu: { section: 'store', order: 110, icon: 'Undo' },
  // The store reviews its riders' refund requests; paying out (and retrying) is the finance team's.
  transitions: ['approve', 'reject'],
});
