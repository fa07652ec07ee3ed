/** A report body's state around its figures: the loading bar, and the error with a retry button. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslate } from 'react-admin';
import { ApiCallError } from '../../../providers/http';

function errorKey(e: unknown): string {
  if (e instanceof ApiCallError) {
    if (e.status === 403 || e.code === 403) return 'app.dashboard.report_forbidden';
    if (e.status === 400 || e.code === 400) return 'app.dashboard.report_bad_range';
    if (e.status === 0) return 'app.error.network';
  }
  return 'app.dashboard.report_failed';
}

export function ReportStatus({ error, isFetching, refetch }: { error: Error | null; isFetching: boolean; refetch: () => unknown }) {
  const translate = useTranslate();
  return (
    <>
      {error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {translate('app.dashboard.report_retry')}
            </Button>
          }
        >
          {translate(errorKey(error), { msg: error.message })}
        </Alert>
      )}
      <Box sx={{ height: 4, mb: 1 }}>{isFetching && <LinearProgress aria-label={translate('app.dashboard.report_loading')} />}</Box>
    </>
  );
}
