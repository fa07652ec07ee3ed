import fs from 'node:fs';
import { parseAst, type Plugin } from 'vite';
import { DEFAULT_LIST_PER_PAGE, DEFAULT_LIST_SORT } from '../src/schema/listDefaults.ts';
import { isNode, keyName, type Node } from './ast.ts';

/** What the tiny entry needs to ask for a generated list's first page: the API collection, the default sort and page size. */
export interface ListHint {
  name: string;
  sort: { field: string; order: string };
  perPage: number;
}

/**
 * A schema file's list hint, read from its `defineResource({...})` literal (name, route,
 * defaultSort, perPage); undefined when they are not plain literals there (that list's page is
 * then asked by the app's start instead, src/firstScreen/prefetchFirstList.ts).
 */
export function listHintFrom(code: string): [string, ListHint] | undefined {
  let found: [string, ListHint] | undefined;
  const literal = (n: unknown) => (isNode(n) && n.type === 'Literal' ? (n.value as unknown) : undefined);
  const walk = (node: unknown): void => {
    if (found) return;
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isNode(node)) return;
    const callee = node.callee as Node | undefined;
    const arg = (node.arguments as Node[] | undefined)?.[0];
    if (node.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'defineResource' && arg?.type === 'ObjectExpression') {
      const props = new Map((arg.properties as Node[]).filter((p) => p.type === 'Property').map((p) => [keyName(p), p.value as Node]));
      const name = literal(props.get('name'));
      const route = literal(props.get('route'));
      const sortNode = props.get('defaultSort');
      const perPageNode = props.get('perPage');
      const sortProps = sortNode?.type === 'ObjectExpression' ? new Map((sortNode.properties as Node[]).map((p) => [keyName(p), literal(p.value)])) : undefined;
      const field = sortProps?.get('field');
      const order = sortProps?.get('order');
      const perPage = perPageNode ? literal(perPageNode) : DEFAULT_LIST_PER_PAGE;
      if (typeof name !== 'string' || typeof route !== 'string' || typeof perPage !== 'number') return;
      if (sortNode && (typeof field !== 'string' || typeof order !== 'string')) return;
      found = [route, { name, sort: sortNode ? { field: field as string, order: order as string } : { ...DEFAULT_LIST_SORT }, perPage }];
      return;
    }
    for (const [k, v] of Object.entries(node)) if (k !== 'type' && k !== 'start' && k !== 'end') walk(v);
  };
  walk(parseAst(code, { lang: 'ts' }));
  return found;
}

/** The schema files (as src/schema/registry.ts globs them). */
export const schemaFiles = (): string[] => {
  const root = new URL('../resources/', import.meta.url).pathname;
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => fs.readdirSync(`${root}${d.name}`).map((f) => `${root}${d.name}/${f}`))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !/\/_[^/]*$/.test(f))
    .sort();
};

/**
 * `virtual:first-list-hints`: route → list hint of every schema, read from the schema files at
 * build time, for the tiny entry to ask for the first list's page before the app (and its
 * registry) has even been downloaded.
 */
export function firstListHints(): Plugin {
  const ID = 'virtual:first-list-hints';
  const RESOLVED = `\0${ID}`;
  return {
    name: 'swap:first-list-hints',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const hints: Record<string, ListHint> = {};
      for (const file of schemaFiles()) {
        this.addWatchFile(file);
        const hint = listHintFrom(fs.readFileSync(file, 'utf8'));
        if (hint) hints[hint[0]] = hint[1];
      }
      return `export default ${JSON.stringify(hints)};`;
    },
  };
}
