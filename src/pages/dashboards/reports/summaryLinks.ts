/**
 * The lists behind the summary's figures (server/api/reports.ts counts them with the same
 * rules): swaps by `startAt`, rentals by `createdAt`, revenue by the paid states on `paidAt`,
 * cabinets by `health`, open alarms by `level`, batteries by `soh` bucket. A day or the report's
 * range becomes a date-time range at the report's UTC offset.
 */
import { dayRange, enumValues, listLink, recordLink, type ListFilter, type ListLink } from '../links';
import type { ReportSummary, RevenueKind } from './useReport';

/** Every resource the summary links to (for the access check). */
export const SUMMARY_RESOURCES = [
  'swap-orders',
  'rent-orders',
  'sell-orders',
  'card-orders',
  'deposit-orders',
  'cab-devices',
  'cab-warnings',
  'batteries',
  'stores',
];

type Range = Pick<ReportSummary, 'from' | 'to' | 'utcOffset'>;
const days = (d: Range, day?: string) => (day ? dayRange(day, day, d.utcOffset) : dayRange(d.from, d.to, d.utcOffset));

/** The swap states other than success (the "failed, canceled or running" part of a day's bar). */
export const swapOtherStates = (): string[] => enumValues('swap-orders', 'status').filter((s) => s !== 'success');

export function swapsLink(d: Range, o: { day?: string; status?: string[]; storeId?: string } = {}): ListLink | undefined {
  const filter: ListFilter = {};
  if (o.status) filter.status = o.status;
  if (o.storeId) filter.storeId = o.storeId;
  filter.startAt = days(d, o.day);
  return listLink('swap-orders', filter);
}

export const rentalsLink = (d: Range, day?: string) => listLink('rent-orders', { createdAt: days(d, day) });

export function paidLink(d: ReportSummary, kind: RevenueKind, day?: string): ListLink | undefined {
  const k = d.revenueByKind.find((r) => r.kind === kind);
  return k ? listLink(k.resource, { status: k.states, paidAt: days(d, day) }) : undefined;
}

export const cabinetsLink = (health?: string) => listLink('cab-devices', health ? { health: [health] } : {});

export const openWarningsLink = (level?: string) => listLink('cab-warnings', level ? { status: ['open'], level: [level] } : { status: ['open'] });

export const sohLink = (min: number, max: number) => listLink('batteries', { soh: { gte: min, lte: max } });

export const storeLink = (storeId: string) => recordLink('stores', storeId);
