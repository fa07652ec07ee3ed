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
import { referenceQuery, wantedReferences, type ReferenceColumn } from './listQueries';

export function ListReferences({ columns, children }: { columns: readonly ReferenceColumn[]; children: ReactNode }) {
  const { data } = useListContext();
  const dataProvider = useDataProvider();
  const wanted = useMemo(() => wantedReferences(columns, data as RaRecord[] | undefined), [columns, data]);
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
    queries: wanted.map(({ reference, ids }) => ({ ...referenceQuery(dataProvider, reference, ids), enabled: ids.length > 0 })),
    combine,
  });
  return <ReferenceRecords.Provider value={value}>{children}</ReferenceRecords.Provider>;
}

export type { ReferenceColumn };
