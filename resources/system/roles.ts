import { defineResource, f } from '../define';
import { ADMIN_CODE, ALL_PRIVILEGE_CODES, MAP_CODE, REPORT_CODE } from '../privilege-tree';
import type { Registry } from '../registry';
import { rightCode } from '../rights';

const REFUND_CODE = 'RESOURCE_ADMIN_COMPANY_ORDER_REFUND';
/** The store manager's screens (store-bound: each shows the caller's store). */
const STORE_PREFIX = 'RESOURCE_ADMIN_STORE';

/** The store's alarms: the store manager reads them and acknowledges or resolves them, by those rights (CONTRACT §2.6). */
const STORE_ALARMS = 'RESOURCE_ADMIN_STORE_CAB_WARN';

/** The demo roles of CONTRACT §3: the store manager holds the store-level screens, the alarms by rights. */
export const CLIENT_CODES = [
  ...ALL_PRIVILEGE_CODES.filter((c) => c !== STORE_ALARMS && (c === ADMIN_CODE || c === MAP_CODE || c.startsWith(STORE_PREFIX))),
  rightCode(STORE_ALARMS, 'read'),
  rightCode(STORE_ALARMS, 'transition', 'acknowledge'),
  rightCode(STORE_ALARMS, 'transition', 'resolve'),
];

/** A role that reviews refunds (CONTRACT §2.6): reads them, approves or rejects them; creating, editing and paying out stay with others. */
export const REFUND_REVIEWER_CODES = [
  ADMIN_CODE,
  MAP_CODE,
  rightCode(REFUND_CODE, 'read'),
  rightCode(REFUND_CODE, 'transition', 'approve'),
  rightCode(REFUND_CODE, 'transition', 'reject'),
];

/**
 * A role that reads everything and writes nothing: the map, the reports and the read right of every
 * company screen (the store-level screens are a store's own, for a store-bound account; the demo
 * apps are not the operator's).
 */
export function viewerCodes(registry: Registry): string[] {
  const screens = registry.all.filter((d) => !d.privilege.startsWith(STORE_PREFIX));
  return [ADMIN_CODE, MAP_CODE, REPORT_CODE, ...new Set(screens.map((d) => rightCode(d.privilege, 'read')))];
}

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
