/**
 * Parses and runs a list query of CONTRACT §2.1 against a collection:
 * `page` (1-based), `size` (default 20, capped), `sort` + `order`, `q` over the schema's
 * searchable fields, `{field}=v` (repeated = any of), `{field}_gte` / `{field}_lte`.
 * Unknown parameters are refused, not ignored: a misspelt filter must not return everything.
 */
import type { FieldDef, ResourceDef } from '../../resources/define';
import { isSortable } from '../../resources/define';
import { KINDS } from '../../kinds';
import { computedValue, dateBounds, type ComputedField } from '../../resources/computed';
import { badRequest } from '../envelope';
import { say } from '../messages';
import type { Row } from '../row';
import { refuseUnstorableQuery } from './request-text';

export const DEFAULT_SIZE = 20;
export const MAX_SIZE = 1000;

type Condition = (row: Row) => boolean;

/**
 * A filter as data, for the database's query (server/db/list-sql.ts): the same tests as
 * `conditions`, which the in-memory path runs.
 */
export type ListFilter =
  /** `field` holds one of `values` (typed as the field stores them); `scope`: compared as text (store scoping). */
  | { kind: 'equal'; field: string; values: readonly (string | number | boolean)[]; scope?: boolean }
  /** A list field (referenceMany) holds one of `values`. */
  | { kind: 'contains'; field: string; values: readonly string[] }
  | { kind: 'range'; field: string; op: 'gte' | 'lte'; bound: string | number | boolean }
  /** Any of `fields` contains `text` (lower-cased), ignoring case. */
  | { kind: 'search'; fields: readonly string[]; text: string }
  /** Any of `fields` holds `value`, compared as text. */
  | { kind: 'anyField'; fields: readonly string[]; value: string }
  /** Not all of `filters` hold (a filter on a computed field asking for `false`: not overdue). */
  | { kind: 'not'; filters: readonly ListFilter[] };

export interface ListQuery {
  /** Every filter as data (the database path reads these). */
  filters: ListFilter[];
  page: number;
  size: number;
  sort?: { field: string; desc: boolean };
  /** Every filter as a row test (the plain path runs these). */
  conditions: Condition[];
  /** `sort=relevance` with a `q`: rank the matches (`rankByRelevance`) instead of sorting them by a field. */
  relevance?: { fields: readonly string[]; text: string };
}

/** The `sort` value that ranks `q`'s matches: exact first, then starting with it, ending with it, then containing it. */
export const RELEVANCE = 'relevance';

const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

function values(name: string, raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : [raw];
  if (list.length > 200) throw badRequest(say('list.too_many_values', { name }));
  return list.map((v) => {
    if (typeof v !== 'string') throw badRequest(say('list.plain_value', { name }));
    if (v.length > 500) throw badRequest(say('list.too_long', { name }));
    return v;
  });
}
const single = (name: string, raw: unknown): string => {
  const v = values(name, raw);
  if (v.length !== 1) throw badRequest(say('list.once', { name }));
  return v[0];
};

/** Turns a query-string value into the stored type of `field`, for comparisons (its kind says how: kinds/<family>.ts `fromQuery`). */
function coerce(field: FieldDef, name: string, v: string): string | number | boolean {
  const query = KINDS[field.kind].fromQuery;
  if (!query) return v;
  const value = query.parse(v);
  if (value === undefined) throw badRequest(say(query.error, { name }));
  return value;
}

/**
 * Sort keys: a total order over stored values (the in-memory list's; the database keeps its own, db/expressions.ts).
 * Empty values (undefined, null, '') come last; numbers and numeric strings compare as numbers
 * (ids and serials); everything else compares as a string (booleans: false < true); numbers sort
 * before non-numeric strings.
 */
export type SortKey = number | string | null;

export function sortKey(v: unknown): SortKey {
  if (v === undefined || v === null || v === '') return null;
  if (typeof v === 'number') return Number.isNaN(v) ? null : v;
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  const s = String(v);
  if (s === '') return s;
  const n = Number(s);
  return Number.isFinite(n) ? n : s;
}

export function compareKeys(a: SortKey, b: SortKey): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number') return typeof b === 'number' ? (a < b ? -1 : 1) : -1;
  if (typeof b === 'number') return 1;
  return a < b ? -1 : 1;
}

const cmp = (a: unknown, b: unknown): number => compareKeys(sortKey(a), sortKey(b));
export const compareValues = cmp;

/**
 * A filter on a computed field (resources/computed.ts) as filters on what is stored: its `when`
 * condition and bounds on its date, so that the database answers it (`overdue=true`: in force, and
 * due a whole day ago or more); the row test computes the value itself, as a record's read shows it.
 */
function computedFilter(
  field: ComputedField,
  key: string,
  suffix: string | undefined,
  raw: unknown,
  now: number,
): { filters: ListFilter[]; condition: Condition } {
  const c = field.computed;
  const when: ListFilter[] = Object.entries(c.when ?? {}).map(([on, values]) => ({ kind: 'equal', field: on, values }));
  const none: ListFilter = { kind: 'not', filters: [] }; // not all of nothing: no record
  /** The stored conditions of "at least `gte` / at most `lte` whole days past", all to hold. */
  const past = (op: { gte: number } | { lte: number }): ListFilter[] => {
    const bounds = dateBounds(op, now);
    if (!bounds) return [none];
    const out: ListFilter[] = [...when, { kind: 'range', field: c.daysPast, op: 'lte', bound: bounds.atMost }];
    if (bounds.atLeast) out.push({ kind: 'range', field: c.daysPast, op: 'gte', bound: bounds.atLeast });
    return out;
  };
  if (field.kind === 'boolean') {
    if (suffix) throw badRequest(say('list.no_range', { name: key }));
    const wanted = new Set(values(key, raw).map((v) => coerce(field, key, v)));
    const condition: Condition = (row) => wanted.has(computedValue(field, row, now) === true);
    const isPast = past({ gte: 1 });
    return { filters: wanted.size === 2 ? [] : wanted.has(true) ? isPast : [{ kind: 'not', filters: isPast }], condition };
  }
  // the days themselves, as a range (money, worked out with a price of the record's own, is not filtered on)
  if (!suffix || c.perDay || field.kind !== 'number') throw badRequest(say('list.not_filterable', { name: key }));
  const bound = Number(coerce(field, key, single(key, raw)));
  const op: { gte: number } | { lte: number } = suffix === '_gte' ? { gte: bound } : { lte: bound };
  const condition: Condition = (row) => {
    const days = computedValue(field, row, now);
    return typeof days === 'number' && ('gte' in op ? days >= op.gte : days <= op.lte);
  };
  return { filters: past(op), condition };
}

export function parseListQuery(def: ResourceDef, query: Record<string, unknown>, now: number = Date.now()): ListQuery {
  // no parameter's name or value may hold text the engines cannot store (NUL ends SQLite's FTS5 query, PostgreSQL refuses it)
  refuseUnstorableQuery(query);
  const out: ListQuery = { filters: [], page: 1, size: DEFAULT_SIZE, conditions: [] };
  let sortField: string | undefined;
  let order = 'asc';
  for (const key of Object.keys(query)) {
    const raw = query[key];
    if (key === 'page') {
      const n = Number(single(key, raw));
      if (!Number.isInteger(n) || n < 1 || n > 1e7) throw badRequest(say('list.page'));
      out.page = n;
    } else if (key === 'size') {
      const n = Number(single(key, raw));
      if (!Number.isInteger(n) || n < 1) throw badRequest(say('list.size', { max: MAX_SIZE }));
      out.size = Math.min(n, MAX_SIZE);
    } else if (key === 'sort') {
      sortField = single(key, raw);
      if (sortField === RELEVANCE) continue;
      if (!own(def.fields, sortField) || !isSortable(def.fields[sortField]))
        throw badRequest(say('list.not_sortable', { field: sortField, resource: def.name }));
    } else if (key === 'order') {
      order = single(key, raw).toLowerCase();
      if (order !== 'asc' && order !== 'desc') throw badRequest(say('list.order'));
    } else if (key === 'q') {
      const text = single(key, raw).trim().toLowerCase();
      if (!text) continue;
      const fields = searchedFields(def);
      const condition: Condition = (row) => fields.some((f) => row[f] !== undefined && row[f] !== null && String(row[f]).toLowerCase().includes(text));
      out.conditions.push(condition);
      out.filters.push({ kind: 'search', fields, text });
      out.relevance = { fields, text };
    } else if (key.includes('|')) {
      // any of several fields holds the value (a record page's related records: a battery's serial put in or taken out)
      const names = key.split('|');
      for (const name of names)
        if (!own(def.fields, name) || def.fields[name].writeOnly || def.fields[name].computed)
          throw badRequest(say('list.unknown_parameter', { name: key, resource: def.name }));
      const value = single(key, raw);
      out.filters.push({ kind: 'anyField', fields: names, value });
      out.conditions.push((row) => names.some((name) => row[name] !== undefined && row[name] !== null && String(row[name]) === value));
    } else {
      const m = /^(.*?)(_gte|_lte)?$/.exec(key);
      const name = m?.[1] ?? key;
      const suffix = m?.[2];
      if (!own(def.fields, name) || def.fields[name].writeOnly) throw badRequest(say('list.unknown_parameter', { name: key, resource: def.name }));
      const field = def.fields[name];
      if (field.computed) {
        const { filters, condition } = computedFilter(field as ComputedField, key, suffix, raw, now);
        out.filters.push(...filters);
        out.conditions.push(condition);
        continue;
      }
      if (suffix) {
        if (!KINDS[field.kind].ranged) throw badRequest(say('list.no_range', { name }));
        const bound = coerce(field, key, single(key, raw));
        out.filters.push({ kind: 'range', field: name, op: suffix === '_gte' ? 'gte' : 'lte', bound });
        out.conditions.push(
          suffix === '_gte'
            ? (row) => row[name] !== undefined && row[name] !== null && cmp(row[name], bound) >= 0
            : (row) => row[name] !== undefined && row[name] !== null && cmp(row[name], bound) <= 0,
        );
        continue;
      }
      const accepted = values(key, raw);
      if (field.filter === 'search' && accepted.length === 1) {
        const text = accepted[0].toLowerCase();
        const condition: Condition = (row) => row[name] !== undefined && row[name] !== null && String(row[name]).toLowerCase().includes(text);
        out.conditions.push(condition);
        out.filters.push({ kind: 'search', fields: [name], text });
        continue;
      }
      const wanted = accepted.map((v) => coerce(field, key, v));
      if (field.kind === 'referenceMany') {
        const set = new Set(wanted.map(String));
        out.filters.push({ kind: 'contains', field: name, values: [...set] });
        out.conditions.push((row) => Array.isArray(row[name]) && row[name].some((x: unknown) => set.has(String(x))));
        continue;
      }
      // compared as text: a number as JavaScript writes it (`85`, whether the kind's figure or a code stored as one), another value as JSON
      const set = new Set(wanted.map((w) => (typeof w === 'string' ? w : JSON.stringify(w))));
      const norm = (v: unknown): string | undefined => (v === undefined || v === null ? undefined : typeof v === 'string' ? v : JSON.stringify(v));
      const condition: Condition = (row) => {
        const k = norm(row[name]);
        return k !== undefined && set.has(k);
      };
      out.filters.push({ kind: 'equal', field: name, values: wanted });
      out.conditions.push(condition);
    }
  }
  if (sortField !== RELEVANCE) delete out.relevance;
  if (sortField && sortField !== RELEVANCE) out.sort = { field: sortField, desc: order === 'desc' };
  else if (def.defaultSort) out.sort = { field: def.defaultSort.field, desc: def.defaultSort.order === 'DESC' };
  return out;
}

/** The fields `q` searches: the record's title first, then the schema's other search fields. */
export function searchedFields(def: ResourceDef): string[] {
  return [...new Set([def.title, ...(def.search ?? [])])];
}

/**
 * How well `row` matches `text` (lower-cased), lower is better: per searched field in order
 * (title first), an exact value, then one that starts with the text, one that ends with it (the
 * tail digits of a code), one that contains it; ties go to the shorter value ("长安1" finds
 * 长安1号店 before 长安14号店).
 */
export function relevanceOf(row: Row, fields: readonly string[], text: string): [number, number] {
  let best: [number, number] = [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER];
  fields.forEach((field, i) => {
    const v = row[field];
    if (v === undefined || v === null) return;
    const value = String(v).toLowerCase();
    const tier = value === text ? 0 : value.startsWith(text) ? 1 : value.endsWith(text) ? 2 : value.includes(text) ? 3 : -1;
    if (tier < 0) return;
    const rank = tier * fields.length + i;
    if (rank < best[0] || (rank === best[0] && value.length < best[1])) best = [rank, value.length];
  });
  return best;
}

/** The rows in relevance order; rows that rank the same keep their order (the list's sort). */
export function rankByRelevance(rows: readonly Row[], relevance: { fields: readonly string[]; text: string }): Row[] {
  const ranked = rows.map((row, at) => ({ row, at, rank: relevanceOf(row, relevance.fields, relevance.text) }));
  ranked.sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.at - b.at);
  return ranked.map((r) => r.row);
}

/** Filters, sorts and pages `rows`; never mutates them: the list query in memory (the reference the database's queries are tested against). */
export function runListQuery(rows: readonly Row[], q: ListQuery): { data: Row[]; total: number } {
  const matched = q.conditions.length ? rows.filter((r) => q.conditions.every((c) => c(r))) : rows.slice();
  if (q.sort) {
    const { field, desc } = q.sort;
    matched.sort((a, b) => (desc ? -1 : 1) * cmp(a[field], b[field]) || cmp(a.id, b.id));
  }
  const start = (q.page - 1) * q.size;
  return { data: matched.slice(start, start + q.size), total: matched.length };
}

/** Restricts `q` to rows whose `field` is `value`, or one of `value` (store scoping). */
export function restrictTo(q: ListQuery, field: string, value: string | readonly string[]): void {
  // none (a store without cabinets, for a scope one hop away): the empty value, which no record holds (an empty field is stored as none)
  const values = typeof value === 'string' ? [value] : value.length ? value : [''];
  q.conditions.unshift((row) => row[field] !== undefined && row[field] !== null && values.includes(String(row[field])));
  q.filters.unshift({ kind: 'equal', field, values, scope: true });
}
