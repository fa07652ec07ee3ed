/**
 * The store's day, fetched from `GET /reports/store-day` (scoped to the user's store by the
 * server) with the app's transport, cached by react-query: the app bar's refresh button reloads it
 * and signing out clears it.
 */
import { useQuery } from '@tanstack/react-query';
import type { StoreDayAnswer } from '../../../../server/api/store-day';
import { ApiCallError, createHttpClient } from '../../../providers/http';
import { getToken } from '../../../providers/session';

export type { StoreDayAnswer };

const http = createHttpClient({ getToken });

export const STORE_DAY_QUERY_KEY = ['reports/store-day'] as const;

export function useStoreDay() {
  return useQuery<StoreDayAnswer, ApiCallError | Error>({
    queryKey: STORE_DAY_QUERY_KEY,
    queryFn: ({ signal }) => http.request<StoreDayAnswer>('GET', '/reports/store-day', { signal }),
    retry: false,
    staleTime: 30_000,
    // "today" moves on: a page left open asks again every few minutes (and on coming back to it)
    refetchInterval: 5 * 60_000,
  });
}
