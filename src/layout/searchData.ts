/**
 * What the global search looks through (spec §2: pages, files and contacts; beyond it, records of
 * every resource the user may list, through the API's search). Files and contacts are the template's static demo content,
 * each leading to a demo page; a user only sees those whose page the menu gives them.
 */
import type { MenuNode } from './menuModel';

/** Spec §9: at most about 5 per category. */
export const SEARCH_LIMIT = 5;
/** Spec §9: the input gets the focus 150 ms after the dialog opens. */
export const SEARCH_FOCUS_DELAY_MS = 150;
/** Record look-ups wait until typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 250;
export const SEARCH_SHORTCUT = 'Ctrl+Shift+/';

/** Ctrl+Shift+/ (with Shift, most layouts report `?` as the key; `code` is the physical key). */
export const isSearchShortcut = (e: Pick<KeyboardEvent, 'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey' | 'key' | 'code'>) =>
  e.ctrlKey && e.shiftKey && !e.altKey && !e.metaKey && (e.code === 'Slash' || e.key === '/' || e.key === '?');

export interface DemoFile {
  key: string;
  ext: 'pdf' | 'xlsx' | 'docx';
  size: string;
  to: string;
}

export const DEMO_FILES: readonly DemoFile[] = [
  { key: 'warranty', ext: 'pdf', size: '1.2 MB', to: '/pages/faq' },
  { key: 'install_guide', ext: 'pdf', size: '4.8 MB', to: '/pages/knowledge-base' },
  { key: 'swap_report', ext: 'xlsx', size: '860 KB', to: '/dashboards/eCommerce' },
  { key: 'store_contract', ext: 'docx', size: '310 KB', to: '/apps/invoice/list' },
  { key: 'safety_checklist', ext: 'pdf', size: '540 KB', to: '/pages/knowledge-base' },
  { key: 'rider_agreement', ext: 'pdf', size: '220 KB', to: '/pages/faq' },
  { key: 'tariff', ext: 'xlsx', size: '95 KB', to: '/pages/pricing' },
];

export interface DemoContact {
  name: string;
  email: string;
  role: string;
  to: string;
}

/** People are data, not interface text: their names are not translated. */
export const DEMO_CONTACTS: readonly DemoContact[] = [
  { name: '王芳 Wang Fang', email: 'wang.fang@swap.example', role: 'store_manager', to: '/apps/user/list' },
  { name: '李强 Li Qiang', email: 'li.qiang@swap.example', role: 'operations', to: '/apps/user/list' },
  { name: '陈杰 Chen Jie', email: 'chen.jie@swap.example', role: 'maintenance', to: '/apps/chat' },
  { name: 'Amina Haddad', email: 'amina.haddad@swap.example', role: 'finance', to: '/apps/email' },
  { name: 'Lucas Martin', email: 'lucas.martin@swap.example', role: 'support', to: '/apps/chat' },
  { name: '刘洋 Liu Yang', email: 'liu.yang@swap.example', role: 'sales', to: '/apps/user/list' },
  { name: 'Sara Benali', email: 'sara.benali@swap.example', role: 'store_manager', to: '/apps/email' },
];

/** Case- and accent-insensitive containment. */
export const normalize = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

export const matches = (query: string, ...texts: (string | undefined)[]) => {
  const q = normalize(query.trim());
  return q.length > 0 && texts.some((t) => t !== undefined && normalize(t).includes(q));
};

/** How well a page's label answers the query: 0 it starts with it ("Alarms" for "alarm"), 1 it holds it ("Store alarms"), 2 only its section or address does. */
export const labelRank = (query: string, label: string): number => {
  const q = normalize(query.trim());
  const l = normalize(label);
  return l.startsWith(q) ? 0 : l.includes(q) ? 1 : 2;
};

/** Every page of the menu the user is given (disabled entries left out), with its section and group. */
export function menuPages(tree: readonly MenuNode[]) {
  return tree.flatMap((section) => [
    ...section.entries.filter((e) => !e.disabled).map((e) => ({ ...e, section: section.label, group: undefined as string | undefined })),
    ...section.groups.flatMap((g) => g.entries.filter((e) => !e.disabled).map((e) => ({ ...e, section: section.label, group: g.label as string | undefined }))),
  ]);
}
