/**
 * The records of the `privileges` collection: every code of a registry's tree (the spec's codes, the
 * declared resources' codes, the rights under each resource's code) with its parent, type, depth
 * and order. The demo seed writes them; the server adds the ones a later declaration brings.
 */
import { PRIVILEGE_TREE, type PrivilegeNode } from './privilege-tree';
import type { Registry } from './registry';
import { parseRight } from './rights';

const inferred = new Set<string>();
const walk = (n: PrivilegeNode) => {
  if (n.inferred) inferred.add(n.code);
  n.children?.forEach(walk);
};
walk(PRIVILEGE_TREE);

export function privilegeRows(registry: Registry): Record<string, unknown>[] {
  const parent = new Map<string, string>();
  const depth = new Map<string, number>();
  const visit = (n: PrivilegeNode, d: number) => {
    depth.set(n.code, d);
    n.children?.forEach((c) => {
      parent.set(c.code, n.code);
      visit(c, d + 1);
    });
  };
  visit(registry.privilegeTree, 0);
  // a code with codes of the tree under it is a menu's; one with only rights under it (a resource's), or none, a route's
  const groups = new Set(registry.privilegeCodes.filter((c) => !parseRight(c)).map((c) => parent.get(c)));
  return registry.privilegeCodes.map((code, i) => ({
    id: code,
    code,
    parentId: parent.get(code),
    type: parseRight(code) ? 'action' : groups.has(code) ? 'menu' : 'route',
    depth: depth.get(code) ?? 0,
    order: i,
    inferred: inferred.has(code),
  }));
}
