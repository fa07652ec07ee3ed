/**
 * The cards of a store's day, from the server's answer (server/api/store-day.ts): each figure as
 * text and the list it counts (the server names the list and its filter, so a card and its list
 * always agree). Pure: the component adds the words and the access check.
 */
import { listLink, type ListLink } from '../links';
import type { StoreDayAnswer } from './useStoreDay';

type Figure = NonNullable<StoreDayAnswer['swaps']>;

export type StoreDayCardId = 'swaps' | 'rentals' | 'revenue' | 'refundsRequested' | 'refundsAwaitingReview' | 'openAlarms';

/** A message key and its options. */
export interface Words {
  key: string;
  options?: Record<string, string>;
}

export interface StoreDayPart {
  key: string;
  /** Its words, then its figure when it has one of its own ("Rentals ¥120.00"). */
  words: Words;
  value?: string;
  link?: ListLink;
}

export interface StoreDayCard {
  id: StoreDayCardId;
  label: Words;
  caption: Words;
  value: string;
  /** The list it counts (none for a sum over several lists: its parts link). */
  link?: ListLink;
  parts?: StoreDayPart[];
}

export interface Formats {
  count(n: number): string;
  money(amount: number): string;
}

/** Where a figure leads: its list with its filter (react-admin's `?filter=` form). */
export const figureLink = (f: Figure): ListLink | undefined => listLink(f.resource, f.filter);

/** Every resource the day links to (for the access check). */
export function linkedResources(d: StoreDayAnswer | undefined): string[] {
  if (!d) return [];
  const figures = [d.swaps, d.swapsFailed, d.rentals, d.refundsRequested, d.refundsAwaitingReview, d.openAlarms, ...(d.revenue?.parts ?? [])];
  return [...new Set(figures.flatMap((f) => (f ? [f.resource] : [])))];
}

const SINCE_MIDNIGHT: Words = { key: 'app.dashboard.store_day_since_midnight' };
const NOW: Words = { key: 'app.dashboard.store_day_now' };

/** The cards, in reading order; a figure the user may not see (null) has no card. */
export function storeDayCards(d: StoreDayAnswer, fmt: Formats): StoreDayCard[] {
  const cards: StoreDayCard[] = [];
  const counted = (id: StoreDayCardId, label: string, f: Figure | null, caption: Words, parts?: StoreDayPart[]) => {
    if (f) cards.push({ id, label: { key: `app.dashboard.${label}` }, caption, value: fmt.count(f.count), link: figureLink(f), ...(parts ? { parts } : {}) });
  };
  const failed = d.swapsFailed;
  counted(
    'swaps',
    'store_day_swaps',
    d.swaps,
    SINCE_MIDNIGHT,
    failed
      ? [{ key: 'failed', words: { key: 'app.dashboard.store_day_swaps_failed', options: { count: fmt.count(failed.count) } }, link: figureLink(failed) }]
      : undefined,
  );
  counted('rentals', 'store_day_rentals', d.rentals, SINCE_MIDNIGHT);
  if (d.revenue)
    cards.push({
      id: 'revenue',
      label: { key: 'app.dashboard.store_day_revenue' },
      caption: { key: 'app.dashboard.store_day_paid_orders', options: { count: fmt.count(d.revenue.count) } },
      value: fmt.money(d.revenue.amount),
      parts: d.revenue.parts.map((p) => ({
        key: p.kind,
        words: { key: `app.dashboard.report_kind_${p.kind}` },
        value: fmt.money(p.amount),
        link: figureLink(p),
      })),
    });
  counted('refundsRequested', 'store_day_refunds_requested', d.refundsRequested, SINCE_MIDNIGHT);
  counted('refundsAwaitingReview', 'store_day_refunds_waiting', d.refundsAwaitingReview, NOW);
  counted('openAlarms', 'store_day_open_alarms', d.openAlarms, NOW);
  return cards;
}

/** Whether nothing happened yet today (no swap, rental or payment): the quiet day's note. */
export const isQuietDay = (d: StoreDayAnswer): boolean => !d.swaps?.count && !d.rentals?.count && !d.revenue?.count;
