/**
 * Where a dashboard figure leads: the list it counts, with the filter that counts it, as
 * react-admin keeps a list's state in the address (`#/apps/cab/warn?filter={"status":["open"]}`:
 * `filter` is JSON; a one-of filter is an array; a range is `{gte, lte}`, which the data provider
 * sends as `_gte` / `_lte`). Pure: the figures' components add the access check (useListLinks).
 */
import { routeName } from '../../../resources/registry';
import { registry } from '../../schema/registry';

export type ListFilter = Record<string, unknown>;

export interface ListLink {
  /** The react-admin resource (the route without its slash), for the access check. */
  resource: string;
  /** The app path with its query, for a router link (`/apps/cab/warn?filter=…`). */
  to: string;
}

const DAY_MS = 86_400_000;

/** The link to `apiName`'s list (its API name, e.g. `cab-warnings`) with `filter` and, optionally, a sort. */
export function listLink(apiName: string, filter: ListFilter = {}, sort?: { field: string; order: 'ASC' | 'DESC' }): ListLink | undefined {
  const def = registry.byName(apiName);
  if (!def) return undefined;
  const params = new URLSearchParams();
  if (Object.keys(filter).length) params.set('filter', JSON.stringify(filter));
  if (sort) {
    params.set('sort', sort.field);
    params.set('order', sort.order);
  }
  const query = params.toString();
  return { resource: routeName(def), to: `${def.route}${query ? `?${query}` : ''}` };
}

/** The link to one record's page. */
export function recordLink(apiName: string, id: string): ListLink | undefined {
  const def = registry.byName(apiName);
  return def ? { resource: routeName(def), to: `${def.route}/${encodeURIComponent(id)}/show` } : undefined;
}

/**
 * The instants of the calendar days `from` … `to` (YYYY-MM-DD, both included) at `utcOffset`
 * minutes east of UTC, as a date-time range filter: exactly the records the reports bucket into
 * those days (the server counts a record's day at the same offset).
 */
export function dayRange(from: string, to: string, utcOffset: number): { gte: string; lte: string } {
  const shift = utcOffset * 60_000;
  return {
    gte: new Date(Date.parse(`${from}T00:00:00Z`) - shift).toISOString(),
    lte: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS - 1 - shift).toISOString(),
  };
}

/** The values of an enum field of a resource, in the schema's order. */
export function enumValues(apiName: string, field: string): string[] {
  const f = registry.byName(apiName)?.fields[field];
  return f?.kind === 'enum' ? Object.keys(f.values) : [];
}
