/**
 * Parses and runs a list query of CONTRACT §2.1 against a collection:
 * `page` (1-based), `size` (default 20, capped), `sort` + `order`, `q` over the schema's
 * searchable fields, `{field}=v` (repeated = any of), `{field}_gte` / `{field}_lte`.
 * Unknown parameters are refused, not ignored: a misspelt filter must not return everything.
 */
import type { FieldDef, ResourceDef } from '../../resources/define';
import { isSortable } from '../../resources/define';
import { badRequest } from '../envelope';
import { say } from '../messages';
import type { DataStore, Row } from '../store';

export const DEFAULT_SIZE = 20;
export const MAX_SIZE = 1000;

type Condition = (row: Row) => boolean;

/** An equality filter in a form an index can answer: rows whose `norm(row[field])` is one of `keys`. */
export interface Equality {
  field: string;
  /** Which normalisation `norm` is (indexes keep one value map per field and normalisation). */
  normKind: string;
  norm: (v: unknown) => string | undefined;
  keys: ReadonlySet<string>;
  /** The same test as a row condition (it is also in `conditions`). */
  condition: Condition;
}

/**
 * A filter as data, for the database's query (json-server/db/list-sql.ts): the same tests as
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
  | { kind: 'anyField'; fields: readonly string[]; value: string };

export interface ListQuery {
  /** Every filter as data (the database path reads these). */
  filters: ListFilter[];
  page: number;
  size: number;
  sort?: { field: string; desc: boolean };
  /** Every filter as a row test (the plain path runs these). */
  conditions: Condition[];
  /** The raw filters, for indexes: field → accepted values (equality only). */
  equals: Map<string, string[]>;
  /** The equality filters among `conditions`, for the index. */
  equalities: Equality[];
  /** The substring searches among `conditions` (`q`, search fields), for the index. */
  searches: Search[];
  /** `sort=relevance` with a `q`: rank the matches (`rankByRelevance`) instead of sorting them by a field. */
  relevance?: { fields: readonly string[]; text: string };
}

/** The `sort` value that ranks `q`'s matches: exact first, then starting with it, ending with it, then containing it. */
export const RELEVANCE = 'relevance';

/** A case-insensitive substring search over `fields` (any of them), in a form an index can answer. */
export interface Search {
  fields: readonly string[];
  /** Lower-cased. */
  text: string;
  condition: Condition;
}

const RANGE_KINDS = new Set(['number', 'money', 'percent', 'date', 'datetime']);
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

/** Turns a query-string value into the stored type of `field`, for comparisons. */
function coerce(field: FieldDef, name: string, v: string): string | number | boolean {
  switch (field.kind) {
    case 'number':
    case 'money':
    case 'percent': {
      const n = Number(v);
      if (v.trim() === '' || !Number.isFinite(n)) throw badRequest(say('list.number', { name }));
      return n;
    }
    case 'boolean':
      if (v !== 'true' && v !== 'false') throw badRequest(say('list.boolean', { name }));
      return v === 'true';
    default:
      return v;
  }
}

/**
 * Sort keys: a total order over stored values, so that a sorted index and a plain sort agree.
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

export function parseListQuery(def: ResourceDef, query: Record<string, unknown>): ListQuery {
  const out: ListQuery = { filters: [], page: 1, size: DEFAULT_SIZE, conditions: [], equals: new Map(), equalities: [], searches: [] };
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
      out.searches.push({ fields, text, condition });
      out.filters.push({ kind: 'search', fields, text });
      out.relevance = { fields, text };
    } else if (key.includes('|')) {
      // any of several fields holds the value (a record page's related records: a battery's serial put in or taken out)
      const names = key.split('|');
      for (const name of names)
        if (!own(def.fields, name) || def.fields[name].writeOnly) throw badRequest(say('list.unknown_parameter', { name: key, resource: def.name }));
      const value = single(key, raw);
      out.filters.push({ kind: 'anyField', fields: names, value });
      out.conditions.push((row) => names.some((name) => row[name] !== undefined && row[name] !== null && String(row[name]) === value));
    } else {
      const m = /^(.*?)(_gte|_lte)?$/.exec(key);
      const name = m?.[1] ?? key;
      const suffix = m?.[2];
      if (!own(def.fields, name) || def.fields[name].writeOnly) throw badRequest(say('list.unknown_parameter', { name: key, resource: def.name }));
      const field = def.fields[name];
      if (suffix) {
        if (!RANGE_KINDS.has(field.kind)) throw badRequest(say('list.no_range', { name }));
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
        out.searches.push({ fields: [name], text, condition });
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
      const set = new Set(wanted.map((w) => (typeof w === 'string' ? w : JSON.stringify(w))));
      const numeric = field.kind === 'number' || field.kind === 'money' || field.kind === 'percent';
      const norm = (v: unknown): string | undefined =>
        v === undefined || v === null ? undefined : typeof v === 'string' ? v : typeof v === 'number' && !numeric ? String(v) : JSON.stringify(v);
      const condition: Condition = (row) => {
        const k = norm(row[name]);
        return k !== undefined && set.has(k);
      };
      out.equals.set(name, accepted);
      out.filters.push({ kind: 'equal', field: name, values: wanted });
      out.conditions.push(condition);
      out.equalities.push({ field: name, normKind: numeric ? 'json' : 'text', norm, keys: set, condition });
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

/** Filters, sorts and pages `rows`; never mutates them. The plain path: the index below must agree with it. */
export function runListQuery(rows: readonly Row[], q: ListQuery): { data: Row[]; total: number } {
  const matched = q.conditions.length ? rows.filter((r) => q.conditions.every((c) => c(r))) : rows.slice();
  if (q.sort) {
    const { field, desc } = q.sort;
    matched.sort((a, b) => (desc ? -1 : 1) * cmp(a[field], b[field]) || cmp(a.id, b.id));
  }
  const start = (q.page - 1) * q.size;
  return { data: matched.slice(start, start + q.size), total: matched.length };
}

/** Restricts `q` to rows whose `field` is `value` (store scoping), as a condition the index can answer. */
export function restrictTo(q: ListQuery, field: string, value: string): void {
  const norm = (v: unknown): string => String(v ?? '');
  const keys = new Set([value]);
  const condition: Condition = (row) => norm(row[field]) === value;
  q.conditions.unshift(condition);
  q.filters.unshift({ kind: 'equal', field, values: [value], scope: true });
  q.equalities.unshift({ field, normKind: 'scope', norm, keys, condition });
}

// ---- the list index ------------------------------------------------------------------------------
//
// Per collection: every row gets a slot (a small integer, in storage order; a deleted row's slot
// stays empty until a rebuild). Per sort field: the slots in (value, id) order. Per equality-filtered
// field: a bit set of slots per value. A query ANDs the bit sets of its equality filters, walks the
// sort order testing a bit per row (and the other filters on the rows that pass), and stops as soon
// as the page is full when the total is already known (a bit count). Committed changes re-place
// the rows they name; a whole-collection replacement rebuilds lazily.
//
// The same index answers the record routes' point lookups: a row by id (`find`: get one, update,
// delete, reference checks) and rows by a derived key (`lookup`: a unique field's lower-cased value,
// the ids a reference field points at), so that no write scans a 100,000-row collection.

class Bits {
  words: Uint32Array;
  constructor(capacity: number) {
    this.words = new Uint32Array((capacity >>> 5) + 1);
  }
  has(i: number): boolean {
    const w = i >>> 5;
    return w < this.words.length && (this.words[w] & (1 << (i & 31))) !== 0;
  }
  add(i: number): void {
    const w = i >>> 5;
    if (w >= this.words.length) {
      const grown = new Uint32Array(Math.max(w + 1, this.words.length * 2));
      grown.set(this.words);
      this.words = grown;
    }
    this.words[w] |= 1 << (i & 31);
  }
  remove(i: number): void {
    const w = i >>> 5;
    if (w < this.words.length) this.words[w] &= ~(1 << (i & 31));
  }
  /** this |= other */
  or(other: Bits): void {
    if (other.words.length > this.words.length) {
      const grown = new Uint32Array(other.words.length);
      grown.set(this.words);
      this.words = grown;
    }
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < b.length; i++) a[i] |= b[i];
  }
  /** this &= other */
  and(other: Bits): void {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i] &= i < b.length ? b[i] : 0;
  }
  count(): number {
    let n = 0;
    for (let v of this.words) {
      v -= (v >>> 1) & 0x55555555;
      v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
      n += (((v + (v >>> 4)) & 0xf0f0f0f) * 0x1010101) >>> 24;
    }
    return n;
  }
}

interface SortOrder {
  /** Sort key of each slot's row (as of its last committed change). */
  keys: SortKey[];
  /** The live slots in (key, id) order. */
  order: number[];
}

/** Rows by derived key: `keysOf(row)` → slots (a point lookup; unlike ValueSets, no bit set per value). */
interface KeyIndex {
  keysOf: KeysOf;
  /** The keys of each slot's row (as of its last committed change), to take them out again. */
  keysAt: (string | readonly string[] | undefined)[];
  bySlot: Map<string, number[]>;
}

/** The keys a row is found under: none, one, or several (a reference-many field). */
export type KeysOf = (row: Row) => string | readonly string[] | undefined;

const eachKey = (keys: string | readonly string[] | undefined, fn: (k: string) => void): void => {
  if (keys === undefined) return;
  if (typeof keys === 'string') fn(keys);
  else for (const k of new Set(keys)) fn(k);
};
const hasKey = (keys: string | readonly string[] | undefined, key: string): boolean =>
  keys !== undefined && (typeof keys === 'string' ? keys === key : keys.includes(key));

interface ValueSets {
  norm: (v: unknown) => string | undefined;
  /** Normalised value of each slot's row. */
  valueAt: (string | undefined)[];
  byValue: Map<string, Bits>;
}

/** Indexes of one collection, synchronised with the store's committed changes. */
export class CollectionIndex {
  private version = -1;
  private built = false;
  /** Ids are missing or repeated: the index cannot key rows, queries take the plain path. */
  private unusable = false;
  private slotOf = new Map<string, number>();
  private rowAt: (Row | undefined)[] = [];
  private idKey: SortKey[] = [];
  private live = 0;
  private readonly sorts = new Map<string, SortOrder>();
  private readonly sets = new Map<string, ValueSets>();
  /** Per list of searched fields: each slot's values, lower-cased, joined by U+0001 (undefined: none). */
  private readonly haystacks = new Map<string, (string | undefined)[]>();
  /** Candidate sets of recent equality filters (and their counts), valid until the next change. */
  private readonly candidateCache = new Map<string, { bits: Bits; count: number }>();
  /** Point-lookup indexes by name (`lookup`). */
  private readonly keyed = new Map<string, KeyIndex>();

  constructor(
    private readonly store: DataStore,
    private readonly collection: string,
  ) {}

  private build(): void {
    this.slotOf = new Map();
    this.rowAt = [];
    this.idKey = [];
    this.sorts.clear();
    this.sets.clear();
    this.haystacks.clear();
    this.keyed.clear();
    this.unusable = false;
    for (const row of this.store.peek(this.collection)) {
      const id = row?.id;
      const key = id === undefined || id === null ? undefined : String(id);
      if (key === undefined || this.slotOf.has(key)) {
        this.unusable = true;
        break;
      }
      this.slotOf.set(key, this.rowAt.length);
      this.rowAt.push(row);
      this.idKey.push(sortKey(id));
    }
    this.live = this.rowAt.length;
    this.built = true;
  }

  private sync(): void {
    const v = this.store.version(this.collection);
    if (this.built && v === this.version) return;
    const changes = this.built ? this.store.changesSince(this.collection, this.version) : undefined;
    this.version = v;
    this.candidateCache.clear();
    if (!changes || this.unusable) return this.build();
    for (const c of changes) {
      if ('del' in c) this.remove(c.del);
      else this.put(c.put);
    }
  }

  private compareSlots(s: SortOrder, a: number, b: number): number {
    return compareKeys(s.keys[a], s.keys[b]) || compareKeys(this.idKey[a], this.idKey[b]);
  }
  /** First position in `s.order` not before (key, id) — or, `keyOnly`, the first with `key`. */
  private lowerBound(s: SortOrder, key: SortKey, id: SortKey, keyOnly = false): number {
    let lo = 0;
    let hi = s.order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const m = s.order[mid];
      const c = compareKeys(s.keys[m], key) || (keyOnly ? 0 : compareKeys(this.idKey[m], id));
      if (c < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  private unplace(s: SortOrder, slot: number): void {
    let i = this.lowerBound(s, s.keys[slot], this.idKey[slot]);
    if (s.order[i] !== slot) i = s.order.indexOf(slot);
    if (i >= 0) s.order.splice(i, 1);
  }
  private place(field: string, s: SortOrder, slot: number, row: Row): void {
    s.keys[slot] = sortKey(row[field]);
    s.order.splice(this.lowerBound(s, s.keys[slot], this.idKey[slot]), 0, slot);
  }

  private remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    for (const s of this.sorts.values()) this.unplace(s, slot);
    for (const v of this.sets.values()) {
      const old = v.valueAt[slot];
      if (old !== undefined) v.byValue.get(old)?.remove(slot);
      v.valueAt[slot] = undefined;
    }
    for (const h of this.haystacks.values()) h[slot] = undefined;
    for (const k of this.keyed.values()) {
      CollectionIndex.unkey(k, slot);
      k.keysAt[slot] = undefined;
    }
    this.slotOf.delete(id);
    this.rowAt[slot] = undefined;
    this.live--;
  }

  private put(row: Row): void {
    const id = String(row.id);
    let slot = this.slotOf.get(id);
    if (slot === undefined) {
      slot = this.rowAt.length;
      this.slotOf.set(id, slot);
      this.rowAt.push(row);
      this.idKey.push(sortKey(row.id));
      this.live++;
    } else {
      this.rowAt[slot] = row;
      for (const s of this.sorts.values()) this.unplace(s, slot);
    }
    for (const [field, s] of this.sorts) this.place(field, s, slot, row);
    for (const [k, h] of this.haystacks) h[slot] = CollectionIndex.haystack(row, k.split('\u0000'));
    for (const [k, v] of this.sets) {
      const field = k.slice(k.indexOf('\u0000') + 1);
      const old = v.valueAt[slot];
      if (old !== undefined) v.byValue.get(old)?.remove(slot);
      const now = v.norm(row[field]);
      v.valueAt[slot] = now;
      if (now !== undefined) this.bitsFor(v, now).add(slot);
    }
    for (const k of this.keyed.values()) {
      CollectionIndex.unkey(k, slot);
      CollectionIndex.key(k, slot, row);
    }
  }

  private static key(k: KeyIndex, slot: number, row: Row): void {
    const keys = k.keysOf(row);
    k.keysAt[slot] = keys;
    eachKey(keys, (key) => {
      const slots = k.bySlot.get(key);
      if (slots) slots.push(slot);
      else k.bySlot.set(key, [slot]);
    });
  }
  private static unkey(k: KeyIndex, slot: number): void {
    eachKey(k.keysAt[slot], (key) => {
      const slots = k.bySlot.get(key);
      if (!slots) return;
      const i = slots.indexOf(slot);
      if (i >= 0) slots.splice(i, 1);
      if (!slots.length) k.bySlot.delete(key);
    });
  }

  /**
   * The row whose id is `id` (compared as strings), as of the last committed change. A row the
   * index does not know (ids missing or repeated, or a row not committed yet) is looked for the
   * plain way, so a miss costs a scan and a hit does not.
   */
  find(id: string): Row | undefined {
    this.sync();
    if (!this.unusable) {
      const slot = this.slotOf.get(id);
      const row = slot === undefined ? undefined : this.rowAt[slot];
      if (row && String(row.id) === id) return row;
    }
    return this.store.peek(this.collection).find((r) => r && String(r.id) === id);
  }

  /**
   * The rows whose `keysOf(row)` holds `key`. One index per `name` (built on first use, then kept
   * current from the committed changes like the others); `keysOf` must be the same function of
   * the row for a given name. Rows changed in place since are checked again, so a stale entry
   * never answers.
   */
  lookup(name: string, keysOf: KeysOf, key: string): Row[] {
    this.sync();
    if (this.unusable) return this.store.peek(this.collection).filter((r) => r && hasKey(keysOf(r), key));
    let k = this.keyed.get(name);
    if (!k) {
      const built: KeyIndex = { keysOf, keysAt: new Array(this.rowAt.length), bySlot: new Map() };
      this.rowAt.forEach((row, slot) => {
        if (row) CollectionIndex.key(built, slot, row);
      });
      this.keyed.set(name, (k = built));
    }
    const out: Row[] = [];
    for (const slot of k.bySlot.get(key) ?? []) {
      const row = this.rowAt[slot];
      if (row && hasKey(keysOf(row), key)) out.push(row);
    }
    return out;
  }

  private static haystack(row: Row, fields: readonly string[]): string | undefined {
    let out: string | undefined;
    for (const f of fields) {
      const v = row[f];
      if (v === undefined || v === null) continue;
      const text = String(v).toLowerCase();
      out = out === undefined ? text : `${out}\u0001${text}`;
    }
    return out;
  }

  /** The condition of a search, answered from lower-cased copies kept per slot. */
  private searchTest(q: Search): (slot: number) => boolean {
    if (q.text.includes('\u0001')) return (slot) => q.condition(this.rowAt[slot]!);
    const k = q.fields.join('\u0000');
    let h = this.haystacks.get(k);
    if (!h) {
      const built: (string | undefined)[] = new Array(this.rowAt.length);
      this.rowAt.forEach((row, slot) => {
        if (row) built[slot] = CollectionIndex.haystack(row, q.fields);
      });
      this.haystacks.set(k, (h = built));
    }
    const hay = h;
    return (slot) => {
      const t = hay[slot];
      return t !== undefined && t.includes(q.text);
    };
  }

  private bitsFor(v: ValueSets, value: string): Bits {
    let b = v.byValue.get(value);
    if (!b) v.byValue.set(value, (b = new Bits(this.rowAt.length)));
    return b;
  }

  private sortBy(field: string): SortOrder {
    let s = this.sorts.get(field);
    if (s) return s;
    const keys: SortKey[] = new Array(this.rowAt.length);
    const order: number[] = [];
    this.rowAt.forEach((row, slot) => {
      if (!row) return;
      keys[slot] = sortKey(row[field]);
      order.push(slot);
    });
    s = { keys, order };
    const sorted = s;
    order.sort((a, b) => this.compareSlots(sorted, a, b));
    this.sorts.set(field, s);
    return s;
  }

  private valuesOf(e: Equality): ValueSets {
    const k = `${e.normKind}\u0000${e.field}`;
    let v = this.sets.get(k);
    if (v) return v;
    v = { norm: e.norm, valueAt: new Array(this.rowAt.length), byValue: new Map() };
    const sets = v;
    this.rowAt.forEach((row, slot) => {
      if (!row) return;
      const value = sets.norm(row[e.field]);
      sets.valueAt[slot] = value;
      if (value !== undefined) this.bitsFor(sets, value).add(slot);
    });
    this.sets.set(k, v);
    return v;
  }

  /** Builds the sort order of `field` now (so that the first list request does not pay for it). */
  warm(field: string): void {
    this.sync();
    if (!this.unusable) this.sortBy(field);
  }

  /** Same answer as `runListQuery(store.peek(collection), q)`, without sorting or copying the collection. */
  run(q: ListQuery): { data: Row[]; total: number } {
    this.sync();
    if (this.unusable) return runListQuery(this.store.peek(this.collection), q);
    // equality filters → one bit set of candidate slots (kept for the next pages of the same filters)
    let candidates: Bits | undefined;
    let known = -1;
    if (q.equalities.length) {
      const key = q.equalities.map((e) => `${e.normKind}\u0000${e.field}\u0000${[...e.keys].sort().join('\u0001')}`).join('\u0002');
      const hit = this.candidateCache.get(key);
      if (hit) {
        ({ bits: candidates, count: known } = hit);
        this.candidateCache.delete(key); // most recent last
        this.candidateCache.set(key, hit);
      } else {
        for (const e of q.equalities) {
          const sets = this.valuesOf(e);
          const any = new Bits(this.rowAt.length);
          for (const k of e.keys) {
            const b = sets.byValue.get(k);
            if (b) any.or(b);
          }
          if (candidates) candidates.and(any);
          else candidates = any;
        }
        known = candidates!.count();
        this.candidateCache.set(key, { bits: candidates!, count: known });
        if (this.candidateCache.size > 32) this.candidateCache.delete(this.candidateCache.keys().next().value!);
      }
    }
    const indexed = new Set([...q.equalities, ...q.searches].map((e) => e.condition));
    const rest = q.conditions.filter((c) => !indexed.has(c));
    const searches = q.searches.map((x) => this.searchTest(x));
    const ns = searches.length;
    const n = rest.length;
    // with no other filter the total is known before walking: stop once the page is full
    if (n > 0 || ns > 0) known = -1;
    else if (!candidates) known = this.live;
    const start = (q.page - 1) * q.size;
    const end = start + q.size;
    const data: Row[] = [];
    let total = 0;
    const rows = this.rowAt;
    const visit = (slot: number): boolean => {
      if (candidates && !candidates.has(slot)) return true;
      for (let i = 0; i < ns; i++) if (!searches[i](slot)) return true;
      const row = rows[slot]!;
      for (let i = 0; i < n; i++) if (!rest[i](row)) return true;
      if (total >= start && total < end) data.push(row);
      total++;
      return known < 0 || total < end;
    };
    if (known >= 0 && start >= known) return { data, total: known };
    if (!q.sort) {
      for (let slot = 0; slot < rows.length; slot++) if (rows[slot] && !visit(slot)) break;
    } else {
      const s = this.sortBy(q.sort.field);
      const order = s.order;
      if (!q.sort.desc) {
        for (let i = 0; i < order.length; i++) if (!visit(order[i])) break;
      } else {
        // descending by value, ties still by ascending id: walk the groups of equal values backwards
        let hi = order.length;
        walk: while (hi > 0) {
          const lo = this.lowerBound(s, s.keys[order[hi - 1]], null, true);
          for (let i = lo; i < hi; i++) if (!visit(order[i])) break walk;
          hi = lo;
        }
      }
    }
    return { data, total: known >= 0 ? known : total };
  }
}

const indexes = new WeakMap<DataStore, Map<string, CollectionIndex>>();

/** The list index of `collection` in `store` (created on first use). */
export function listIndex(store: DataStore, collection: string): CollectionIndex {
  let m = indexes.get(store);
  if (!m) indexes.set(store, (m = new Map()));
  let idx = m.get(collection);
  if (!idx) m.set(collection, (idx = new CollectionIndex(store, collection)));
  return idx;
}

/**
 * Builds, in the background one at a time, the default sort order of every collection of at least
 * `minRows` rows, so that the first list screen of a large collection does not wait for a sort.
 */
export function warmListIndexes(store: DataStore, defs: readonly ResourceDef[], minRows = 5000): void {
  const jobs = defs
    .filter((d) => d.defaultSort && store.peek(d.collection ?? d.name).length >= minRows)
    .map((d) => [d.collection ?? d.name, d.defaultSort!.field] as const);
  const next = () => {
    const job = jobs.shift();
    if (!job) return;
    listIndex(store, job[0]).warm(job[1]);
    setImmediate(next);
  };
  setTimeout(next, 0).unref();
}
