/**
 * What SQLite answered, kept until its table is written: a list paged through asks the same total
 * on every page, every request reads its caller's account and role, and every list page the
 * titles of the same stores and cabinets. SQLite has one writer, this process, so a table's
 * answers stay true until this process writes it; PostgreSQL gets no cache (other processes write).
 *
 * Kept per table: counts and page ids by query, and records as their JSON text (each reader
 * parses its own copy, so no one can change a kept record). A write of a table forgets all of it,
 * at the write and again when its transaction ends (committed or rolled back); reads inside a
 * transaction neither use nor fill the cache (they may see the transaction's own writes); an
 * answer read across a write of its table is not kept (the table's version changed meanwhile).
 *
 * Measured on the bench's list at 100,000 batteries (`status=charging&model=…&sort=soc`, 50
 * connections): see README, Performance.
 */
const MAX_ENTRIES = 20_000;

interface TableCache {
  counts: Map<string, number>;
  pages: Map<string, readonly string[]>;
  rows: Map<string, string | null>;
}

export class ReadCache {
  private readonly tables = new Map<string, TableCache>();
  private readonly versions = new Map<string, number>();

  /** Changes with every write of the table: an answer read across a write is not kept. */
  version(table: string): number {
    return this.versions.get(table) ?? 0;
  }

  /** The table changed: what was kept of it is stale. */
  forget(table: string): void {
    this.tables.delete(table);
    this.versions.set(table, this.version(table) + 1);
  }

  count(table: string, key: string): number | undefined {
    return this.tables.get(table)?.counts.get(key);
  }
  keepCount(table: string, key: string, n: number, version: number): void {
    this.keep(table, version, (t) => t.counts.set(key, n));
  }

  page(table: string, key: string): readonly string[] | undefined {
    return this.tables.get(table)?.pages.get(key);
  }
  keepPage(table: string, key: string, ids: readonly string[], version: number): void {
    this.keep(table, version, (t) => t.pages.set(key, ids));
  }

  /** A record's JSON text; null: known not to exist; undefined: not kept. */
  row(table: string, id: string): string | null | undefined {
    return this.tables.get(table)?.rows.get(id);
  }
  keepRows(table: string, rows: Iterable<readonly [id: string, json: string | null]>, version: number): void {
    this.keep(table, version, (t) => {
      for (const [id, json] of rows) t.rows.set(id, json);
    });
  }

  private keep(table: string, version: number, put: (t: TableCache) => void): void {
    if (version !== this.version(table)) return;
    let t = this.tables.get(table);
    if (!t || t.counts.size + t.pages.size + t.rows.size > MAX_ENTRIES) {
      t = { counts: new Map(), pages: new Map(), rows: new Map() };
      this.tables.set(table, t);
    }
    put(t);
  }
}
