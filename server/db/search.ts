/**
 * Substring search (`q`, a search filter) over an index rather than a scan of every record:
 * - SQLite: an FTS5 table with the trigram tokenizer per collection (`<table>__search`, one
 *   column per searched field, its rowid the record's), kept in step by triggers on the
 *   collection's table, so every write path updates it in the same transaction; a text of three
 *   characters or more is a phrase query on it (shorter ones scan, as a trigram index cannot help).
 * - PostgreSQL: a trigram GIN index (pg_trgm) on each searched field's lower-cased text, used by
 *   `LIKE '%…%'`.
 * The searched fields come from the schemas: each resource's `q` fields and its search filters.
 */
import { sql, type RawBuilder } from './kysely';
import { collectionOf, type ResourceDef } from '../../resources/define';
import { searchedFields } from '../api/list-query';
import { valueSql, valueType } from './expressions';
import type { Db, Engine } from './open';

/** Collection → the fields its records are searched by. */
export type SearchPlan = ReadonlyMap<string, readonly string[]>;

export function searchPlan(defs: readonly ResourceDef[]): SearchPlan {
  const plan = new Map<string, Set<string>>();
  for (const def of defs) {
    const fields = [...searchedFields(def), ...Object.entries(def.fields).flatMap(([name, field]) => (field.filter === 'search' ? [name] : []))];
    const set = plan.get(collectionOf(def)) ?? new Set<string>();
    for (const name of fields) {
      const type = valueType(def.fields[name]);
      if (name !== 'id' && def.fields[name] && !def.fields[name].writeOnly && type !== 'list' && type !== 'object') set.add(name);
    }
    plan.set(collectionOf(def), set);
  }
  return new Map([...plan].filter(([, set]) => set.size).map(([table, set]) => [table, [...set].sort()]));
}

const searchTable = (table: string) => `${table}__search`;
const PLAN_KEY = (table: string) => `search:${table}`;

/** Creates (or, when the searched fields changed, rebuilds) each collection's search structures; `indexes`: the indexes there already are. */
export async function ensureSearch(db: Db, engine: Engine, plan: SearchPlan, valuesTable: string, indexes: ReadonlySet<string>): Promise<void> {
  if (engine === 'postgres') {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    for (const [table, fields] of plan)
      for (const name of fields)
        if (!indexes.has(`${table}__${name}_trgm`))
          await sql`CREATE INDEX IF NOT EXISTS ${sql.id(`${table}__${name}_trgm`)} ON ${sql.id(table)} USING gin ((lower(${sql.raw(valueSql(engine, name, 'text'))})) gin_trgm_ops)`.execute(
            db,
          );
    return;
  }
  for (const [table, fields] of plan) {
    const wanted = JSON.stringify(fields);
    const { rows } = await sql<{ value: string }>`SELECT "value" FROM ${sql.id(valuesTable)} WHERE "key" = ${PLAN_KEY(table)}`.execute(db);
    if (rows[0]?.value === wanted) continue;
    const s = searchTable(table);
    const columns = sql.join(fields.map((f) => sql.id(f)));
    const values = (row: 'new' | 'old') => sql.join(fields.map((f) => sql.raw(valueSql(engine, f, 'text').replace('"doc"', `${row}."doc"`))));
    for (const suffix of ['ai', 'ad', 'au']) await sql`DROP TRIGGER IF EXISTS ${sql.id(`${s}_${suffix}`)}`.execute(db);
    await sql`DROP TABLE IF EXISTS ${sql.id(s)}`.execute(db);
    await sql`CREATE VIRTUAL TABLE ${sql.id(s)} USING fts5(${columns}, tokenize = 'trigram')`.execute(db);
    await sql`INSERT INTO ${sql.id(s)} ("rowid", ${columns}) SELECT "rowid", ${sql.join(fields.map((f) => sql.raw(valueSql(engine, f, 'text'))))} FROM ${sql.id(table)}`.execute(
      db,
    );
    await sql`CREATE TRIGGER ${sql.id(`${s}_ai`)} AFTER INSERT ON ${sql.id(table)} BEGIN INSERT INTO ${sql.id(s)} ("rowid", ${columns}) VALUES (new."rowid", ${values('new')}); END`.execute(
      db,
    );
    await sql`CREATE TRIGGER ${sql.id(`${s}_ad`)} AFTER DELETE ON ${sql.id(table)} BEGIN DELETE FROM ${sql.id(s)} WHERE "rowid" = old."rowid"; END`.execute(db);
    await sql`CREATE TRIGGER ${sql.id(`${s}_au`)} AFTER UPDATE ON ${sql.id(table)} BEGIN DELETE FROM ${sql.id(s)} WHERE "rowid" = old."rowid"; INSERT INTO ${sql.id(s)} ("rowid", ${columns}) VALUES (new."rowid", ${values('new')}); END`.execute(
      db,
    );
    await sql`INSERT INTO ${sql.id(valuesTable)} ("key", "value") VALUES (${PLAN_KEY(table)}, ${wanted}) ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value"`.execute(
      db,
    );
  }
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Records where any of `fields` contains `text` (lower-cased): over the search index where it can answer, else a scan. */
export function searchCondition(engine: Engine, plan: SearchPlan, table: string, fields: readonly string[], text: string): RawBuilder<unknown> {
  const conditions =
    engine === 'postgres' ? fields.map((name) => sql`lower(${sql.raw(valueSql(engine, name, 'text'))}) LIKE ${likePattern(text)} ESCAPE '\\'`) : undefined;
  if (conditions) return conditions.length === 1 ? conditions[0] : sql`(${sql.join(conditions, sql` OR `)})`;
  const indexed = plan.get(table);
  if (indexed && [...text].length >= 3 && fields.every((f) => indexed.includes(f))) {
    const s = searchTable(table);
    const phrase = `{${fields.join(' ')}} : "${text.replace(/"/g, '""')}"`;
    return sql`"rowid" IN (SELECT "rowid" FROM ${sql.id(s)} WHERE ${sql.id(s)} MATCH ${phrase})`;
  }
  const scans = fields.map((name) => sql`instr(lower(${sql.raw(valueSql(engine, name, 'text'))}), ${text}) > 0`);
  return scans.length === 1 ? scans[0] : sql`(${sql.join(scans, sql` OR `)})`;
}
