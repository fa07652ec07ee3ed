import { runnerImport, type Plugin } from 'vite';
import type { SortPayload } from 'react-admin';
import type { Registry } from '../resources/registry.ts';
import { DEFAULT_LIST_PER_PAGE, listSortOf } from '../src/schema/listDefaults.ts';

/** What the tiny entry needs to ask for a generated list's first page before the app has arrived: the API collection, the default sort and page size. */
export interface ListHint {
  name: string;
  sort: SortPayload;
  perPage: number;
}

/** Route → hint of every schema in the registry. */
export function listHints(registry: Registry): Record<string, ListHint> {
  const hints: Record<string, ListHint> = {};
  for (const def of registry.all) {
    hints[def.route] = { name: def.name, sort: listSortOf(def), perPage: def.perPage ?? DEFAULT_LIST_PER_PAGE };
  }
  return hints;
}

/**
 * `virtual:first-list-hints`: route → hint of every schema, from the app's own registry
 * (src/schema/registry.ts, evaluated at build time by Vite's module runner), for the tiny entry
 * (src/firstScreen/boot.ts) to ask for the first list's page before the app (and its registry) has even been downloaded.
 */
export function firstListHints(): Plugin {
  const ID = 'virtual:first-list-hints';
  const RESOLVED = `\0${ID}`;
  let root = process.cwd();
  return {
    name: 'swap:first-list-hints',
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
      return `export default ${JSON.stringify(listHints(module.registry))};`;
    },
  };
}
