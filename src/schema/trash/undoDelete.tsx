/**
 * Undo after a delete (CONTRACT §2.5: after a delete the app offers Undo for a few seconds). The
 * deletes stay pessimistic — the server says yes or no (a refused one names what still refers to
 * the record, in words, as before) — and a delete done says so with Undo for eight seconds: Undo
 * brings the records back from the trash, refreshes what is on screen and says "Restored".
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import { useCloseNotification, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import type { ResourceDef } from '../../../resources/define';
import { CloseButton } from '../../layout/Notification';
import { resourceLabel } from '../labels';
import { NOTICE_WITH_ACTION_MS, useRestore } from './restore';

/** The delete notice's Undo (rendered in the snackbar). */
function UndoDelete({ def, ids, title }: { def: ResourceDef; ids: readonly Identifier[]; title?: string }) {
  const translate = useTranslate();
  const close = useCloseNotification();
  const restore = useRestore();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button
        color="inherit"
        size="small"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          close();
          await restore(def, ids, title);
          refresh();
        }}
      >
        {translate('ra.action.undo')}
      </Button>
      <CloseButton />
    </>
  );
}

/** Says a delete was done, with Undo: one record by its title, several by their number. */
export function useDeletedNotice(): (def: ResourceDef, ids: readonly Identifier[], title?: string) => void {
  const notify = useNotify();
  const translate = useTranslate();
  return (def, ids, title) => {
    const message =
      ids.length === 1
        ? translate('app.trash.deleted_one', { title: title || `#${String(ids[0])}` })
        : translate('app.trash.deleted_many', { smart_count: ids.length, name: translate(resourceLabel(def), { smart_count: ids.length, _: def.name }) });
    notify(message, { type: 'info', autoHideDuration: NOTICE_WITH_ACTION_MS, action: <UndoDelete def={def} ids={ids} title={title} /> });
  };
}
