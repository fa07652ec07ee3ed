/**
 * The map's data, scoped to the user by the server (`GET /map`: server/api/map.ts): the
 * stores, cabinets, areas and counts the user may see — a store manager gets its own store. One
 * query shared by the counters, the map and the "data up to" line; react-query's cache, so the app
 * bar's refresh button reloads it and signing out clears it.
 */
import { useQuery } from '@tanstack/react-query';
import type { MapAnswer, MapCabinet, MapStore } from '../../../../server/api/map';
import { ApiCallError, createHttpClient } from '../../../providers/http';
import { getToken } from '../../../providers/session';

export type { MapAnswer, MapCabinet, MapStore };

const http = createHttpClient({ getToken });

export const MAP_QUERY_KEY = ['dashboards/map'] as const;

export function useMapData() {
  return useQuery<MapAnswer, ApiCallError | Error>({
    queryKey: MAP_QUERY_KEY,
    queryFn: ({ signal }) => http.request<MapAnswer>('GET', '/map', { signal }),
    retry: false,
    staleTime: 60_000,
  });
}
