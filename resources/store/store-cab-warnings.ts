import { storeView } from './_store-view';
import base from '../cab/cab-warnings';

/**
 * Alarms of the signed-in store's cabinets (the company's `cab-warnings`, scoped by the store the
 * alarm's cabinet was at): the store sees them and acknowledges or resolves what it handled on
 * site; raising and ignoring alarms stay with operations.
 */
export default storeView(
  base,
  {
    name: 'store-cab-warnings',
    route: '/store/cab-warn',
    privilege: 'RESOURCE_ADMIN_STORE_CAB_WARN',
    menu: { section: 'store', order: 130, icon: 'Warning' },
    transitions: ['acknowledge', 'resolve'],
    storeColumn: true,
  },
  { summary: base.summary },
);
