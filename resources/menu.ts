/**
 * The menu's frame (spec §1 sections, §6 codes): sections in order, their groups, and the
 * hand-written pages they hold. Resource entries come from the schemas' `menu` placement.
 */
import type { IconName, MenuGroup, MenuSection } from './define';
import { DEMO_CODE, SCHEMA_CODE } from './privilege-tree';

export interface MenuPage {
  /** Label key under `app.menu.pages`. */
  readonly key: string;
  readonly route: string;
  /** The privilege code that guards it; none = any back-office user (RESOURCE_ADMIN). */
  readonly code?: string;
  readonly icon: IconName;
  /** Opened in a new tab (the template's auth pages). */
  readonly newTab?: boolean;
}

export interface MenuSectionDef {
  readonly id: MenuSection;
  readonly icon: IconName;
  /** The privilege tree's node this section stands for: its name in the role editor (src/schema/privilegeNames.ts). It guards nothing by itself. */
  readonly code?: string;
  readonly groups?: readonly { readonly id: MenuGroup; readonly icon: IconName; /** As the section's `code`. */ readonly code?: string }[];
  readonly pages?: readonly MenuPage[];
}

/** The template demo apps (spec §1: real product use not shown), behind a code of their own (a store manager does not see them). */
const DEMO_PAGE_LIST: readonly Omit<MenuPage, 'code'>[] = [
  { key: 'email', route: '/apps/email', icon: 'Sms' },
  { key: 'chat', route: '/apps/chat', icon: 'Sms' },
  { key: 'calendar', route: '/apps/calendar', icon: 'Timeline' },
  { key: 'invoices', route: '/apps/invoice/list', icon: 'ReceiptLong' },
  { key: 'users', route: '/apps/user/list', icon: 'People' },
  { key: 'orders', route: '/tables/data-table', icon: 'ShoppingCart' },
  { key: 'simpleTable', route: '/tables/simple', icon: 'Category' },
  { key: 'charts', route: '/charts/apex', icon: 'BarChart' },
  { key: 'chartjs', route: '/charts/chartjs', icon: 'BarChart' },
  { key: 'leaflet', route: '/maps/leaflet', icon: 'Map' },
  { key: 'formElements', route: '/forms/elements', icon: 'Category' },
  { key: 'formLayouts', route: '/forms/layouts', icon: 'Category' },
  { key: 'formValidation', route: '/forms/validation', icon: 'Category' },
  { key: 'accountSettings', route: '/pages/account-settings', icon: 'ManageAccounts' },
  { key: 'pricing', route: '/pages/pricing', icon: 'Payments' },
  { key: 'faq', route: '/pages/faq', icon: 'Category' },
  { key: 'knowledgeBase', route: '/pages/knowledge-base', icon: 'Category' },
  { key: 'underMaintenance', route: '/pages/misc/under-maintenance', icon: 'Warning', newTab: true },
  { key: 'comingSoon', route: '/pages/misc/coming-soon', icon: 'Warning', newTab: true },
  { key: 'notAuthorized', route: '/pages/misc/not-authorized', icon: 'Warning', newTab: true },
  { key: 'miscError', route: '/pages/misc/error', icon: 'Warning', newTab: true },
  { key: 'loginV1', route: '/pages/auth/login-v1', icon: 'Login', newTab: true },
  { key: 'loginV2', route: '/pages/auth/login-v2', icon: 'Login', newTab: true },
  { key: 'registerV1', route: '/pages/auth/register-v1', icon: 'Login', newTab: true },
  { key: 'registerV2', route: '/pages/auth/register-v2', icon: 'Login', newTab: true },
  { key: 'forgotPasswordV1', route: '/pages/auth/forgot-password-v1', icon: 'Key', newTab: true },
  { key: 'forgotPasswordV2', route: '/pages/auth/forgot-password-v2', icon: 'Key', newTab: true },
  { key: 'resetPasswordV1', route: '/pages/auth/reset-password-v1', icon: 'Key', newTab: true },
  { key: 'resetPasswordV2', route: '/pages/auth/reset-password-v2', icon: 'Key', newTab: true },
];
export const DEMO_PAGES: readonly MenuPage[] = DEMO_PAGE_LIST.map((p) => ({ ...p, code: DEMO_CODE }));

export const MENU: readonly MenuSectionDef[] = [
  { id: 'dashboard', icon: 'Map', pages: [{ key: 'dashboardMap', route: '/dashboards/map', code: 'RESOURCE_ADMIN_DASHBOARD_MAP', icon: 'Map' }] },
  {
    id: 'report',
    icon: 'BarChart',
    code: 'RESOURCE_ADMIN_REPORT',
    pages: [
      { key: 'eCommerce', route: '/dashboards/eCommerce', code: 'RESOURCE_ADMIN_REPORT', icon: 'BarChart' },
      { key: 'analytics', route: '/dashboards/analytics', code: 'RESOURCE_ADMIN_REPORT_HIDE', icon: 'Timeline' },
      { key: 'crm', route: '/dashboards/crm', code: 'RESOURCE_ADMIN_REPORT_HIDE', icon: 'People' },
    ],
  },
  {
    id: 'company',
    icon: 'Business',
    code: 'RESOURCE_ADMIN_COMPANY',
    groups: [
      { id: 'store', icon: 'Store', code: 'RESOURCE_ADMIN_COMPANY_STORE' },
      { id: 'assets', icon: 'BatteryChargingFull', code: 'RESOURCE_ADMIN_COMPANY_ASSETS' },
      { id: 'consumer', icon: 'People', code: 'RESOURCE_ADMIN_COMPANY_USER' },
      { id: 'order', icon: 'ReceiptLong', code: 'RESOURCE_ADMIN_COMPANY_ORDER' },
    ],
  },
  {
    id: 'area',
    icon: 'AccountTree',
    code: 'RESOURCE_ADMIN_AREA',
    pages: [{ key: 'areaStores', route: '/apps/area/all', code: 'RESOURCE_ADMIN_AREA', icon: 'AccountTree' }],
  },
  { id: 'store', icon: 'Storefront', code: 'RESOURCE_ADMIN_STORE' },
  { id: 'vstore', icon: 'Hub', code: 'RESOURCE_ADMIN_VSTORE' },
  { id: 'cab', icon: 'Dns', code: 'RESOURCE_ADMIN_CAB' },
  {
    id: 'system',
    icon: 'AdminPanelSettings',
    code: 'RESOURCE_ADMIN_SYSTEM',
    groups: [
      { id: 'rbac', icon: 'ManageAccounts', code: 'RESOURCE_ADMIN_SYSTEM_RBAC' },
      { id: 'log', icon: 'Policy', code: 'RESOURCE_ADMIN_SYSTEM_LOG' },
    ],
    pages: [{ key: 'dataModel', route: '/apps/system/schema', code: SCHEMA_CODE, icon: 'Category' }],
  },
  { id: 'demo', icon: 'Category', code: DEMO_CODE, pages: DEMO_PAGES },
];

/** Hand-written pages by route, with the code that guards them. */
export const PAGE_CODES: ReadonlyMap<string, string | undefined> = new Map(MENU.flatMap((s) => s.pages ?? []).map((p) => [p.route, p.code]));
