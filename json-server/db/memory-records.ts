/**
 * The records' calls (records.ts) over the JSON data file's store (store.ts), while the routes
 * move to the SQL repository: writes are explicit and announced to the store's journal here, in
 * one place, and a transaction's writes are made durable together when it ends (no rollback: the
 * routes check everything before their first write). Goes with store.ts when the server runs on
 * the repository (issue 20).
 */
import type { ResourceDef } from '../../resources/define';
import { listIndex, rankByRelevance, type ListFilter, type ListQuery } from '../api/list-query';
import { nextId } from '../ids';
import type { DataStore, Row } from '../store';
import type { Records } from './records';

const VALUES = '_values';

/** Row tests for the filters that the routes' own lookups use (equality, any-of). */
function matches(row: Row, filters: readonly ListFilter[]): boolean {
  return filters.every((f) => {
    if (f.kind === 'equal') return f.values.some((v) => row[f.field] !== undefined && row[f.field] !== null && String(row[f.field]) === String(v));
    if (f.kind === 'contains') return Array.isArray(row[f.field]) && row[f.field].some((x: unknown) => f.values.includes(String(x)));
    throw new Error(`memory records: no ${f.kind} filter outside a list query`);
  });
}

export class MemoryRecords implements Records {
  constructor(
    private readonly store: DataStore,
    private readonly inTransaction = false,
  ) {}

  /** The stored row: over the index, which follows committed changes, or in a transaction (whose changes are not committed yet) a scan. */
  private find(table: string, id: string): Row | undefined {
    if (!this.inTransaction) return listIndex(this.store, table).find(id);
    return this.store.peek(table).find((r) => r && String(r.id) === id);
  }

  async get(table: string, id: string) {
    const row = this.find(table, id);
    return row ? { ...row } : undefined;
  }

  async getMany(table: string, ids: readonly string[]) {
    return [...new Set(ids)].flatMap((id) => {
      const row = this.find(table, id);
      return row ? [{ ...row }] : [];
    });
  }

  async all(table: string) {
    return this.store.peek(table).slice();
  }

  async where(_def: ResourceDef, table: string, filters: readonly ListFilter[]) {
    return this.store.peek(table).filter((row) => row && matches(row, filters));
  }

  async count(def: ResourceDef, table: string, filters: readonly ListFilter[] = []) {
    return filters.length ? (await this.where(def, table, filters)).length : this.store.peek(table).length;
  }

  async withValue(table: string, name: string, value: string) {
    const v = value.toLowerCase();
    return this.store.peek(table).filter((row) => row && row[name] !== undefined && row[name] !== null && String(row[name]).toLowerCase() === v);
  }

  async list(_def: ResourceDef, table: string, q: ListQuery) {
    const index = listIndex(this.store, table);
    if (!q.relevance) return index.run(q);
    // ranked: every match, in the list's order, then the best matches first
    const all = index.run({ ...q, page: 1, size: Number.MAX_SAFE_INTEGER });
    const start = (q.page - 1) * q.size;
    return { data: rankByRelevance(all.data, q.relevance).slice(start, start + q.size), total: all.total };
  }

  async insert(table: string, row: Row) {
    const id = String(row.id);
    if (this.find(table, id)) throw new Error(`${table}: id ${id} exists`);
    this.store.peek(table).push({ ...row });
    this.store.changed(table, id, 'put');
    await this.done();
  }

  async update(table: string, id: string, row: Row) {
    const rows = this.store.peek(table);
    const current = this.find(table, id);
    const at = current ? rows.indexOf(current) : -1;
    if (at < 0) return false;
    rows[at] = { ...row, id: rows[at].id };
    this.store.changed(table, id, 'put');
    await this.done();
    return true;
  }

  async remove(table: string, id: string) {
    const rows = this.store.peek(table);
    const current = this.find(table, id);
    const at = current ? rows.indexOf(current) : -1;
    if (at < 0) return false;
    rows.splice(at, 1);
    this.store.changed(table, id, 'del');
    await this.done();
    return true;
  }

  async trim(table: string, keep: number) {
    const rows = this.store.peek(table);
    if (rows.length <= keep) return;
    for (const gone of rows.splice(0, rows.length - keep)) this.store.changed(table, gone.id, 'del');
    await this.done();
  }

  async highestAfter(table: string, name: string, head: string) {
    let max = 0;
    for (const row of this.store.peek(table)) {
      const v = row[name];
      if (typeof v !== 'string' || !v.startsWith(head)) continue;
      const n = Number(v.slice(head.length));
      if (Number.isSafeInteger(n) && n > max) max = n;
    }
    return max;
  }

  async nextId(table: string) {
    const id = nextId(this.store, table);
    await this.done();
    return id;
  }

  async value<T>(key: string) {
    const values = this.store.low.getState()[VALUES] as Record<string, unknown> | undefined;
    return values?.[key] as T | undefined;
  }

  async setValue(key: string, value: unknown) {
    const data = this.store.data;
    data[VALUES] = { ...(data[VALUES] as Record<string, unknown> | undefined), [key]: value };
    await this.done();
  }

  async transaction<T>(work: (tx: Records) => Promise<T>): Promise<T> {
    if (this.inTransaction) return work(this);
    const result = await work(new MemoryRecords(this.store, true));
    await this.store.commitAsync();
    return result;
  }

  /** Outside a transaction, each write is durable before it returns. */
  private async done() {
    if (!this.inTransaction) await this.store.commitAsync();
  }
}
