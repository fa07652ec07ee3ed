/**
 * How a field of a record reads in SQL, per engine. A record is one row: its `id` and its whole
 * document (`doc`: JSON text in SQLite, jsonb in PostgreSQL); a field is an expression over the
 * document, typed by the field's kind, and the indexes (tables.ts) are built on the very same
 * expressions so that the queries (list-sql.ts) can use them.
 *
 * Field names are the schemas' own (checked to be plain identifiers here, so they can be written
 * into an expression); values are always bound parameters.
 */
import { sql, type RawBuilder } from './kysely';
import type { FieldDef } from '../../resources/define';
import type { Engine } from './open';

const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** How a kind's values compare: as numbers, as booleans, as ids (numeric ids in numeric order), as text, or not at all (lists, objects). */
export type ValueType = 'number' | 'boolean' | 'id' | 'text' | 'list' | 'object';

export function valueType(field: FieldDef | undefined): ValueType {
  switch (field?.kind) {
    case 'number':
    case 'money':
    case 'percent':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'id':
    case 'reference':
      return 'id';
    case 'referenceMany':
      return 'list';
    case 'geo':
    case 'json':
      return 'object';
    default:
      return 'text';
  }
}

function checked(name: string): string {
  if (!PLAIN_NAME.test(name)) throw new Error(`A field name SQL cannot hold: ${JSON.stringify(name)}`);
  return name;
}

/** The field's value as SQL text (for indexes and queries alike). */
export function valueSql(engine: Engine, name: string, type: ValueType): string {
  const n = checked(name);
  if (n === 'id') return '"id"';
  if (engine === 'sqlite') return `json_extract("doc", '$.${n}')`;
  if (type === 'number') return `(("doc"->>'${n}')::float8)`;
  if (type === 'boolean') return `(("doc"->>'${n}')::boolean)`;
  if (type === 'list' || type === 'object') return `("doc"->'${n}')`;
  return `("doc"->>'${n}')`;
}

/** True for a text value that is present and not empty (a unique field's values that must differ). */
export function nonEmptySql(engine: Engine, name: string): string {
  return `${valueSql(engine, name, 'text')} <> ''`;
}

/** True for a value that sorts last (absent, null, or empty text). */
export function emptySql(engine: Engine, name: string, type: ValueType): string {
  const v = valueSql(engine, name, type);
  return type === 'text' || type === 'id' ? `(${v} IS NULL OR ${v} = '')` : `(${v} IS NULL)`;
}

/**
 * The sort keys of a field, in order: empty values after the others, then ids by length before
 * their text (so "9" before "10": numeric ids in numeric order), text byte by byte (the same order
 * in both engines and in JavaScript), numbers as numbers.
 */
export function sortKeysSql(engine: Engine, name: string, type: ValueType): string[] {
  const v = valueSql(engine, name, type);
  const text = engine === 'postgres' ? `${v} COLLATE "C"` : v;
  if (type === 'id') return [emptySql(engine, name, type), `length(${v})`, text];
  if (type === 'text') return [emptySql(engine, name, type), text];
  return [emptySql(engine, name, type), v];
}

/** The field's value as a bound-parameter comparison operand of its own type. */
export function param(engine: Engine, type: ValueType, value: string | number | boolean): RawBuilder<unknown> {
  if (type === 'boolean' && engine === 'sqlite') return sql`${value === true || value === 'true' ? 1 : 0}`;
  if (type === 'number') return sql`${typeof value === 'number' ? value : Number(value)}`;
  if (type === 'boolean') return sql`${value === true || value === 'true'}`;
  return sql`${String(value)}`;
}

export const raw = (text: string): RawBuilder<unknown> => sql.raw(text);
