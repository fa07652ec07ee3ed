import { storeView } from './_store-view';
import base from '../assets/batteries';

/** Batteries held by the signed-in store (the company's `batteries`, scoped to its store), read-only. */
export default storeView(base, {
  name: 'store-batteries',
  route: '/store/assert-battery',
  privilege: 'RESOURCE_ADMIN_STORE_BATTERY',
  menu: { section: 'store', order: 30, icon: 'BatteryChargingFull' },
});
