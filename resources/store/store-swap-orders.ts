import { storeView } from './_store-view';
import base from '../order/swap-orders';

/** Battery exchanges at the signed-in store (the company's `swap-orders`, scoped to its store), read-only. */
export default storeView(base, {
  name: 'store-swap-orders',
  route: '/store/order-bat-ex',
  privilege: 'RESOURCE_ADMIN_STORE_ORDER_BAT_EX',
  menu: { section: 'store', order: 120, icon: 'SwapHoriz' },
});
