/**
 * One screen's error boundary: a failing screen shows a translated error with a retry, the menu
 * and the rest of the app keep working, and the error is posted to the server's error log
 * (`#/apps/system/log-error`). It resets when the user navigates elsewhere.
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { reportClientError } from '../providers/clientErrors';

function ScreenError({ resetErrorBoundary }: FallbackProps) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={resetErrorBoundary}>
          {translate('app.error.retry')}
        </Button>
      }
    >
      <AlertTitle>{translate('app.error.screen_failed')}</AlertTitle>
    </Alert>
  );
}

export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={ScreenError} resetKeys={[pathname]} onError={(error) => reportClientError(error, pathname)}>
      {children}
    </ErrorBoundary>
  );
}
