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
import type { DataProvider, Store } from 'react-admin';
import type { ResourceDef } from '../../resources/define';
import type { Registry } from '../../resources/registry';
import { listQueryKey, markPrefetched } from './listQueries';

export interface FirstListPrefetch {
  hash: string;
  registry: Registry;
  /** Resources whose list is a hand-written screen (it may ask differently). */
  handWritten: (def: ResourceDef) => boolean;
  store: Pick<Store, 'getItem'>;
  queryClient: QueryClient;
  dataProvider: Pick<DataProvider, 'getList'>;
}

/** Starts the fetch of the first list's page; resolves when it is done or dropped (for tests). */
export async function prefetchFirstList({ hash, registry, handWritten, store, queryClient, dataProvider }: FirstListPrefetch): Promise<void> {
  const address = hash.replace(/^#/, '');
  const [path, search = ''] = address.split('?', 2) as [string, string?];
  const def = registry.byRouteName(path.replace(/^\//, ''));
  if (!def || handWritten(def)) return;
  const { resource, params, queryKey } = listQueryKey(def, search, store);
  try {
    // the shape react-admin's useGetList keeps in its cache
    await queryClient.fetchQuery({
      queryKey,
      queryFn: ({ signal }) =>
        dataProvider.getList(resource, { ...params, signal }).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    });
  } catch {
    queryClient.removeQueries({ queryKey, exact: true });
    return;
  }
  const cached = queryClient.getQueryCache().find({ queryKey, exact: true });
  if (cached) markPrefetched(cached);
}
