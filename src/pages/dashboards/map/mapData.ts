/**
 * The map's data, apart from Leaflet: records → points with a state, the filters, and the cluster
 * index (supercluster: built once per data/filter change, queried per view, fast at 10,000 points).
 */
import Supercluster, { type ClusterProperties } from 'supercluster';

/** The colour classes of the map: a store's status is folded into the cabinets' three states. */
export const MAP_STATES = ['online', 'offline', 'fault'] as const;
export type MapState = (typeof MAP_STATES)[number];
export const MAP_KINDS = ['cabinet', 'store'] as const;
export type MapKind = (typeof MAP_KINDS)[number];

export interface MapPoint {
  /** `cabinet:12`, `store:3`: unique over both kinds. */
  key: string;
  kind: MapKind;
  id: string;
  lat: number;
  lng: number;
  state: MapState;
  areaId?: string;
  /** Name or serial, for the marker's title. */
  label: string;
}

type Row = Record<string, unknown> & { id?: unknown };

function location(row: Row): { lat: number; lng: number } | undefined {
  const loc = row.location as { lat?: unknown; lng?: unknown } | null | undefined;
  if (!loc || typeof loc !== 'object') return undefined;
  const lat = Number(loc.lat);
  const lng = Number(loc.lng);
  if (loc.lat === null || loc.lng === null || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { lat, lng };
}

/** A cabinet's state: its `health` (online, offline, fault = alarm). */
export function cabinetState(row: Row): MapState {
  return row.health === 'fault' ? 'fault' : row.health === 'offline' ? 'offline' : 'online';
}

/** A store's state: open = online; resting or hidden = offline; under maintenance = fault. */
export function storeState(row: Row): MapState {
  return row.status === 'maintenance' ? 'fault' : row.status === 'open' ? 'online' : 'offline';
}

export function toPoint(kind: MapKind, row: Row): MapPoint | undefined {
  const at = location(row);
  if (!at || row.id === undefined || row.id === null) return undefined;
  const id = String(row.id);
  return {
    key: `${kind}:${id}`,
    kind,
    id,
    ...at,
    state: kind === 'store' ? storeState(row) : cabinetState(row),
    areaId: row.areaId === undefined || row.areaId === null ? undefined : String(row.areaId),
    label: String(row.name ?? row.sn ?? id),
  };
}

export function toPoints(kind: MapKind, rows: readonly Row[]): MapPoint[] {
  const out: MapPoint[] = [];
  for (const r of rows) {
    const p = toPoint(kind, r);
    if (p) out.push(p);
  }
  return out;
}

/** An area and every area below it (areas form a tree through `parentId`). */
export function withDescendants(areas: readonly { id: unknown; parentId?: unknown }[], id: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const a of areas) {
    const parent = a.parentId === undefined || a.parentId === null ? '' : String(a.parentId);
    children.set(parent, [...(children.get(parent) ?? []), String(a.id)]);
  }
  const out = new Set<string>([id]);
  const queue = [id];
  while (queue.length) {
    for (const c of children.get(queue.shift() as string) ?? []) {
      if (out.has(c)) continue;
      out.add(c);
      queue.push(c);
    }
  }
  return out;
}

export interface MapFilter {
  /** Area ids to keep (an area and its descendants), or undefined for all. */
  areas?: ReadonlySet<string>;
  states: ReadonlySet<MapState>;
  kinds: ReadonlySet<MapKind>;
}

export function filterPoints(points: readonly MapPoint[], f: MapFilter): MapPoint[] {
  return points.filter((p) => f.kinds.has(p.kind) && f.states.has(p.state) && (!f.areas || (p.areaId !== undefined && f.areas.has(p.areaId))));
}

/** What a cluster knows of its points: how many of each state and kind. */
export type ClusterCounts = Record<MapState | MapKind, number>;
export type PointProps = { key: string };

export type ClusterIndex = Supercluster<PointProps, ClusterCounts>;

/** Clusters form up to this zoom; beyond it every point shows on its own. */
export const CLUSTER_MAX_ZOOM = 17;

export function buildIndex(points: readonly MapPoint[]): { index: ClusterIndex; byKey: Map<string, MapPoint> } {
  const byKey = new Map(points.map((p) => [p.key, p]));
  const index: ClusterIndex = new Supercluster<PointProps, ClusterCounts>({
    radius: 56,
    maxZoom: CLUSTER_MAX_ZOOM,
    map: (props) => {
      const p = byKey.get(props.key);
      const c: ClusterCounts = { online: 0, offline: 0, fault: 0, cabinet: 0, store: 0 };
      if (p) {
        c[p.state] = 1;
        c[p.kind] = 1;
      }
      return c;
    },
    reduce: (acc, c) => {
      acc.online += c.online;
      acc.offline += c.offline;
      acc.fault += c.fault;
      acc.cabinet += c.cabinet;
      acc.store += c.store;
    },
  });
  index.load(points.map((p) => ({ type: 'Feature', properties: { key: p.key }, geometry: { type: 'Point', coordinates: [p.lng, p.lat] } })));
  return { index, byKey };
}

export type MapItem = { type: 'point'; point: MapPoint } | { type: 'cluster'; id: number; lat: number; lng: number; count: number; counts: ClusterCounts };

/** The clusters and lone points inside a bounding box [west, south, east, north] at a zoom. */
export function itemsIn(index: ClusterIndex, byKey: ReadonlyMap<string, MapPoint>, bbox: [number, number, number, number], zoom: number): MapItem[] {
  const out: MapItem[] = [];
  for (const f of index.getClusters(bbox, Math.round(zoom))) {
    const [lng, lat] = f.geometry.coordinates;
    const props = f.properties as Partial<ClusterProperties> & Partial<ClusterCounts> & Partial<PointProps>;
    if (props.cluster) {
      const { online = 0, offline = 0, fault = 0, cabinet = 0, store = 0 } = props;
      out.push({
        type: 'cluster',
        id: Number(props.cluster_id),
        lat,
        lng,
        count: Number(props.point_count),
        counts: { online, offline, fault, cabinet, store },
      });
    } else {
      const p = props.key ? byKey.get(props.key) : undefined;
      if (p) out.push({ type: 'point', point: p });
    }
  }
  return out;
}
