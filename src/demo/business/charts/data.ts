/** The demo data the chart pages draw: every invoice, user and order of the mock API, aggregated. */
import { useJson } from '../shared/api';
import { balanceAmount } from '../shared/format';
import { INVOICE_STATUSES, type InvoiceListAnswer } from '../invoice/model';
import { ORDER_STATUSES, RECEIVED_STATUSES, orderDate, type DemoOrder } from '../orders/model';
import { USER_PLANS, USER_ROLES, USER_STATUSES, type UserListAnswer } from '../users/model';

export const ALL_INVOICES = '/apps/invoice/invoices?options[itemsPerPage]=-1';
export const ALL_USERS = '/apps/user/users?options[itemsPerPage]=-1';
export const ALL_ORDERS = '/data-table/data';

export interface Slice {
  /** The value as the API writes it (translated for display). */
  name: string;
  value: number;
}

export interface MonthPoint {
  /** yyyy-mm */
  month: string;
  [series: string]: number | string;
}

export function countBy<T>(rows: readonly T[], keys: readonly string[], keyOf: (row: T) => string): Slice[] {
  return keys.map((name) => ({ name, value: rows.filter((r) => keyOf(r) === name).length }));
}

/** Sums per calendar month (yyyy-mm), oldest first. */
export function byMonth<T>(rows: readonly T[], monthOf: (row: T) => string | undefined, series: Record<string, (row: T) => number>): MonthPoint[] {
  const months = new Map<string, MonthPoint>();
  for (const row of rows) {
    const month = monthOf(row);
    if (!month) continue;
    const point = months.get(month) ?? { month, ...Object.fromEntries(Object.keys(series).map((k) => [k, 0])) };
    for (const [k, f] of Object.entries(series)) point[k] = Math.round(((point[k] as number) + f(row)) * 100) / 100;
    months.set(month, point);
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}

export function useInvoiceCharts() {
  const state = useJson<InvoiceListAnswer>(ALL_INVOICES);
  const rows = state.data?.filteredData ?? [];
  return {
    ...state,
    byStatus: countBy(rows, INVOICE_STATUSES, (i) => i.invoiceStatus),
    byMonth: byMonth(rows, (i) => i.issuedDate.slice(0, 7), { total: (i) => i.total, balance: (i) => Math.max(0, balanceAmount(i.balance)) }),
  };
}

export function useUserCharts() {
  const state = useJson<UserListAnswer>(ALL_USERS);
  const rows = state.data?.filteredData ?? [];
  return {
    ...state,
    byRole: countBy(rows, USER_ROLES, (u) => u.role),
    byPlan: countBy(rows, USER_PLANS, (u) => u.currentPlan),
    /** One point per plan, one count per status. */
    byPlanStatus: USER_PLANS.map((plan) => ({
      name: plan,
      ...Object.fromEntries(USER_STATUSES.map((status) => [status, rows.filter((u) => u.currentPlan === plan && u.status === status).length])),
    })) as ({ name: string } & Record<(typeof USER_STATUSES)[number], number>)[],
  };
}

export function useOrderCharts() {
  const state = useJson<DemoOrder[]>(ALL_ORDERS);
  const rows = state.data ?? [];
  const categories = [...new Set(rows.map((o) => o.product.category))].sort();
  return {
    ...state,
    byStatus: countBy(rows, ORDER_STATUSES, (o) => o.payment.status),
    byReceived: countBy(rows, RECEIVED_STATUSES, (o) => o.payment.received_payment_status),
    byCategory: categories.map((name) => ({
      name,
      value: Math.round(rows.filter((o) => o.product.category === name).reduce((s, o) => s + o.payment.total, 0)),
    })),
    byMonth: byMonth(rows, (o) => orderDate(o.date)?.toISOString().slice(0, 7), { total: (o) => o.payment.total, paid: (o) => o.payment.paid_amount }),
  };
}
