/**
 * The tables the schemas imply, created (when missing) at start-up: one table per collection
 * (`id` and the record's document), a table of named values (`app_values`: the token secret), one
 * of id counters (`app_counters`), and the indexes every list needs — each sortable field's sort
 * keys, each filterable or reference field's value, each unique field's lower-cased value — built
 * on the expressions the queries use (expressions.ts); and the search indexes (search.ts).
 *
 * A sort index also carries the collection's enum and boolean filters and the id after its keys:
 * a page filtered by a few of their values walks the sort's index, checks the filters and orders
 * ties from the index alone, and only the page's own records are read (list-sql.ts; at 100,000
 * batteries, `status=charging&model=…&sort=soc&order=desc` page 20: 5.5 → 0.8 ms). An index is
 * named after what it holds, so a changed plan builds a new one; indexes no longer planned are
 * dropped. SQLite keeps statistics for its planner (`PRAGMA optimize`, at start-up).
 */
import crypto from 'node:crypto';
import { sql } from './kysely';
import { collectionOf, isSortable, type FieldDef, type ResourceDef } from '../../resources/define';
import type { Registry } from '../../resources/registry';
import { nonEmptySql, sortKeysSql, valueSql, valueType } from './expressions';
import type { Db, Engine } from './open';
import { ensureSearch, searchPlan, type SearchPlan } from './search';

export const VALUES_TABLE = 'app_values';
export const COUNTERS_TABLE = 'app_counters';
/** Run-time declarations (CONTRACT §2.4): one row per resource name, its draft and published versions (server/schemas/stored.ts). */
export const SCHEMAS_TABLE = 'app_schemas';
/** Saved list views (CONTRACT §2.5, server/api/views.ts): one row per view. */
export const VIEWS_TABLE = 'app_views';

export interface IndexPlan {
  name: string;
  table: string;
  expressions: string[];
  /** A unique index over the rows that pass `where` (a unique field's non-empty values). */
  unique?: { where: string };
}

/** A computed field is not stored: its filters are conditions on the stored fields it is computed from, which have their own indexes. */
const filterable = (field: FieldDef) => !field.computed && (field.filter !== undefined || field.kind === 'reference');
/** A filter by one of a few values (an enum's, a boolean's), which its own index narrows little. */
const fewValued = (field: FieldDef) =>
  !field.computed && (field.filter === 'anyOf' || field.filter === 'equal') && (field.kind === 'enum' || field.kind === 'boolean');
/** The part of an index's name that changes with what it holds. */
const digest = (expressions: readonly string[]) => crypto.createHash('sha1').update(expressions.join('\u0000')).digest('hex').slice(0, 8);

/** The indexes of one collection's fields (a collection shared by several resources gets the union). */
export function indexPlan(engine: Engine, defs: readonly ResourceDef[]): IndexPlan[] {
  const plans = new Map<string, IndexPlan>();
  const add = (table: string, suffix: string, expressions: string[], unique?: IndexPlan['unique']) => {
    const name = `${table}__${suffix}_${digest(unique ? [...expressions, 'unique', unique.where] : expressions)}`;
    if (!plans.has(name)) plans.set(name, { name, table, expressions, unique });
  };
  const carried = new Map<string, string[]>();
  for (const def of defs) {
    const list = carried.get(collectionOf(def)) ?? [];
    for (const [name, field] of Object.entries(def.fields))
      if (fewValued(field)) {
        const v = valueSql(engine, name, valueType(field));
        if (!list.includes(v)) list.push(v);
      }
    carried.set(collectionOf(def), list);
  }
  for (const def of defs) {
    const table = collectionOf(def);
    for (const [name, field] of Object.entries(def.fields)) {
      if (name === 'id') continue;
      const type = valueType(field);
      if (type === 'list' || type === 'object') continue;
      if (isSortable(field) || name === def.defaultSort?.field) {
        const own = valueSql(engine, name, type);
        add(table, `${name}_sort`, [...sortKeysSql(engine, name, type), ...(carried.get(table) ?? []).filter((v) => v !== own), '"id"']);
      }
      if (filterable(field)) add(table, name, [valueSql(engine, name, type)]);
      if (field.unique) add(table, `${name}_unique`, [`lower(${valueSql(engine, name, 'text')})`], { where: nonEmptySql(engine, name) });
    }
    // a store-scoped list (a store manager's) filters by the store and sorts by the default order: both in one index
    const sort = def.defaultSort?.field;
    if (def.scope && sort && sort !== 'id')
      add(table, `${def.scope.store}_${sort}`, [valueSql(engine, def.scope.store, 'text'), ...sortKeysSql(engine, sort, valueType(def.fields[sort]))]);
  }
  return [...plans.values()];
}

/** Creates what is missing: the tables of every collection, the values table, the indexes, the search indexes (whose plan it returns). */
export async function ensureTables(db: Db, engine: Engine, registry: Registry): Promise<SearchPlan> {
  const docType = engine === 'postgres' ? 'json' : 'text';
  const tables = [...new Set(registry.all.map(collectionOf))];
  for (const table of [...tables, SCHEMAS_TABLE, VIEWS_TABLE])
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
  // the indexes there already are listed once, and only the missing ones created: a thousand `CREATE INDEX IF NOT EXISTS`
  // round trips were most of a start on PostgreSQL (and of every publish), 450 → 150 ms here
  const present = await existingIndexes(db, engine);
  const names = new Set(present.map((i) => i.name));
  const plans = indexPlan(engine, registry.all);
  for (const plan of plans) if (!names.has(plan.name)) await createIndex(db, plan);
  await dropUnplanned(db, tables, new Set(plans.map((p) => p.name)), present);
  if (engine === 'sqlite') {
    await sql`PRAGMA analysis_limit = 400`.execute(db);
    await sql`PRAGMA optimize = 0x10002`.execute(db);
  }
  const search = searchPlan(registry.all);
  await ensureSearch(db, engine, search, VALUES_TABLE, names);
  return search;
}

/**
 * Creates an index when missing. A unique field's index is UNIQUE, so that two writers (API
 * processes on one PostgreSQL) cannot both keep a value each checked to be free (repository.ts
 * answers the clash as a UniqueViolation); records that already hold a value twice (written before
 * the index) keep a plain index instead, and the server says which.
 */
async function createIndex(db: Db, plan: IndexPlan): Promise<void> {
  const on = sql`${sql.id(plan.name)} ON ${sql.id(plan.table)} (${sql.raw(plan.expressions.join(', '))})`;
  if (!plan.unique) return void (await sql`CREATE INDEX IF NOT EXISTS ${on}`.execute(db));
  try {
    await sql`CREATE UNIQUE INDEX IF NOT EXISTS ${on} WHERE ${sql.raw(plan.unique.where)}`.execute(db);
  } catch (error) {
    console.warn(
      `${plan.table}: ${plan.name} is not unique (${error instanceof Error ? error.message : String(error)}): records hold the same value twice; new clashes are still refused`,
    );
    await sql`CREATE INDEX IF NOT EXISTS ${on} WHERE ${sql.raw(plan.unique.where)}`.execute(db);
  }
}

/** The indexes the database holds (not SQLite's own), each with its table. */
async function existingIndexes(db: Db, engine: Engine): Promise<{ name: string; table: string }[]> {
  const { rows } =
    engine === 'postgres'
      ? await sql<{
          name: string;
          table: string;
        }>`SELECT indexname AS "name", tablename AS "table" FROM pg_indexes WHERE schemaname = current_schema()`.execute(db)
      : await sql<{
          name: string;
          table: string;
        }>`SELECT "name", "tbl_name" AS "table" FROM sqlite_master WHERE "type" = 'index' AND "sql" IS NOT NULL`.execute(db);
  return rows;
}

/** Drops the field indexes of `tables` (`<table>__<field>_…`, not the search indexes) among those `present` that the plan no longer makes. */
async function dropUnplanned(
  db: Db,
  tables: readonly string[],
  planned: ReadonlySet<string>,
  present: readonly { name: string; table: string }[],
): Promise<void> {
  const owned = new Set(tables);
  for (const { name, table } of present)
    if (owned.has(table) && name.startsWith(`${table}__`) && !name.endsWith('_trgm') && !planned.has(name)) await sql`DROP INDEX ${sql.id(name)}`.execute(db);
}
