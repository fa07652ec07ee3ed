/**
 * The records' repository: every read and write of the resources' records goes through it, as
 * explicit `insert / update / remove` (a whole record each time) inside `transaction` where
 * several belong together — nothing is changed in memory in the hope that it is saved. The same
 * code runs on SQLite and PostgreSQL (open.ts); list queries are list-sql.ts.
 */
import { sql } from './kysely';
import type { ResourceDef } from '../../resources/define';
import type { ListFilter, ListQuery } from '../api/list-query';
import type { Row } from '../row';
import { nonEmptySql, valueSql, valueType } from './expressions';
import { listPage, parseDoc, whereOf } from './list-sql';
import type { Db, Engine } from './open';
import { ReadCache } from './read-cache';
import { UniqueViolation, type Records } from './records';
import type { SearchPlan } from './search';
import { COUNTERS_TABLE, VALUES_TABLE } from './tables';
import type { Change, ChangeFeed, ChangeType } from '../events/changes';

const IMPORT_CHUNK = 400;

/** A unique index's refusal (SQLite's SQLITE_CONSTRAINT_UNIQUE, PostgreSQL's 23505), as the field it names; other errors as they are. */
function asUniqueViolation(error: unknown): never {
  const e = error as { code?: string; message?: string; constraint?: string };
  const index = e.code === '23505' ? e.constraint : e.code === 'SQLITE_CONSTRAINT_UNIQUE' ? /index '([^']+)'/.exec(e.message ?? '')?.[1] : undefined;
  const field = index ? /__(\w+?)_unique_[0-9a-f]{8}$/.exec(index)?.[1] : undefined;
  throw field ? new UniqueViolation(field) : error;
}

export class Repository implements Records {
  /** SQLite's answers, kept until their table is written (read-cache.ts); none for PostgreSQL (other processes write). */
  private readonly shared: ReadCache | undefined;
  /** The tables this transaction wrote: forgotten again when it ends, committed or not. */
  private readonly written = new Set<string>();
  /** The records this transaction wrote, for the live events once it commits. */
  private readonly changes: Change[] = [];
  /** Where writes are reported (server/events/feed.ts): none until the server sets one. */
  private feed: ChangeFeed | undefined;

  constructor(
    private readonly db: Db,
    readonly engine: Engine,
    private search: SearchPlan,
    private readonly inTransaction = false,
    cache?: ReadCache,
  ) {
    this.shared = cache ?? (engine === 'sqlite' ? new ReadCache() : undefined);
  }

  /** The cache to read and fill: none inside a transaction, whose reads may see its own writes. */
  private get cache(): ReadCache | undefined {
    return this.inTransaction ? undefined : this.shared;
  }

  private target(def: ResourceDef, table: string) {
    return { engine: this.engine, def, table, search: this.search, cache: this.cache };
  }

  private changed(table: string): void {
    this.shared?.forget(table);
    if (this.inTransaction) this.written.add(table);
  }

  /** Reports every committed write to `feed` from now on (the live events). */
  useFeed(feed: ChangeFeed): void {
    this.feed = feed;
  }

  /** A record written: kept until the transaction commits, or reported at once outside one. */
  private async wrote(change: Change): Promise<void> {
    if (!this.feed) return;
    if (this.inTransaction) this.changes.push(change);
    else {
      await this.feed.written(this.db, [change]);
      this.feed.committed([change]);
    }
  }

  private doc(row: Row): unknown {
    return JSON.stringify(row);
  }

  private docParam(row: Row) {
    return this.engine === 'postgres' ? sql`${this.doc(row)}::json` : sql`${this.doc(row)}`;
  }

  /** Searches by `plan` from now on (a published declaration changed the searched fields: server/schemas). */
  useSearchPlan(plan: SearchPlan): void {
    this.search = plan;
  }

  /** The record `id` of `table`, if it exists. */
  async get(table: string, id: string): Promise<Row | undefined> {
    const cache = this.cache;
    const known = cache?.row(table, id);
    if (known !== undefined) return known === null ? undefined : parseDoc(known);
    const version = cache?.version(table) ?? 0;
    const lock = this.inTransaction && this.engine === 'postgres' ? sql` FOR UPDATE` : sql``;
    const { rows } = await sql<{ doc: unknown }>`SELECT "doc" FROM ${sql.id(table)} WHERE "id" = ${id}${lock}`.execute(this.db);
    cache?.keepRows(table, [[id, rows[0] ? String(rows[0].doc) : null]], version);
    return rows[0] ? parseDoc(rows[0].doc) : undefined;
  }

  /** Every record of `table`, in id order. */
  async all(table: string): Promise<Row[]> {
    const { rows } = await sql<{ doc: unknown }>`SELECT "doc" FROM ${sql.id(table)} ORDER BY length("id"), "id"`.execute(this.db);
    return rows.map((r) => parseDoc(r.doc));
  }

  /** The records of `table` that pass `filters` (list-query's filters), in id order. */
  async where(def: ResourceDef, table: string, filters: readonly ListFilter[]): Promise<Row[]> {
    const { rows } = await sql<{
      doc: unknown;
    }>`SELECT "doc" FROM ${sql.id(table)} WHERE ${whereOf(this.target(def, table), filters)} ORDER BY length("id"), "id"`.execute(this.db);
    return rows.map((r) => parseDoc(r.doc));
  }

  async getMany(table: string, ids: readonly string[]): Promise<Row[]> {
    return (await this.byIds(table, ids)).flatMap((row) => (row ? [row] : []));
  }

  /** The records of `ids` in that order (undefined where there is none), from the cache where it has them. */
  private async byIds(table: string, ids: readonly string[]): Promise<(Row | undefined)[]> {
    const cache = this.cache;
    const docs = new Map<string, unknown>(); // JSON text (SQLite, the cache) or a parsed document (PostgreSQL); null: none
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      const known = cache?.row(table, id);
      if (known === undefined) missing.push(id);
      else docs.set(id, known);
    }
    if (missing.length) {
      const version = cache?.version(table) ?? 0;
      const { rows } = await sql<{ id: string; doc: unknown }>`SELECT "id", "doc" FROM ${sql.id(table)} WHERE "id" IN (${sql.join(missing)})`.execute(this.db);
      for (const r of rows) docs.set(String(r.id), r.doc);
      cache?.keepRows(
        table,
        missing.map((id) => {
          const doc = docs.get(id);
          return [id, typeof doc === 'string' ? doc : null] as const;
        }),
        version,
      );
    }
    return ids.map((id) => {
      const doc = docs.get(id);
      return doc === undefined || doc === null ? undefined : parseDoc(doc);
    });
  }

  async trim(table: string, keep: number): Promise<void> {
    this.changed(table);
    await sql`DELETE FROM ${sql.id(table)} WHERE "id" IN (SELECT "id" FROM ${sql.id(table)} ORDER BY length("id") DESC, "id" DESC LIMIT ${sql.raw(this.engine === 'postgres' ? 'ALL' : '-1')} OFFSET ${keep})`.execute(
      this.db,
    );
  }

  async highestAfter(table: string, name: string, head: string): Promise<number> {
    const v = sql.raw(valueSql(this.engine, name, 'text'));
    const { rows } = await sql<{
      v: string | null;
    }>`SELECT ${v} AS "v" FROM ${sql.id(table)} WHERE substr(${v}, 1, ${head.length}) = ${head} ORDER BY length(${v}) DESC, ${v} DESC LIMIT 1`.execute(this.db);
    const n = rows[0]?.v ? Number(rows[0].v.slice(head.length)) : 0;
    return Number.isSafeInteger(n) ? n : 0;
  }

  /** Whether any of `tables` holds a record (one query: at start-up, not one connection of the pool per table). */
  async hasAny(tables: readonly string[]): Promise<boolean> {
    if (!tables.length) return false;
    const any = sql.join(
      tables.map((t) => sql`EXISTS (SELECT 1 FROM ${sql.id(t)})`),
      sql` OR `,
    );
    const { rows } = await sql<{ n: number }>`SELECT CASE WHEN ${any} THEN 1 ELSE 0 END AS "n"`.execute(this.db);
    return Number(rows[0]?.n) === 1;
  }

  /** The records whose text field `name` is `value` ignoring case (unique fields: over their index). */
  async withValue(table: string, name: string, value: string): Promise<Row[]> {
    if (value === '') return [];
    const v = sql.raw(`lower(${valueSql(this.engine, name, 'text')})`);
    const { rows } = await sql<{ doc: unknown }>`SELECT "doc" FROM ${sql.id(table)} WHERE ${v} = ${value.toLowerCase()} AND ${sql.raw(
      nonEmptySql(this.engine, name),
    )}`.execute(this.db);
    return rows.map((r) => parseDoc(r.doc));
  }

  async count(def: ResourceDef, table: string, filters: readonly ListFilter[] = []): Promise<number> {
    const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS "n" FROM ${sql.id(table)} WHERE ${whereOf(this.target(def, table), filters)}`.execute(
      this.db,
    );
    return Number(rows[0]?.n ?? 0);
  }

  async countBy(def: ResourceDef, table: string, name: string, filters: readonly ListFilter[] = []): Promise<Map<string, number>> {
    // grouped by the very expression the field's index is built on, so the index answers it
    const v = sql.raw(valueSql(this.engine, name, valueType(def.fields[name])));
    const { rows } = await sql<{ v: unknown; n: number | string }>`SELECT ${v} AS "v", count(*) AS "n" FROM ${sql.id(table)} WHERE ${whereOf(
      this.target(def, table),
      filters,
    )} GROUP BY ${v}`.execute(this.db);
    const counts = new Map<string, number>();
    for (const r of rows) {
      const key = r.v === null || r.v === undefined ? '' : String(r.v);
      counts.set(key, (counts.get(key) ?? 0) + Number(r.n));
    }
    return counts;
  }

  /** The latest value of `field` (an ISO time) per value of `by`, over the records of `table` that pass `filters`. */
  async latestBy(def: ResourceDef, table: string, by: string, field: string, filters: readonly ListFilter[] = []): Promise<Map<string, string>> {
    const key = sql.raw(valueSql(this.engine, by, valueType(def.fields[by])));
    const at = sql.raw(valueSql(this.engine, field, 'text'));
    const { rows } = await sql<{ k: unknown; at: string | null }>`SELECT ${key} AS "k", max(${at}) AS "at" FROM ${sql.id(table)} WHERE ${whereOf(
      this.target(def, table),
      filters,
    )} GROUP BY ${key}`.execute(this.db);
    return new Map(rows.flatMap((r) => (r.k === null || r.k === undefined || !r.at ? [] : [[String(r.k), r.at] as const])));
  }

  /** One page of a list query, and its total. */
  async list(def: ResourceDef, table: string, q: ListQuery): Promise<{ data: Row[]; total: number }> {
    const page = await listPage(this.db, this.target(def, table), q);
    if (page.rows) return { data: page.rows, total: page.total };
    return { data: (await this.byIds(table, page.ids)).flatMap((row) => (row ? [row] : [])), total: page.total };
  }

  /** Adds a record (its `id` is set); refuses an id that exists. */
  async insert(table: string, row: Row, type: Extract<ChangeType, 'created' | 'restored'> = 'created'): Promise<void> {
    this.changed(table);
    await sql`INSERT INTO ${sql.id(table)} ("id", "doc") VALUES (${String(row.id)}, ${this.docParam(row)})`.execute(this.db).catch(asUniqueViolation);
    await this.wrote({ table, id: String(row.id), type, row });
  }

  /** Replaces record `id` with `row`; false when there is no such record. */
  async update(table: string, id: string, row: Row): Promise<boolean> {
    this.changed(table);
    const r = await sql`UPDATE ${sql.id(table)} SET "doc" = ${this.docParam({ ...row, id })} WHERE "id" = ${id}`.execute(this.db).catch(asUniqueViolation);
    const done = Number(r.numAffectedRows ?? 0) > 0;
    if (done) await this.wrote({ table, id, type: 'updated', row });
    return done;
  }

  /** Removes record `id`; false when there was none. */
  async remove(table: string, id: string): Promise<boolean> {
    this.changed(table);
    // the record as it was: who may hear of its deletion depends on its values (its store)
    const r = await sql<{ doc: unknown }>`DELETE FROM ${sql.id(table)} WHERE "id" = ${id} RETURNING "doc"`.execute(this.db);
    const [gone] = r.rows;
    if (gone) await this.wrote({ table, id, type: 'deleted', row: parseDoc(gone.doc) });
    return !!gone;
  }

  /** Moves every record's value of field `from` to field `to` (a renamed field), in one statement; how many records held one. */
  async renameField(table: string, from: string, to: string): Promise<number> {
    this.changed(table);
    const statement =
      this.engine === 'postgres'
        ? sql`UPDATE ${sql.id(table)} SET "doc" = (("doc"::jsonb - ${from}::text) || jsonb_build_object(${to}::text, "doc"::jsonb -> ${from}::text))::json WHERE jsonb_exists("doc"::jsonb, ${from}::text)`
        : sql`UPDATE ${sql.id(table)} SET "doc" = json_remove(json_set("doc", ${`$.${to}`}, json("doc" -> ${`$.${from}`})), ${`$.${from}`}) WHERE json_type("doc", ${`$.${from}`}) IS NOT NULL`;
    const r = await statement.execute(this.db);
    return Number(r.numAffectedRows ?? 0);
  }

  /** The stored values of `fields` of every record of `table` that holds at least one of them (ids with the values, absent ones left out). */
  async fieldValues(table: string, fields: readonly string[]): Promise<{ id: string; values: Row }[]> {
    if (!fields.length) return [];
    const values =
      this.engine === 'postgres'
        ? sql`json_build_array(${sql.join(fields.map((f) => sql`"doc" -> ${f}::text`))})`
        : sql`json_array(${sql.join(fields.map((f) => sql`json("doc" -> ${`$.${f}`})`))})`;
    const held =
      this.engine === 'postgres'
        ? sql.join(
            fields.map((f) => sql`jsonb_exists("doc"::jsonb, ${f}::text)`),
            sql` OR `,
          )
        : sql.join(
            fields.map((f) => sql`json_type("doc", ${`$.${f}`}) IS NOT NULL`),
            sql` OR `,
          );
    const { rows } = await sql<{ id: string; v: unknown }>`SELECT "id", ${values} AS "v" FROM ${sql.id(table)} WHERE ${held}`.execute(this.db);
    return rows.map((r) => {
      const list = parseDoc(r.v) as unknown[];
      const out: Row = {};
      fields.forEach((f, i) => {
        if (list[i] !== null && list[i] !== undefined) out[f] = list[i];
      });
      return { id: String(r.id), values: out };
    });
  }

  /** The next id of `table`: a decimal string, one above any id it ever gave or holds; never reused. */
  async nextId(table: string): Promise<string> {
    const bump = sql<{ value: number | string }>`UPDATE ${sql.id(COUNTERS_TABLE)} SET "value" = "value" + 1 WHERE "name" = ${table} RETURNING "value"`;
    let { rows } = await bump.execute(this.db);
    if (!rows.length) {
      // the table's first id from this counter: one above the highest numeric id it holds (a scan, once per table)
      const highest =
        this.engine === 'postgres'
          ? sql`SELECT coalesce(max(CASE WHEN "id" ~ '^[0-9]{1,18}$' THEN "id"::bigint END), 0) FROM ${sql.id(table)}`
          : sql`SELECT coalesce(max(CASE WHEN "id" NOT GLOB '*[^0-9]*' AND length("id") BETWEEN 1 AND 18 THEN CAST("id" AS INTEGER) END), 0) FROM ${sql.id(table)}`;
      await sql`INSERT INTO ${sql.id(COUNTERS_TABLE)} ("name", "value") VALUES (${table}, (${highest})) ON CONFLICT ("name") DO NOTHING`.execute(this.db);
      ({ rows } = await bump.execute(this.db));
    }
    return String(rows[0].value);
  }

  /**
   * A named value kept with the data (the token secret), if set. Stored as JSON text: SQLite hands
   * back the text, `pg` the value it already decoded from its `json` column (a string value must
   * not be parsed a second time: the secret read back by a restart or a second process).
   */
  async value<T>(key: string): Promise<T | undefined> {
    const cache = this.cache;
    const known = cache?.row(VALUES_TABLE, key);
    if (known !== undefined) return known === null ? undefined : (JSON.parse(known) as T);
    const version = cache?.version(VALUES_TABLE) ?? 0;
    const { rows } = await sql<{ value: unknown }>`SELECT "value" FROM ${sql.id(VALUES_TABLE)} WHERE "key" = ${key}`.execute(this.db);
    const text = rows[0] ? (this.engine === 'postgres' ? JSON.stringify(rows[0].value) : String(rows[0].value)) : null;
    cache?.keepRows(VALUES_TABLE, [[key, text]], version);
    return text === null ? undefined : (JSON.parse(text) as T);
  }

  async setValue(key: string, value: unknown): Promise<void> {
    this.changed(VALUES_TABLE);
    const v = this.engine === 'postgres' ? sql`${JSON.stringify(value)}::json` : sql`${JSON.stringify(value)}`;
    await sql`INSERT INTO ${sql.id(VALUES_TABLE)} ("key", "value") VALUES (${key}, ${v}) ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value"`.execute(
      this.db,
    );
  }

  /** Runs `work` in one transaction: all of its writes land, or none. */
  /**
   * Runs `work` in one transaction: all of its writes land, or none. SQLite runs one transaction at
   * a time (one connection). PostgreSQL runs them side by side, from several API processes too: a
   * record read inside a transaction is locked until it ends (`get`: SELECT … FOR UPDATE), so two
   * that read and then change the same record (two staff approving one refund) run one after the
   * other, and the second sees what the first wrote.
   */
  async transaction<T>(work: (tx: Repository) => Promise<T>): Promise<T> {
    if (this.inTransaction) return work(this);
    let tx: Repository | undefined;
    try {
      const result = await this.db.transaction().execute(async (trx) => {
        tx = new Repository(trx, this.engine, this.search, true, this.shared);
        tx.feed = this.feed;
        const out = await work(tx);
        if (this.feed && tx.changes.length) await this.feed.written(trx, tx.changes);
        return out;
      });
      if (this.feed && tx?.changes.length) this.feed.committed(tx.changes);
      return result;
    } finally {
      for (const table of tx?.written ?? []) this.shared?.forget(table);
    }
  }

  /** Savepoints made in this transaction (each named by its number). */
  private savepoints = 0;

  async attempt<T>(work: (tx: Repository) => Promise<T>): Promise<T> {
    if (!this.inTransaction) return this.transaction(work);
    const name = sql.id(`attempt_${++this.savepoints}`);
    const changes = this.changes.length;
    await sql`SAVEPOINT ${name}`.execute(this.db);
    try {
      const out = await work(this);
      await sql`RELEASE SAVEPOINT ${name}`.execute(this.db);
      return out;
    } catch (error) {
      // its writes undone, and the live events it would have sent forgotten
      await sql`ROLLBACK TO SAVEPOINT ${name}`.execute(this.db);
      await sql`RELEASE SAVEPOINT ${name}`.execute(this.db);
      this.changes.length = changes;
      throw error;
    }
  }

  /** Replaces every record of the given tables with `data` (db:reset, the import of an old data file), in one transaction. */
  async replaceAll(data: Readonly<Record<string, readonly Row[]>>): Promise<void> {
    await this.transaction(async (tx) => {
      for (const [table, rows] of Object.entries(data)) {
        tx.changed(table);
        await sql`DELETE FROM ${sql.id(table)}`.execute(tx.db);
        await sql`DELETE FROM ${sql.id(COUNTERS_TABLE)} WHERE "name" = ${table}`.execute(tx.db);
        for (let at = 0; at < rows.length; at += IMPORT_CHUNK) {
          const chunk = rows.slice(at, at + IMPORT_CHUNK);
          await sql`INSERT INTO ${sql.id(table)} ("id", "doc") VALUES ${sql.join(chunk.map((row) => sql`(${String(row.id)}, ${tx.docParam(row)})`))}`.execute(
            tx.db,
          );
        }
      }
    });
    // planner statistics for the new contents (PostgreSQL's autovacuum would gather them later; SQLite's are kept at start-up too)
    if (this.engine === 'sqlite') await sql`PRAGMA optimize = 0x10002`.execute(this.db);
    else for (const table of Object.keys(data)) await sql`ANALYZE ${sql.id(table)}`.execute(this.db);
  }

  /** A trivial query, never answered from the cache: whether the database answers (`GET /readyz`). */
  async ping(): Promise<void> {
    await sql`SELECT 1`.execute(this.db);
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}
