/** `#/apps/invoice/print/:id`: a clean printable page (no navigation) with a print button. */
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { LocalesMenuButton, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { isNotFound, useJson } from '../shared/api';
import { BackIcon, ErrorState, LoadingState } from '../shared/pageParts';
import { InvoiceDocument } from './InvoiceDocument';
import { InvoiceNotFound } from './InvoicePreview';
import type { InvoiceDetailAnswer } from './model';

export default function InvoicePrint() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { data, error, loading, reload } = useJson<InvoiceDetailAnswer>(`/apps/invoice/invoices/${encodeURIComponent(id)}`);
  const title = translate('app.invoice.print_title', { id });
  useEffect(() => {
    // the browser names the printed file after the document title
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  return (
    <Box component="main" sx={{ bgcolor: 'background.paper', color: 'text.primary', minHeight: '100vh', p: { xs: 2, sm: 4 } }}>
      <GlobalStyles styles={{ '@media print': { '.no-print': { display: 'none !important' }, body: { background: '#fff' } } }} />
      <Box
        className="no-print"
        sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', maxWidth: 900, mx: 'auto', mb: 3 }}
      >
        <LocalesMenuButton />
        <Button component={RouterLink} to={`/apps/invoice/preview/${encodeURIComponent(id)}`} startIcon={<BackIcon />}>
          {translate('app.invoice.back_to_preview')}
        </Button>
        <Button variant="contained" startIcon={<PrintOutlined />} onClick={() => window.print()} disabled={!data || !!error}>
          {translate('app.invoice.print')}
        </Button>
      </Box>
      <Box sx={{ maxWidth: 900, mx: 'auto' }}>
        {loading && !data && <LoadingState />}
        {error && (isNotFound(error) ? <InvoiceNotFound id={id} /> : <ErrorState onRetry={reload} />)}
        {data && !error && <InvoiceDocument invoice={data.invoice} paymentDetails={data.paymentDetails} />}
      </Box>
    </Box>
  );
}
