/**
 * The trash screen (CONTRACT §2.5: admins have a trash screen; `#/apps/system/trash`): the
 * generated list of the `trash` resource (resources/system/trash.ts — when, which kind in words,
 * what, by whom, through which screen; filtered by kind, searched by name), where an entry has no
 * page of its own and each row offers Restore. Restore brings the record back with its id and
 * values and says so with a link to it; a refusal says why in words (a unique value taken
 * meanwhile names its field). Live: an entry deleted or restored elsewhere shows at once.
 */
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import type { Registry } from '../../../resources/registry';
import type { ListColumn } from '../list/columns';
import { LazyResourceList } from '../resourceProps';
import { registry as appRegistry } from '../registry';
import { useRestore } from './restore';

export const TRASH = 'trash';

/** A trash entry as the data provider lists it: `id` is `<resource>:<record id>`. */
interface TrashEntry extends RaRecord {
  resource: string;
  recordId: string;
  title?: string;
}

function RestoreButton({ entry, registry }: { entry: TrashEntry; registry: Registry }) {
  const translate = useTranslate();
  const restore = useRestore();
  const { refetch } = useListContext();
  const [busy, setBusy] = useState(false);
  const def = registry.byName(entry.resource);
  if (!def) return null;
  const title = entry.title || `#${entry.recordId}`;
  return (
    <Button
      size="small"
      startIcon={<RestoreFromTrash />}
      disabled={busy}
      aria-label={translate('app.trash.restore_label', { title })}
      onClick={async (e) => {
        e.stopPropagation();
        setBusy(true);
        try {
          if (await restore(def, [entry.recordId], title)) await refetch();
        } finally {
          setBusy(false);
        }
      }}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate('app.trash.restore')}
    </Button>
  );
}

/** The row's Restore, in a last column. */
export const restoreColumn = (registry: Registry): ListColumn => ({
  source: '__restore',
  label: 'app.schema.transitions',
  align: 'left',
  sortable: false,
  render: (record) => <RestoreButton entry={record as TrashEntry} registry={registry} />,
});

/** Nothing deleted (or all of it restored or purged). */
export function TrashEmpty() {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 8, px: 2, color: 'text.secondary' }}>
      <RestoreFromTrash sx={{ fontSize: 64, opacity: 0.5, mb: 1 }} aria-hidden />
      <Typography variant="h6" component="p" sx={{ color: 'text.primary' }}>
        {translate('app.trash.empty')}
      </Typography>
      <Typography variant="body2">{translate('app.trash.empty_hint')}</Typography>
    </Box>
  );
}

export function TrashList({ registry = appRegistry }: { registry?: Registry }) {
  const def = registry.byName(TRASH);
  const rowActions = useMemo(() => restoreColumn(registry), [registry]);
  if (!def) return null;
  return <LazyResourceList def={def} registry={registry} rowActions={rowActions} noRecordPage empty={<TrashEmpty />} />;
}
