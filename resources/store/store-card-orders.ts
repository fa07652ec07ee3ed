import { storeView } from './_store-view';
import base from '../order/card-orders';

/** The signed-in store's ride and battery card sales (the company's `card-orders`, scoped to its store). */
export default storeView(base, {
  name: 'store-card-orders',
  route: '/store/order-sell-card',
  privilege: 'RESOURCE_ADMIN_STORE_ORDER_SELLCARD',
  menu: { section: 'store', order: 80, icon: 'CreditCard' },
  // The counter confirms payment or cancels; refunds go through refund orders.
  transitions: ['pay', 'cancel'],
});
