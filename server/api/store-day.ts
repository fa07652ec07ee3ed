/**
 * A store's day, for the store manager's home: `GET /reports/store-day[?storeId=…]`.
 *
 * Today's swaps (and how many failed), new rentals, the money paid (per kind of order), refunds
 * requested today and those awaiting review, and the open alarms of the store's cabinets. A caller
 * bound to a store gets its store's, always (another store's id answers 404, as a record out of
 * its scope does); any other caller gets the store it names, or the whole company without one.
 *
 * **Today** is the server's calendar day in the server process's local time zone (the `TZ`
 * environment variable; UTC when it is unset), named in the answer (`timeZone`). The figures count
 * the records whose time lies in its first … last millisecond (`from`, `to`, ISO instants): the
 * bounds the lists' date-time range filter gives a whole day (kinds/ui-parts.tsx `RangeFilter`,
 * in the browser's zone), so the linked list, opened in a browser in the server's zone, shows
 * today in its date inputs; in any zone it holds exactly the records counted.
 *
 * Each figure is counted as its list counts it, like the notifications (notifications.ts): the
 * list's own query parser over the react-admin filter the answer carries, on the screen the caller
 * may list (a store-bound caller's store-level view, scoped as the list scopes it; else the
 * company's screen, filtered by `storeId` when a store is named). A figure whose lists the caller
 * may not open is `null`. The revenue is the order kinds of the reports (reports.ts
 * REVENUE_KINDS): orders in a paid state whose `paidAt` is today, summed in cents.
 */
import { Router, type NextFunction, type Request, type Response } from 'express';
import { canAccess, canOpen } from '../../resources/access';
import { collectionOf, type ResourceDef } from '../../resources/define';
import { ADMIN_CODE } from '../../resources/privilege-tree';
import type { Registry } from '../../resources/registry';
import { badRequest, forbidden, notFound, ok } from '../envelope';
import { say } from '../messages';
import type { Caller } from '../rbac';
import type { Records } from '../db/records';
import { parseListQuery, restrictTo } from './list-query';
import { REVENUE_KINDS, type RevenueKind } from './reports';

export const STORE_DAY_PATH = '/reports/store-day';

/** A react-admin list filter, as the list keeps it in its address (`?filter=` JSON): one-of values in an array, a range as `{gte, lte}`. */
export type ListFilterValue = string | string[] | { gte: string; lte: string };
export type RaFilter = Record<string, ListFilterValue>;

export interface StoreDayFigure {
  count: number;
  /** The API resource counted (a store manager's: the store-level view), its list's hash route, and the filter that lists the records counted. */
  resource: string;
  route: string;
  filter: RaFilter;
}
export interface StoreDayRevenuePart extends StoreDayFigure {
  kind: RevenueKind;
  amount: number;
}

export interface StoreDayAnswer {
  /** The store counted; null: the whole company (a caller bound to no store, naming none). */
  store: { id: string; sn: string; name: string } | null;
  /** The server's calendar day (YYYY-MM-DD), its IANA time zone, and its first and last millisecond. */
  day: string;
  timeZone: string;
  from: string;
  to: string;
  generatedAt: string;
  swaps: StoreDayFigure | null;
  swapsFailed: StoreDayFigure | null;
  rentals: StoreDayFigure | null;
  /** The money paid today: the sum of the kinds the caller may list (null: none), each a part of its own. */
  revenue: { amount: number; count: number; parts: StoreDayRevenuePart[] } | null;
  refundsRequested: StoreDayFigure | null;
  refundsAwaitingReview: StoreDayFigure | null;
  openAlarms: StoreDayFigure | null;
}

export type StoreDayFigureName = 'swaps' | 'swapsFailed' | 'rentals' | 'refundsRequested' | 'refundsAwaitingReview' | 'openAlarms';

/** What each figure counts: the collection's declared resource, and its filter for the day. */
export interface FigureSource {
  resource: string;
  filter: (day: { gte: string; lte: string }, def: ResourceDef) => RaFilter | undefined;
}

/** A workflow's first state (an alarm open, a refund requested), or undefined when the resource has none. */
const waiting = (def: ResourceDef): RaFilter | undefined => (def.workflow ? { [def.workflow.field]: [def.workflow.initial] } : undefined);
/** The value `value` of enum `field`, as a one-of filter, when the schema declares it. */
const state = (def: ResourceDef, field: string, value: string): string[] | undefined => {
  const f = def.fields[field];
  return f?.kind === 'enum' && value in f.values ? [value] : undefined;
};

export const FIGURES: Readonly<Record<StoreDayFigureName, FigureSource>> = {
  swaps: { resource: 'swap-orders', filter: (day) => ({ startAt: day }) },
  swapsFailed: {
    resource: 'swap-orders',
    filter: (day, def) => {
      const failed = state(def, 'status', 'failed');
      return failed && { status: failed, startAt: day };
    },
  },
  rentals: { resource: 'rent-orders', filter: (day) => ({ createdAt: day }) },
  refundsRequested: { resource: 'refund-orders', filter: (day) => ({ createdAt: day }) },
  refundsAwaitingReview: { resource: 'refund-orders', filter: (_day, def) => waiting(def) },
  openAlarms: { resource: 'cab-warnings', filter: (_day, def) => waiting(def) },
};

/** The server's calendar day around `now`, in the process's local time zone (see the header). */
export function serverDay(now = new Date()): { day: string; timeZone: string; from: string; to: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    day: `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}`,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
    from: start.toISOString(),
    to: new Date(next.getTime() - 1).toISOString(),
  };
}

/** A react-admin filter in the list API's query terms (src/providers/listQuery.ts does the same in the app). */
export function queryOf(filter: RaFilter): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (Array.isArray(value) || typeof value === 'string') query[key] = value;
    else {
      query[`${key}_gte`] = value.gte;
      query[`${key}_lte`] = value.lte;
    }
  }
  return query;
}

const cents = (v: unknown): number => {
  const n = Number(v);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
};

/** The screens of `base`'s collection, the declared one first. */
const screensOf = (registry: Registry, base: ResourceDef): ResourceDef[] => [
  base,
  ...registry.all.filter((d) => d !== base && collectionOf(d) === collectionOf(base)),
];

export async function computeStoreDay(
  registry: Registry,
  records: Records,
  caller: Caller,
  storeId: string | undefined,
  now = new Date(),
): Promise<StoreDayAnswer> {
  const today = serverDay(now);
  const range = { gte: today.from, lte: today.to };
  const bound = caller.storeId;

  /** The screen the caller lists `resource`'s records through: a store-bound caller's scoped view first. */
  const screenFor = (resource: string): ResourceDef | undefined => {
    const base = registry.byName(resource);
    if (!base) return undefined;
    const mayList = screensOf(registry, base).filter((d) => canAccess(caller.privileges, { resource: d, action: 'list' }));
    return (bound ? mayList.find((d) => d.scope) : undefined) ?? mayList[0];
  };
  /** The list query of `filter` on `def` for this caller, scoped as the list scopes it, or by the store named. */
  const queryFor = (def: ResourceDef, filter: RaFilter) => {
    const query = parseListQuery(def, queryOf(filter));
    if (def.scope && bound) restrictTo(query, def.scope.store, bound);
    return query;
  };
  const figure = async (source: FigureSource): Promise<(StoreDayFigure & { def: ResourceDef }) | null> => {
    const def = screenFor(source.resource);
    const own = def && source.filter(range, def);
    if (!def || !own) return null;
    const scoped = !!(def.scope && bound);
    // the store's records: the scope does it on a store-level view, else the list's storeId filter
    const filter: RaFilter = storeId !== undefined && !scoped ? { ...own, storeId } : own;
    const count = await records.count(def, collectionOf(def), queryFor(def, filter).filters);
    return { def, count, resource: def.name, route: def.route, filter };
  };
  const plain = async (name: StoreDayFigureName): Promise<StoreDayFigure | null> => {
    const f = await figure(FIGURES[name]);
    if (!f) return null;
    const { def: _def, ...rest } = f;
    return rest;
  };

  const parts: StoreDayRevenuePart[] = [];
  for (const [kind, { resource, paid }] of Object.entries(REVENUE_KINDS) as [RevenueKind, (typeof REVENUE_KINDS)[RevenueKind]][]) {
    const f = await figure({ resource, filter: () => ({ status: [...paid], paidAt: range }) });
    if (!f) continue;
    const { def, ...rest } = f;
    const rows = await records.where(def, collectionOf(def), queryFor(def, rest.filter).filters);
    parts.push({ ...rest, kind, count: rows.length, amount: rows.reduce((sum, r) => sum + cents(r.amount), 0) / 100 });
  }

  const stores = registry.byName('stores');
  const storeRow = storeId !== undefined && stores ? await records.get(collectionOf(stores), storeId) : undefined;
  return {
    store: storeRow ? { id: String(storeRow.id), sn: String(storeRow.sn ?? ''), name: String(storeRow.name ?? storeRow.id) } : null,
    ...today,
    generatedAt: now.toISOString(),
    swaps: await plain('swaps'),
    swapsFailed: await plain('swapsFailed'),
    rentals: await plain('rentals'),
    revenue: parts.length
      ? { amount: parts.reduce((sum, p) => sum + Math.round(p.amount * 100), 0) / 100, count: parts.reduce((sum, p) => sum + p.count, 0), parts }
      : null,
    refundsRequested: await plain('refundsRequested'),
    refundsAwaitingReview: await plain('refundsAwaitingReview'),
    openAlarms: await plain('openAlarms'),
  };
}

/** The store asked for: a store-bound caller's own (another one is not found, like a record out of its scope); else `storeId`, if given. */
async function storeAsked(registry: Registry, records: Records, caller: Caller, query: Record<string, unknown>): Promise<string | undefined> {
  const unknown = Object.keys(query).filter((k) => k !== 'storeId');
  if (unknown.length) throw badRequest(say('list.unknown_parameter', { name: unknown.join(', '), resource: STORE_DAY_PATH }));
  const raw = query.storeId;
  if (raw !== undefined && (typeof raw !== 'string' || raw === '')) throw badRequest(say('report.once', { name: 'storeId' }));
  const stores = registry.byName('stores');
  if (raw !== undefined && (caller.storeId ? raw !== caller.storeId : !stores || !(await records.get(collectionOf(stores), raw))))
    throw notFound(say('resource.not_found', { resource: 'stores', id: raw.slice(0, 40) }));
  return caller.storeId ?? raw;
}

export function storeDayRouter(registry: Registry, records: Records): Router {
  const router = Router();
  router.get(STORE_DAY_PATH, async (req: Request, res: Response, next: NextFunction) => {
    try {
      const caller = res.locals.caller as Caller;
      if (!canOpen(caller.privileges, undefined)) throw forbidden(say('resource.forbidden', { resource: 'store-day', code: ADMIN_CODE }));
      const storeId = await storeAsked(registry, records, caller, req.query as Record<string, unknown>);
      ok(res, await computeStoreDay(registry, records, caller, storeId));
    } catch (e) {
      next(e);
    }
  });
  return router;
}
