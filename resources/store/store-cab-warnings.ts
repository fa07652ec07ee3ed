import { defineResource } from '../define';
import { ownStoreField } from './_store-view';
import base from '../cab/cab-warnings';

const wf = base.workflow;
if (!wf) throw new Error('`cab-warnings` declares no workflow');

/**
 * Alarms of the signed-in store's cabinets (the company's `cab-warnings`, scoped by the store the
 * alarm's cabinet was at): the store sees them and acknowledges or resolves what it handled on
 * site; raising and ignoring alarms stay with operations.
 */
export default defineResource({
  name: 'store-cab-warnings',
  collection: 'cab-warnings',
  route: '/store/cab-warn',
  privilege: 'RESOURCE_ADMIN_STORE_CAB_WARN',
  menu: { section: 'store', order: 130, icon: 'Warning' },
  scope: { field: 'storeId' },
  title: base.title,
  search: base.search,
  defaultSort: base.defaultSort,
  list: { columns: base.list?.columns },
  subtitle: base.subtitle,
  summary: base.summary,
  actions: { create: false, edit: false, delete: false, bulkDelete: false },
  workflow: { field: wf.field, initial: wf.initial, transitions: { acknowledge: wf.transitions.acknowledge, resolve: wf.transitions.resolve } },
  fields: {
    ...base.fields,
    // Always the caller's own store: shown but never typed in or filtered on.
    storeId: ownStoreField(base.fields.storeId),
  },
});
