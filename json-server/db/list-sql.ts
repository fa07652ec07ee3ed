/**
 * A list query of CONTRACT §2.1 (parsed by api/list-query.ts) as SQL: its filters as one WHERE
 * clause, its sort as the sort keys of expressions.ts with the id as the tie-break, its page as
 * LIMIT/OFFSET, and its total as a count over the same WHERE. `sort=relevance` ranks every match
 * in JavaScript (relevanceOf), in the list's default order within a rank.
 */
import { sql, type RawBuilder } from 'kysely';
import type { ResourceDef } from '../../resources/define';
import { rankByRelevance, type ListFilter, type ListQuery } from '../api/list-query';
import type { Row } from '../store';
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
}

function conditionOf({ engine, def, table, search }: Target, filter: ListFilter): Condition {
  const typeOf = (name: string) => valueType(def.fields[name]);
  const v = (name: string, type = typeOf(name)) => sql.raw(valueSql(engine, name, type));
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
export function whereOf(target: Target, filters: readonly ListFilter[]): Condition {
  if (!filters.length) return sql`1 = 1`;
  return sql.join(
    filters.map((f) => sql`(${conditionOf(target, f)})`),
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
  const [page, count] = await Promise.all([
    sql<{ doc: unknown }>`SELECT "doc" FROM ${sql.id(table)} WHERE ${where} ORDER BY ${orderOf(engine, def, q.sort)} LIMIT ${q.size} OFFSET ${offset}`.execute(
      db,
    ),
    sql<{ n: number | string }>`SELECT count(*) AS "n" FROM ${sql.id(table)} WHERE ${where}`.execute(db),
  ]);
  return { data: page.rows.map((r) => parse(r.doc)), total: Number(count.rows[0]?.n ?? 0) };
}

export { parse as parseDoc };
