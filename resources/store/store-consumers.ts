import { storeView } from './_store-view';
import base from '../consumer/consumers';

/** Riders registered at the signed-in store (the company's `consumers`, scoped to its store); the store may update them. */
export default storeView(
  base,
  {
    name: 'store-consumers',
    route: '/store/user-list',
    privilege: 'RESOURCE_ADMIN_STORE_USER_LIST',
    menu: { section: 'store', order: 40, icon: 'People' },
    actions: { edit: true },
  },
  {
    // inside the store's screens: its own orders of this rider (scoped)
    related: [
      { resource: 'store-rent-orders', via: 'consumerId' },
      { resource: 'store-swap-orders', via: 'consumerId' },
      { resource: 'store-sell-orders', via: 'consumerId' },
      { resource: 'store-deposit-orders', via: 'consumerId' },
      { resource: 'store-refund-orders', via: 'consumerId' },
    ],
  },
);
