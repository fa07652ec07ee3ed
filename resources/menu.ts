/**
 * The menu's frame (spec §1 sections, §6 codes): sections in order, their groups, and the
 * hand-written pages they hold. Resource entries come from the schemas' `menu` placement.
 */
import type { IconName, MenuGroup, MenuSection } from './define';

export interface MenuPage {
  /** Label key under `app.menu.pages`. */
  readonly key: string;
  readonly route: string;
  readonly code: string;
  readonly icon: IconName;
}

export interface MenuSectionDef {
  readonly id: MenuSection;
  readonly icon: IconName;
  readonly groups?: readonly { readonly id: MenuGroup; readonly icon: IconName }[];
  readonly pages?: readonly MenuPage[];
}

export const MENU: readonly MenuSectionDef[] = [
  { id: 'dashboard', icon: 'Map', pages: [{ key: 'dashboardMap', route: '/dashboards/map', code: 'RESOURCE_ADMIN_DASHBOARD_MAP', icon: 'Map' }] },
  {
    id: 'report',
    icon: 'BarChart',
    pages: [
      { key: 'eCommerce', route: '/dashboards/eCommerce', code: 'RESOURCE_ADMIN_REPORT', icon: 'BarChart' },
      { key: 'analytics', route: '/dashboards/analytics', code: 'RESOURCE_ADMIN_REPORT_HIDE', icon: 'Timeline' },
      { key: 'crm', route: '/dashboards/crm', code: 'RESOURCE_ADMIN_REPORT_HIDE', icon: 'People' },
    ],
  },
  {
    id: 'company',
    icon: 'Business',
    groups: [
      { id: 'store', icon: 'Store' },
      { id: 'assets', icon: 'BatteryChargingFull' },
      { id: 'consumer', icon: 'People' },
      { id: 'order', icon: 'ReceiptLong' },
    ],
  },
  { id: 'area', icon: 'AccountTree', pages: [{ key: 'areaStores', route: '/apps/area/all', code: 'RESOURCE_ADMIN_AREA', icon: 'AccountTree' }] },
  { id: 'store', icon: 'Storefront' },
  { id: 'vstore', icon: 'Hub' },
  { id: 'cab', icon: 'Dns' },
  {
    id: 'system',
    icon: 'AdminPanelSettings',
    groups: [
      { id: 'rbac', icon: 'ManageAccounts' },
      { id: 'log', icon: 'Policy' },
    ],
  },
];

/** Hand-written pages by route, with the code that guards them. */
export const PAGE_CODES: ReadonlyMap<string, string> = new Map(MENU.flatMap((s) => s.pages ?? []).map((p) => [p.route, p.code]));
