/**
 * Report figures computed by the server from the demo data (the dashboards' charts never hold
 * numbers of their own): `GET /reports/summary?from=YYYY-MM-DD&to=YYYY-MM-DD[&utcOffset=minutes]`,
 * and the riders' report of the CRM page, `GET /reports/riders` (same parameters; reports-riders.ts).
 * Each answer says when it was computed (`generatedAt`) and where its data ends (`dataUntil`).
 *
 * Day buckets are calendar days at the caller's UTC offset (the app sends the browser's), both
 * ends included. Figures tied to a date (swaps, rentals, revenue, top stores) use the range;
 * the others (battery health, cabinet health, open warnings) are the state now.
 * Needs RESOURCE_ADMIN + RESOURCE_ADMIN_REPORT (403 otherwise); a caller bound to a store sees
 * its store's figures only, like the store-scoped resources.
 */
import { Router, type NextFunction, type Request, type Response } from 'express';
import { canOpen } from '../../resources/access';
import { collectionOf } from '../../resources/define';
import type { Registry } from '../../resources/registry';
import { badRequest, forbidden, ok } from '../envelope';
import { say } from '../messages';
import type { Caller } from '../rbac';
import type { Records } from '../db/records';
import type { ListFilter } from './list-query';
import type { Row } from '../row';
import { ACTIVITY_ORDERS, computeRiders, type RiderEnums } from './reports-riders';
import { REPORT_CODE } from '../../resources/privilege-tree';

export { REPORT_CODE };
/** Longest range in days (a day list of more is refused rather than computed). */
export const MAX_RANGE_DAYS = 731;
export const TOP_STORES = 10;
const DAY_MS = 86_400_000;

/** Order kinds counted as revenue: the collection, and the states where the money was taken and kept. */
export const REVENUE_KINDS = {
  rent: { resource: 'rent-orders', paid: ['paid', 'refund_pending', 'refund_refused'] },
  sell: { resource: 'sell-orders', paid: ['paid', 'delivered'] },
  card: { resource: 'card-orders', paid: ['paid'] },
  deposit: { resource: 'deposit-orders', paid: ['paid', 'refund_pending', 'deducted'] },
} as const;
export type RevenueKind = keyof typeof REVENUE_KINDS;
const KINDS = Object.keys(REVENUE_KINDS) as RevenueKind[];

/** Battery state-of-health buckets, in percent, `max` included. */
export const SOH_BUCKETS: readonly { min: number; max: number }[] = [
  { min: 0, max: 59 },
  { min: 60, max: 69 },
  { min: 70, max: 79 },
  { min: 80, max: 89 },
  { min: 90, max: 100 },
];

export interface DayCount {
  date: string;
  total: number;
}
export interface ReportSummary {
  from: string;
  to: string;
  utcOffset: number;
  generatedAt: string;
  /** The newest time among the dated records counted (swaps, rentals, paid orders), or null: where the data ends. */
  dataUntil: string | null;
  totals: { swaps: number; swapsSuccess: number; rentals: number; revenue: number; paidOrders: number };
  swapsPerDay: { date: string; total: number; success: number }[];
  rentalsPerDay: DayCount[];
  /** Per kind: its amount and order count, and what was counted (the orders of `resource` in `states`, on the day paid). */
  revenueByKind: { kind: RevenueKind; amount: number; count: number; resource: string; states: string[] }[];
  revenuePerDay: ({ date: string } & Record<RevenueKind, number>)[];
  sohBuckets: { min: number; max: number; count: number }[];
  sohUnknown: number;
  cabinetHealth: { online: number; offline: number; fault: number; total: number; onlineRate: number };
  openWarnings: { level: string; count: number }[];
  topStores: {
    bySwaps: { storeId: string; sn: string; name: string; swaps: number }[];
    byRevenue: { storeId: string; sn: string; name: string; revenue: number }[];
  };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const QUERY_PARAMS = new Set(['from', 'to', 'utcOffset']);

function param(query: Record<string, unknown>, name: string): string | undefined {
  const v = query[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw badRequest(say('report.once', { name }));
  return v;
}

/** Epoch ms of 00:00 UTC of a YYYY-MM-DD day, or a 400. */
function parseDay(name: string, v: string | undefined): number {
  if (v === undefined || v === '') throw badRequest(say('report.date_required', { name }), { errors: { [name]: 'app.validation.required' } });
  const m = DATE.exec(v);
  const t = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
  if (!m || Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== v)
    throw badRequest(say('report.date_invalid', { name, value: v.slice(0, 40) }), { errors: { [name]: 'app.validation.date' } });
  return t;
}

export interface ReportRange {
  from: string;
  to: string;
  utcOffset: number;
  days: string[];
}

/** Validates `from`, `to` and `utcOffset` (minutes east of UTC, -720..840). */
export function parseRange(query: Record<string, unknown>): ReportRange {
  const unknown = Object.keys(query).filter((k) => !QUERY_PARAMS.has(k));
  if (unknown.length) throw badRequest(say('report.unknown_parameters', { names: unknown.join(', ') }));
  const fromRaw = param(query, 'from');
  const toRaw = param(query, 'to');
  const from = parseDay('from', fromRaw);
  const to = parseDay('to', toRaw);
  if (from > to) throw badRequest(say('report.from_after_to'), { errors: { from: 'app.validation.range' } });
  const span = (to - from) / DAY_MS + 1;
  if (span > MAX_RANGE_DAYS) throw badRequest(say('report.range_too_long', { days: span, max: MAX_RANGE_DAYS }), { errors: { to: 'app.validation.range' } });
  const offsetRaw = param(query, 'utcOffset');
  let utcOffset = 0;
  if (offsetRaw !== undefined) {
    utcOffset = Number(offsetRaw);
    if (offsetRaw.trim() === '' || !Number.isInteger(utcOffset) || utcOffset < -720 || utcOffset > 840) throw badRequest(say('report.utc_offset'));
  }
  const days: string[] = [];
  for (let t = from; t <= to; t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return { from: fromRaw as string, to: toRaw as string, utcOffset, days };
}

/** The calendar day (at `utcOffset`) of an ISO timestamp, or undefined when it is not one. */
export function dayOf(iso: unknown, utcOffset: number): string | undefined {
  if (typeof iso !== 'string' || !iso) return undefined;
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return undefined;
  return new Date(t + utcOffset * 60_000).toISOString().slice(0, 10);
}

const cents = (v: unknown): number => {
  const n = Number(v);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
};
const money = (c: number): number => Math.round(c) / 100;

/**
 * Computes every figure of the summary from the rows (pure: tests call it too). `sohCounts`: how
 * many batteries (of the caller's store) have each state of health, when the caller counted them;
 * else they are counted from rows('batteries').
 */
export function computeSummary(
  rows: (collection: string) => Row[],
  range: ReportRange,
  storeId?: string,
  now = new Date(),
  sohCounts?: ReadonlyMap<string, number>,
): ReportSummary {
  const inStore = (r: Row) => storeId === undefined || String(r.storeId ?? '') === storeId;
  const inRange = new Set(range.days);
  const day = (iso: unknown) => {
    const d = dayOf(iso, range.utcOffset);
    return d && inRange.has(d) ? d : undefined;
  };
  let newest = Number.NEGATIVE_INFINITY;
  const saw = (iso: unknown) => {
    const t = typeof iso === 'string' ? Date.parse(iso) : Number.NaN;
    if (t > newest) newest = t;
  };

  // swaps per day (swap-orders.startAt): all started, and those that succeeded
  const swaps = new Map(range.days.map((d) => [d, { total: 0, success: 0 }]));
  const swapsByStore = new Map<string, number>();
  for (const r of rows('swap-orders')) {
    if (!inStore(r)) continue;
    const d = day(r.startAt);
    if (!d) continue;
    const slot = swaps.get(d)!;
    slot.total += 1;
    saw(r.startAt);
    if (r.status === 'success') {
      slot.success += 1;
      const s = String(r.storeId ?? '');
      if (s) swapsByStore.set(s, (swapsByStore.get(s) ?? 0) + 1);
    }
  }

  // rentals per day (rent-orders.createdAt): every rental order created that day
  const rentals = new Map(range.days.map((d) => [d, 0]));
  for (const r of rows('rent-orders')) {
    if (!inStore(r)) continue;
    const d = day(r.createdAt);
    if (!d) continue;
    rentals.set(d, rentals.get(d)! + 1);
    saw(r.createdAt);
  }

  // revenue (cents): paid-like orders of each kind, on the day they were paid (else created)
  const byKind = new Map(KINDS.map((k) => [k, { amount: 0, count: 0 }]));
  const perDay = new Map(range.days.map((d) => [d, Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<RevenueKind, number>]));
  const revenueByStore = new Map<string, number>();
  for (const kind of KINDS) {
    const { resource, paid } = REVENUE_KINDS[kind];
    const states = new Set<string>(paid);
    for (const r of rows(resource)) {
      if (!inStore(r) || !states.has(String(r.status))) continue;
      const d = day(r.paidAt ?? r.createdAt);
      if (!d) continue;
      saw(r.paidAt ?? r.createdAt);
      const c = cents(r.amount);
      const k = byKind.get(kind)!;
      k.amount += c;
      k.count += 1;
      perDay.get(d)![kind] += c;
      const s = String(r.storeId ?? '');
      if (s) revenueByStore.set(s, (revenueByStore.get(s) ?? 0) + c);
    }
  }

  // battery state of health (now)
  const soh = SOH_BUCKETS.map((b) => ({ ...b, count: 0 }));
  let sohUnknown = 0;
  const healths: Iterable<readonly [unknown, number]> = sohCounts ?? rows('batteries').flatMap((r) => (inStore(r) ? [[r.soh, 1] as const] : []));
  for (const [value, n] of healths) {
    const v = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : Number.NaN;
    const bucket = Number.isFinite(v) ? soh.find((b) => v >= b.min && v < b.max + 1) : undefined;
    if (bucket) bucket.count += n;
    else sohUnknown += n;
  }

  // cabinet health (now)
  const health = { online: 0, offline: 0, fault: 0, total: 0, onlineRate: 0 };
  const cabinetsInStore = new Set<string>();
  for (const r of rows('cab-devices')) {
    if (!inStore(r)) continue;
    cabinetsInStore.add(String(r.id));
    health.total += 1;
    if (r.health === 'online' || r.health === 'offline' || r.health === 'fault') health[r.health as 'online' | 'offline' | 'fault'] += 1;
  }
  health.onlineRate = health.total ? Math.round((health.online / health.total) * 10_000) / 10_000 : 0;

  // open warnings by level (now); a store's warnings are those of its cabinets
  const levels = new Map<string, number>([
    ['critical', 0],
    ['warning', 0],
    ['info', 0],
  ]);
  for (const r of rows('cab-warnings')) {
    if (r.status !== 'open') continue;
    if (storeId !== undefined && !cabinetsInStore.has(String(r.cabinetId))) continue;
    const level = String(r.level ?? 'warning');
    levels.set(level, (levels.get(level) ?? 0) + 1);
  }

  // top stores
  const stores = new Map(rows('stores').map((s) => [String(s.id), s]));
  const storeInfo = (id: string) => ({ storeId: id, sn: String(stores.get(id)?.sn ?? ''), name: String(stores.get(id)?.name ?? id) });
  const top = <T>(m: Map<string, number>, make: (id: string, v: number) => T): T[] =>
    [...m]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      .slice(0, TOP_STORES)
      .map(([id, v]) => make(id, v));

  const swapsPerDay = range.days.map((date) => ({ date, ...swaps.get(date)! }));
  const rentalsPerDay = range.days.map((date) => ({ date, total: rentals.get(date)! }));
  const revenueCents = [...byKind.values()].reduce((a, k) => a + k.amount, 0);
  return {
    from: range.from,
    to: range.to,
    utcOffset: range.utcOffset,
    generatedAt: now.toISOString(),
    dataUntil: Number.isFinite(newest) ? new Date(newest).toISOString() : null,
    totals: {
      swaps: swapsPerDay.reduce((a, d) => a + d.total, 0),
      swapsSuccess: swapsPerDay.reduce((a, d) => a + d.success, 0),
      rentals: rentalsPerDay.reduce((a, d) => a + d.total, 0),
      revenue: money(revenueCents),
      paidOrders: [...byKind.values()].reduce((a, k) => a + k.count, 0),
    },
    swapsPerDay,
    rentalsPerDay,
    revenueByKind: KINDS.map((kind) => ({
      kind,
      amount: money(byKind.get(kind)!.amount),
      count: byKind.get(kind)!.count,
      resource: REVENUE_KINDS[kind].resource,
      states: [...REVENUE_KINDS[kind].paid],
    })),
    revenuePerDay: range.days.map((date) => {
      const v = perDay.get(date)!;
      return { date, ...(Object.fromEntries(KINDS.map((k) => [k, money(v[k])])) as Record<RevenueKind, number>) };
    }),
    sohBuckets: soh,
    sohUnknown,
    cabinetHealth: health,
    openWarnings: [...levels].map(([level, count]) => ({ level, count })),
    topStores: {
      bySwaps: top(swapsByStore, (id, swaps) => ({ ...storeInfo(id), swaps })),
      byRevenue: top(revenueByStore, (id, c) => ({ ...storeInfo(id), revenue: money(c) })),
    },
  };
}

/**
 * What each report reads, per request: the orders of its days (by the time the report counts them
 * by, from the day before `from`: a day at the caller's UTC offset starts up to 14 hours earlier
 * in UTC), the cabinets, open alarms and stores whole, the batteries' states of health counted in
 * the database; the riders report, the riders, cards, complaints and checks whole and each rider's
 * latest order counted in the database.
 */
const SUMMARY_ORDERS: readonly { resource: string; at: readonly string[] }[] = [
  { resource: 'swap-orders', at: ['startAt'] },
  ...Object.values(REVENUE_KINDS).map(({ resource }) => ({ resource, at: ['createdAt', 'paidAt'] })),
];
const SUMMARY_WHOLE = ['cab-devices', 'stores'];
const RIDERS_WHOLE = ['consumers', 'consumer-cards', 'complaints', 'real-name-verifications'];

const dayBefore = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/** The values of an enum field of a resource, in the schema's order (none when it is not one). */
function enumValues(registry: Registry, resource: string, field: string): string[] {
  const f = registry.byName(resource)?.fields[field];
  return f?.kind === 'enum' ? Object.keys(f.values) : [];
}

export function reportsRouter(registry: Registry, records: Records): Router {
  const defOf = (name: string) => registry.byName(name);
  const table = (name: string) => {
    const def = defOf(name);
    return def ? collectionOf(def) : name;
  };
  /** Every record of these collections (a missing schema reads as an empty collection rather than breaking the API). */
  const whole = async (names: readonly string[]): Promise<[string, Row[]][]> =>
    Promise.all(names.map(async (name): Promise<[string, Row[]]> => [name, defOf(name) ? await records.all(table(name)) : []]));
  /** The records of `name` whose time `field` is on or after `day` (any of `fields`: their union). */
  const since = async (name: string, fields: readonly string[], day: string): Promise<[string, Row[]]> => {
    const def = defOf(name);
    if (!def) return [name, []];
    const byId = new Map<string, Row>();
    for (const field of fields.filter((f) => def.fields[f]))
      for (const r of await records.where(def, table(name), [{ kind: 'range', field, op: 'gte', bound: day }])) byId.set(String(r.id), r);
    return [name, [...byId.values()]];
  };
  const scoped = (storeId?: string): ListFilter[] => (storeId === undefined ? [] : [{ kind: 'equal', field: 'storeId', values: [storeId], scope: true }]);
  const source = (pairs: readonly [string, Row[]][]) => {
    const loaded = new Map(pairs);
    return (name: string) => loaded.get(name) ?? [];
  };

  const summary = async (range: ReportRange, storeId?: string) => {
    const from = dayBefore(range.from);
    const warnings = defOf('cab-warnings');
    const batteries = defOf('batteries');
    const rows = source([
      ...(await whole(SUMMARY_WHOLE)),
      ...(await Promise.all(SUMMARY_ORDERS.map(({ resource, at }) => since(resource, at, from)))),
      ['cab-warnings', warnings ? await records.where(warnings, table('cab-warnings'), [{ kind: 'equal', field: 'status', values: ['open'] }]) : []],
    ]);
    const soh = batteries ? await records.countBy(batteries, table('batteries'), 'soh', scoped(storeId)) : new Map<string, number>();
    return computeSummary(rows, range, storeId, new Date(), soh);
  };

  const riders = async (range: ReportRange, storeId?: string) => {
    const latest = new Map<string, string>();
    for (const { resource, at } of ACTIVITY_ORDERS) {
      const def = defOf(resource);
      if (!def) continue;
      for (const [id, t] of await records.latestBy(def, table(resource), 'consumerId', at)) if (t > (latest.get(id) ?? '')) latest.set(id, t);
    }
    return computeRiders(source(await whole(RIDERS_WHOLE)), range, enums(), storeId, new Date(), latest);
  };
  const enums = (): RiderEnums => ({
    complaintTypes: enumValues(registry, 'complaints', 'type'),
    complaintStates: enumValues(registry, 'complaints', 'status'),
  });

  const router = Router();
  router.get('/reports/summary', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const caller = res.locals.caller as Caller;
      if (!canOpen(caller.privileges, REPORT_CODE)) throw forbidden(say('report.forbidden', { code: REPORT_CODE }));
      const range = parseRange(req.query as Record<string, unknown>);
      ok(res, await summary(range, caller.storeId));
    } catch (e) {
      next(e);
    }
  });
  router.get('/reports/riders', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const caller = res.locals.caller as Caller;
      if (!canOpen(caller.privileges, REPORT_CODE)) throw forbidden(say('report.forbidden', { code: REPORT_CODE }));
      const range = parseRange(req.query as Record<string, unknown>);
      ok(res, await riders(range, caller.storeId));
    } catch (e) {
      next(e);
    }
  });
  return router;
}
