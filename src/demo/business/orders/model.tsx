/** E-commerce orders of the data-table page (spec §3): shapes, dates and status chips. */
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';

export const ORDER_STATUSES = ['Completed', 'Confirmed', 'Cancelled'] as const;
export const RECEIVED_STATUSES = ['Fully Paid', 'Partially Paid', 'Unpaid'] as const;

export interface DemoOrder {
  id: number;
  product: {
    id: number;
    name: string;
    slug: string;
    brand: string;
    category: string;
    price: number;
    image: string;
    hasFreeShipping: boolean;
    rating: number;
    description: string;
  };
  /** dd Mon yyyy */
  date: string;
  buyer: { name: string; avatar: string | null };
  payment: { total: number; received_payment_status: (typeof RECEIVED_STATUSES)[number]; paid_amount: number; status: (typeof ORDER_STATUSES)[number] };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '05 Mar 2026' → 2026-03-05 (UTC), or undefined. */
export function orderDate(text: string): Date | undefined {
  const m = /^(\d{1,2}) ([A-Za-z]{3}) (\d{4})$/.exec(text.trim());
  if (!m) return undefined;
  const month = MONTHS.indexOf(m[2]);
  return month < 0 ? undefined : new Date(Date.UTC(Number(m[3]), month, Number(m[1])));
}

const STATUS_COLOR: Record<string, 'success' | 'primary' | 'error' | 'warning'> = {
  Completed: 'success',
  Confirmed: 'primary',
  Cancelled: 'error',
  'Fully Paid': 'success',
  'Partially Paid': 'warning',
  Unpaid: 'error',
};
export const STATUS_KEY: Record<string, string> = {
  Completed: 'app.orders.status.completed',
  Confirmed: 'app.orders.status.confirmed',
  Cancelled: 'app.orders.status.cancelled',
  'Fully Paid': 'app.orders.received.fully_paid',
  'Partially Paid': 'app.orders.received.partially_paid',
  Unpaid: 'app.orders.received.unpaid',
};

export function OrderChip({ value }: { value: string }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={STATUS_COLOR[value] ?? 'default'} label={STATUS_KEY[value] ? translate(STATUS_KEY[value]) : value} />;
}
