/**
 * The records' repository on both engines (SQLite file, PostgreSQL database on the run's
 * throw-away server): explicit writes and transactions, and list queries in SQL that answer
 * what the in-memory list query's filters select on the demo data — equality, any-of, ranges,
 * `q`, relevance — in the database's order (`inOrder` below), paged, with the total.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectionOf, isSortable, type ResourceDef } from '../../resources/define';
import type { Registry } from '../../resources/registry';
import { parseListQuery, rankByRelevance, restrictTo, runListQuery, type ListQuery } from '../../server/api/list-query';
import { valueType } from '../../server/db/expressions';
import { openDatabase } from '../../server/db/open';
import { UniqueViolation } from '../../server/db/records';
import { Repository } from '../../server/db/repository';
import { pageIdsQuery } from '../../server/db/list-sql';
import type { SearchPlan } from '../../server/db/search';
import { ensureTables } from '../../server/db/tables';
import { sql } from '../../server/db/kysely';
import { loadDemos, loadRegistry } from '../../server/load-registry';
import { generateResourceData } from '../../server/seed';
import type { Row } from '../../server/row';
import { createDatabase } from '../../scripts/postgres-server.mjs';

let registry: Registry;
let data: Record<string, Row[]>;

beforeAll(async () => {
  registry = await loadRegistry();
  data = generateResourceData(registry, await loadDemos(), 4);
});

/** Queries every list of the app can send, per resource: each sort both ways, each filter's values, ranges, `q`. */
function queriesOf(def: ResourceDef, rows: readonly Row[]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [{}, { page: '2', size: '7' }];
  const sample = rows.slice(0, 3);
  for (const [name, field] of Object.entries(def.fields)) {
    if (isSortable(field)) out.push({ sort: name, order: 'asc', size: '15' }, { sort: name, order: 'desc', size: '15', page: '2' });
    if (field.writeOnly) continue;
    const values = [...new Set(sample.map((r) => r[name]).filter((v) => v !== undefined && v !== null && v !== ''))];
    if (field.kind === 'enum') out.push({ [name]: Object.keys(field.values).slice(0, 2) });
    else if (field.kind === 'boolean') out.push({ [name]: 'true' }, { [name]: 'false' });
    else if (field.kind === 'referenceMany') out.push({ [name]: values.flat().slice(0, 2).map(String) });
    else if (field.filter === 'search' && typeof values[0] === 'string')
      out.push({ [name]: values[0].slice(1, 3) }, { [name]: values[0].slice(1, 5).toUpperCase() });
    else if (field.filter === 'range' && values.length) out.push({ [`${name}_gte`]: String(values[0]) }, { [`${name}_lte`]: String(values[0]), sort: name });
    else if ((field.filter === 'equal' || field.kind === 'reference') && values.length) out.push({ [name]: values.map(String) });
  }
  const title = sample[0]?.[def.title];
  // two characters scan; three or more go through the search index (SQLite's trigram table)
  if (typeof title === 'string' && title.length > 1) out.push({ q: title.slice(0, 2) }, { q: title.slice(0, 2), sort: 'relevance' });
  if (typeof title === 'string' && title.length > 3)
    out.push({ q: title.slice(-4) }, { q: title.slice(1, 4).toUpperCase(), sort: 'relevance' }, { q: '"%_\\' });
  return out;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';
const byId = (a: Row, b: Row) => String(a.id).length - String(b.id).length || (String(a.id) < String(b.id) ? -1 : String(a.id) > String(b.id) ? 1 : 0);

/**
 * The order the database keeps, written out: the list's filters (the in-memory conditions), then
 * empty values after the others, numbers as numbers, ids and references in numeric order (by
 * length, then text), other text as text; the id breaks ties.
 */
function inOrder(def: ResourceDef, rows: readonly Row[], q: ListQuery): Row[] {
  const matched = runListQuery(rows, { ...q, sort: undefined, page: 1, size: Number.MAX_SAFE_INTEGER }).data;
  if (!q.sort) return matched.sort(byId);
  const { field, desc } = q.sort;
  const type = valueType(def.fields[field]);
  const compare = (a: unknown, b: unknown): number => {
    if (isEmpty(a) || isEmpty(b)) return Number(isEmpty(a)) - Number(isEmpty(b));
    if (type === 'number' || type === 'boolean') return Number(a) - Number(b);
    const [x, y] = [String(a), String(b)];
    if (type === 'id' && x.length !== y.length) return x.length - y.length;
    return x < y ? -1 : x > y ? 1 : 0;
  };
  return matched.sort((a, b) => (field === 'id' ? (desc ? -1 : 1) * byId(a, b) : (desc ? -1 : 1) * compare(a[field], b[field]) || byId(a, b)));
}

const ENGINES = [
  {
    engine: 'SQLite',
    open: async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repo-'));
      return { opened: openDatabase({ file: path.join(dir, 'db.sqlite') }), done: () => fs.rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    engine: 'PostgreSQL',
    open: async () => ({ opened: openDatabase({ url: await createDatabase(inject('postgresUrl'), `repo_${process.pid}`) }), done: () => undefined }),
  },
];

describe.each(ENGINES)('the repository on $engine', ({ open }) => {
  let repo: Repository;
  let done: () => void;

  beforeAll(async () => {
    const { opened, done: cleanUp } = await open();
    done = cleanUp;
    repo = new Repository(opened.db, opened.engine, await ensureTables(opened.db, opened.engine, registry));
    await repo.replaceAll(data);
  }, 120_000);

  afterAll(async () => {
    await repo?.close();
    done?.();
  });

  it('selects what the in-memory list selects, in the database’s order, page and total alike', async () => {
    let checked = 0;
    for (const def of registry.all) {
      const rows = data[collectionOf(def)];
      if (!rows?.length) continue;
      for (const query of queriesOf(def, rows)) {
        const q = parseListQuery(def, query);
        // as the list route does: `sort=relevance` ranks every match (in the default order), then pages
        const all = inOrder(def, rows, q);
        const start = (q.page - 1) * q.size;
        const sorted = { data: (q.relevance ? rankByRelevance(all, q.relevance) : all).slice(start, start + q.size), total: all.length };
        const actual = await repo.list(def, collectionOf(def), q);
        const label = `${def.name} ${JSON.stringify(query)}`;
        expect({ label, total: actual.total, ids: actual.data.map((r) => r.id) }).toEqual({ label, total: sorted.total, ids: sorted.data.map((r) => r.id) });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('keeps store scoping as an equality on the store', async () => {
    const def = registry.byName('batteries')!;
    const rows = data[collectionOf(def)];
    const store = String(rows[0].storeId);
    const q = parseListQuery(def, { size: '50' });
    restrictTo(q, 'storeId', store);
    const actual = await repo.list(def, collectionOf(def), q);
    expect(actual.total).toBe(rows.filter((r) => String(r.storeId) === store).length);
    expect(actual.data.every((r) => String(r.storeId) === store)).toBe(true);
  });

  it('writes whole records explicitly, and a failed transaction leaves nothing behind', async () => {
    const table = 'stores';
    const id = await repo.nextId(table);
    expect(Number(id)).toBeGreaterThan(Math.max(...data[table].map((r) => Number(r.id))));
    await repo.insert(table, { id, name: '测试门店', status: 'open' });
    expect(await repo.get(table, id)).toEqual({ id, name: '测试门店', status: 'open' });
    expect(await repo.update(table, id, { name: '改名门店' })).toBe(true);
    expect(await repo.get(table, id)).toEqual({ id, name: '改名门店' });
    await expect(
      repo.transaction(async (tx) => {
        await tx.update(table, id, { name: '不会留下' });
        await tx.insert(table, { id, name: '同一个 id' });
      }),
    ).rejects.toThrow();
    expect((await repo.get(table, id))?.name).toBe('改名门店');
    expect(await repo.remove(table, id)).toBe(true);
    expect(await repo.remove(table, id)).toBe(false);
    expect(await repo.get(table, id)).toBeUndefined();
    // an id is never given twice, even after its record is gone
    expect(Number(await repo.nextId(table))).toBe(Number(id) + 1);
  });

  it('answers what was written, at once and after a transaction, and nothing a rolled-back one wrote', async () => {
    const def = registry.byName('stores')!;
    const id = await repo.nextId('stores');
    const total = async () => (await repo.list(def, 'stores', parseListQuery(def, { status: 'open' }))).total;
    const before = await total();
    expect(await repo.get('stores', id)).toBeUndefined(); // read (and, on SQLite, kept as absent)
    await repo.insert('stores', { id, name: '缓存门店', status: 'open' });
    expect((await repo.get('stores', id))?.name).toBe('缓存门店');
    expect(await total()).toBe(before + 1);
    // a reader cannot change what the next reader gets
    const read = (await repo.getMany('stores', [id]))[0];
    read.name = '被改了';
    expect((await repo.get('stores', id))?.name).toBe('缓存门店');
    await expect(
      repo.transaction(async (tx) => {
        await tx.update('stores', id, { name: '回滚的名字', status: 'closed' });
        expect((await tx.get('stores', id))?.name).toBe('回滚的名字'); // the transaction sees its own write
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await repo.get('stores', id))?.name).toBe('缓存门店');
    expect(await total()).toBe(before + 1);
    await repo.transaction((tx) => tx.update('stores', id, { name: '提交的名字', status: 'closed' }));
    expect((await repo.get('stores', id))?.name).toBe('提交的名字');
    expect(await total()).toBe(before);
    await repo.remove('stores', id);
    expect(await repo.get('stores', id)).toBeUndefined();
  });

  it('refuses a second record with a unique value in another case, naming the field; empty values may repeat', async () => {
    const [battery] = data.batteries;
    const id = await repo.nextId('batteries');
    await expect(repo.insert('batteries', { ...battery, id, sn: String(battery.sn).toLowerCase() })).rejects.toEqual(new UniqueViolation('sn'));
    await expect(
      repo.transaction((tx) => tx.update('batteries', String(data.batteries[1].id), { ...data.batteries[1], sn: battery.sn })),
    ).rejects.toBeInstanceOf(UniqueViolation);
    expect((await repo.get('batteries', String(data.batteries[1].id)))?.sn).toBe(data.batteries[1].sn);
    const [a, b] = [await repo.nextId('vehicles'), await repo.nextId('vehicles')];
    await repo.insert('vehicles', { ...data.vehicles[0], id: a, plate: `沪A${a}`, frameId: `F${a}`, terminalSn: '' });
    await repo.insert('vehicles', { ...data.vehicles[0], id: b, plate: `沪A${b}`, frameId: `F${b}`, terminalSn: '' });
    expect((await repo.getMany('vehicles', [a, b])).map((v) => v.terminalSn)).toEqual(['', '']);
  });

  it('keeps the search index in step with every write', async () => {
    const def = registry.byName('stores')!;
    const search = (q: string) => repo.list(def, 'stores', parseListQuery(def, { q })).then((page) => page.data.map((r) => r.id));
    const id = await repo.nextId('stores');
    await repo.insert('stores', { id, name: '青龙湖Zeta店' });
    expect(await search('湖zeta')).toEqual([id]);
    await repo.update('stores', id, { name: '白虎山Omega店' });
    expect(await search('湖zeta')).toEqual([]);
    expect(await search('山OMEGA')).toEqual([id]);
    await repo.remove('stores', id);
    expect(await search('山omega')).toEqual([]);
  });

  it('finds a unique value ignoring case, and keeps named values', async () => {
    const [battery] = data.batteries;
    expect((await repo.withValue('batteries', 'sn', String(battery.sn).toLowerCase())).map((r) => r.id)).toEqual([battery.id]);
    expect(await repo.value('secret')).toBeUndefined();
    await repo.setValue('secret', { jwt: 'abc' });
    await repo.setValue('secret', { jwt: 'def' });
    expect(await repo.value('secret')).toEqual({ jwt: 'def' });
  });
});

describe('SQLite list pages over the sort indexes', () => {
  let dir: string;
  let opened: ReturnType<typeof openDatabase>;
  let repo: Repository;
  let search: SearchPlan;
  const indexes = async (table: string) =>
    (
      await sql<{ name: string }>`SELECT "name" FROM sqlite_master WHERE "type" = 'index' AND "tbl_name" = ${table} ORDER BY "name"`.execute(opened.db)
    ).rows.map((r) => r.name);

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repo-plan-'));
    opened = openDatabase({ file: path.join(dir, 'db.sqlite') });
    search = await ensureTables(opened.db, opened.engine, registry);
    repo = new Repository(opened.db, opened.engine, search);
    await repo.replaceAll({ batteries: data.batteries });
  });
  afterAll(async () => {
    await repo?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('finds a page filtered by enum values and sorted by another field in the sort index alone', async () => {
    const def = registry.byName('batteries')!;
    const q = parseListQuery(def, { status: 'charging', model: '60V30AH', sort: 'soc', order: 'desc', page: '3', size: '5' });
    const target = { engine: opened.engine, table: 'batteries', def, search };
    const compiled = pageIdsQuery(target, q, true).compile(opened.db);
    const explained = (await opened.db.executeQuery<{ detail: string }>({ ...compiled, sql: `EXPLAIN QUERY PLAN ${compiled.sql}` })).rows.map((r) => r.detail);
    expect(explained.join(' | ')).toMatch(/COVERING INDEX batteries__soc_sort_/);
  });

  it('builds an index again when the plan changes, and drops the ones no longer planned', async () => {
    const before = await indexes('batteries');
    await sql`CREATE INDEX "batteries__soc_sort_00000000" ON "batteries" (json_extract("doc", '$.soc'))`.execute(opened.db);
    await ensureTables(opened.db, opened.engine, registry);
    expect(await indexes('batteries')).toEqual(before);
  });
});
