/**
 * The query string of a list call: react-admin's list parameters in the API's terms (page, size,
 * sort, order, one parameter per filter). Its own module, without the data provider's imports:
 * the tiny entry (src/firstScreen/boot.ts) builds the first list's address with it.
 */
import type { Query } from './http';

export const MAX_PAGE_SIZE = 1000;

/** Between a reference field and its target's field in a filter through it, in the list's filter values (`cabinetId@areaId`). */
export const THROUGH = '@';

export function listQuery(params: {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}): Query {
  const query: Query = {};
  const { page = 1, perPage = 20 } = params.pagination ?? {};
  query.page = perPage === -1 ? 1 : page;
  query.size = perPage === -1 ? MAX_PAGE_SIZE : Math.min(perPage, MAX_PAGE_SIZE);
  if (params.sort?.field) {
    query.sort = params.sort.field;
    query.order = params.sort.order === 'DESC' ? 'desc' : 'asc';
  }
  for (const [source, value] of Object.entries(params.filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    // a filter through a reference: the form's `cabinetId@areaId` (a dot would nest the form's values) is the API's `cabinetId.areaId`
    const key = source.replace(THROUGH, '.');
    if (Array.isArray(value)) {
      if (value.length) query[key] = value.map((v) => String(v));
    } else if (typeof value === 'object') {
      // a range filter's pair (src/schema/list/filters.tsx): {gte, lte} → key_gte, key_lte
      for (const [bound, v] of Object.entries(value as Record<string, unknown>))
        if ((bound === 'gte' || bound === 'lte') && v !== undefined && v !== null && v !== '') query[`${key}_${bound}`] = String(v);
    } else query[key] = String(value);
  }
  return query;
}
