/** Invoice shapes (spec §3) and how each status looks. */
import type { ReactElement } from 'react';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Download from '@mui/icons-material/Download';
import EditNote from '@mui/icons-material/EditNote';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import PieChartOutline from '@mui/icons-material/PieChartOutline';
import Send from '@mui/icons-material/Send';
import { useTranslate } from 'react-admin';
import { balanceAmount, type Formatters } from '../shared/format';

export const INVOICE_STATUSES = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export interface InvoiceClient {
  address: string;
  company: string;
  companyEmail: string;
  country: string;
  contact: string;
  name: string;
}

export interface InvoiceItem {
  title: string;
  description: string;
  cost: number;
  qty: number;
}

export interface Invoice {
  id: number;
  issuedDate: string;
  client: InvoiceClient;
  service: string;
  total: number;
  avatar: string;
  invoiceStatus: InvoiceStatus;
  balance: number | string;
  dueDate: string;
  items?: InvoiceItem[];
  note?: string;
}

export interface PaymentDetails {
  totalDue: string;
  bankName: string;
  country: string;
  iban: string;
  swiftCode: string;
}

export interface InvoiceListAnswer {
  filteredData: Invoice[];
  total: number;
}

export interface InvoiceDetailAnswer {
  invoice: Invoice;
  paymentDetails: PaymentDetails;
}

type Color = 'success' | 'info' | 'primary' | 'secondary' | 'warning' | 'error' | 'default';

export const STATUS_META: Record<InvoiceStatus, { key: string; color: Color; Icon: typeof Send }> = {
  Paid: { key: 'paid', color: 'success', Icon: CheckCircleOutline },
  Downloaded: { key: 'downloaded', color: 'info', Icon: Download },
  Sent: { key: 'sent', color: 'secondary', Icon: Send },
  Draft: { key: 'draft', color: 'primary', Icon: EditNote },
  'Partial Payment': { key: 'partial_payment', color: 'warning', Icon: PieChartOutline },
  'Past Due': { key: 'past_due', color: 'error', Icon: ErrorOutline },
};

export const statusLabelKey = (status: InvoiceStatus): string => `app.invoice.status.${STATUS_META[status]?.key ?? 'draft'}`;

/** The status as a coloured chip with its icon. */
export function InvoiceStatusChip({ status, size = 'small' }: { status: InvoiceStatus; size?: 'small' | 'medium' }): ReactElement {
  const translate = useTranslate();
  const meta = STATUS_META[status] ?? STATUS_META.Draft;
  const { Icon } = meta;
  return <Chip size={size} color={meta.color} variant="outlined" icon={<Icon aria-hidden />} label={translate(statusLabelKey(status))} />;
}

/** A balance: a "Paid" chip for 0, else the amount (a credit, below 0, in green with a hint). */
export function BalanceCell({ balance, fmt }: { balance: number | string; fmt: Formatters }): ReactElement {
  const translate = useTranslate();
  const amount = balanceAmount(balance);
  if (amount === 0) return <Chip size="small" color="success" label={translate('app.invoice.status.paid')} />;
  if (amount < 0)
    return (
      <Tooltip title={translate('app.invoice.credit_hint')} describeChild>
        <Chip size="small" color="success" variant="outlined" label={fmt.money(amount)} />
      </Tooltip>
    );
  return <span>{fmt.money(amount)}</span>;
}
