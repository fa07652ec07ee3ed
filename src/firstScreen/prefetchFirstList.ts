/**
 * The first screen's data, asked for while the app starts — a route loader, as React Router's
 * data routers have. On the address of a generated list, the page react-admin's list controller
 * is going to ask for (same parameters: the address's query, the remembered list parameters, the
 * schema's defaults, merged by react-admin's own `getQuery`; same query key) is fetched while the
 * app's code is still being evaluated and its shell rendered (with the titles of the records it
 * refers to: the API answers them with the page). The list then draws its rows in its first
 * render, instead of a skeleton, a request, the rows.
 *
 * Nothing here decides anything: when the list asks with other parameters (another address, a
 * hand-written screen), the answer is simply not used; a refused or failed answer is dropped, so
 * the list asks again and reports it as it always does.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getQuery, parseQueryFromLocation, type DataProvider, type Store } from 'react-admin';
import type { ResourceDef } from '../../resources/define';
import { routeName, type Registry } from '../../resources/registry';
import { DEFAULT_LIST_PER_PAGE, listSortOf } from '../schema/listDefaults';
import { prefetchList } from './prefetched';

/** react-admin's stored list parameters when none were stored (ra-core's useListParams). */
const NO_STORED_PARAMS = { filter: {}, order: null, page: 1, perPage: null, sort: null };

/** The getList query react-admin's list controller makes for `def` at this hash address. */
export function listQueryKey(def: ResourceDef, search: string, preferences: Pick<Store, 'getItem'>) {
  const resource = routeName(def);
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: preferences.getItem(`${resource}.listParams`, NO_STORED_PARAMS),
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

export interface FirstListPrefetch {
  hash: string;
  registry: Registry;
  /** Resources whose list is a hand-written screen (it may ask differently). */
  handWritten: (def: ResourceDef) => boolean;
  preferences: Pick<Store, 'getItem'>;
  queryClient: QueryClient;
  dataProvider: Pick<DataProvider, 'getList'>;
}

/** Starts the fetch of the first list's page; resolves when it is done or dropped (for tests). */
export async function prefetchFirstList({ hash, registry, handWritten, preferences, queryClient, dataProvider }: FirstListPrefetch): Promise<void> {
  const address = hash.replace(/^#/, '');
  const [path, search = ''] = address.split('?', 2) as [string, string?];
  const def = registry.byRouteName(path.replace(/^\//, ''));
  if (!def || handWritten(def)) return;
  const { resource, params } = listQueryKey(def, search, preferences);
  await prefetchList(queryClient, dataProvider, resource, params);
}
