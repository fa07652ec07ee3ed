/**
 * The saved views of a list (CONTRACT §2.5, server/api/views.ts), kept on the server: fetched with the
 * app's transport (`GET /views?resource=`), cached by react-query per resource, and written through
 * it (`POST`, `PUT`, `DELETE /views/{id}`), the resource's views asked again after each write. A 401
 * ends the session like any API call (react-admin's checkError).
 */
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLogoutIfAccessDenied } from 'react-admin';
import type { ListedView, ViewShare } from '../../../server/api/views';
import { ApiCallError, createHttpClient } from '../../providers/http';
import { getToken } from '../../providers/session';

export type { ListedView as SavedView, ViewShare };
/** With whom a view is shared (the server's values; only the type comes from the server's module, which is no part of the app). */
export const VIEW_SHARES: readonly ViewShare[] = ['me', 'role', 'everyone'];

/** What a view holds of a list: what the app sends to save one (the server's view without its owner, times and id). */
export type ViewValues = Pick<ListedView, 'name' | 'resource' | 'filter' | 'sort' | 'order' | 'perPage' | 'columns' | 'shared'>;

const http = createHttpClient({ getToken });
export const VIEWS_PATH = '/views';
export const viewsQueryKey = (resource: string) => ['views', resource] as const;

/** A list's query parameter that names a view to open (`#/apps/cab/warn?view=12`). */
export const VIEW_PARAM = 'view';

/** The address of a view: its list's hash route with `?view=<id>`, in this app (same origin and page). */
export const viewLink = (route: string, id: string): string =>
  `${window.location.origin}${window.location.pathname}#${route}?${VIEW_PARAM}=${encodeURIComponent(id)}`;

/** The groups a caller's views are listed in. */
export type ViewGroup = 'mine' | 'role' | 'everyone';
export const VIEW_GROUPS: readonly ViewGroup[] = ['mine', 'role', 'everyone'];
export const groupOf = (view: ListedView, me: string | undefined): ViewGroup => (view.ownerId === me ? 'mine' : view.shared === 'role' ? 'role' : 'everyone');

/** A 401 ends the session (to the login, and back here after it), as every API call's does. */
function useCall() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useCallback(
    async <T>(run: () => Promise<T>): Promise<T> => {
      try {
        return await run();
      } catch (e) {
        if (e instanceof ApiCallError && e.status === 401) await logoutIfAccessDenied(e);
        throw e;
      }
    },
    [logoutIfAccessDenied],
  );
}

/** The views of `resource` the user may see (their own, their role's, everyone's), by name. */
export function useViews(resource: string) {
  const call = useCall();
  return useQuery<ListedView[], Error>({
    queryKey: viewsQueryKey(resource),
    queryFn: ({ signal }) => call(() => http.request<{ data: ListedView[] }>('GET', VIEWS_PATH, { query: { resource }, signal }).then((a) => a.data)),
    staleTime: 30_000,
    retry: 1,
  });
}

/** Saves, replaces and deletes views; the resource's views are asked again after each. */
export function useViewWrites(resource: string) {
  const call = useCall();
  const client = useQueryClient();
  const done = useCallback(<T>(result: T) => client.invalidateQueries({ queryKey: viewsQueryKey(resource) }).then(() => result), [client, resource]);
  return {
    create: useCallback((values: ViewValues) => call(() => http.request<ListedView>('POST', VIEWS_PATH, { body: values })).then(done), [call, done]),
    update: useCallback(
      (id: string, values: ViewValues) => call(() => http.request<ListedView>('PUT', `${VIEWS_PATH}/${encodeURIComponent(id)}`, { body: values })).then(done),
      [call, done],
    ),
    remove: useCallback((id: string) => call(() => http.request<{ id: string }>('DELETE', `${VIEWS_PATH}/${encodeURIComponent(id)}`)).then(done), [call, done]),
  };
}

/** A view's values, to send back with some of them changed. */
export const valuesOf = (view: ListedView): ViewValues => ({
  name: view.name,
  resource: view.resource,
  filter: view.filter,
  sort: view.sort,
  order: view.order,
  perPage: view.perPage,
  columns: view.columns,
  shared: view.shared,
});
