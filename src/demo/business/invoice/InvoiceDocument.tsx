/** The printable body of an invoice, shared by the preview and the print view. */
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ElectricBolt from '@mui/icons-material/ElectricBolt';
import { useTranslate } from 'react-admin';
import { useFormatters } from '../shared/format';
import { BalanceCell, InvoiceStatusChip, type Invoice, type InvoiceItem, type PaymentDetails } from './model';

/** The invoice's lines; an invoice without lines shows its service as one line. */
export const invoiceLines = (invoice: Invoice): InvoiceItem[] =>
  invoice.items && invoice.items.length > 0 ? invoice.items : [{ title: invoice.service, description: '', cost: invoice.total, qty: 1 }];

function Pair({ label, value }: { label: string; value: string }) {
  return (
    <Box component="tr">
      <Typography component="td" variant="body2" color="text.secondary" sx={{ paddingInlineEnd: 2, py: 0.25, verticalAlign: 'top' }}>
        {label}
      </Typography>
      <Typography component="td" variant="body2" sx={{ fontWeight: 500, py: 0.25 }}>
        <bdi>{value}</bdi>
      </Typography>
    </Box>
  );
}

export function InvoiceDocument({ invoice, paymentDetails }: { invoice: Invoice; paymentDetails: PaymentDetails }) {
  const translate = useTranslate();
  const fmt = useFormatters();
  const lines = invoiceLines(invoice);
  const subtotal = lines.reduce((sum, l) => sum + l.cost * l.qty, 0);
  const { client } = invoice;
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 3, mb: 3 }}>
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main', mb: 1 }}>
            <ElectricBolt aria-hidden />
            <Typography variant="h6" component="p" sx={{ fontWeight: 700, color: 'text.primary' }}>
              {translate('app.shell.app_name')}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {translate('app.invoice.issuer_line')}
          </Typography>
        </Box>
        <Box>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate('app.invoice.invoice_n', { id: invoice.id })}
          </Typography>
          <table>
            <tbody>
              <Pair label={translate('app.invoice.fields.issued_date')} value={fmt.date(invoice.issuedDate)} />
              <Pair label={translate('app.invoice.fields.due_date')} value={fmt.date(invoice.dueDate)} />
            </tbody>
          </table>
          <Box sx={{ mt: 1 }}>
            <InvoiceStatusChip status={invoice.invoiceStatus} />
          </Box>
        </Box>
      </Box>
      <Divider />
      <Grid container spacing={3} sx={{ my: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {translate('app.invoice.invoice_to')}
          </Typography>
          {[client.name, client.company, client.address, client.country, client.contact, client.companyEmail].filter(Boolean).map((line, i) => (
            <Typography key={i} variant="body2">
              {/* data lines keep their own direction inside an Arabic page ('8710 Maple Court') */}
              <bdi>{line}</bdi>
            </Typography>
          ))}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {translate('app.invoice.bill_to')}
          </Typography>
          <table>
            <tbody>
              <Pair label={translate('app.invoice.payment.total_due')} value={paymentDetails.totalDue} />
              <Pair label={translate('app.invoice.payment.bank_name')} value={paymentDetails.bankName} />
              <Pair label={translate('app.invoice.payment.country')} value={paymentDetails.country} />
              <Pair label={translate('app.invoice.payment.iban')} value={paymentDetails.iban} />
              <Pair label={translate('app.invoice.payment.swift')} value={paymentDetails.swiftCode} />
            </tbody>
          </table>
        </Grid>
      </Grid>
      <Divider />
      <Table
        size="small"
        sx={{ my: 2, '& th:first-of-type, & td:first-of-type': { paddingInlineStart: 0 }, '& th:last-of-type, & td:last-of-type': { paddingInlineEnd: 0 } }}
        aria-label={translate('app.invoice.items')}
      >
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.invoice.fields.item')}</TableCell>
            <TableCell>{translate('app.invoice.fields.description')}</TableCell>
            <TableCell align="right">{translate('app.invoice.fields.cost')}</TableCell>
            <TableCell align="right">{translate('app.invoice.fields.qty')}</TableCell>
            <TableCell align="right">{translate('app.invoice.fields.price')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, i) => (
            <TableRow key={i}>
              <TableCell>{line.title}</TableCell>
              <TableCell>{line.description || '—'}</TableCell>
              <TableCell align="right">{fmt.money(line.cost)}</TableCell>
              <TableCell align="right">{fmt.number(line.qty)}</TableCell>
              <TableCell align="right">{fmt.money(line.cost * line.qty)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 3 }}>
        <Box sx={{ maxWidth: 360 }}>
          <Typography variant="body2">
            <strong>{translate('app.invoice.fields.service')}:</strong> {invoice.service}
          </Typography>
          {invoice.note && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              <strong>{translate('app.invoice.fields.note')}:</strong> {invoice.note}
            </Typography>
          )}
        </Box>
        <Box sx={{ minWidth: 220 }}>
          <table style={{ width: '100%' }}>
            <tbody>
              <Pair label={translate('app.invoice.subtotal')} value={fmt.money(subtotal)} />
              <Pair label={translate('app.invoice.fields.total')} value={fmt.money(invoice.total)} />
            </tbody>
          </table>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {translate('app.invoice.fields.balance')}
            </Typography>
            <Box sx={{ fontWeight: 600 }}>
              <BalanceCell balance={invoice.balance} fmt={fmt} />
            </Box>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
