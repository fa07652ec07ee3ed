/**
 * The query a generated list makes for its page (react-admin's list controller), as a plain value,
 * so that the list and the first-screen prefetch (src/schema/firstListPrefetch.ts) ask with the
 * same key. No components here: the app's start imports this, and the login screen loads the app.
 */
import type { Query } from '@tanstack/react-query';
import { getQuery, parseQueryFromLocation, type SortPayload, type Store } from 'react-admin';
import type { ResourceDef } from '../../resources/define';
import { DEFAULT_LIST_PER_PAGE, DEFAULT_LIST_SORT } from './listDefaults';
import { routeName } from '../../resources/registry';

/** The sort of a generated list: the schema's, else react-admin's own default (ra-core's useListParams). */
export const listSortOf = (def: ResourceDef): SortPayload => def.defaultSort ?? DEFAULT_LIST_SORT;

/** react-admin's stored list parameters when none were stored (ra-core's useListParams). */
const NO_STORED_PARAMS = { filter: {}, order: null, page: 1, perPage: null, sort: null };

/** The getList query react-admin's list controller makes for `def` at this hash address. */
export function listQueryKey(def: ResourceDef, search: string, store: Pick<Store, 'getItem'>) {
  const resource = routeName(def);
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: store.getItem(`${resource}.listParams`, NO_STORED_PARAMS),
    filterDefaultValues: undefined,
    sort: listSortOf(def),
    perPage: def.perPage ?? DEFAULT_LIST_PER_PAGE,
  });
  const params = {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
    meta: undefined,
  };
  return { resource, params, queryKey: [resource, 'getList', params] as const };
}

/** How long a prefetched page counts as fresh: long enough for the list that was waiting for it to mount without asking again. */
export const PREFETCH_FRESH_MS = 10_000;

/** Prefetched answers, by query hash, with when they came. */
const prefetched = new Map<string, number>();

/** Marks the answer a query holds now as prefetched (see listStaleTime). */
export function markPrefetched(query: Pick<Query, 'queryHash' | 'state'>): void {
  prefetched.set(query.queryHash, query.state.dataUpdatedAt);
}

/**
 * The list's `staleTime`: the prefetched answer itself is fresh for a few seconds (so the list
 * mounting on it does not ask the same page again); every later answer of that key, and every
 * other list, keeps react-query's default (stale at once, asked again on mount). An invalidated
 * query is stale whatever this says.
 */
export function listStaleTime(query: Pick<Query, 'queryHash' | 'state'>): number {
  return prefetched.get(query.queryHash) === query.state.dataUpdatedAt ? PREFETCH_FRESH_MS : 0;
}
