/**
 * What an open record says when it changes underneath (CONTRACT §2.5), at the top of its page or
 * form and kept in view under the app bar while the user scrolls: never a dialog, nothing blocked.
 * The record page shows the new values by itself and says only when the record was deleted; the
 * form says it changed (with Reload: the form starts again from the record as it is now) or was
 * deleted.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { NAV_BAR_HEIGHT } from '../../layout/theme';
import { useLiveForm, useLiveShow } from './useLiveRecord';

const STICKY = { position: 'sticky', top: NAV_BAR_HEIGHT + 8, zIndex: 3, mb: 2 } as const;

function Deleted() {
  const translate = useTranslate();
  return (
    <Alert severity="error" variant="filled" sx={STICKY} data-testid="live-record-notice">
      {translate('app.live.record_deleted')}
    </Alert>
  );
}

/** Inside react-admin's <Show>. */
export function LiveShowNotice() {
  const { deleted } = useLiveShow();
  return deleted ? <Deleted /> : null;
}

/** Inside react-admin's <Edit>; `onReload` starts the form again from the record now. */
export function LiveEditNotice({ onReload, paused }: { onReload: () => void; paused?: boolean }) {
  const translate = useTranslate();
  const { state, dismiss } = useLiveForm({ paused });
  if (state === 'deleted') return <Deleted />;
  if (state !== 'changed') return null;
  return (
    <Alert
      severity="warning"
      sx={STICKY}
      data-testid="live-record-notice"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            dismiss();
            onReload();
          }}
        >
          {translate('app.live.reload')}
        </Button>
      }
    >
      {translate('app.live.record_changed')}
    </Alert>
  );
}
