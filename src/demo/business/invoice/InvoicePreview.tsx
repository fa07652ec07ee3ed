/** `#/apps/invoice/preview/:id`: the invoice with its payment details; a 404 shows a not-found message. */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { isNotFound, useJson } from '../shared/api';
import { BackIcon, ErrorState, LoadingState, PageHeader } from '../shared/pageParts';
import { InvoiceDocument } from './InvoiceDocument';
import type { InvoiceDetailAnswer } from './model';

export function InvoiceNotFound({ id }: { id?: string }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      sx={{ my: 2 }}
      action={
        <Button component={RouterLink} to="/apps/invoice/list" color="inherit" size="small">
          {translate('app.invoice.back_to_list')}
        </Button>
      }
    >
      <AlertTitle>{translate('app.invoice.not_found_title')}</AlertTitle>
      {translate('app.invoice.not_found_text', { id: id ?? '' })}
    </Alert>
  );
}

export default function InvoicePreview() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { data, error, loading, reload } = useJson<InvoiceDetailAnswer>(`/apps/invoice/invoices/${encodeURIComponent(id)}`);
  const title = translate('app.invoice.preview_title', { id });

  return (
    <Box sx={{ pb: 3 }}>
      <PageHeader
        title={title}
        actions={
          <Button component={RouterLink} to="/apps/invoice/list" startIcon={<BackIcon />}>
            {translate('app.invoice.back_to_list')}
          </Button>
        }
      />
      {loading && !data && <LoadingState />}
      {error && (isNotFound(error) ? <InvoiceNotFound id={id} /> : <ErrorState onRetry={reload} />)}
      {data && !error && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 9 }}>
            <Card>
              <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
                <InvoiceDocument invoice={data.invoice} paymentDetails={data.paymentDetails} />
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <Card>
              <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
                <Button component={RouterLink} to={`/apps/invoice/edit/${data.invoice.id}`} variant="contained" startIcon={<EditOutlined />}>
                  {translate('app.invoice.edit')}
                </Button>
                <Button component={RouterLink} to={`/apps/invoice/print/${data.invoice.id}`} variant="outlined" startIcon={<PrintOutlined />}>
                  {translate('app.invoice.print')}
                </Button>
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
