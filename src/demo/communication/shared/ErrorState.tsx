import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { DemoApiError } from './api';

/** A failed load: what failed, why (network or the server's message) and a retry button. */
export function ErrorState({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const translate = useTranslate();
  const detail = error instanceof DemoApiError && error.status === 0 ? translate('app.error.network') : error instanceof Error ? error.message : '';
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.error.retry')}
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {detail}
    </Alert>
  );
}

/** The message of an action that failed, for a notice. */
export function failureText(error: unknown, translate: (key: string) => string): string {
  if (error instanceof DemoApiError && error.status === 0) return translate('app.error.network');
  return error instanceof Error ? error.message : String(error);
}
