import { defineResource, f } from '../define';

/**
 * The trash (CONTRACT §2.5): what was deleted, kept `TRASH_DAYS` days, restorable with its id and
 * values (server/records/trash.ts). An entry's own id is `<resource>:<record id>`; `GET /trash`
 * lists each by its record's id, as the contract says. Written only by deletes and restores.
 */
export default defineResource({
  name: 'trash',
  route: '/apps/system/trash',
  privilege: 'RESOURCE_ADMIN_SYSTEM_TRASH',
  menu: { section: 'system', group: 'log', order: 40, icon: 'RestoreFromTrash' },
  title: 'title',
  search: ['title'],
  defaultSort: { field: 'deletedAt', order: 'DESC' },
  globalSearch: false,
  list: { columns: ['deletedAt', 'resource', 'title', 'deletedBy', 'via'] },
  actions: { create: false, edit: false, delete: false, bulkDelete: false, export: false },
  fields: {
    id: f.text({ readOnly: true }),
    // the resource whose collection held it (its base screen: `batteries`, also for a store screen's delete)
    resource: f.text({ readOnly: true, filter: 'equal', alwaysOn: true, display: 'resourceName' }),
    title: f.text({ readOnly: true, filter: 'search' }),
    deletedAt: f.datetime({ readOnly: true, filter: 'range' }),
    deletedBy: f.ref('sys-users', { readOnly: true, filter: 'equal' }),
    // the screen the delete came through
    via: f.text({ readOnly: true, display: 'resourceName' }),
  },
});
