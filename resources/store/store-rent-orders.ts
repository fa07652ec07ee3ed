import { defineResource } from '../define';
import { ownStoreField } from './_store-view';
import base from '../order/rent-orders';

const wf = base.workflow;
if (!wf) throw new Error('`rent-orders` declares no workflow');

/** The signed-in store's rental orders (the company's `rent-orders`, scoped to its store). */
export default defineResource({
  name: 'store-rent-orders',
  collection: 'rent-orders',
  route: '/store/order-rent',
  privilege: 'RESOURCE_ADMIN_STORE_ORDER_RENT',
  menu: { section: 'store', order: 90, icon: 'ReceiptLong' },
  scope: { field: 'storeId' },
  title: base.title,
  search: base.search,
  defaultSort: base.defaultSort,
  list: { columns: base.list?.columns?.filter((c) => c !== 'storeId') },
  subtitle: base.subtitle?.filter((c) => c !== 'storeId'),
  actions: { create: false, edit: false, delete: false, bulkDelete: false },
  // The counter confirms payment, cancels, or files a refund request; approving it is the company's call.
  workflow: {
    field: wf.field,
    initial: wf.initial,
    transitions: { pay: wf.transitions.pay, cancel: wf.transitions.cancel },
  },
  fields: {
    ...base.fields,
    // Always the caller's own store: the server sets it on create, so it is shown but never typed in or filtered on.
    storeId: ownStoreField(base.fields.storeId),
  },
});
