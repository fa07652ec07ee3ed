/** The snackbar of spec §2: closes after 2000 ms, with a Close button. */
import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { Notification as RaNotification, useCloseNotification, useTranslate } from 'react-admin';

export const SNACKBAR_TIMEOUT_MS = 2000;

/** Closes the notice on screen (a notice with buttons of its own shows this one beside them). */
export function CloseButton() {
  const translate = useTranslate();
  const close = useCloseNotification();
  return (
    <IconButton size="small" color="inherit" aria-label={translate('app.shell.close')} onClick={close}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

export function Notification() {
  return <RaNotification autoHideDuration={SNACKBAR_TIMEOUT_MS} action={<CloseButton />} />;
}
