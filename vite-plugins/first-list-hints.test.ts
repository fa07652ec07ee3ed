// @vitest-environment node
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listHintFrom, schemaFiles } from './first-list-hints';
import { registry } from '../src/schema/registry';
import { listSortOf } from '../src/schema/listDefaults';
import { DEFAULT_LIST_PER_PAGE } from '../src/schema/listDefaults';
import { listQuery } from '../src/providers/listQuery';
import { buildQuery } from '../src/providers/http';

describe('first-list hints (virtual:first-list-hints, read from the schema files at build time)', () => {
  const hints = new Map(schemaFiles().flatMap((f) => [listHintFrom(fs.readFileSync(f, 'utf8'))].filter((h) => h !== undefined)));

  it('says for each schema what the registry says (collection, sort, page size)', () => {
    // the store views take their sort from the schema they view (not a literal): their page is asked by the app's start
    expect(hints.size).toBeGreaterThanOrEqual(registry.all.length - registry.all.filter((d) => d.route.startsWith('/store/')).length);
    for (const def of registry.all) {
      const hint = hints.get(def.route);
      if (hint) expect(hint, def.route).toEqual({ name: def.name, sort: listSortOf(def), perPage: def.perPage ?? DEFAULT_LIST_PER_PAGE });
    }
    expect(hints.has('/apps/assets/battery')).toBe(true);
  });

  it("gives the address the data provider asks for a list's default page", () => {
    const hint = hints.get('/apps/assets/battery')!;
    const q = buildQuery(listQuery({ pagination: { page: 1, perPage: hint.perPage }, sort: hint.sort, filter: {} }));
    expect(`/${hint.name}${q}`).toBe('/batteries?page=1&size=20&sort=sn&order=asc');
  });

  it('reads literals only: a computed route or sort gives no hint', () => {
    expect(listHintFrom("export default defineResource({ name: 'x', route: '/apps/x', fields: {} });")).toEqual([
      '/apps/x',
      { name: 'x', sort: { field: 'id', order: 'ASC' }, perPage: DEFAULT_LIST_PER_PAGE },
    ]);
    expect(listHintFrom("export default defineResource({ name: 'x', route: ROUTES.x, fields: {} });")).toBeUndefined();
    expect(listHintFrom("export default defineResource({ name: 'x', route: '/apps/x', defaultSort: SORT, fields: {} });")).toBeUndefined();
    expect(listHintFrom("export default defineResource({ name: 'x', route: '/apps/x', perPage: 50, defaultSort: { field: 'at', order: 'DESC' } });")).toEqual([
      '/apps/x',
      { name: 'x', sort: { field: 'at', order: 'DESC' }, perPage: 50 },
    ]);
  });
});
