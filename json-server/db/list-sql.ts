/**
 * A list query of CONTRACT §2.1 (parsed by api/list-query.ts) as SQL: its filters as one WHERE
 * clause, its sort as the sort keys of expressions.ts with the id as the tie-break, its page as
 * LIMIT/OFFSET over the ids (then the page's records by id), and its total as a count over the
 * same WHERE. `sort=relevance` ranks every match
 * in JavaScript (relevanceOf), in the list's default order within a rank.
 */
import { sql, type RawBuilder } from 'kysely';
import { isSortable, type ResourceDef } from '../../resources/define';
import { rankByRelevance, type ListFilter, type ListQuery } from '../api/list-query';
import type { Row } from '../row';
import { param, sortKeysSql, valueSql, valueType } from './expressions';
import type { Db, Engine } from './open';
import { searchCondition, type SearchPlan } from './search';

type Condition = RawBuilder<unknown>;

const any = (parts: Condition[]): Condition => (parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` OR `)})`);

/** Where a query runs: the engine, the collection's table and resource, and what its search index holds. */
export interface Target {
  engine: Engine;
  table: string;
  def: ResourceDef;
  search: SearchPlan;
  /** Counts already made, while the table has not changed (SQLite: one process writes; PostgreSQL: none). */
  counts?: CountCache;
}

/** Counts by table and query, forgotten when the table is written: a list paged through asks for the same total on every page. */
export class CountCache {
  private readonly byTable = new Map<string, Map<string, number>>();
  private readonly versions = new Map<string, number>();
  get(table: string, key: string): number | undefined {
    return this.byTable.get(table)?.get(key);
  }
  /** Changes with every write of the table: a count made across a write is not kept. */
  version(table: string): number {
    return this.versions.get(table) ?? 0;
  }
  set(table: string, key: string, n: number, version: number): void {
    if (version !== this.version(table)) return;
    let counts = this.byTable.get(table);
    if (!counts) this.byTable.set(table, (counts = new Map()));
    if (counts.size > 500) counts.clear();
    counts.set(key, n);
  }
  /** The table changed: its counts are stale. */
  forget(table: string): void {
    this.byTable.delete(table);
    this.versions.set(table, this.version(table) + 1);
  }
}

/**
 * `unindexed`: the filters written so that SQLite does not answer them from their indexes (a unary
 * `+`), for a page whose filters keep most records: walking the sort's index and skipping the
 * records that fail is then cheaper than sorting every match.
 */
function conditionOf({ engine, def, table, search }: Target, filter: ListFilter, unindexed = false): Condition {
  const typeOf = (name: string) => valueType(def.fields[name]);
  const v = (name: string, type = typeOf(name)) => sql.raw((unindexed ? '+' : '') + valueSql(engine, name, type));
  switch (filter.kind) {
    case 'equal': {
      const type = filter.scope ? 'text' : typeOf(filter.field);
      return sql`${v(filter.field, type)} IN (${sql.join(filter.values.map((x) => param(engine, type, x)))})`;
    }
    case 'contains':
      if (engine === 'postgres') return sql`(${v(filter.field)}::jsonb ?| ${sql`${[...filter.values]}::text[]`})`;
      return sql`EXISTS (SELECT 1 FROM json_each("doc", ${sql.lit(`$.${filter.field}`)}) WHERE "value" IN (${sql.join([...filter.values])}))`;
    case 'range': {
      const type = typeOf(filter.field);
      return sql`${v(filter.field)} ${sql.raw(filter.op === 'gte' ? '>=' : '<=')} ${param(engine, type, filter.bound)}`;
    }
    case 'search':
      return searchCondition(engine, search, table, filter.fields, filter.text);
    case 'anyField':
      return any(
        filter.fields.map((name) =>
          engine === 'postgres' ? sql`${v(name, 'text')} = ${filter.value}` : sql`CAST(${v(name, 'text')} AS TEXT) = ${filter.value}`,
        ),
      );
  }
}

/** The WHERE clause of a query's filters (`TRUE` without any). */
export function whereOf(target: Target, filters: readonly ListFilter[], unindexed = false): Condition {
  if (!filters.length) return sql`1 = 1`;
  return sql.join(
    filters.map((f) => sql`(${conditionOf(target, f, unindexed)})`),
    sql` AND `,
  );
}

/** ORDER BY: the sort field's keys in the asked direction, then the id ascending. */
export function orderOf(engine: Engine, def: ResourceDef, sort: ListQuery['sort']): Condition {
  const id = sortKeysSql(engine, 'id', 'id').slice(1);
  const keys = sort && sort.field !== 'id' ? sortKeysSql(engine, sort.field, valueType(def.fields[sort.field])) : [];
  const dir = sort?.desc ? ' DESC' : ' ASC';
  const idDir = sort?.field === 'id' ? dir : ' ASC';
  return sql.raw([...keys.map((k) => k + dir), ...id.map((k) => k + idDir)].join(', '));
}

const parse = (doc: unknown): Row => (typeof doc === 'string' ? (JSON.parse(doc) as Row) : (doc as Row));

/** One page of a collection's records and how many match, in one read transaction's worth of queries. */
export async function listRows(db: Db, target: Target, q: ListQuery): Promise<{ data: Row[]; total: number }> {
  const { engine, table, def } = target;
  const where = whereOf(target, q.filters);
  const offset = (q.page - 1) * q.size;
  if (q.relevance) {
    const all = await sql<{ doc: unknown }>`SELECT "doc" FROM ${sql.id(table)} WHERE ${where} ORDER BY ${orderOf(engine, def, q.sort)}`.execute(db);
    const ranked = rankByRelevance(
      all.rows.map((r) => parse(r.doc)),
      q.relevance,
    );
    return { data: ranked.slice(offset, offset + q.size), total: ranked.length };
  }
  const total = await countOf(db, target, q.filters);
  // filters that keep more than 1 record in 50 of a large table, sorted by an indexed field: walk the sort's index
  const sorted = q.sort && (q.sort.field === 'id' || isSortable(def.fields[q.sort.field]) || q.sort.field === def.defaultSort?.field);
  const unindexed =
    engine === 'sqlite' && !!sorted && q.filters.length > 0 && q.filters.every((f) => f.kind !== 'search') && total * 50 > (await countOf(db, target, []));
  // the page's ids first (from the sort's index alone, when it carries the filters), then only their records
  const page = await pageIdsQuery(target, q, unindexed).execute(db);
  return {
    data: await recordsInOrder(
      db,
      table,
      page.rows.map((r) => r.id),
    ),
    total,
  };
}

/** The ids of a query's page, in order; `unindexed`: its filters checked while walking the sort's index (see conditionOf). */
export function pageIdsQuery(target: Target, q: ListQuery, unindexed = false) {
  const { engine, table, def } = target;
  return sql<{ id: string }>`SELECT "id" FROM ${sql.id(table)} WHERE ${whereOf(target, q.filters, unindexed)} ORDER BY ${orderOf(engine, def, q.sort)} LIMIT ${
    q.size
  } OFFSET ${(q.page - 1) * q.size}`;
}

/** The records of `ids`, in that order. */
async function recordsInOrder(db: Db, table: string, ids: readonly string[]): Promise<Row[]> {
  if (!ids.length) return [];
  const { rows } = await sql<{ id: string; doc: unknown }>`SELECT "id", "doc" FROM ${sql.id(table)} WHERE "id" IN (${sql.join([...ids])})`.execute(db);
  const byId = new Map(rows.map((r) => [r.id, r.doc]));
  return ids.flatMap((id) => (byId.has(id) ? [parse(byId.get(id))] : []));
}

/** How many records of the target's table pass `filters` (from the count cache while the table is unchanged). */
async function countOf(db: Db, target: Target, filters: readonly ListFilter[]): Promise<number> {
  const query = sql<{ n: number | string }>`SELECT count(*) AS "n" FROM ${sql.id(target.table)} WHERE ${whereOf(target, filters)}`;
  const compiled = query.compile(db);
  const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  const known = target.counts?.get(target.table, key);
  if (known !== undefined) return known;
  const version = target.counts?.version(target.table) ?? 0;
  const n = Number((await query.execute(db)).rows[0]?.n ?? 0);
  target.counts?.set(target.table, key, n, version);
  return n;
}

export { parse as parseDoc };
