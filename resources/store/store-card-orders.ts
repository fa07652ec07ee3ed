import { defineResource } from '../define';
import { ownStoreField } from './_store-view';
import base from '../order/card-orders';

const wf = base.workflow;
if (!wf) throw new Error('`card-orders` declares no workflow');

/** The signed-in store's ride and battery card sales (the company's `card-orders`, scoped to its store). */
export default defineResource({
  name: 'store-card-orders',
  collection: 'card-orders',
  route: '/store/order-sell-card',
  privilege: 'RESOURCE_ADMIN_STORE_ORDER_SELLCARD',
  menu: { section: 'store', order: 80, icon: 'CreditCard' },
  scope: { field: 'storeId' },
  title: base.title,
  search: base.search,
  defaultSort: base.defaultSort,
  list: { columns: base.list?.columns?.filter((c) => c !== 'storeId') },
  actions: { create: false, edit: false, delete: false, bulkDelete: false },
  // The counter confirms payment or cancels; refunds go through refund orders.
  workflow: { field: wf.field, initial: wf.initial, transitions: { pay: wf.transitions.pay, cancel: wf.transitions.cancel } },
  fields: {
    ...base.fields,
    // Always the caller's own store: the server sets it on create, so it is shown but never typed in or filtered on.
    storeId: ownStoreField(base.fields.storeId),
  },
});
