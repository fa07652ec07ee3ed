/**
 * The role editor's selection with rights (CONTRACT §2.6): a resource's code stands for all of its
 * rights, so the tree shows them checked under it; taking one right away leaves the others as
 * rights of their own; all of them checked again is the resource's code (which also grants the rights
 * a later version of the resource brings). Pure: the selection in, the next selection out.
 */
import type { PrivilegeNode } from '../../../resources/privilege-tree';
import { expandRights, parseRight, rightCode, type Right } from '../../../resources/rights';
import { codesUnder } from '../privilegeTreeWalk';

export type RightsByCode = ReadonlyMap<string, readonly Right[]>;

/** `codes` with each resource's code added whose every right is among them (all of them checked is the whole resource). */
function withWholeResources(codes: Set<string>, rights: RightsByCode): Set<string> {
  for (const [code, list] of rights) if (list.length && list.every((r) => codes.has(r.code))) codes.add(code);
  return codes;
}

/**
 * What the tree shows checked: the selection's codes, the rights of each resource code in it, and a
 * resource's code when every one of its rights is (the store manager's alarms: read, acknowledge, resolve).
 */
export const heldCodes = (selected: Iterable<string>, rights: RightsByCode): Set<string> => withWholeResources(expandRights(selected, rights), rights);

/** A resource's code in place of all of its rights, and none of them listed beside it. */
function tidy(codes: Set<string>, rights: RightsByCode): string[] {
  withWholeResources(codes, rights);
  for (const [code, list] of rights) if (codes.has(code)) for (const r of list) codes.delete(r.code);
  return [...codes];
}

/** The selection after checking (`on`) or unchecking `node` and everything under it. */
export function toggled(selected: Iterable<string>, node: PrivilegeNode, on: boolean, rights: RightsByCode): string[] {
  const next = expandRights(selected, rights);
  for (const code of codesUnder(node)) {
    if (on) next.add(code);
    else next.delete(code);
  }
  // a right taken away: its resource's code, which would grant it back, goes too
  const owner = parseRight(node.code)?.resourceCode;
  if (!on && owner) next.delete(owner);
  return tidy(next, rights);
}

/** The selection with only the right to read left of the resource `code`'s rights. */
export function readOnly(selected: Iterable<string>, code: string, rights: RightsByCode): string[] {
  const next = expandRights(selected, rights);
  next.delete(code);
  for (const r of rights.get(code) ?? []) next.delete(r.code);
  next.add(rightCode(code, 'read'));
  return tidy(next, rights);
}
