/**
 * A record page opened directly (a link, a reload): its data asked for while the app starts, as
 * prefetchFirstList does for a list — the record (react-admin's show controller's getOne), its
 * connections (titles and links: recordConnections.tsx) and the first page of each related table the
 * page draws first (the tab last chosen; by-id relations only: a by-value one needs the record), each
 * under the key the page's own query will have. The page then draws its related rows in its first
 * render instead of a skeleton, seven requests, the rows.
 *
 * Asked from the app's start, not from the entry: sent beside the scripts, these requests took the
 * browser's connections from them (docs/performance.md). A related table the user may not list is
 * not asked (the page does not draw it); a refused or failed answer is dropped (prefetched.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, Identifier, Store } from 'react-admin';
import type { ResourceDef } from '../../resources/define';
import { routeName, type Registry } from '../../resources/registry';
import type { AppDataProvider } from '../providers/dataProvider';
import { RELATED_PER_PAGE, listSortOf } from '../schema/listDefaults';
import { recordConnectionsKey, recordPageLayout, relatedFilter, shownSections, tabStoreKey, type StoredTab } from '../schema/record/recordPage';
import { prefetchInto, prefetchList } from './prefetched';

export interface FirstRecordPrefetch {
  hash: string;
  registry: Registry;
  /** Resources whose record page is a hand-written screen (it may ask differently). */
  handWritten: (def: ResourceDef) => boolean;
  /** Whether the user may list a resource (a related table is drawn only then). */
  mayList: (resource: string) => boolean;
  preferences: Pick<Store, 'getItem'>;
  queryClient: QueryClient;
  dataProvider: Pick<DataProvider, 'getOne' | 'getList'> & Pick<AppDataProvider, 'references'>;
}

/** The resource and record id of a record page's address (`/<route>/<id>/show`), when it is one of the registry's. */
export function recordAddress(hash: string, registry: Registry): { def: ResourceDef; id: Identifier } | undefined {
  const segments = hash.replace(/^#\/?/, '').split('?')[0].split('/');
  if (segments.length < 3 || segments[segments.length - 1] !== 'show') return undefined;
  const def = registry.byRouteName(segments.slice(0, -2).join('/'));
  const id = decodeURIComponent(segments[segments.length - 2]);
  return def && id ? { def, id } : undefined;
}

/** Starts the record page's fetches; resolves when all are done or dropped (for tests). */
export async function prefetchFirstRecord({
  hash,
  registry,
  handWritten,
  mayList,
  preferences,
  queryClient,
  dataProvider,
}: FirstRecordPrefetch): Promise<void> {
  const address = recordAddress(hash, registry);
  if (!address || handWritten(address.def)) return;
  const { def, id } = address;
  const resource = routeName(def);
  const fetches = [
    // the shape react-admin's useGetOne keeps in its cache, under its key
    prefetchInto(queryClient, [resource, 'getOne', { id: String(id), meta: undefined }], ({ signal }) =>
      dataProvider.getOne(resource, { id, signal }).then(({ data }) => data),
    ),
    prefetchInto(queryClient, recordConnectionsKey(resource, id), ({ signal }) => dataProvider.references(resource, { id, signal })),
  ];
  const { sections } = recordPageLayout(def);
  for (const section of shownSections(def, sections, preferences.getItem<StoredTab>(tabStoreKey(def), 0) ?? 0)) {
    for (const relation of section.related) {
      const target = registry.byName(relation.resource);
      const filter = relation.match === undefined ? relatedFilter(relation, { id }) : undefined;
      if (!target || !filter || !mayList(routeName(target))) continue;
      const related = routeName(target);
      // what the related table's list controller asks (not synced with the address, nothing remembered)
      const params = { pagination: { page: 1, perPage: RELATED_PER_PAGE }, sort: listSortOf(target), filter, meta: undefined };
      fetches.push(prefetchList(queryClient, dataProvider, related, params));
    }
  }
  await Promise.all(fetches);
}
