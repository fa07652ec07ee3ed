/**
 * A record page's connections: the titles of the records it refers to and the pages the user may
 * open for them, asked once per record (`GET /:resource/:id/references`, connections.ts on the
 * server) instead of one look-up per reference — a look-up the caller may not be allowed (a store
 * manager reads their orders' riders by name, not through the riders' list).
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useDataProvider, useRecordContext, useResourceContext, type Identifier } from 'react-admin';
import type { AppDataProvider, RecordConnections } from '../../providers/dataProvider';
import { registry } from '../registry';
import { linkResolver } from '../list/cellEnv';
import { prefetchedStaleTime } from '../../firstScreen/prefetched';
import { recordConnectionsKey } from './recordPage';

interface Connected {
  titles: RecordConnections['titles'];
  linkTo: (field: string, value: unknown) => string | undefined;
  /** The answer is still on its way (a reference shows its id meanwhile). */
  pending: boolean;
}

const EMPTY: Connected = { titles: {}, linkTo: () => undefined, pending: false };
const ConnectionsContext = createContext<Connected>(EMPTY);

export function useRecordConnections(): Connected {
  return useContext(ConnectionsContext);
}

/** Asks for the shown record's connections; its fields read them with useRecordConnections(). */
export function RecordConnectionsProvider({ children }: { children: ReactNode }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  // the record's id is in the address: asked with the record, not after it
  const { id: routeId } = useParams();
  const id: Identifier | undefined = record?.id ?? routeId;
  const { data, isPending } = useQuery({
    queryKey: recordConnectionsKey(resource, id),
    queryFn: ({ signal }) => dataProvider.references(String(resource), { id: id as Identifier, signal }),
    enabled: resource !== undefined && id !== undefined,
    // asked by the app's start when the page was opened directly (src/firstScreen/prefetchFirstRecord.ts)
    staleTime: prefetchedStaleTime,
  });
  const value = useMemo<Connected>(
    () => (data ? { titles: data.titles, linkTo: linkResolver(registry, data.links), pending: false } : { ...EMPTY, pending: isPending }),
    [data, isPending],
  );
  return <ConnectionsContext.Provider value={value}>{children}</ConnectionsContext.Provider>;
}
