import { defineResource } from '../define';
import { ownStoreField } from './_store-view';
import base from '../order/deposit-orders';

const wf = base.workflow;
if (!wf) throw new Error('`deposit-orders` declares no workflow');

/** Deposits taken at the signed-in store (the company's `deposit-orders`, scoped to its store). */
export default defineResource({
  name: 'store-deposit-orders',
  collection: 'deposit-orders',
  route: '/store/order-deposit',
  privilege: 'RESOURCE_ADMIN_STORE_ORDER_DEPOSIT',
  menu: { section: 'store', order: 100, icon: 'Savings' },
  scope: { field: 'storeId' },
  title: base.title,
  search: base.search,
  defaultSort: base.defaultSort,
  list: { columns: base.list?.columns?.filter((c) => c !== 'storeId') },
  actions: { create: false, edit: false, delete: false, bulkDelete: false },
  // The store checks the returned battery: it requests the refund, or deducts for damage.
  workflow: { field: wf.field, initial: wf.initial, transitions: { release: wf.transitions.release, deduct: wf.transitions.deduct } },
  fields: {
    ...base.fields,
    // Always the caller's own store: the server sets it on create, so it is shown but never typed in or filtered on.
    storeId: ownStoreField(base.fields.storeId),
  },
});
