/**
 * The `options` of a data-table list call (sortBy, sortDesc, page, itemsPerPage) and the
 * sorting and paging they ask for. Sort keys are checked against a list the caller allows, so a
 * query value is never used to read an arbitrary property.
 */
import { say } from '../messages';
import { badRequest, isObject, own } from './plumbing';
import { readBool, readInt, readList, readObject, readText } from './query';

export interface SortKey<K extends string> {
  key: K;
  desc: boolean;
}

export interface ListOptions<K extends string> {
  sort: SortKey<K>[];
  page: number;
  /** -1 = every row. */
  itemsPerPage: number;
}

export const DEFAULT_ITEMS_PER_PAGE = 10;

function sortEntry(item: unknown, index: number): { key: string; order?: boolean } {
  // Vuetify 3 sends `{key, order}`; older tables send the key alone.
  if (isObject(item)) {
    const key = readText(own(item, 'key'), `options.sortBy[${index}].key`) ?? '';
    const order = readText(own(item, 'order'), `options.sortBy[${index}].order`);
    if (order !== undefined && order !== 'asc' && order !== 'desc') throw badRequest(say('query.sort_order', { index }));
    return { key, order: order === undefined ? undefined : order === 'desc' };
  }
  return { key: readText(item, `options.sortBy[${index}]`) ?? '' };
}

/** Reads `options` (bracket notation or JSON string). Unknown option names are ignored. */
export function readListOptions<K extends string>(raw: unknown, sortable: readonly K[]): ListOptions<K> {
  const options = readObject(raw, 'options') ?? {};
  const page = readInt(own(options, 'page'), 'options.page') ?? 1;
  if (page < 1) throw badRequest(say('query.page'));
  const itemsPerPage = readInt(own(options, 'itemsPerPage'), 'options.itemsPerPage') ?? DEFAULT_ITEMS_PER_PAGE;
  if (itemsPerPage < 1 && itemsPerPage !== -1) throw badRequest(say('query.items_per_page'));

  const desc = readList(own(options, 'sortDesc'), 'options.sortDesc').map((v, i) => readBool(v, `options.sortDesc[${i}]`) ?? false);
  const sort: SortKey<K>[] = [];
  readList(own(options, 'sortBy'), 'options.sortBy').forEach((item, i) => {
    const entry = sortEntry(item, i);
    if (entry.key === '') return;
    const key = sortable.find((k) => k === entry.key);
    if (key === undefined) throw badRequest(say('query.not_sortable', { key: entry.key, sortable: sortable.join(', ') }));
    sort.push({ key, desc: entry.order ?? desc[i] ?? false });
  });
  return { sort, page, itemsPerPage };
}

/** Numbers numerically, text naturally and case-insensitively, absent values last. */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base', numeric: true });
}

/** A sorted copy; stable, so rows equal on every key keep their order. */
export function sortRows<T, K extends string>(rows: readonly T[], keys: readonly SortKey<K>[], valueOf: (row: T, key: K) => unknown): T[] {
  if (keys.length === 0) return [...rows];
  return [...rows].sort((a, b) => {
    for (const { key, desc } of keys) {
      const order = compareValues(valueOf(a, key), valueOf(b, key));
      if (order !== 0) return desc ? -order : order;
    }
    return 0;
  });
}

/** The requested page (1-based); -1 items per page = all rows. */
export function paginate<T>(rows: readonly T[], page: number, itemsPerPage: number): T[] {
  if (itemsPerPage === -1) return [...rows];
  const start = (page - 1) * itemsPerPage;
  return rows.slice(start, start + itemsPerPage);
}
