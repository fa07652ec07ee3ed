import { runnerImport, type Plugin } from 'vite';
import type { SortPayload } from 'react-admin';
import type { Registry } from '../resources/registry.ts';
import { DEFAULT_LIST_PER_PAGE, listSortOf } from '../src/schema/listDefaults.ts';

/** A related table the tiny entry can ask for: the target's API collection, the field that points back by id, its sort. */
export interface RelatedHint {
  name: string;
  via: string;
  sort: SortPayload;
}

/**
 * What the tiny entry needs to ask for a generated screen's data before the app has arrived: the
 * API collection, the list's default sort and page size, and the record page's related tables
 * that point back by id (a table matched by another value needs the record first).
 */
export interface ScreenHint {
  name: string;
  sort: SortPayload;
  perPage: number;
  related: RelatedHint[];
}

/** Route → hint of every schema in the registry. */
export function screenHints(registry: Registry): Record<string, ScreenHint> {
  const hints: Record<string, ScreenHint> = {};
  for (const def of registry.all) {
    const related = (def.related ?? []).flatMap((relation): RelatedHint[] => {
      const target = registry.byName(relation.resource);
      if (!target || relation.match !== undefined) return [];
      const via = typeof relation.via === 'string' ? relation.via : relation.via.join('|');
      return [{ name: target.name, via, sort: listSortOf(target) }];
    });
    hints[def.route] = { name: def.name, sort: listSortOf(def), perPage: def.perPage ?? DEFAULT_LIST_PER_PAGE, related };
  }
  return hints;
}

/**
 * `virtual:first-screen-hints`: route → hint of every schema, from the app's own registry
 * (src/schema/registry.ts, evaluated at build time by Vite's module runner), for the tiny entry
 * (src/firstScreen/boot.ts) to ask for the first list's page, or a record page's record and
 * related tables, before the app (and its registry) has even been downloaded.
 */
export function firstScreenHints(): Plugin {
  const ID = 'virtual:first-screen-hints';
  const RESOLVED = `\0${ID}`;
  let root = process.cwd();
  return {
    name: 'swap:first-screen-hints',
    configResolved: (config) => {
      root = config.root;
    },
    resolveId: (id) => (id === ID ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      const { module, dependencies } = await runnerImport<{ registry: Registry }>('/src/schema/registry.ts', {
        configFile: false,
        root,
        logLevel: 'error',
      });
      for (const file of dependencies) this.addWatchFile(file);
      return `export default ${JSON.stringify(screenHints(module.registry))};`;
    },
  };
}
