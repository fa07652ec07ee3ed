/**
 * `#/maps/leaflet`: cabinets of the demo data on a Leaflet map (this route is its own chunk, so
 * leaflet loads only here). Tiles come from `VITE_MAP_TILE_URL`; without it, or when tiles fail,
 * a notice says so and the markers still show on a blank map.
 */
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { CircleMarker, MapContainer, Popup, TileLayer } from 'react-leaflet';
import { useTranslate } from 'react-admin';
import { createHttpClient } from '../../../providers/http';
import { getToken } from '../../../providers/session';
import { LoadingState, PageHeader } from '../shared/pageParts';

type Health = 'online' | 'offline' | 'fault';

export interface CabinetPoint {
  id: string;
  sn: string;
  name: string;
  health: Health;
  lat: number;
  lng: number;
}

/** Shown when the cabinets cannot be read (no session, or the call fails). */
export const DEMO_POINTS: readonly CabinetPoint[] = [
  { id: 'd1', sn: 'CAB100001', name: 'CAB100001', health: 'online', lat: 34.2658, lng: 108.9541 },
  { id: 'd2', sn: 'CAB100002', name: 'CAB100002', health: 'online', lat: 34.3416, lng: 108.9398 },
  { id: 'd3', sn: 'CAB100003', name: 'CAB100003', health: 'offline', lat: 34.2232, lng: 108.9477 },
  { id: 'd4', sn: 'CAB100004', name: 'CAB100004', health: 'fault', lat: 34.3011, lng: 109.0204 },
  { id: 'd5', sn: 'CAB100005', name: 'CAB100005', health: 'online', lat: 34.2503, lng: 108.8812 },
];

const TILE_URL: string = (import.meta.env.VITE_MAP_TILE_URL as string | undefined)?.trim() ?? '';
const TILE_ATTRIBUTION: string = (import.meta.env.VITE_MAP_TILE_ATTRIBUTION as string | undefined) ?? '';

interface Row {
  id?: unknown;
  sn?: unknown;
  name?: unknown;
  health?: unknown;
  location?: { lat?: unknown; lng?: unknown } | null;
}

function toPoint(row: Row): CabinetPoint | undefined {
  const lat = Number(row.location?.lat);
  const lng = Number(row.location?.lng);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  const health: Health = row.health === 'offline' || row.health === 'fault' ? row.health : 'online';
  return { id: String(row.id), sn: String(row.sn ?? ''), name: String(row.name ?? row.sn ?? ''), health, lat, lng };
}

/** The cabinets with a location, read with the session's token; demo points when that fails. */
function useCabinets(): { points: readonly CabinetPoint[] | undefined; demo: boolean } {
  const [state, setState] = useState<{ points?: readonly CabinetPoint[]; demo: boolean }>(() =>
    getToken() ? { demo: false } : { points: DEMO_POINTS, demo: true },
  );
  useEffect(() => {
    if (!getToken()) return undefined;
    const controller = new AbortController();
    createHttpClient({ getToken })
      .request<{ data?: Row[] }>('GET', '/cab-devices', { query: { size: 200 }, signal: controller.signal })
      .then((answer) => {
        const points = (answer?.data ?? []).map(toPoint).filter((p): p is CabinetPoint => p !== undefined);
        setState(points.length > 0 ? { points, demo: false } : { points: DEMO_POINTS, demo: true });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ points: DEMO_POINTS, demo: true });
      });
    return () => controller.abort();
  }, []);
  return { points: state.points, demo: state.demo };
}

export default function LeafletMap() {
  const translate = useTranslate();
  const theme = useTheme();
  const { points, demo } = useCabinets();
  const [tilesFailed, setTilesFailed] = useState(false);
  const colors: Record<Health, string> = { online: theme.palette.success.main, offline: theme.palette.grey[500], fault: theme.palette.error.main };
  /** The map opens on every cabinet. */
  const bounds = useMemo<[number, number][]>(
    () =>
      points && points.length > 0
        ? points.map((p) => [p.lat, p.lng])
        : [
            [34.2, 108.8],
            [34.5, 109.1],
          ],
    [points],
  );
  const counts = (['online', 'offline', 'fault'] as const).map((h) => [h, points?.filter((p) => p.health === h).length ?? 0] as const);

  return (
    <Box sx={{ pb: 3 }}>
      <PageHeader title={translate('app.templates.map.title')} subtitle={translate('app.templates.map.subtitle')} />
      {!TILE_URL && (
        <Alert severity="warning" sx={{ mb: 2 }} role="status">
          {translate('app.templates.map.no_tile_url')}
        </Alert>
      )}
      {TILE_URL && tilesFailed && (
        <Alert severity="warning" sx={{ mb: 2 }} role="status">
          {translate('app.templates.map.tiles_failed')}
        </Alert>
      )}
      {demo && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.templates.map.demo_points')}
        </Alert>
      )}
      <Card>
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary" sx={{ marginInlineEnd: 1 }}>
            {translate('app.templates.map.legend', { count: points?.length ?? 0 })}
          </Typography>
          {counts.map(([h, n]) => (
            <Chip
              key={h}
              size="small"
              variant="outlined"
              icon={<Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colors[h], display: 'inline-block' }} />}
              label={`${translate(`resources.cab-devices.enums.health.${h}`)} · ${n}`}
            />
          ))}
        </CardContent>
        {!points ? (
          <LoadingState />
        ) : (
          <Box dir="ltr" sx={{ height: { xs: 420, md: 560 }, '& .leaflet-container': { height: '100%', width: '100%', bgcolor: 'action.hover' } }}>
            <MapContainer bounds={bounds} boundsOptions={{ padding: [24, 24], maxZoom: 15 }} scrollWheelZoom aria-label={translate('app.templates.map.title')}>
              {TILE_URL && <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} eventHandlers={{ tileerror: () => setTilesFailed(true) }} />}
              {points.map((p) => (
                <CircleMarker
                  key={p.id}
                  center={[p.lat, p.lng]}
                  radius={8}
                  pathOptions={{ color: '#fff', weight: 2, fillColor: colors[p.health], fillOpacity: 0.9 }}
                >
                  <Popup>
                    <div dir={theme.direction}>
                      <strong>{p.name}</strong>
                      <br />
                      {translate('resources.cab-devices.fields.sn')}: {p.sn}
                      <br />
                      {translate('resources.cab-devices.fields.health')}: {translate(`resources.cab-devices.enums.health.${p.health}`)}
                    </div>
                  </Popup>
                </CircleMarker>
              ))}
            </MapContainer>
          </Box>
        )}
      </Card>
    </Box>
  );
}
