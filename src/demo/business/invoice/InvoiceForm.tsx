/**
 * `#/apps/invoice/add` and `#/apps/invoice/edit/:id`: the client comes from `/apps/invoice/clients`;
 * POST creates, PUT updates; a 400's `errors` show under their fields.
 */
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { HttpStatusError, isNotFound, requestJson, useJson, type JsonState } from '../shared/api';
import { useFormatters } from '../shared/format';
import { BackIcon, ErrorState, LoadingState, PageHeader } from '../shared/pageParts';
import { invoiceLines } from './InvoiceDocument';
import { InvoiceNotFound } from './InvoicePreview';
import { INVOICE_STATUSES, statusLabelKey, type Invoice, type InvoiceClient, type InvoiceDetailAnswer, type InvoiceStatus } from './model';

interface LineDraft {
  title: string;
  description: string;
  cost: string;
  qty: string;
}

interface Draft {
  clientEmail: string;
  issuedDate: string;
  dueDate: string;
  service: string;
  invoiceStatus: InvoiceStatus;
  balance: string;
  note: string;
  items: LineDraft[];
}

type Errors = Record<string, string>;

const today = (): string => new Date().toISOString().slice(0, 10);
const plusDays = (iso: string, days: number): string => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86400000).toISOString().slice(0, 10);
const emptyLine = (): LineDraft => ({ title: '', description: '', cost: '', qty: '1' });

function draftOf(invoice: Invoice | undefined): Draft {
  if (!invoice) {
    const issued = today();
    return {
      clientEmail: '',
      issuedDate: issued,
      dueDate: plusDays(issued, 30),
      service: '',
      invoiceStatus: 'Draft',
      balance: '',
      note: '',
      items: [emptyLine()],
    };
  }
  return {
    clientEmail: invoice.client.companyEmail,
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    service: invoice.service,
    invoiceStatus: invoice.invoiceStatus,
    balance: String(invoice.balance),
    note: invoice.note ?? '',
    items: invoiceLines(invoice).map((l) => ({ title: l.title, description: l.description, cost: String(l.cost), qty: String(l.qty) })),
  };
}

const CURRENCY = /^-?\$?\d{1,3}(?:,?\d{3})*(?:\.\d{1,2})?$/;

/** The field messages (translation keys) of a draft checked in the browser. */
function check(d: Draft): Errors {
  const e: Errors = {};
  if (!d.clientEmail) e.client = 'app.invoice.errors.client';
  if (!d.issuedDate) e.issuedDate = 'ra.validation.required';
  if (!d.dueDate) e.dueDate = 'ra.validation.required';
  if (d.issuedDate && d.dueDate && d.dueDate < d.issuedDate) e.dueDate = 'app.invoice.errors.due_before_issued';
  if (!d.service.trim()) e.service = 'ra.validation.required';
  if (d.balance.trim() && !CURRENCY.test(d.balance.trim())) e.balance = 'app.invoice.errors.balance';
  if (d.items.length === 0) e.items = 'app.invoice.errors.no_items';
  d.items.forEach((l, i) => {
    if (!l.title.trim()) e[`items.${i}.title`] = 'ra.validation.required';
    const cost = Number(l.cost);
    if (l.cost.trim() === '' || !Number.isFinite(cost) || cost < 0) e[`items.${i}.cost`] = 'app.invoice.errors.cost';
    const qty = Number(l.qty);
    if (!Number.isInteger(qty) || qty < 1) e[`items.${i}.qty`] = 'app.invoice.errors.qty';
  });
  return e;
}

/** A balance as typed: a plain number is sent as a number, a currency text as text ('$724'). */
function balanceValue(text: string): number | string | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  const n = Number(t.replace(/,/g, ''));
  return Number.isFinite(n) && !t.includes('$') ? n : t;
}

export default function InvoiceForm() {
  const { id } = useParams();
  const editing = id !== undefined;
  const translate = useTranslate();
  const clients = useJson<InvoiceClient[]>('/apps/invoice/clients');
  const existing = useJson<InvoiceDetailAnswer>(editing ? `/apps/invoice/invoices/${encodeURIComponent(id)}` : null);
  const invoice = existing.data?.invoice;

  const title = editing ? translate('app.invoice.edit_title', { id }) : translate('app.invoice.add_title');
  const header = (
    <PageHeader
      title={title}
      actions={
        <Button component={RouterLink} to={editing ? `/apps/invoice/preview/${id}` : '/apps/invoice/list'} startIcon={<BackIcon />}>
          {translate(editing ? 'app.invoice.back_to_preview' : 'app.invoice.back_to_list')}
        </Button>
      }
    />
  );
  if (editing && existing.error)
    return (
      <Box>
        {header}
        {isNotFound(existing.error) ? <InvoiceNotFound id={id} /> : <ErrorState onRetry={existing.reload} />}
      </Box>
    );
  if (editing && !invoice)
    return (
      <Box>
        {header}
        <LoadingState />
      </Box>
    );
  return <InvoiceEditor key={invoice?.id ?? 'new'} header={header} invoice={invoice} clients={clients} />;
}

/** The form itself, its draft started from the edited invoice (or a blank one). */
function InvoiceEditor({ header, invoice, clients }: { header: ReactNode; invoice: Invoice | undefined; clients: JsonState<InvoiceClient[]> }) {
  const editing = invoice !== undefined;
  const id = invoice?.id;
  const translate = useTranslate();
  const fmt = useFormatters();
  const notify = useNotify();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(() => draftOf(invoice));
  const [errors, setErrors] = useState<Errors>({});
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  /** The clients on offer: the list, plus the edited invoice's own client when it is not in it. */
  const options = useMemo(() => {
    const list = [...(clients.data ?? [])];
    if (invoice && !list.some((c) => c.companyEmail === invoice.client.companyEmail)) list.unshift(invoice.client);
    return list;
  }, [clients.data, invoice]);
  const client = options.find((c) => c.companyEmail === draft.clientEmail);
  const total = draft.items.reduce((sum, l) => sum + (Number(l.cost) || 0) * (Number(l.qty) || 0), 0);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setLine = (i: number, key: keyof LineDraft, value: string) =>
    setDraft((d) => ({ ...d, items: d.items.map((l, j) => (j === i ? { ...l, [key]: value } : l)) }));

  /** The message under a field: the browser's check first, else the server's answer. */
  const message = (...keys: string[]): string | undefined => {
    for (const k of keys) if (errors[k]) return translate(errors[k]);
    for (const k of keys) {
      const server = Object.entries(serverErrors).find(([field]) => field === k || field.startsWith(`${k}.`));
      if (server) return server[1];
    }
    return undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(draft);
    setErrors(found);
    setServerErrors({});
    setFailure(null);
    if (Object.keys(found).length > 0 || !client) return;
    const balance = balanceValue(draft.balance);
    const body = {
      invoice: {
        client,
        issuedDate: draft.issuedDate,
        dueDate: draft.dueDate,
        service: draft.service.trim(),
        invoiceStatus: draft.invoiceStatus,
        items: draft.items.map((l) => ({ title: l.title.trim(), description: l.description.trim(), cost: Number(l.cost), qty: Number(l.qty) })),
        total: Math.round(total * 100) / 100,
        note: draft.note.trim(),
        ...(balance === undefined ? {} : { balance }),
      },
    };
    setSaving(true);
    try {
      const saved = await requestJson<Invoice>(editing ? `/apps/invoice/invoices/${id}` : '/apps/invoice/invoices', {
        method: editing ? 'PUT' : 'POST',
        body,
      });
      notify(editing ? 'app.invoice.updated' : 'app.invoice.created', { type: 'success', messageArgs: { id: saved.id } });
      navigate(`/apps/invoice/preview/${saved.id}`);
    } catch (error) {
      if (error instanceof HttpStatusError && error.status === 400 && Object.keys(error.fieldErrors).length > 0) {
        setServerErrors(error.fieldErrors);
        setFailure(translate('app.error.validation'));
      } else {
        setFailure(translate(error instanceof HttpStatusError ? 'app.invoice.save_failed' : 'app.error.network'));
      }
    } finally {
      setSaving(false);
    }
  };

  const clientError = message('client');
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ pb: 3 }}>
      {header}
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                select
                fullWidth
                required
                label={translate('app.invoice.fields.client')}
                value={options.some((c) => c.companyEmail === draft.clientEmail) ? draft.clientEmail : ''}
                onChange={(e) => set('clientEmail', e.target.value)}
                error={!!clientError || !!clients.error}
                helperText={
                  clientError ?? (clients.error ? translate('app.invoice.clients_failed') : clients.loading ? translate('app.templates.common.loading') : ' ')
                }
              >
                {options.map((c) => (
                  <MenuItem key={c.companyEmail} value={c.companyEmail}>
                    {c.name} · {c.companyEmail}
                  </MenuItem>
                ))}
              </TextField>
              {client && (
                <Box sx={{ color: 'text.secondary', typography: 'body2', paddingInlineStart: 1.5 }}>
                  {[client.company, client.address, client.country, client.contact].filter(Boolean).join(' · ')}
                </Box>
              )}
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <TextField
                fullWidth
                required
                type="date"
                label={translate('app.invoice.fields.issued_date')}
                value={draft.issuedDate}
                onChange={(e) => set('issuedDate', e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
                error={!!message('issuedDate')}
                helperText={message('issuedDate') ?? ' '}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <TextField
                fullWidth
                required
                type="date"
                label={translate('app.invoice.fields.due_date')}
                value={draft.dueDate}
                onChange={(e) => set('dueDate', e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
                error={!!message('dueDate')}
                helperText={message('dueDate') ?? ' '}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                fullWidth
                required
                label={translate('app.invoice.fields.service')}
                value={draft.service}
                onChange={(e) => set('service', e.target.value)}
                error={!!message('service')}
                helperText={message('service') ?? ' '}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <TextField
                select
                fullWidth
                label={translate('app.invoice.fields.status')}
                value={draft.invoiceStatus}
                onChange={(e) => set('invoiceStatus', e.target.value as InvoiceStatus)}
                error={!!message('invoiceStatus')}
                helperText={message('invoiceStatus') ?? ' '}
              >
                {INVOICE_STATUSES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {translate(statusLabelKey(s))}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <TextField
                fullWidth
                label={translate('app.invoice.fields.balance')}
                value={draft.balance}
                onChange={(e) => set('balance', e.target.value)}
                error={!!message('balance')}
                helperText={message('balance') ?? translate('app.invoice.balance_hint')}
              />
            </Grid>
          </Grid>
          <Divider sx={{ my: 3 }} />
          <Typography variant="subtitle1" component="h2" sx={{ mb: 2 }}>
            {translate('app.invoice.items')}
          </Typography>
          {message('items') && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {message('items')}
            </Alert>
          )}
          {draft.items.map((line, i) => (
            <Box
              key={i}
              role="group"
              aria-label={translate('app.invoice.line_n', { n: i + 1 })}
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}
            >
              <Grid container spacing={2} sx={{ flex: 1 }}>
                <Grid size={{ xs: 12, md: 3 }}>
                  <TextField
                    fullWidth
                    size="small"
                    required
                    label={translate('app.invoice.fields.item')}
                    value={line.title}
                    onChange={(e) => setLine(i, 'title', e.target.value)}
                    error={!!message(`items.${i}.title`)}
                    helperText={message(`items.${i}.title`) ?? ' '}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 5 }}>
                  <TextField
                    fullWidth
                    size="small"
                    label={translate('app.invoice.fields.description')}
                    value={line.description}
                    onChange={(e) => setLine(i, 'description', e.target.value)}
                    error={!!message(`items.${i}.description`)}
                    helperText={message(`items.${i}.description`) ?? ' '}
                  />
                </Grid>
                <Grid size={{ xs: 6, md: 2 }}>
                  <TextField
                    fullWidth
                    size="small"
                    required
                    type="number"
                    label={translate('app.invoice.fields.cost')}
                    value={line.cost}
                    onChange={(e) => setLine(i, 'cost', e.target.value)}
                    slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
                    error={!!message(`items.${i}.cost`)}
                    helperText={message(`items.${i}.cost`) ?? ' '}
                  />
                </Grid>
                <Grid size={{ xs: 6, md: 2 }}>
                  <TextField
                    fullWidth
                    size="small"
                    required
                    type="number"
                    label={translate('app.invoice.fields.qty')}
                    value={line.qty}
                    onChange={(e) => setLine(i, 'qty', e.target.value)}
                    slotProps={{ htmlInput: { min: 1, step: 1 } }}
                    error={!!message(`items.${i}.qty`)}
                    helperText={message(`items.${i}.qty`) ?? ' '}
                  />
                </Grid>
              </Grid>
              <IconButton
                aria-label={translate('app.invoice.remove_line', { n: i + 1 })}
                onClick={() => setDraft((d) => ({ ...d, items: d.items.filter((_, j) => j !== i) }))}
                disabled={draft.items.length === 1}
                sx={{ mt: 0.5 }}
              >
                <DeleteOutline />
              </IconButton>
            </Box>
          ))}
          <Button startIcon={<Add />} onClick={() => setDraft((d) => ({ ...d, items: [...d.items, emptyLine()] }))}>
            {translate('app.invoice.add_line')}
          </Button>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <Typography variant="h6" component="p">
              {translate('app.invoice.fields.total')}: {fmt.money(total)}
            </Typography>
          </Box>
          <TextField
            fullWidth
            multiline
            minRows={2}
            label={translate('app.invoice.fields.note')}
            value={draft.note}
            onChange={(e) => set('note', e.target.value)}
            error={!!message('note')}
            helperText={message('note') ?? ' '}
            sx={{ mt: 2 }}
          />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
            <Button component={RouterLink} to={editing ? `/apps/invoice/preview/${id}` : '/apps/invoice/list'}>
              {translate('ra.action.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {translate(editing ? 'app.invoice.save_changes' : 'app.invoice.create')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
