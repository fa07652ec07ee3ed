import { storeView } from './_store-view';
import base from '../order/rent-orders';

/** The signed-in store's rental orders (the company's `rent-orders`, scoped to its store). */
export default storeView(base, {
  name: 'store-rent-orders',
  route: '/store/order-rent',
  privilege: 'RESOURCE_ADMIN_STORE_ORDER_RENT',
  menu: { section: 'store', order: 90, icon: 'ReceiptLong' },
  // The counter confirms payment, cancels, or files a refund request; approving it is the company's call.
  transitions: ['pay', 'cancel'],
});
