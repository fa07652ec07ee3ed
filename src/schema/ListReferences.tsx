/**
 * Fetches the records a list page refers to: one getMany per reference target for the ids of the
 * whole page (as react-admin's ReferenceField batches them), shared with the page's cells through
 * `ReferenceRecords` (src/schema/cells.tsx). One query per target instead of one query hook per
 * cell: a page of 20 rows with 3 reference columns hashed 60 query keys on every render.
 */
import { useCallback, useMemo, type ReactNode } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useDataProvider, useListContext, type RaRecord } from 'react-admin';
import { ReferenceRecords, type ReferenceRecordsValue } from './cells';

export interface ReferenceColumn {
  /** The field of the listed records holding the id. */
  source: string;
  /** The target's route name (react-admin's resource name). */
  reference: string;
}

export function ListReferences({ columns, children }: { columns: readonly ReferenceColumn[]; children: ReactNode }) {
  const { data } = useListContext();
  const dataProvider = useDataProvider();
  // ids per target, sorted (the same page asks with the same key)
  const wanted = useMemo(() => {
    const ids = new Map<string, Set<string>>();
    for (const { source, reference } of columns) {
      const set = ids.get(reference) ?? new Set<string>();
      for (const record of data ?? []) {
        const v = (record as RaRecord)[source];
        if (v !== undefined && v !== null && v !== '') set.add(String(v));
      }
      ids.set(reference, set);
    }
    return [...ids].map(([reference, set]) => ({ reference, ids: [...set].sort() }));
  }, [columns, data]);
  // stable while the page's ids are: react-query re-runs it (a new value for the cells) only when a result changes
  const combine = useCallback(
    (results: { data?: RaRecord[]; status: string }[]): ReferenceRecordsValue => {
      const out: Record<string, ReadonlyMap<string, RaRecord> | 'pending' | 'failed'> = {};
      wanted.forEach(({ reference, ids }, i) => {
        const r = results[i];
        if (ids.length === 0) out[reference] = new Map();
        else if (r?.data) out[reference] = new Map(r.data.map((rec) => [String(rec.id), rec]));
        else out[reference] = r?.status === 'error' ? 'failed' : 'pending';
      });
      return out;
    },
    [wanted],
  );
  const value = useQueries({
    queries: wanted.map(({ reference, ids }) => ({
      // react-admin's own key for getMany, so its caches and invalidations apply
      queryKey: [reference, 'getMany', { ids, meta: undefined }],
      queryFn: ({ signal }: { signal: AbortSignal }) => dataProvider.getMany(reference, { ids, signal }).then((r) => r.data),
      enabled: ids.length > 0,
      staleTime: 30_000,
    })),
    combine,
  });
  return <ReferenceRecords.Provider value={value}>{children}</ReferenceRecords.Provider>;
}
