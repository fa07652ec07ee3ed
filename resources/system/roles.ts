import { defineResource, f } from '../define';
import { ALL_PRIVILEGE_CODES } from '../privilege-tree';

/** The demo roles of CONTRACT §3. */
export const CLIENT_CODES = ALL_PRIVILEGE_CODES.filter(
  (c) => c === 'RESOURCE_ADMIN' || c === 'RESOURCE_ADMIN_DASHBOARD_MAP' || c.startsWith('RESOURCE_ADMIN_STORE'),
);

/** Roles: named sets of privilege codes, assigned to system users. */
export default defineResource({
  name: 'roles',
  route: '/apps/system/role',
  privilege: 'RESOURCE_ADMIN_SYSTEM_RBAC_ROLE',
  menu: { section: 'system', group: 'rbac', order: 20, icon: 'AdminPanelSettings' },
  title: 'name',
  search: ['name', 'description'],
  defaultSort: { field: 'id', order: 'ASC' },
  list: { columns: ['name', 'description', 'builtin', 'createdAt'] },
  subtitle: ['description'],
  fields: {
    id: f.id(),
    name: f.text({ required: true, unique: true, maxLength: 40, filter: 'search' }),
    description: f.text({ maxLength: 200 }),
    builtin: f.boolean({ readOnly: true, default: false, filter: 'equal' }),
    privilegeIds: f.refMany('privileges', { views: ['show', 'create', 'edit'] }),
    createdAt: f.datetime({ readOnly: true, views: ['list', 'show'] }),
  },
});
