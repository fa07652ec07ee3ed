// @vitest-environment node
/**
 * The list index (json-server/api/list-query.ts): its order is a plain sort's, it follows the
 * store's committed writes, and filters + sort + paging through it give exactly what the plain
 * path (filter, sort, slice) gives — as properties over random data, queries and writes. Its point
 * lookups (by id, by derived key: the record routes' get one, uniqueness and reference checks)
 * agree with a scan after any writes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { CollectionIndex, compareKeys, parseListQuery, runListQuery, sortKey } from '../../json-server/api/list-query';
import { openStore, type DataStore, type Row } from '../../json-server/store';
import { defineResource, f } from '../../resources/define';

const def = defineResource({
  name: 'things',
  route: '/apps/things',
  privilege: 'RESOURCE_ADMIN_COMPANY_STORE_TAG',
  menu: { section: 'company', order: 1, icon: 'Category' },
  title: 'sn',
  search: ['sn', 'note'],
  defaultSort: { field: 'sn', order: 'ASC' },
  fields: {
    id: f.id(),
    sn: f.text({ filter: 'search' }),
    note: f.text(),
    status: f.enum({ idle: 'default', busy: 'info', fault: 'error' }, { filter: 'anyOf' }),
    soc: f.percent({ filter: 'range' }),
    amount: f.money({ filter: 'range' }),
    storeId: f.ref('stores', { filter: 'equal' }),
    enabled: f.boolean({ filter: 'equal' }),
    createdAt: f.datetime({ filter: 'range' }),
  },
});
const SORTABLE = ['id', 'sn', 'note', 'status', 'soc', 'amount', 'storeId', 'enabled', 'createdAt'] as const;

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
function storeWith(rows: Row[]): DataStore {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'swap-index-'));
  dirs.push(dir);
  const file = path.join(dir, 'db.json');
  fs.writeFileSync(file, JSON.stringify({ things: rows }));
  // journal mode (cheap commits); a low deep-diff limit so in-place writes go through announcements too
  return openStore(file, () => ({}), { journalAboveBytes: 0, deepDiffMaxRows: 8 });
}

// values that stress the order: empties, numeric strings, mixed types, duplicates
const anyValue = fc.oneof(
  fc.constantFrom(undefined, null, '', ' ', '0', '10', '9', '9a', '1e3', 'B', 'a', 'b', true, false, -0, 0, 3, 3.5, 10),
  fc.integer({ min: -5, max: 30 }),
  fc.string({ maxLength: 3 }),
);
const rowArb = (id: number) =>
  fc
    .record({
      sn: fc.oneof(fc.constantFrom('BAT1', 'BAT2', 'bat10', '', undefined), fc.string({ maxLength: 4 })),
      note: anyValue,
      status: fc.constantFrom('idle', 'busy', 'fault', undefined),
      soc: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constant(undefined)),
      amount: fc.oneof(fc.double({ min: 0, max: 500, noNaN: true }), fc.constant(undefined)),
      storeId: fc.constantFrom('1', '2', '10', undefined),
      enabled: fc.constantFrom(true, false, undefined),
      createdAt: fc.constantFrom('2026-01-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z', '2025-12-31T23:00:00.000Z', undefined),
    })
    .map((r) => ({ id: String(id), ...r }) as Row);
const rowsArb = fc.integer({ min: 0, max: 60 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => rowArb(i + 1))));

const queryArb = fc.record(
  {
    sort: fc.constantFrom(...SORTABLE),
    order: fc.constantFrom('asc', 'desc', 'ASC'),
    page: fc.integer({ min: 1, max: 5 }).map(String),
    size: fc.integer({ min: 1, max: 25 }).map(String),
    q: fc.constantFrom('bat', 'B', '1', 'x'),
    status: fc.constantFrom(['idle'], ['busy', 'fault'], 'idle'),
    soc_gte: fc.integer({ min: 0, max: 100 }).map(String),
    soc_lte: fc.integer({ min: 0, max: 100 }).map(String),
    storeId: fc.constantFrom('1', '10'),
    enabled: fc.constantFrom('true', 'false'),
    createdAt_gte: fc.constantFrom('2026-01-01', '2026-02-01T00:00:00.000Z'),
  },
  { requiredKeys: [] },
);

const ids = (rows: readonly Row[]) => rows.map((r) => r.id);

describe('sort keys', () => {
  it('are a total order (antisymmetric, transitive), so an index and a plain sort agree', () => {
    fc.assert(
      fc.property(anyValue, anyValue, anyValue, (a, b, c) => {
        const [x, y, z] = [sortKey(a), sortKey(b), sortKey(c)];
        expect(Math.sign(compareKeys(x, y))).toBe(-Math.sign(compareKeys(y, x)) || 0);
        if (compareKeys(x, y) <= 0 && compareKeys(y, z) <= 0) expect(compareKeys(x, z)).toBeLessThanOrEqual(0);
      }),
      { numRuns: 2000, seed: 11 },
    );
  });
  it('put empties last, numbers (and numeric strings) numerically, before other strings', () => {
    const values = ['b', '', 10, '9', null, 'a', '10a', undefined, 2];
    const sorted = [...values].sort((a, b) => compareKeys(sortKey(a), sortKey(b)));
    expect(sorted.slice(0, 6)).toEqual([2, '9', 10, '10a', 'a', 'b']);
    expect(sorted.slice(6).every((v) => v === '' || v === null || v === undefined)).toBe(true);
  });
});

describe('the list index', () => {
  it('gives the plain path’s answer for any data and query (filters, sort both ways, paging)', () => {
    fc.assert(
      fc.property(rowsArb, fc.array(queryArb, { minLength: 1, maxLength: 6 }), (rows, queries) => {
        const store = storeWith(rows);
        const index = new CollectionIndex(store, 'things');
        for (const raw of queries) {
          const q = parseListQuery(def, raw);
          const fast = index.run(q);
          const plain = runListQuery(store.peek('things'), q);
          expect(fast.total).toBe(plain.total);
          expect(ids(fast.data)).toEqual(ids(plain.data));
        }
      }),
      { numRuns: 120, seed: 20261121 },
    );
  });

  it('sorted order equals a plain sort of the whole collection, ascending and descending', () => {
    fc.assert(
      fc.property(rowsArb, fc.constantFrom(...SORTABLE), fc.boolean(), (rows, field, desc) => {
        const store = storeWith(rows);
        const q = parseListQuery(def, { sort: field, order: desc ? 'desc' : 'asc', size: '1000' });
        const expected = [...rows].sort(
          (a, b) => (desc ? -1 : 1) * compareKeys(sortKey(a[field]), sortKey(b[field])) || compareKeys(sortKey(a.id), sortKey(b.id)),
        );
        expect(ids(new CollectionIndex(store, 'things').run(q).data)).toEqual(ids(expected));
      }),
      { numRuns: 100, seed: 5 },
    );
  });

  it('follows committed writes: in-place edits (announced or found), creates, deletes, whole replacements', () => {
    type Write = { t: 'edit' | 'create' | 'delete' | 'replaceAll'; at: number; field: (typeof SORTABLE)[number]; value: unknown };
    const writeArb: fc.Arbitrary<Write> = fc.record({
      t: fc.constantFrom('edit', 'edit', 'create', 'delete', 'replaceAll'),
      at: fc.nat(),
      field: fc.constantFrom(...SORTABLE.filter((x) => x !== 'id')),
      value: anyValue,
    });
    fc.assert(
      fc.property(rowsArb, fc.array(fc.tuple(writeArb, queryArb), { maxLength: 25 }), (rows, steps) => {
        const store = storeWith(rows);
        const index = new CollectionIndex(store, 'things');
        let nextId = 1000;
        for (const [w, raw] of steps) {
          const live = store.rows('things');
          const at = live.length ? w.at % live.length : -1;
          if (w.t === 'edit' && at >= 0) {
            live[at][w.field] = w.value;
            store.changed('things', live[at].id); // what the resource routes do through the audit log
          } else if (w.t === 'create') live.push({ id: String(nextId++), [w.field]: w.value });
          else if (w.t === 'delete' && at >= 0) live.splice(at, 1);
          else if (w.t === 'replaceAll') store.data.things = live.map((r) => ({ ...r, note: w.value }));
          store.commit();
          const q = parseListQuery(def, raw);
          const fast = index.run(q);
          const plain = runListQuery(store.peek('things'), q);
          expect(fast.total).toBe(plain.total);
          expect(ids(fast.data)).toEqual(ids(plain.data));
        }
      }),
      { numRuns: 80, seed: 99 },
    );
  });

  it('answers point lookups (by id, by unique value, by reference) exactly like a scan, through any writes', () => {
    type Write = { t: 'edit' | 'create' | 'delete' | 'replaceAll' | 'replaceRow'; at: number; field: 'sn' | 'storeId'; value: unknown };
    const writeArb: fc.Arbitrary<Write> = fc.record({
      t: fc.constantFrom('edit', 'edit', 'create', 'delete', 'replaceAll', 'replaceRow'),
      at: fc.nat(),
      field: fc.constantFrom('sn', 'storeId'),
      value: fc.oneof(fc.constantFrom('BAT1', 'bat1', 'BAT2', '1', '2', '10', null, undefined, ''), fc.constant(['1', '2', '1'])),
    });
    const snKey = (r: Row) => (r.sn === undefined || r.sn === null ? undefined : String(r.sn).toLowerCase());
    const storeKeys = (r: Row) => (Array.isArray(r.storeId) ? r.storeId.map(String) : r.storeId === undefined ? undefined : String(r.storeId));
    const probeIds = ['1', '2', '5', '30', '1000', '1001', '1002', 'x'];
    const probeSn = ['bat1', 'bat2', '', '1', 'bat10'];
    const probeStore = ['1', '2', '10', 'null'];
    fc.assert(
      fc.property(rowsArb, fc.array(writeArb, { maxLength: 25 }), (rows, writes) => {
        const store = storeWith(rows);
        const index = new CollectionIndex(store, 'things');
        let nextId = 1000;
        const check = () => {
          const all = store.peek('things');
          for (const id of probeIds) expect(index.find(id)).toBe(all.find((r) => String(r.id) === id));
          for (const v of probeSn) expect(ids(index.lookup('sn', snKey, v)).sort()).toEqual(ids(all.filter((r) => snKey(r) === v)).sort());
          for (const v of probeStore) {
            const expected = all.filter((r) => {
              const k = storeKeys(r);
              return k !== undefined && (typeof k === 'string' ? k === v : k.includes(v));
            });
            expect(ids(index.lookup('store', storeKeys, v)).sort()).toEqual(ids(expected).sort());
          }
        };
        check(); // built before the writes, so every write below must be followed
        for (const w of writes) {
          const live = store.rows('things');
          const at = live.length ? w.at % live.length : -1;
          if (w.t === 'edit' && at >= 0) {
            live[at][w.field] = w.value;
            store.changed('things', live[at].id);
          } else if (w.t === 'create') live.push({ id: String(nextId++), [w.field]: w.value });
          else if (w.t === 'delete' && at >= 0) live.splice(at, 1);
          else if (w.t === 'replaceRow' && at >= 0) live[at] = { ...live[at], [w.field]: w.value };
          else if (w.t === 'replaceAll') store.data.things = live.map((r) => ({ ...r, sn: r.sn === undefined ? 'BAT1' : r.sn }));
          store.commit();
          check();
        }
      }),
      { numRuns: 80, seed: 7 },
    );
  });

  it('a row not committed yet is still found by id (a miss falls back to a scan)', () => {
    const store = storeWith([{ id: '1', sn: 'A' }]);
    const index = new CollectionIndex(store, 'things');
    expect(index.find('1')?.sn).toBe('A');
    store.rows('things').push({ id: '2', sn: 'B' });
    expect(index.find('2')?.sn).toBe('B');
    expect(index.find('3')).toBeUndefined();
  });

  it('rebuilds nothing when nothing changed, re-places one row when one changed (no full re-sort)', () => {
    const rows = Array.from({ length: 2000 }, (_, i) => ({ id: String(i + 1), sn: `S${String(i).padStart(5, '0')}`, soc: i % 101 }));
    const store = storeWith(rows);
    const index = new CollectionIndex(store, 'things');
    const q = parseListQuery(def, { sort: 'soc', order: 'desc', size: '3' });
    expect(ids(index.run(q).data)).toEqual(['101', '202', '303']);
    const live = store.rows('things');
    live[4].soc = 1000; // id 5 goes to the top
    store.changed('things', '5');
    store.commit();
    expect(store.changesSince('things', 0)).toHaveLength(1);
    expect(ids(index.run(q).data)).toEqual(['5', '101', '202']);
  });
});
