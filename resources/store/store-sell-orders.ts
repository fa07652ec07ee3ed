import { defineResource } from '../define';
import { ownStoreField } from './_store-view';
import base from '../order/sell-orders';

const wf = base.workflow;
if (!wf) throw new Error('`sell-orders` declares no workflow');

/** The signed-in store's sales (the company's `sell-orders`, scoped to its store). */
export default defineResource({
  name: 'store-sell-orders',
  collection: 'sell-orders',
  route: '/store/order-sell',
  privilege: 'RESOURCE_ADMIN_STORE_ORDER_SELL',
  menu: { section: 'store', order: 70, icon: 'ShoppingCart' },
  scope: { field: 'storeId' },
  title: base.title,
  search: base.search,
  defaultSort: base.defaultSort,
  list: { columns: base.list?.columns?.filter((c) => c !== 'storeId') },
  actions: { create: false, edit: false, delete: false, bulkDelete: false },
  // The counter takes payment, hands the goods over or cancels; refunds go through refund orders.
  workflow: { field: wf.field, initial: wf.initial, transitions: { pay: wf.transitions.pay, deliver: wf.transitions.deliver, cancel: wf.transitions.cancel } },
  fields: {
    ...base.fields,
    // Always the caller's own store: the server sets it on create, so it is shown but never typed in or filtered on.
    storeId: ownStoreField(base.fields.storeId),
  },
});
