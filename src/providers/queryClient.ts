/**
 * The query client react-admin's hooks share, with one change to its defaults: answers of the
 * auth provider (`['auth', …]`: checkAuth, canAccess, permissions) stay fresh for a few minutes.
 *
 * They are computed in the browser from the session and the privilege list, which change only
 * at login and logout (react-admin clears the whole cache at logout; an expired token is caught
 * by the API's 401 and `guardSession`). With react-query's default (stale at once), every list
 * that mounts re-ran checkAuth, and the two state changes of that fetch (fetching, then done)
 * re-rendered react-admin's route tree twice, and with it every row, cell and link of the new
 * list: three renders of each cell per navigation instead of one.
 */
import { QueryClient } from '@tanstack/react-query';

export const AUTH_STALE_MS = 5 * 60_000;

export function createQueryClient(): QueryClient {
  const client = new QueryClient();
  client.setQueryDefaults(['auth'], { staleTime: AUTH_STALE_MS });
  return client;
}
