// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstScreenHints, screenHints } from './first-screen-hints';
import { registry } from '../src/schema/registry';
import { DEFAULT_LIST_PER_PAGE, RELATED_PER_PAGE, listSortOf } from '../src/schema/listDefaults';
import { listQuery } from '../src/providers/listQuery';
import { buildQuery, createHttpClient } from '../src/providers/http';
import { createDataProvider } from '../src/providers/dataProvider';
import { routeName } from '../resources/registry';

const hints = screenHints(registry);

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

describe('first-screen hints (virtual:first-screen-hints, from the registry at build time)', () => {
  it("says for each schema what the registry says (collection, sort, page size), the store views' too", () => {
    expect(Object.keys(hints)).toHaveLength(registry.all.length);
    for (const def of registry.all) {
      expect(hints[def.route], def.route).toMatchObject({ name: def.name, sort: listSortOf(def), perPage: def.perPage ?? DEFAULT_LIST_PER_PAGE });
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

  it('gives the addresses a record page asks for: the record, its links and the related tables that point back by id', async () => {
    const rider = registry.byName('consumers')!;
    const hint = hints[rider.route];
    const byId = (rider.related ?? []).filter((r) => r.match === undefined);
    expect(hint.related.map((r) => r.name)).toEqual(byId.map((r) => r.resource));
    expect(hint.related.length).toBeGreaterThanOrEqual(5);
    const { asked, dataProvider } = recordingProvider();
    await dataProvider.getOne(routeName(rider), { id: '34' });
    await dataProvider.references(routeName(rider), { id: '34' });
    for (const related of hint.related) {
      const target = registry.byName(related.name)!;
      // what RelatedTable's ListBase asks: relatedFilter's filter, the target's sort, RELATED_PER_PAGE rows
      await dataProvider.getList(routeName(target), {
        pagination: { page: 1, perPage: RELATED_PER_PAGE },
        sort: listSortOf(target),
        filter: { [related.via]: '34' },
      });
    }
    const fromBoot = [
      `/${hint.name}/34`,
      `/${hint.name}/34/references`,
      ...hint.related.map(
        (r) => `/${r.name}${buildQuery(listQuery({ pagination: { page: 1, perPage: RELATED_PER_PAGE }, sort: r.sort, filter: { [r.via]: '34' } }))}`,
      ),
    ];
    expect(asked).toEqual(fromBoot);
    expect(fromBoot).toContain('/rent-orders?page=1&size=5&sort=createdAt&order=desc&consumerId=34');
  });

  it('the build plugin evaluates the registry itself and exports the same hints', async () => {
    const plugin = firstScreenHints();
    const watched: string[] = [];
    const load = plugin.load as (this: { addWatchFile(f: string): void }, id: string) => Promise<string>;
    const code = await load.call({ addWatchFile: (f) => watched.push(f) }, '\0virtual:first-screen-hints');
    expect(JSON.parse(code.replace(/^export default /, '').replace(/;$/, ''))).toEqual(JSON.parse(JSON.stringify(hints)));
    expect(watched.some((f) => f.endsWith('resources/consumer/consumers.ts'))).toBe(true);
  }, 30000);
});
