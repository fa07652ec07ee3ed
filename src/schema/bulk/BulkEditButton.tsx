/**
 * "Edit" in a list's bulk bar (CONTRACT §2.5): where the user may edit the resource and it has a
 * field one value may be set on many records at once. The dialog (lazy: a form with inputs of every
 * kind) runs the edit on the selection or on every record matching the filter, 1,000 per call; the
 * refused stay selected, the list is refetched.
 */
import { useRef, useState, useEffect } from 'react';
import MuiButton from '@mui/material/Button';
import EditIcon from '@mui/icons-material/EditNote';
import { useCanAccess, useDataProvider, useListContext, useNotify, useRefresh, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { actionsOf, type ResourceDef } from '../../../resources/define';
import { routeName, type Registry } from '../../../resources/registry';
import { bulkEditableFields } from '../../../resources/writes';
import type { AppDataProvider } from '../../providers/dataProvider';
import { MAX_PAGE_SIZE } from '../../providers/listQuery';
import { lazyComponent } from '../../lazyComponent';
import { withExtraMessages } from '../../providers/i18nExtras';
import type { BulkScope } from './BulkEditDialog';

const LazyBulkEditDialog = lazyComponent(
  withExtraMessages(() => import('./BulkEditDialog').then((m) => m.BulkEditDialog)),
  { fallback: null },
);

/** The ids of every record matching the list's filter, page by page. */
async function matchingIds(
  dataProvider: AppDataProvider,
  resource: string,
  params: { filter: Record<string, unknown>; sort: { field: string; order: 'ASC' | 'DESC' } },
): Promise<Identifier[]> {
  const ids: Identifier[] = [];
  for (let page = 1; ; page++) {
    const { data, total = 0 } = await dataProvider.getList(resource, { ...params, pagination: { page, perPage: MAX_PAGE_SIZE } });
    ids.push(...data.map((r) => r.id));
    if (data.length < MAX_PAGE_SIZE || ids.length >= total) return ids;
  }
}

export function BulkEditButton({ def, registry }: { def: ResourceDef; registry: Registry }) {
  const { selectedIds, data, total, filterValues, sort, onSelect } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const resource = routeName(def);
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  const [open, setOpen] = useState<{ ids: Identifier[]; records: RaRecord[] } | undefined>();
  // each selected record as last seen in the list (one refetched away still has its title in the report)
  const seen = useRef(new Map<string, RaRecord>());
  const rows = ((data ?? []) as RaRecord[]).filter((r) => selectedIds.some((id) => String(id) === String(r.id)));
  useEffect(() => {
    for (const r of rows) seen.current.set(String(r.id), r);
  });
  if (!actionsOf(def).edit || !canAccess || bulkEditableFields(def).length === 0) return null;
  return (
    <>
      <MuiButton
        size="small"
        startIcon={<EditIcon />}
        onClick={() => setOpen({ ids: [...selectedIds], records: selectedIds.flatMap((id) => seen.current.get(String(id)) ?? []) })}
      >
        {translate('app.schema.bulk_edit')}
      </MuiButton>
      {open && (
        <LazyBulkEditDialog
          def={def}
          registry={registry}
          ids={open.ids}
          records={open.records}
          matching={Math.max(total ?? 0, open.ids.length)}
          onClose={() => setOpen(undefined)}
          onConfirm={async (scope: BulkScope, values, onProgress) => {
            const ids = scope === 'all' ? await matchingIds(dataProvider, resource, { filter: filterValues, sort }) : open.ids;
            onProgress(0, ids.length);
            const result = await dataProvider.bulkUpdate(resource, { ids, data: values, onProgress: (finished) => onProgress(finished, ids.length) });
            // the refused stay selected (to look at, or to change otherwise)
            onSelect(result.refused.map((r) => r.id));
            refresh();
            if (!result.refused.length) notify('app.bulk.done', { type: 'success', messageArgs: { smart_count: result.done.length } });
            return result;
          }}
        />
      )}
    </>
  );
}
