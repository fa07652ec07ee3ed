// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstListHints, listHints } from './first-list-hints';
import { registry } from '../src/schema/registry';
import { DEFAULT_LIST_PER_PAGE, listSortOf } from '../src/schema/listDefaults';
import { listQuery } from '../src/providers/listQuery';
import { buildQuery, createHttpClient } from '../src/providers/http';
import { createDataProvider } from '../src/providers/dataProvider';
import { routeName } from '../resources/registry';

const hints = listHints(registry);

/** The addresses the app's data provider asks for, in order. */
function recordingProvider() {
  const asked: string[] = [];
  const fetch = (async (url: string) => {
    asked.push(String(url).replace(/^\/admin-company\/v1/, ''));
    return new Response(JSON.stringify({ code: 200, msg: 'ok', data: { data: [], total: 0, id: '34' } }), { headers: { 'Content-Type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const http = createHttpClient({ getToken: () => 't', fetch });
  return { asked, dataProvider: createDataProvider(http, registry, (key) => key) };
}

describe('first-list hints (virtual:first-list-hints, from the registry at build time)', () => {
  it("says for each schema what the registry says (collection, sort, page size), the store views' too", () => {
    expect(Object.keys(hints)).toHaveLength(registry.all.length);
    for (const def of registry.all) {
      expect(hints[def.route], def.route).toEqual({ name: def.name, sort: listSortOf(def), perPage: def.perPage ?? DEFAULT_LIST_PER_PAGE });
    }
  });

  it("gives the address the data provider asks for a list's default page", async () => {
    const hint = hints['/apps/assets/battery'];
    const q = buildQuery(listQuery({ pagination: { page: 1, perPage: hint.perPage }, sort: hint.sort, filter: {} }));
    expect(`/${hint.name}${q}`).toBe('/batteries?page=1&size=20&sort=sn&order=asc');
    const { asked, dataProvider } = recordingProvider();
    await dataProvider.getList(routeName(registry.byName('batteries')!), { pagination: { page: 1, perPage: hint.perPage }, sort: hint.sort, filter: {} });
    expect(asked).toEqual([`/${hint.name}${q}`]);
  });

  it('the build plugin evaluates the registry itself and exports the same hints', async () => {
    const plugin = firstListHints();
    const watched: string[] = [];
    const load = plugin.load as (this: { addWatchFile(f: string): void }, id: string) => Promise<string>;
    const code = await load.call({ addWatchFile: (f) => watched.push(f) }, '\0virtual:first-list-hints');
    expect(JSON.parse(code.replace(/^export default /, '').replace(/;$/, ''))).toEqual(JSON.parse(JSON.stringify(hints)));
    expect(watched.some((f) => f.endsWith('resources/consumer/consumers.ts'))).toBe(true);
  }, 30000);
});
