/**
 * The rights under a resource's privilege code (CONTRACT §2.6): `<CODE>:read`, `<CODE>:create`,
 * `<CODE>:update`, `<CODE>:delete`, `<CODE>:transition:<name>`, `<CODE>:action:<name>`. Holding
 * `<CODE>` itself grants every one of them (the roles and tokens made before rights existed keep
 * working); holding only some grants only those. Pure data, read by the access function
 * (access.ts), the registry's privilege tree, the server (403s, openapi.json) and the role editor.
 */
import { actionsOf, type ResourceDef } from './define';
import type { PrivilegeNode } from './privilege-tree';

export type RightKind = 'read' | 'create' | 'update' | 'delete' | 'transition' | 'action';

/** One right: its code, what it allows, and for a transition or a record action, its name. */
export interface Right {
  readonly code: string;
  readonly kind: RightKind;
  readonly name?: string;
}

const SEPARATOR = ':';

/** The code of a right under `resourceCode`. */
export function rightCode(resourceCode: string, kind: RightKind, name?: string): string {
  return name === undefined ? `${resourceCode}${SEPARATOR}${kind}` : `${resourceCode}${SEPARATOR}${kind}${SEPARATOR}${name}`;
}

/** A right's parts, when `code` is one (`undefined` for a code of the tree). */
export function parseRight(code: string): { readonly resourceCode: string; readonly kind: RightKind; readonly name?: string } | undefined {
  const [resourceCode, kind, ...rest] = code.split(SEPARATOR);
  if (!resourceCode || !kind || !KINDS.has(kind as RightKind)) return undefined;
  const named = kind === 'transition' || kind === 'action';
  if (named !== rest.length > 0) return undefined;
  return named ? { resourceCode, kind: kind as RightKind, name: rest.join(SEPARATOR) } : { resourceCode, kind: kind as RightKind };
}

const KINDS: ReadonlySet<RightKind> = new Set(['read', 'create', 'update', 'delete', 'transition', 'action']);

/** Every right a resource offers, in the order the role editor lists them: read, the writes it offers, each transition, each record action. */
export function rightsOf(def: ResourceDef): Right[] {
  const offered = actionsOf(def);
  const code = def.privilege;
  const out: Right[] = [{ code: rightCode(code, 'read'), kind: 'read' }];
  if (offered.create) out.push({ code: rightCode(code, 'create'), kind: 'create' });
  if (offered.edit) out.push({ code: rightCode(code, 'update'), kind: 'update' });
  if (offered.delete) out.push({ code: rightCode(code, 'delete'), kind: 'delete' });
  for (const name of Object.keys(def.workflow?.transitions ?? {})) out.push({ code: rightCode(code, 'transition', name), kind: 'transition', name });
  for (const name of Object.keys(def.recordActions ?? {})) out.push({ code: rightCode(code, 'action', name), kind: 'action', name });
  return out;
}

/** Whether `privileges` hold a right of `def`: its resource's code (every right) or the right's own code. */
export function holdsRight(privileges: ReadonlySet<string>, def: ResourceDef, kind: RightKind, name?: string): boolean {
  return privileges.has(def.privilege) || privileges.has(rightCode(def.privilege, kind, name));
}

/** Every right of every resource, by the resource code it sits under (resources sharing a code share its rights). */
export function rightsByCode(defs: readonly ResourceDef[]): ReadonlyMap<string, readonly Right[]> {
  const out = new Map<string, Right[]>();
  for (const def of defs) {
    const list = out.get(def.privilege) ?? [];
    for (const right of rightsOf(def)) if (!list.some((r) => r.code === right.code)) list.push(right);
    out.set(def.privilege, list);
  }
  return out;
}

/**
 * The codes of `privileges` with each resource code held replaced by its rights (a resource code
 * stands for all of them): what a role editor shows as checked, and what is left when one right
 * of a held resource code is taken away.
 */
export function expandRights(privileges: Iterable<string>, rights: ReadonlyMap<string, readonly Right[]>): Set<string> {
  const out = new Set<string>();
  for (const code of privileges) {
    out.add(code);
    for (const r of rights.get(code) ?? []) out.add(r.code);
  }
  return out;
}

/** `tree` with each resource code's rights as its last children (codes the tree holds already are left where they are). */
export function treeWithRights(tree: PrivilegeNode, rights: ReadonlyMap<string, readonly Right[]>): PrivilegeNode {
  const walk = (n: PrivilegeNode): PrivilegeNode => {
    const added = (rights.get(n.code) ?? []).map((r): PrivilegeNode => ({ code: r.code }));
    if (!n.children && !added.length) return n;
    return { ...n, children: [...(n.children ?? []).map(walk), ...added] };
  };
  return walk(tree);
}
