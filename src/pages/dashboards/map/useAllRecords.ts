/**
 * Every record of a resource, read page by page (1000 per call, the API's largest page) through
 * react-admin's list hooks (`useInfiniteGetList` = `useGetList` page after page), so the calls go
 * through the app's dataProvider, its cache, its refresh button and its error handling.
 */
import { useEffect, useMemo } from 'react';
import { useInfiniteGetList, type RaRecord } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../../providers/dataProvider';
import { registry } from '../../../schema/registry';
import { DEFAULT_LIST_SORT } from '../../../schema/listDefaults';

export interface AllRecords {
  records: RaRecord[];
  /** The server's total, once the first page arrived. */
  total?: number;
  /** True until every page is in. */
  loading: boolean;
  error: unknown;
}

/** `resource` is the react-admin resource name (the hash route, e.g. `apps/cab/device`). */
export function useAllRecords(resource: string, enabled: boolean, pageSize = MAX_PAGE_SIZE): AllRecords {
  const def = registry.byRouteName(resource);
  const sort = def?.defaultSort ?? DEFAULT_LIST_SORT;
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isPending, error } = useInfiniteGetList(
    resource,
    { pagination: { page: 1, perPage: pageSize }, sort: { field: sort.field, order: sort.order }, filter: {} },
    { enabled, staleTime: 60_000 },
  );
  // The next page once the last one is in (the page count is a dependency: between two pages
  // the flags may read the same, and the effect must run again anyway).
  const pagesIn = data?.pages.length ?? 0;
  useEffect(() => {
    if (enabled && hasNextPage && !isFetchingNextPage && !error) void fetchNextPage();
  }, [enabled, hasNextPage, isFetchingNextPage, fetchNextPage, error, pagesIn]);
  const records = useMemo(() => data?.pages.flatMap((p) => p.data) ?? [], [data]);
  return {
    records,
    total: data?.pages[0]?.total,
    loading: enabled && !error && (isPending || !!hasNextPage),
    error,
  };
}
