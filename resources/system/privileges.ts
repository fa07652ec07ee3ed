import { defineResource, f } from '../define';

/** The privilege code tree (spec §6), read-only: it is the product's, not the tenant's. */
export default defineResource({
  name: 'privileges',
  route: '/apps/system/privilege',
  privilege: 'RESOURCE_ADMIN_SYSTEM_RBAC_PRIVILEGE',
  menu: { section: 'system', group: 'rbac', order: 30, icon: 'Key' },
  title: 'code',
  search: ['code'],
  defaultSort: { field: 'order', order: 'ASC' },
  globalSearch: false,
  list: { columns: ['code', 'parentId', 'type'] },
  subtitle: ['type'],
  actions: { create: false, edit: false, delete: false, bulkDelete: false },
  perPage: 100,
  fields: {
    id: f.id(),
    code: f.text({ required: true, unique: true, filter: 'search' }),
    parentId: f.ref('privileges', { filter: 'equal' }),
    type: f.enum({ menu: 'primary', route: 'info', action: 'secondary' }, { filter: 'anyOf' }),
    depth: f.number({ integer: true, views: ['show'] }),
    order: f.number({ integer: true, views: ['show'] }),
    inferred: f.boolean({ filter: 'equal' }),
  },
});
