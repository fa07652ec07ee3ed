/**
 * The CRM report, about riders: `GET /reports/riders?from=YYYY-MM-DD&to=YYYY-MM-DD[&utcOffset=minutes]`
 * (same range rules, privilege and store binding as `/reports/summary`). Every figure is counted
 * from the data, with the same rule the linked list applies, so a figure and its list agree:
 *
 * - new riders per day: `consumers.createdAt` in the range (days at the caller's offset);
 * - activity, now: a rider is **active** when they have an order (swap, rental, sale, card or
 *   deposit; its `startAt` for a swap, else its `createdAt`) in the last {@link ACTIVITY_DAYS} days;
 *   **churned** when they have none in those days but had one before; the others never ordered.
 *   The ids come with the counts (up to {@link MAX_LINK_IDS}) so the app can list those riders;
 * - cards expiring: `consumer-cards` in state `active` whose `endAt` is today … today + {@link EXPIRING_DAYS};
 * - complaints created in the range, by type and by state (each type / state of the schema, zeros included);
 * - the real-name queue, now: checks `pending`, and the one waiting longest.
 *
 * A caller bound to a store counts its store's riders only (a complaint or an order counts when
 * its rider is one of them).
 */
import { dayOf, type DayCount, type ReportRange } from './reports';
import type { Row } from '../row';

export const ACTIVITY_DAYS = 30;
export const EXPIRING_DAYS = 7;
/** The most ids an answer carries for a link (a list filter takes at most 200 values). */
export const MAX_LINK_IDS = 200;
const DAY_MS = 86_400_000;

/** The orders that make a rider active, and the time each one happened. */
export const ACTIVITY_ORDERS: readonly { resource: string; at: string }[] = [
  { resource: 'swap-orders', at: 'startAt' },
  { resource: 'rent-orders', at: 'createdAt' },
  { resource: 'sell-orders', at: 'createdAt' },
  { resource: 'card-orders', at: 'createdAt' },
  { resource: 'deposit-orders', at: 'createdAt' },
];
/** The card states counted as expiring (a paused card's end moves when it resumes). */
export const EXPIRING_STATES = ['active'] as const;
export const PENDING_STATE = 'pending';

export interface RiderGroup {
  count: number;
  /** The riders' ids, sorted, when there are at most MAX_LINK_IDS of them; else null. */
  ids: string[] | null;
}

export interface RidersReport {
  from: string;
  to: string;
  utcOffset: number;
  generatedAt: string;
  /** The newest time among the records counted (null when none was): where the data ends. */
  dataUntil: string | null;
  newRiders: { total: number; perDay: DayCount[] };
  activity: { days: number; since: string; active: RiderGroup; churned: RiderGroup; never: number; total: number };
  expiringCards: { days: number; from: string; to: string; count: number; states: string[] };
  complaints: { total: number; byType: { type: string; count: number }[]; byStatus: { status: string; count: number }[] };
  realNameQueue: { pending: number; oldest: { id: string; createdAt: string } | null };
}

/** The values of the enums the figures split by, in the schema's order. */
export interface RiderEnums {
  complaintTypes: readonly string[];
  complaintStates: readonly string[];
}

const time = (v: unknown): number => (typeof v === 'string' && v ? Date.parse(v) : Number.NaN);

/** Each rider's latest order time (ISO), from every kind of order: read from the rows of ACTIVITY_ORDERS when not given. */
export type LatestOrders = ReadonlyMap<string, string>;

/** Computes the riders report from the rows (pure: tests call it too); `latestOrders`: each rider's latest order, when the caller counted them. */
export function computeRiders(
  rows: (resource: string) => Row[],
  range: ReportRange,
  enums: RiderEnums,
  storeId?: string,
  now = new Date(),
  latestOrders?: LatestOrders,
): RidersReport {
  const nowMs = now.getTime();
  let newest = Number.NEGATIVE_INFINITY;
  const saw = (t: number) => {
    if (Number.isFinite(t) && t > newest && t <= nowMs) newest = t;
  };
  const inRange = new Set(range.days);
  const day = (iso: unknown) => {
    const d = dayOf(iso, range.utcOffset);
    return d && inRange.has(d) ? d : undefined;
  };

  // the riders (of the caller's store, when bound to one)
  const riders = rows('consumers').filter((r) => storeId === undefined || String(r.storeId ?? '') === storeId);
  const riderIds = new Set(riders.map((r) => String(r.id)));
  const ours = (consumerId: unknown) => storeId === undefined || riderIds.has(String(consumerId ?? ''));

  // new riders per day
  const perDay = new Map(range.days.map((d) => [d, 0]));
  for (const r of riders) {
    const d = day(r.createdAt);
    if (!d) continue;
    perDay.set(d, perDay.get(d)! + 1);
    saw(time(r.createdAt));
  }
  const newPerDay = range.days.map((date) => ({ date, total: perDay.get(date)! }));

  // activity: the latest order of each rider
  const since = nowMs - ACTIVITY_DAYS * DAY_MS;
  const lastOrder = new Map<string, number>();
  const sawOrder = (consumerId: unknown, at: unknown) => {
    const id = String(consumerId ?? '');
    const t = time(at);
    if (id && riderIds.has(id) && Number.isFinite(t) && t > (lastOrder.get(id) ?? Number.NEGATIVE_INFINITY)) lastOrder.set(id, t);
  };
  if (latestOrders) for (const [id, at] of latestOrders) sawOrder(id, at);
  else for (const { resource, at } of ACTIVITY_ORDERS) for (const o of rows(resource)) sawOrder(o.consumerId, o[at]);
  const active: string[] = [];
  const churned: string[] = [];
  for (const [id, t] of lastOrder) {
    (t >= since ? active : churned).push(id);
    saw(t);
  }
  const group = (ids: string[]): RiderGroup => ({
    count: ids.length,
    ids: ids.length <= MAX_LINK_IDS ? ids.sort((a, b) => Number(a) - Number(b) || (a < b ? -1 : a > b ? 1 : 0)) : null,
  });

  // cards expiring: today … today + EXPIRING_DAYS, at the caller's offset (endAt is a calendar day)
  const today = dayOf(now.toISOString(), range.utcOffset)!;
  const until = new Date(Date.parse(`${today}T00:00:00Z`) + EXPIRING_DAYS * DAY_MS).toISOString().slice(0, 10);
  const states = new Set<string>(EXPIRING_STATES);
  let expiring = 0;
  for (const c of rows('consumer-cards')) {
    if (storeId !== undefined && String(c.storeId ?? '') !== storeId) continue;
    const end = typeof c.endAt === 'string' ? c.endAt.slice(0, 10) : '';
    if (states.has(String(c.status)) && end >= today && end <= until) expiring += 1;
  }

  // complaints created in the range
  const byType = new Map(enums.complaintTypes.map((t) => [t, 0]));
  const byStatus = new Map(enums.complaintStates.map((s) => [s, 0]));
  let complaints = 0;
  for (const c of rows('complaints')) {
    if (!ours(c.consumerId) || !day(c.createdAt)) continue;
    complaints += 1;
    saw(time(c.createdAt));
    const t = String(c.type ?? '');
    const s = String(c.status ?? '');
    byType.set(t, (byType.get(t) ?? 0) + 1);
    byStatus.set(s, (byStatus.get(s) ?? 0) + 1);
  }

  // the real-name queue
  let pending = 0;
  let oldest: { id: string; createdAt: string; t: number } | null = null;
  for (const v of rows('real-name-verifications')) {
    if (storeId !== undefined && String(v.storeId ?? '') !== storeId) continue;
    if (v.status !== PENDING_STATE) continue;
    pending += 1;
    const t = time(v.createdAt);
    saw(t);
    if (Number.isFinite(t) && (!oldest || t < oldest.t || (t === oldest.t && Number(v.id) < Number(oldest.id))))
      oldest = { id: String(v.id), createdAt: String(v.createdAt), t };
  }

  return {
    from: range.from,
    to: range.to,
    utcOffset: range.utcOffset,
    generatedAt: now.toISOString(),
    dataUntil: Number.isFinite(newest) ? new Date(newest).toISOString() : null,
    newRiders: { total: newPerDay.reduce((a, d) => a + d.total, 0), perDay: newPerDay },
    activity: {
      days: ACTIVITY_DAYS,
      since: new Date(since).toISOString(),
      active: group(active),
      churned: group(churned),
      never: riders.length - active.length - churned.length,
      total: riders.length,
    },
    expiringCards: { days: EXPIRING_DAYS, from: today, to: until, count: expiring, states: [...EXPIRING_STATES] },
    complaints: {
      total: complaints,
      byType: [...byType].map(([type, count]) => ({ type, count })),
      byStatus: [...byStatus].map(([status, count]) => ({ status, count })),
    },
    realNameQueue: { pending, oldest: oldest ? { id: oldest.id, createdAt: oldest.createdAt } : null },
  };
}
