/**
 * The privilege code tree of spec §6. Pure data, read by the app (menu, routes, buttons) and by
 * the demo server (RBAC seed, 403 checks, openapi `x-privilege`).
 *
 * A node's code is granted explicitly; holding a parent does not imply its children (the
 * original product checks each code as it is). Codes the spec does not name (ride and battery
 * cards, group nodes) follow its naming pattern and are marked `inferred`.
 */
export interface PrivilegeNode {
  readonly code: string;
  readonly children?: readonly PrivilegeNode[];
  /** The spec does not list this code; it follows the spec's naming pattern. */
  readonly inferred?: boolean;
}

const leaf = (code: string, inferred = false): PrivilegeNode => (inferred ? { code, inferred } : { code });
const node = (code: string, children: readonly PrivilegeNode[], inferred = false): PrivilegeNode =>
  inferred ? { code, children, inferred } : { code, children };

export const PRIVILEGE_TREE = node('RESOURCE_ADMIN', [
  leaf('RESOURCE_ADMIN_DASHBOARD_MAP'),
  node('RESOURCE_ADMIN_REPORT', [leaf('RESOURCE_ADMIN_REPORT_HIDE')]),
  node('RESOURCE_ADMIN_COMPANY', [
    leaf('RESOURCE_ADMIN_COMPANY_AREA'),
    node('RESOURCE_ADMIN_COMPANY_STORE', [
      leaf('RESOURCE_ADMIN_COMPANY_STORE_AREA'),
      leaf('RESOURCE_ADMIN_COMPANY_STORE_STORE'),
      leaf('RESOURCE_ADMIN_COMPANY_STORE_RENTCHANNEL'),
      leaf('RESOURCE_ADMIN_COMPANY_STORE_COMMODITY'),
      leaf('RESOURCE_ADMIN_COMPANY_STORE_EXCHANGE'),
      leaf('RESOURCE_ADMIN_COMPANY_STORE_TAG'),
      leaf('RESOURCE_ADMIN_COMPANY_STORE_CARD_RIDE', true),
      leaf('RESOURCE_ADMIN_COMPANY_STORE_CARD_BATTERY', true),
    ]),
    node('RESOURCE_ADMIN_COMPANY_ASSETS', [
      leaf('RESOURCE_ADMIN_COMPANY_ASSETS_BATTERY'),
      leaf('RESOURCE_ADMIN_COMPANY_ASSETS_FRAME'),
      leaf('RESOURCE_ADMIN_COMPANY_ASSETS_VEHICLE'),
    ]),
    node('RESOURCE_ADMIN_COMPANY_USER', [
      leaf('RESOURCE_ADMIN_COMPANY_USER_LIST'),
      leaf('RESOURCE_ADMIN_COMPANY_USER_ACCOUNT'),
      leaf('RESOURCE_ADMIN_COMPANY_USER_ACCOUNT_ADJUST', true),
      leaf('RESOURCE_ADMIN_COMPANY_USER_ACCOUNT_POSTING', true),
      leaf('RESOURCE_ADMIN_COMPANY_USER_CARD'),
      leaf('RESOURCE_ADMIN_COMPANY_USER_ASSETS'),
      leaf('RESOURCE_ADMIN_COMPANY_USER_REAL'),
      leaf('RESOURCE_ADMIN_COMPANY_USER_COMPLAIN'),
    ]),
    node('RESOURCE_ADMIN_COMPANY_ORDER', [
      leaf('RESOURCE_ADMIN_COMPANY_ORDER_BAT_EX'),
      leaf('RESOURCE_ADMIN_COMPANY_ORDER_RENT'),
      leaf('RESOURCE_ADMIN_COMPANY_ORDER_SELL'),
      leaf('RESOURCE_ADMIN_COMPANY_ORDER_SELLCARD'),
      leaf('RESOURCE_ADMIN_COMPANY_ORDER_DEPOSIT'),
      leaf('RESOURCE_ADMIN_COMPANY_ORDER_REFUND'),
    ]),
  ]),
  leaf('RESOURCE_ADMIN_AREA'),
  node(
    'RESOURCE_ADMIN_STORE',
    [
      leaf('RESOURCE_ADMIN_STORE_RENTCHANNEL'),
      leaf('RESOURCE_ADMIN_STORE_COMMODITY'),
      leaf('RESOURCE_ADMIN_STORE_BATTERY'),
      leaf('RESOURCE_ADMIN_STORE_USER_LIST'),
      leaf('RESOURCE_ADMIN_STORE_USER_ASSETS'),
      leaf('RESOURCE_ADMIN_STORE_USER_REAL'),
      leaf('RESOURCE_ADMIN_STORE_ORDER_SELL'),
      leaf('RESOURCE_ADMIN_STORE_ORDER_SELLCARD'),
      leaf('RESOURCE_ADMIN_STORE_ORDER_RENT'),
      leaf('RESOURCE_ADMIN_STORE_ORDER_DEPOSIT'),
      leaf('RESOURCE_ADMIN_STORE_ORDER_REFUND'),
      leaf('RESOURCE_ADMIN_STORE_ORDER_BAT_EX'),
      // the alarms of the store's cabinets (resources/store/store-cab-warnings.ts)
      leaf('RESOURCE_ADMIN_STORE_CAB_WARN', true),
    ],
    true,
  ),
  node(
    'RESOURCE_ADMIN_VSTORE',
    [
      leaf('RESOURCE_ADMIN_VSTORE_STORE'),
      leaf('RESOURCE_ADMIN_VSTORE_USER'),
      leaf('RESOURCE_ADMIN_VSTORE_BATTERY'),
      leaf('RESOURCE_ADMIN_VSTORE_ORDER_ACCOUNT'),
      leaf('RESOURCE_ADMIN_VSTORE_ORDER_WITHDRAW'),
      leaf('RESOURCE_ADMIN_VSTORE_ORDER_FLOW'),
    ],
    true,
  ),
  node(
    'RESOURCE_ADMIN_CAB',
    [leaf('RESOURCE_ADMIN_CAB_DEVICE'), leaf('RESOURCE_ADMIN_CAB_WARN'), leaf('RESOURCE_ADMIN_CAB_MSG'), leaf('RESOURCE_ADMIN_CAB_CMD')],
    true,
  ),
  node(
    'RESOURCE_ADMIN_SYSTEM',
    [
      node('RESOURCE_ADMIN_SYSTEM_RBAC', [
        leaf('RESOURCE_ADMIN_SYSTEM_RBAC_USER'),
        leaf('RESOURCE_ADMIN_SYSTEM_RBAC_ROLE'),
        leaf('RESOURCE_ADMIN_SYSTEM_RBAC_PRIVILEGE'),
      ]),
      node(
        'RESOURCE_ADMIN_SYSTEM_LOG',
        [leaf('RESOURCE_ADMIN_SYSTEM_LOG_ERROR'), leaf('RESOURCE_ADMIN_SYSTEM_LOG_SENSITIVE'), leaf('RESOURCE_ADMIN_SYSTEM_LOG_SIGNIN')],
        true,
      ),
      // the data-model designer and the run-time declarations (CONTRACT §2.4)
      leaf('RESOURCE_ADMIN_SYSTEM_SCHEMA', true),
      leaf('RESOURCE_ADMIN_SYSTEM_TRASH', true),
    ],
    true,
  ),
  // the template's demo apps (email, chat, calendar, invoices, …): not the operator's business
  leaf('RESOURCE_ADMIN_DEMO', true),
]);

/** Every code of the tree, depth first, parents before children. */
export const ALL_PRIVILEGE_CODES: readonly string[] = codesOf(PRIVILEGE_TREE);

const CODE_SET = new Set(ALL_PRIVILEGE_CODES);
export const isPrivilegeCode = (code: string): boolean => CODE_SET.has(code);

/** The parent code of each code (undefined for the root). */
export const PRIVILEGE_PARENT: ReadonlyMap<string, string> = (() => {
  const out = new Map<string, string>();
  const walk = (n: PrivilegeNode) =>
    n.children?.forEach((c) => {
      out.set(c.code, n.code);
      walk(c);
    });
  walk(PRIVILEGE_TREE);
  return out;
})();

export const ADMIN_CODE = 'RESOURCE_ADMIN';
/** The map dashboard's code, and the reports' (pages of their own, not resources). */
export const MAP_CODE = 'RESOURCE_ADMIN_DASHBOARD_MAP';
export const REPORT_CODE = 'RESOURCE_ADMIN_REPORT';
/** The code of the template's demo apps (menu section "demo" and its routes). */
export const DEMO_CODE = 'RESOURCE_ADMIN_DEMO';

/** The code that lets a caller read drafts and save, publish, revert and delete declarations (CONTRACT §2.4). */
export const SCHEMA_CODE = 'RESOURCE_ADMIN_SYSTEM_SCHEMA';

/** A code declared at run time (a declared resource's), and the tree's code it joins under. */
export interface DeclaredCode {
  readonly code: string;
  readonly parent: string;
}

/** The tree with `declared` codes added as leaves under their parents (codes already in it are left where they are). */
export function treeWith(tree: PrivilegeNode, declared: readonly DeclaredCode[]): PrivilegeNode {
  if (!declared.length) return tree;
  const known = new Set(ALL_PRIVILEGE_CODES);
  const under = new Map<string, string[]>();
  for (const d of declared)
    if (!known.has(d.code)) {
      known.add(d.code);
      under.set(d.parent, [...(under.get(d.parent) ?? []), d.code]);
    }
  const walk = (n: PrivilegeNode): PrivilegeNode => {
    const added = (under.get(n.code) ?? []).map((code) => leaf(code));
    if (!n.children && !added.length) return n;
    return { ...n, children: [...(n.children ?? []).map(walk), ...added] };
  };
  return walk(tree);
}

/** Every code of `tree`, depth first, parents before children. */
export function codesOf(tree: PrivilegeNode): string[] {
  const out: string[] = [];
  const walk = (n: PrivilegeNode) => {
    out.push(n.code);
    n.children?.forEach(walk);
  };
  walk(tree);
  return out;
}
