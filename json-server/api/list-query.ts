/**
 * Parses and runs a list query of CONTRACT §2.1 against a collection:
 * `page` (1-based), `size` (default 20, capped), `sort` + `order`, `q` over the schema's
 * searchable fields, `{field}=v` (repeated = any of), `{field}_gte` / `{field}_lte`.
 * Unknown parameters are refused, not ignored: a misspelt filter must not return everything.
 */
import type { FieldDef, ResourceDef } from '../../resources/define';
import { isSortable } from '../../resources/define';
import { badRequest } from '../envelope';
import type { Row } from '../store';

export const DEFAULT_SIZE = 20;
export const MAX_SIZE = 1000;

type Condition = (row: Row) => boolean;

export interface ListQuery {
  page: number;
  size: number;
  sort?: { field: string; desc: boolean };
  conditions: Condition[];
  /** The raw filters, for indexes: field → accepted values (equality only). */
  equals: Map<string, string[]>;
}

const RANGE_KINDS = new Set(['number', 'money', 'percent', 'date', 'datetime']);
const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

function values(name: string, raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : [raw];
  if (list.length > 200) throw badRequest(`Too many values for \`${name}\``);
  return list.map((v) => {
    if (typeof v !== 'string') throw badRequest(`Query parameter \`${name}\` must be a plain value`);
    if (v.length > 500) throw badRequest(`Query parameter \`${name}\` is too long`);
    return v;
  });
}
const single = (name: string, raw: unknown): string => {
  const v = values(name, raw);
  if (v.length !== 1) throw badRequest(`Query parameter \`${name}\` must be given once`);
  return v[0];
};

/** Turns a query-string value into the stored type of `field`, for comparisons. */
function coerce(field: FieldDef, name: string, v: string): string | number | boolean {
  switch (field.kind) {
    case 'number':
    case 'money':
    case 'percent': {
      const n = Number(v);
      if (v.trim() === '' || !Number.isFinite(n)) throw badRequest(`\`${name}\` must be a number`);
      return n;
    }
    case 'boolean':
      if (v !== 'true' && v !== 'false') throw badRequest(`\`${name}\` must be true or false`);
      return v === 'true';
    default:
      return v;
  }
}

const cmp = (a: unknown, b: unknown): number => {
  if (a === b) return 0;
  if (a === undefined || a === null || a === '') return 1; // empty last
  if (b === undefined || b === null || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a ? 1 : -1;
  const sa = String(a);
  const sb = String(b);
  // ids and serials compare numerically where both are numbers
  const na = Number(sa);
  const nb = Number(sb);
  if (sa !== '' && sb !== '' && Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  return sa < sb ? -1 : sa > sb ? 1 : 0;
};
export const compareValues = cmp;

export function parseListQuery(def: ResourceDef, query: Record<string, unknown>): ListQuery {
  const out: ListQuery = { page: 1, size: DEFAULT_SIZE, conditions: [], equals: new Map() };
  let sortField: string | undefined;
  let order = 'asc';
  for (const key of Object.keys(query)) {
    const raw = query[key];
    if (key === 'page') {
      const n = Number(single(key, raw));
      if (!Number.isInteger(n) || n < 1 || n > 1e7) throw badRequest('`page` must be a whole number from 1');
      out.page = n;
    } else if (key === 'size') {
      const n = Number(single(key, raw));
      if (!Number.isInteger(n) || n < 1) throw badRequest(`\`size\` must be a whole number from 1 to ${MAX_SIZE}`);
      out.size = Math.min(n, MAX_SIZE);
    } else if (key === 'sort') {
      sortField = single(key, raw);
      if (!own(def.fields, sortField) || !isSortable(def.fields[sortField])) throw badRequest(`\`${sortField}\` is not a sortable field of \`${def.name}\``);
    } else if (key === 'order') {
      order = single(key, raw).toLowerCase();
      if (order !== 'asc' && order !== 'desc') throw badRequest('`order` must be asc or desc');
    } else if (key === 'q') {
      const text = single(key, raw).trim().toLowerCase();
      if (!text) continue;
      const fields = def.search ?? [def.title];
      out.conditions.push((row) => fields.some((f) => row[f] !== undefined && row[f] !== null && String(row[f]).toLowerCase().includes(text)));
    } else {
      const m = /^(.*?)(_gte|_lte)?$/.exec(key);
      const name = m?.[1] ?? key;
      const suffix = m?.[2];
      if (!own(def.fields, name) || def.fields[name].writeOnly) throw badRequest(`Unknown query parameter \`${key}\` for \`${def.name}\``);
      const field = def.fields[name];
      if (suffix) {
        if (!RANGE_KINDS.has(field.kind)) throw badRequest(`\`${name}\` does not take a range`);
        const bound = coerce(field, key, single(key, raw));
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
        out.conditions.push((row) => row[name] !== undefined && row[name] !== null && String(row[name]).toLowerCase().includes(text));
        continue;
      }
      const wanted = accepted.map((v) => coerce(field, key, v));
      if (field.kind === 'referenceMany') {
        const set = new Set(wanted.map(String));
        out.conditions.push((row) => Array.isArray(row[name]) && row[name].some((x: unknown) => set.has(String(x))));
        continue;
      }
      const set = new Set(wanted.map((w) => (typeof w === 'string' ? w : JSON.stringify(w))));
      out.equals.set(name, accepted);
      out.conditions.push((row) => {
        const v = row[name];
        if (v === undefined || v === null) return false;
        return set.has(
          typeof v === 'string'
            ? v
            : typeof v === 'number' && field.kind !== 'number' && field.kind !== 'money' && field.kind !== 'percent'
              ? String(v)
              : JSON.stringify(v),
        );
      });
    }
  }
  if (sortField) out.sort = { field: sortField, desc: order === 'desc' };
  else if (def.defaultSort) out.sort = { field: def.defaultSort.field, desc: def.defaultSort.order === 'DESC' };
  return out;
}

/** Filters, sorts and pages `rows`; never mutates them. */
export function runListQuery(rows: readonly Row[], q: ListQuery): { data: Row[]; total: number } {
  const matched = q.conditions.length ? rows.filter((r) => q.conditions.every((c) => c(r))) : rows.slice();
  if (q.sort) {
    const { field, desc } = q.sort;
    matched.sort((a, b) => (desc ? -1 : 1) * cmp(a[field], b[field]) || cmp(a.id, b.id));
  }
  const start = (q.page - 1) * q.size;
  return { data: matched.slice(start, start + q.size), total: matched.length };
}
