/**
 * A list query of CONTRACT §2.1 (parsed by api/list-query.ts) as SQL: its filters as one WHERE
 * clause, its sort as the sort keys of expressions.ts with the id as the tie-break, its page as
 * LIMIT/OFFSET over the ids (then the page's records by id), and its total as a count over the
 * same WHERE. `sort=relevance` ranks every match in JavaScript (relevanceOf), in the list's
 * default order within a rank.
 */
import { sql, type RawBuilder } from './kysely';
import { isSortable, type ResourceDef } from '../../resources/define';
import { rankByRelevance, type ListFilter, type ListQuery } from '../api/list-query';
import type { Row } from '../row';
import { param, sortKeysSql, valueSql, valueType } from './expressions';
import type { Db, Engine } from './open';
import type { ReadCache } from './read-cache';
import { searchCondition, type SearchPlan } from './search';

type Condition = RawBuilder<unknown>;

const any = (parts: Condition[]): Condition => (parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` OR `)})`);

/** Where a query runs: the engine, the collection's table and resource, and what its search index holds. */
export interface Target {
  engine: Engine;
  table: string;
  def: ResourceDef;
  search: SearchPlan;
  /** Answers kept until the table is written (SQLite outside a transaction; read-cache.ts). */
  cache?: ReadCache;
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
    case 'not': {
      // an absent value makes a comparison NULL: "not all hold" is then true, never NULL (which would drop the record)
      const all = whereOf({ engine, def, table, search }, filter.filters, unindexed);
      return engine === 'postgres' ? sql`NOT COALESCE((${all}), FALSE)` : sql`NOT COALESCE((${all}), 0)`;
    }
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

/**
 * A page of a list query: the ids of its records in order (or, when the query ranks by relevance,
 * which reads every match, the records themselves), and how many match.
 */
export async function listPage(db: Db, target: Target, q: ListQuery): Promise<{ ids: readonly string[]; rows?: Row[]; total: number }> {
  const { engine, table, def, cache } = target;
  if (q.relevance) {
    const all = await sql<{
      doc: unknown;
    }>`SELECT "doc" FROM ${sql.id(table)} WHERE ${whereOf(target, q.filters)} ORDER BY ${orderOf(engine, def, q.sort)}`.execute(db);
    const ranked = rankByRelevance(
      all.rows.map((r) => parse(r.doc)),
      q.relevance,
    );
    const offset = (q.page - 1) * q.size;
    return { ids: [], rows: ranked.slice(offset, offset + q.size), total: ranked.length };
  }
  const total = await countOf(db, target, q.filters);
  const key = JSON.stringify([q.filters, q.sort, q.page, q.size]);
  const known = cache?.page(table, key);
  if (known) return { ids: known, total };
  const version = cache?.version(table) ?? 0;
  // filters that keep more than 1 record in 50 of a large table, sorted by an indexed field: walk the sort's index
  const sorted = q.sort && (q.sort.field === 'id' || isSortable(def.fields[q.sort.field]) || q.sort.field === def.defaultSort?.field);
  const unindexed =
    engine === 'sqlite' && !!sorted && q.filters.length > 0 && q.filters.every((f) => f.kind !== 'search') && total * 50 > (await countOf(db, target, []));
  // the page's ids (from the sort's index alone, when it carries the filters); the records are read by id
  const ids = (await pageIdsQuery(target, q, unindexed).execute(db)).rows.map((r) => String(r.id));
  cache?.keepPage(table, key, ids, version);
  return { ids, total };
}

/** The ids of a query's page, in order; `unindexed`: its filters checked while walking the sort's index (see conditionOf). */
export function pageIdsQuery(target: Target, q: ListQuery, unindexed = false) {
  const { engine, table, def } = target;
  return sql<{ id: string }>`SELECT "id" FROM ${sql.id(table)} WHERE ${whereOf(target, q.filters, unindexed)} ORDER BY ${orderOf(engine, def, q.sort)} LIMIT ${
    q.size
  } OFFSET ${(q.page - 1) * q.size}`;
}

/** How many records of the target's table pass `filters` (kept until the table is written, see read-cache.ts). */
async function countOf(db: Db, target: Target, filters: readonly ListFilter[]): Promise<number> {
  const { cache, table } = target;
  const key = JSON.stringify(filters);
  const known = cache?.count(table, key);
  if (known !== undefined) return known;
  const version = cache?.version(table) ?? 0;
  const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS "n" FROM ${sql.id(table)} WHERE ${whereOf(target, filters)}`.execute(db);
  const n = Number(rows[0]?.n ?? 0);
  cache?.keepCount(table, key, n, version);
  return n;
}

export { parse as parseDoc };
