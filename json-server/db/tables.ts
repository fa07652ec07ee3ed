/**
 * The tables the schemas imply, created (when missing) at start-up: one table per collection
 * (`id` and the record's document), a table of named values (`app_values`: the token secret), one
 * of id counters (`app_counters`), and the indexes every list needs — each sortable field's sort
 * keys, each filterable or reference field's value, each unique field's lower-cased value — built
 * on the expressions the queries use (expressions.ts); and the search indexes (search.ts).
 */
import { sql } from 'kysely';
import { collectionOf, isSortable, type FieldDef, type ResourceDef } from '../../resources/define';
import type { Registry } from '../../resources/registry';
import { sortKeysSql, valueSql, valueType } from './expressions';
import type { Db, Engine } from './open';
import { ensureSearch, searchPlan, type SearchPlan } from './search';

export const VALUES_TABLE = 'app_values';
export const COUNTERS_TABLE = 'app_counters';

export interface IndexPlan {
  name: string;
  table: string;
  expressions: string[];
}

const filterable = (field: FieldDef) => field.filter !== undefined || field.kind === 'reference';

/** The indexes of one collection's fields (a collection shared by several resources gets the union). */
export function indexPlan(engine: Engine, defs: readonly ResourceDef[]): IndexPlan[] {
  const plans = new Map<string, IndexPlan>();
  const add = (table: string, suffix: string, expressions: string[]) => {
    const name = `${table}__${suffix}`;
    if (!plans.has(name)) plans.set(name, { name, table, expressions });
  };
  for (const def of defs) {
    const table = collectionOf(def);
    for (const [name, field] of Object.entries(def.fields)) {
      if (name === 'id') continue;
      const type = valueType(field);
      if (type === 'list' || type === 'object') continue;
      if (isSortable(field) || name === def.defaultSort?.field) add(table, `${name}_sort`, sortKeysSql(engine, name, type));
      if (filterable(field)) add(table, name, [valueSql(engine, name, type)]);
      if (field.unique) add(table, `${name}_unique`, [`lower(${valueSql(engine, name, 'text')})`]);
    }
    // a store-scoped list (a store manager's) filters by the store and sorts by the default order: both in one index
    const sort = def.defaultSort?.field;
    if (def.scope && sort && sort !== 'id')
      add(table, `${def.scope.field}_${sort}`, [valueSql(engine, def.scope.field, 'text'), ...sortKeysSql(engine, sort, valueType(def.fields[sort]))]);
  }
  return [...plans.values()];
}

/** Creates what is missing: the tables of every collection, the values table, the indexes, the search indexes (whose plan it returns). */
export async function ensureTables(db: Db, engine: Engine, registry: Registry): Promise<SearchPlan> {
  const docType = engine === 'postgres' ? 'json' : 'text';
  const tables = [...new Set(registry.all.map(collectionOf))];
  for (const table of tables)
    await db.schema
      .createTable(table)
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('doc', sql.raw(docType), (c) => c.notNull())
      .execute();
  await db.schema
    .createTable(VALUES_TABLE)
    .ifNotExists()
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', sql.raw(docType), (c) => c.notNull())
    .execute();
  await db.schema
    .createTable(COUNTERS_TABLE)
    .ifNotExists()
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .execute();
  for (const plan of indexPlan(engine, registry.all))
    await sql`CREATE INDEX IF NOT EXISTS ${sql.id(plan.name)} ON ${sql.id(plan.table)} (${sql.raw(plan.expressions.join(', '))})`.execute(db);
  const search = searchPlan(registry.all);
  await ensureSearch(db, engine, search, VALUES_TABLE);
  return search;
}
