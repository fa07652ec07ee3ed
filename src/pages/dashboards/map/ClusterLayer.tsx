/**
 * Draws the clusters and lone points of the current view as Leaflet markers with `L.divIcon`s
 * (no image files, nothing from a CDN). Markers are kept in a Map by key and only the difference
 * is applied after each move or zoom, so a pan over 10,000 cabinets touches a few dozen elements.
 * Markers are focusable (Leaflet's `keyboard` option) and Enter opens them like a click.
 */
import L from 'leaflet';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { CLUSTER_MAX_ZOOM, itemsIn, type ClusterCounts, type ClusterIndex, type MapItem, type MapPoint, type MapState } from './mapData';

export interface ClusterLayerProps {
  index: ClusterIndex;
  byKey: ReadonlyMap<string, MapPoint>;
  colors: Record<MapState, string>;
  selectedKey?: string;
  onSelect: (p: MapPoint) => void;
  /** Accessible names of a point and of a cluster. */
  pointTitle: (p: MapPoint) => string;
  clusterTitle: (count: number) => string;
}

const pointIcons = new Map<string, L.DivIcon>();
function pointIcon(p: MapPoint): L.DivIcon {
  const k = `${p.kind}-${p.state}`;
  let icon = pointIcons.get(k);
  if (!icon) {
    const size = p.kind === 'store' ? 20 : 16;
    icon = L.divIcon({
      className: 'ops-marker',
      html: `<span class="ops-pin ops-pin--${p.kind} ops-pin--${p.state}" data-kind="${p.kind}" data-state="${p.state}"></span>`,
      iconSize: [size, size],
      iconAnchor: [size / 2, size / 2],
    });
    pointIcons.set(k, icon);
  }
  return icon;
}

const clusterSize = (n: number) => (n < 10 ? 34 : n < 100 ? 40 : n < 1000 ? 48 : 56);
const short = (n: number) => (n >= 10_000 ? `${Math.round(n / 1000)}k` : n >= 1000 ? `${(n / 1000).toFixed(1)}k` : String(n));

/** A ring split by state (conic gradient), the count in the middle. */
function clusterIcon(count: number, c: ClusterCounts, colors: Record<MapState, string>): L.DivIcon {
  const size = clusterSize(count);
  const total = c.online + c.offline + c.fault || 1;
  const a = (c.online / total) * 100;
  const b = a + (c.offline / total) * 100;
  const ring = `conic-gradient(${colors.online} 0 ${a}%, ${colors.offline} ${a}% ${b}%, ${colors.fault} ${b}% 100%)`;
  const worst = c.fault ? 'fault' : c.offline ? 'offline' : 'online';
  // An element, not markup: a `style` attribute in markup is inline style, which the CSP refuses;
  // a property set through the CSSOM is not.
  const badge = document.createElement('span');
  badge.className = `ops-cluster ops-cluster--${worst}`;
  badge.dataset.count = String(count);
  badge.style.background = ring;
  badge.appendChild(document.createElement('span')).textContent = short(count);
  return L.divIcon({
    className: 'ops-marker',
    html: badge,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

const keyOf = (item: MapItem) => (item.type === 'point' ? item.point.key : `cluster:${item.id}`);

export function ClusterLayer({ index, byKey, colors, selectedKey, onSelect, pointTitle, clusterTitle }: ClusterLayerProps) {
  const map = useMap();
  const markers = useRef(new Map<string, L.Marker>());
  // The latest callbacks, without rebuilding markers when a parent re-renders.
  const latest = useRef({ onSelect, pointTitle, clusterTitle, colors, selectedKey });
  useLayoutEffect(() => {
    latest.current = { onSelect, pointTitle, clusterTitle, colors, selectedKey };
  });

  useEffect(() => {
    const group = L.layerGroup().addTo(map);
    const shown = markers.current;
    const update = () => {
      const b = map.getBounds().pad(0.2);
      const bbox: [number, number, number, number] = [
        Math.max(-180, b.getWest()),
        Math.max(-85, b.getSouth()),
        Math.min(180, b.getEast()),
        Math.min(85, b.getNorth()),
      ];
      const zoom = map.getZoom();
      const items = itemsIn(index, byKey, bbox, Math.min(zoom, CLUSTER_MAX_ZOOM + 1));
      const next = new Set<string>();
      for (const item of items) {
        const key = keyOf(item);
        next.add(key);
        if (shown.has(key)) continue;
        let marker: L.Marker;
        if (item.type === 'point') {
          const p = item.point;
          marker = L.marker([p.lat, p.lng], { icon: pointIcon(p), keyboard: true, title: latest.current.pointTitle(p), riseOnHover: true });
          marker.on('click', () => latest.current.onSelect(p));
          marker.on('add', () => marker.getElement()?.classList.toggle('ops-marker--selected', latest.current.selectedKey === p.key));
        } else {
          marker = L.marker([item.lat, item.lng], {
            icon: clusterIcon(item.count, item.counts, latest.current.colors),
            keyboard: true,
            title: latest.current.clusterTitle(item.count),
            zIndexOffset: 1000,
          });
          const { id, lat, lng } = item;
          marker.on('click', () => {
            const to = Math.min(index.getClusterExpansionZoom(id), CLUSTER_MAX_ZOOM + 1);
            map.setView([lat, lng], Math.max(to, map.getZoom() + 1));
          });
        }
        // Enter on a focused marker opens it, like a click.
        marker.on('keypress', (e: L.LeafletKeyboardEvent) => {
          if (e.originalEvent.key === 'Enter' || e.originalEvent.key === ' ') marker.fire('click');
        });
        shown.set(key, marker);
        group.addLayer(marker);
      }
      for (const [key, marker] of shown)
        if (!next.has(key)) {
          group.removeLayer(marker);
          shown.delete(key);
        }
    };
    update();
    map.on('moveend', update);
    return () => {
      map.off('moveend', update);
      group.remove();
      shown.clear();
    };
  }, [map, index, byKey, colors]);

  // The selected point's marker is outlined.
  useEffect(() => {
    for (const [key, marker] of markers.current) marker.getElement()?.classList.toggle('ops-marker--selected', key === selectedKey);
  }, [selectedKey]);

  return null;
}
