import { storeView } from './_store-view';
import base from '../order/sell-orders';

/** The signed-in store's sales (the company's `sell-orders`, scoped to its store). */
export default storeView(base, {
  name: 'store-sell-orders',
  route: '/store/order-sell',
  privilege: 'RESOURCE_ADMIN_STORE_ORDER_SELL',
  menu: { section: 'store', order: 70, icon: 'ShoppingCart' },
  // The counter takes payment, hands the goods over or cancels; refunds go through refund orders.
  transitions: ['pay', 'deliver', 'cancel'],
});
