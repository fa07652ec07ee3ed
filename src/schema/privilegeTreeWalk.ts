/** The privilege tree as the role editor walks it: subtrees, inner nodes, and what a search leaves on screen. */
import type { PrivilegeNode } from '../../resources/privilege-tree';

/** A node's code and every code below it. */
export const codesUnder = (n: PrivilegeNode): string[] => [n.code, ...(n.children ?? []).flatMap(codesUnder)];

/** The codes of the nodes that have children (the ones that open and close). */
export function innerCodes(root: PrivilegeNode): string[] {
  const out: string[] = [];
  const walk = (n: PrivilegeNode) => {
    if (!n.children?.length) return;
    out.push(n.code);
    n.children.forEach(walk);
  };
  walk(root);
  return out;
}

/** The nodes open at first: the root and its children, so every section's entries show. */
export function initiallyOpen(root: PrivilegeNode): Set<string> {
  return new Set([root.code, ...(root.children ?? []).filter((c) => c.children?.length).map((c) => c.code)]);
}

/** Case-insensitive, accent-insensitive text for matching. */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

export interface SearchResult {
  /** Nodes whose name or code holds the query. */
  readonly matches: ReadonlySet<string>;
  /** Nodes on screen: the matches, their ancestors (the path to them) and their descendants (what a matching group holds). */
  readonly visible: ReadonlySet<string>;
  /** Inner nodes to open so that every visible node shows. */
  readonly open: ReadonlySet<string>;
}

/** What a search for `query` (by name or code) leaves on screen. */
export function searchTree(root: PrivilegeNode, query: string, nameOf: (code: string) => string): SearchResult {
  const q = fold(query.trim());
  const matches = new Set<string>();
  const visible = new Set<string>();
  const open = new Set<string>();
  const walk = (n: PrivilegeNode, ancestors: readonly string[], insideMatch: boolean): boolean => {
    const hit = q.length > 0 && (fold(n.code).includes(q) || fold(nameOf(n.code)).includes(q));
    if (hit) matches.add(n.code);
    let shown = hit || insideMatch;
    for (const c of n.children ?? []) if (walk(c, [...ancestors, n.code], insideMatch || hit)) shown = true;
    if (shown) {
      visible.add(n.code);
      if (n.children?.some((c) => visible.has(c.code))) open.add(n.code);
      ancestors.forEach((a) => open.add(a));
    }
    return shown;
  };
  walk(root, [], false);
  return { matches, visible, open };
}
