import { defineResource } from '../define';
import { ownStoreField } from './_store-view';
import base from '../order/refund-orders';

const wf = base.workflow;
if (!wf) throw new Error('`refund-orders` declares no workflow');

/** Refund requests on the signed-in store's orders (the company's `refund-orders`, scoped to its store), reviewed by the store. */
export default defineResource({
  name: 'store-refund-orders',
  collection: 'refund-orders',
  route: '/store/order-refund',
  privilege: 'RESOURCE_ADMIN_STORE_ORDER_REFUND',
  menu: { section: 'store', order: 110, icon: 'Undo' },
  scope: { field: 'storeId' },
  title: base.title,
  search: base.search,
  defaultSort: base.defaultSort,
  list: { columns: base.list?.columns?.filter((c) => c !== 'storeId') },
  subtitle: base.subtitle?.filter((c) => c !== 'storeId'),
  actions: { create: false, edit: false, delete: false, bulkDelete: false },
  // The store reviews its riders' refund requests; paying out (and retrying) is the finance team's.
  workflow: { field: wf.field, initial: wf.initial, transitions: { approve: wf.transitions.approve, reject: wf.transitions.reject } },
  fields: {
    ...base.fields,
    // Always the caller's own store: the server sets it on create, so it is shown but never typed in or filtered on.
    storeId: ownStoreField(base.fields.storeId),
  },
});
