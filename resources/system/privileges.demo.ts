/** Demo data of `privileges` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo } from '../demo-gen';
import schema from './privileges';
import { ALL_PRIVILEGE_CODES, PRIVILEGE_PARENT, PRIVILEGE_TREE, type PrivilegeNode } from '../privilege-tree';

const depth = (code: string): number => {
  let d = 0;
  for (let c = PRIVILEGE_PARENT.get(code); c; c = PRIVILEGE_PARENT.get(c)) d++;
  return d;
};
const inferred = new Set<string>();
const walk = (n: PrivilegeNode) => {
  if (n.inferred) inferred.add(n.code);
  n.children?.forEach(walk);
};
walk(PRIVILEGE_TREE);

export default defineDemo(schema, {
  count: 0,
  rows: () =>
    ALL_PRIVILEGE_CODES.map((code, i) => ({
      id: code,
      code,
      parentId: PRIVILEGE_PARENT.get(code),
      type: ALL_PRIVILEGE_CODES.some((c) => PRIVILEGE_PARENT.get(c) === code) ? 'menu' : 'route',
      depth: depth(code),
      order: i,
      inferred: inferred.has(code),
    })),
});
