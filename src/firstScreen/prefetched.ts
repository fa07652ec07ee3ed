/**
 * The first screen's answers asked ahead of it (prefetchFirstList, prefetchFirstRecord): fetched
 * into react-query's cache under the key the screen's own query will have, and fresh for a few
 * seconds so the screen mounting on one does not ask the same again. A refused or failed answer is
 * dropped: the screen asks again and reports it as it always does.
 */
import type { Query, QueryClient, QueryFunction, QueryKey } from '@tanstack/react-query';
import type { DataProvider, GetListParams } from 'react-admin';

/** How long a prefetched answer counts as fresh: long enough for the screen that was waiting for it to mount without asking again. */
export const PREFETCH_FRESH_MS = 10_000;

/** Prefetched answers, by query hash, with when they came. */
const prefetched = new Map<string, number>();

/** Marks the answer a query holds now as prefetched (see prefetchedStaleTime). */
export function markPrefetched(query: Pick<Query, 'queryHash' | 'state'>): void {
  prefetched.set(query.queryHash, query.state.dataUpdatedAt);
}

/**
 * The `staleTime` of a query the first screen may find prefetched: the prefetched answer itself is
 * fresh for a few seconds; every later answer of that key, and every other query, keeps
 * react-query's default (stale at once, asked again on mount). An invalidated query is stale
 * whatever this says.
 */
export function prefetchedStaleTime(query: Pick<Query, 'queryHash' | 'state'>): number {
  return prefetched.get(query.queryHash) === query.state.dataUpdatedAt ? PREFETCH_FRESH_MS : 0;
}

/** The query options of a screen's query that may find its answer prefetched (a list, a record, a related table, a record's connections). */
export const PREFETCHED_FRESH = { staleTime: prefetchedStaleTime };

/** Fetches `queryKey` into the cache and marks it prefetched; resolves when done or dropped. */
export async function prefetchInto(queryClient: QueryClient, queryKey: QueryKey, queryFn: QueryFunction): Promise<void> {
  try {
    await queryClient.fetchQuery({ queryKey, queryFn });
  } catch {
    queryClient.removeQueries({ queryKey, exact: true });
    return;
  }
  const cached = queryClient.getQueryCache().find({ queryKey, exact: true });
  if (cached) markPrefetched(cached);
}

/** Fetches a list page into the cache under react-admin's useGetList key and in the shape it keeps there. */
export function prefetchList(
  queryClient: QueryClient,
  dataProvider: Pick<DataProvider, 'getList'>,
  resource: string,
  params: Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'>,
): Promise<void> {
  return prefetchInto(queryClient, [resource, 'getList', params], ({ signal }) =>
    dataProvider.getList(resource, { ...params, signal }).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  );
}
