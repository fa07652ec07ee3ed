/**
 * The operations map's data, scoped to the caller: `GET /admin-company/v1/map`.
 *
 * The map page is guarded by its own code (RESOURCE_ADMIN_DASHBOARD_MAP), not by the stores' or
 * cabinets' company codes, so it cannot read those lists for a store manager. This answers what
 * the caller may see, in one call:
 *
 * - a caller bound to a store (the store manager): its store, the cabinets placed at it, and the
 *   batteries and open alarms counted there (an alarm's store: its store-level list's) — whatever
 *   its company codes;
 * - any other caller: the stores if it may list `stores`, the cabinets if it may list
 *   `cab-devices`, the battery total if it may list `batteries`, the open alarms if it may list
 *   `cab-warnings` (the same access function as those lists). A figure it may not see is `null`.
 *
 * Each point carries the fields the map and its side panel show, no more; the areas are the ones
 * the points are in, with the areas above them (for the area filter). Every count equals the total
 * of the list it stands for (same records, same store scoping).
 */
import { Router, type NextFunction, type Request, type Response } from 'express';
import { canAccess, canOpen } from '../../resources/access';
import { collectionOf, type ResourceDef } from '../../resources/define';
import type { Registry } from '../../resources/registry';
import { forbidden, ok } from '../envelope';
import { say } from '../messages';
import type { Caller } from '../rbac';
import type { Records } from '../db/records';
import type { Row } from '../row';
import { MAP_CODE } from '../../resources/privilege-tree';

export const MAP_PATH = '/map';
export { MAP_CODE };

export const STORE_FIELDS = ['id', 'sn', 'name', 'status', 'areaId', 'location', 'address', 'manager', 'phone', 'businessHours'] as const;
export const CABINET_FIELDS = [
  'id',
  'sn',
  'name',
  'health',
  'deployStatus',
  'areaId',
  'storeId',
  'location',
  'address',
  'brand',
  'doors',
  'batteryNum',
  'fullNum',
  'lastHeartbeatAt',
] as const;

/** A store, with the batteries and cabinets counted at it (each only when the caller may see those). */
export type MapStore = Partial<Record<(typeof STORE_FIELDS)[number], unknown>> & { id: string; batteries?: number; cabinets?: number };
export type MapCabinet = Partial<Record<(typeof CABINET_FIELDS)[number], unknown>> & { id: string };
export interface MapArea {
  id: string;
  name: string;
  level?: string;
  parentId?: string;
}

export interface MapAnswer {
  /** The store the caller is bound to, if any (then everything below is that store's). */
  storeId: string | null;
  /** Null when the caller may not see stores (cabinets): not an empty map, a closed one. */
  stores: MapStore[] | null;
  cabinets: MapCabinet[] | null;
  areas: MapArea[];
  totals: {
    stores: number | null;
    cabinets: number | null;
    online: number | null;
    offline: number | null;
    fault: number | null;
    batteries: number | null;
    openWarnings: number | null;
  };
  generatedAt: string;
  /** The newest cabinet heartbeat among those shown (null when none): where the live data ends. */
  dataUntil: string | null;
}

const pick = <K extends string>(row: Row, fields: readonly K[]): Partial<Record<K, unknown>> => {
  const out: Partial<Record<K, unknown>> = {};
  for (const f of fields) if (row[f] !== undefined && row[f] !== null) out[f] = row[f];
  return out;
};

export interface MapSources {
  rows(resource: string): Row[];
  /** How many batteries each store holds ('' : none), and how many open alarms each cabinet and each store (the alarm's store) has. */
  batteriesByStore: ReadonlyMap<string, number>;
  openWarningsByCabinet: ReadonlyMap<string, number>;
  openWarningsByStore: ReadonlyMap<string, number>;
  /** Whether the caller may list the resource (by its API name). */
  mayList(resource: string): boolean;
}

/** Computes the caller's map (pure over `rows`: tests call it too). */
export function computeMap(src: MapSources, storeId: string | undefined, now = new Date()): MapAnswer {
  const bound = storeId !== undefined;
  const see = {
    stores: bound || src.mayList('stores'),
    cabinets: bound || src.mayList('cab-devices'),
    batteries: bound || src.mayList('batteries'),
    warnings: bound || src.mayList('cab-warnings'),
  };
  const inScope = (r: Row) => !bound || String(r.storeId ?? '') === storeId;

  const storeRows = see.stores ? src.rows('stores').filter((s) => !bound || String(s.id) === storeId) : [];
  const cabinetRows = see.cabinets ? src.rows('cab-devices').filter(inScope) : [];
  const batteriesAt = src.batteriesByStore;
  const sum = (counts: ReadonlyMap<string, number>, keys?: ReadonlySet<string>) =>
    [...counts].reduce((total, [key, n]) => (!keys || keys.has(key) ? total + n : total), 0);
  const cabinetsAt = new Map<string, number>();
  for (const c of cabinetRows) {
    const s = String(c.storeId ?? '');
    if (s) cabinetsAt.set(s, (cabinetsAt.get(s) ?? 0) + 1);
  }

  const health = { online: 0, offline: 0, fault: 0 };
  let newest = Number.NEGATIVE_INFINITY;
  for (const c of cabinetRows) {
    if (c.health === 'online' || c.health === 'offline' || c.health === 'fault') health[c.health as keyof typeof health] += 1;
    const t = typeof c.lastHeartbeatAt === 'string' ? Date.parse(c.lastHeartbeatAt) : Number.NaN;
    if (t > newest) newest = t;
  }

  let openWarnings: number | null = null;
  // a store's: those raised at it (the alarm's store), as its store-level alarm list counts them
  if (see.warnings) openWarnings = bound ? (src.openWarningsByStore.get(storeId) ?? 0) : sum(src.openWarningsByCabinet);

  // the areas the points are in, and every area above them
  const areaRows = new Map(src.rows('areas').map((a) => [String(a.id), a]));
  const areaIds = new Set<string>();
  for (const r of [...storeRows, ...cabinetRows]) {
    let id = r.areaId === undefined || r.areaId === null ? '' : String(r.areaId);
    while (id && !areaIds.has(id)) {
      areaIds.add(id);
      const a = areaRows.get(id);
      id = a?.parentId === undefined || a?.parentId === null ? '' : String(a.parentId);
    }
  }
  const areas: MapArea[] = [...areaIds]
    .flatMap((id) => {
      const a = areaRows.get(id);
      return a ? [{ a, id, code: String(a.code ?? '') }] : [];
    })
    .sort((x, y) => x.code.localeCompare(y.code) || x.id.localeCompare(y.id))
    .map(({ a, id }) => ({
      id,
      name: String(a.name ?? id),
      ...(a.level ? { level: String(a.level) } : {}),
      ...(a.parentId !== undefined && a.parentId !== null && a.parentId !== '' ? { parentId: String(a.parentId) } : {}),
    }));

  return {
    storeId: storeId ?? null,
    stores: see.stores
      ? storeRows.map((s) => ({
          ...pick(s, STORE_FIELDS),
          id: String(s.id),
          ...(see.batteries ? { batteries: batteriesAt.get(String(s.id)) ?? 0 } : {}),
          ...(see.cabinets ? { cabinets: cabinetsAt.get(String(s.id)) ?? 0 } : {}),
        }))
      : null,
    cabinets: see.cabinets ? cabinetRows.map((c) => ({ ...pick(c, CABINET_FIELDS), id: String(c.id) })) : null,
    areas,
    totals: {
      stores: see.stores ? storeRows.length : null,
      cabinets: see.cabinets ? cabinetRows.length : null,
      online: see.cabinets ? health.online : null,
      offline: see.cabinets ? health.offline : null,
      fault: see.cabinets ? health.fault : null,
      batteries: see.batteries ? sum(batteriesAt, bound ? new Set([storeId]) : undefined) : null,
      openWarnings,
    },
    generatedAt: now.toISOString(),
    dataUntil: Number.isFinite(newest) ? new Date(newest).toISOString() : null,
  };
}

/** The collections the map reads whole (the batteries and alarms it only counts, in the database). */
const MAP_READS = ['areas', 'cab-devices', 'stores'];

export function mapRouter(registry: Registry, records: Records): Router {
  const router = Router();
  router.get(MAP_PATH, async (_req: Request, res: Response, next: NextFunction) => {
    try {
      const caller = res.locals.caller as Caller;
      if (!canOpen(caller.privileges, MAP_CODE)) throw forbidden(say('resource.forbidden', { resource: 'map', code: MAP_CODE }));
      const def = (name: string): ResourceDef | undefined => registry.byName(name);
      const loaded = new Map(
        await Promise.all(
          MAP_READS.map(async (name) => {
            const d = def(name);
            return [name, await records.all(d ? collectionOf(d) : name)] as const;
          }),
        ),
      );
      const batteries = def('batteries')!;
      const warnings = def('cab-warnings')!;
      const src: MapSources = {
        rows: (name) => loaded.get(name) ?? [],
        batteriesByStore: await records.countBy(batteries, collectionOf(batteries), 'storeId'),
        openWarningsByCabinet: await records.countBy(warnings, collectionOf(warnings), 'cabinetId', [{ kind: 'equal', field: 'status', values: ['open'] }]),
        openWarningsByStore: await records.countBy(warnings, collectionOf(warnings), 'storeId', [{ kind: 'equal', field: 'status', values: ['open'] }]),
        mayList: (name) => {
          const d = def(name);
          return !!d && canAccess(caller.privileges, { resource: d, action: 'list' });
        },
      };
      ok(res, computeMap(src, caller.storeId));
    } catch (e) {
      next(e);
    }
  });
  return router;
}
