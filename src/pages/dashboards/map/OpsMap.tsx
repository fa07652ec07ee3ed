/**
 * The operations map (lazy chunk: Leaflet and its CSS load only here). The stores and cabinets
 * the user may see (`GET /map`, scoped by the server: a store manager sees its own store and its
 * cabinets), coloured by state, clustered, filtered by area, state and kind; a click opens the side
 * panel. Tiles come from `VITE_MAP_TILE_URL`; without one, offline, or when tiles fail, a notice
 * says so and everything else keeps working on a blank background.
 */
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { AttributionControl, MapContainer, TileLayer, ZoomControl, useMap } from 'react-leaflet';
import { useIntlLocale } from '../../../schema/useIntlLocale';
import { ClusterLayer } from './ClusterLayer';
import { DetailsDrawer } from './DetailsDrawer';
import { MAP_KINDS, MAP_STATES, buildIndex, filterPoints, toPoints, withDescendants, type MapKind, type MapPoint, type MapState } from './mapData';
import { useMapData } from './useMapData';

type Row = Record<string, unknown> & { id: string };
const NONE: readonly Row[] = [];
/** Where the map opens before the data arrives (the demo operator's city). */
const DEFAULT_CENTER: [number, number] = [34.34, 108.94];

const envTileUrl = (): string => String(import.meta.env.VITE_MAP_TILE_URL ?? '').trim();
const envAttribution = (): string => String(import.meta.env.VITE_MAP_TILE_ATTRIBUTION ?? '');

function useOnline(): boolean {
  return useSyncExternalStore(
    (cb) => {
      window.addEventListener('online', cb);
      window.addEventListener('offline', cb);
      return () => {
        window.removeEventListener('online', cb);
        window.removeEventListener('offline', cb);
      };
    },
    () => navigator.onLine,
  );
}

/** Fits the view to the points whenever `fitKey` changes (data loaded, area chosen). */
function FitBounds({ points, fitKey }: { points: readonly MapPoint[]; fitKey: string }) {
  const map = useMap();
  useEffect(() => {
    if (!points.length) return;
    let [s, w, n, e] = [90, 180, -90, -180];
    for (const p of points) {
      if (p.lat < s) s = p.lat;
      if (p.lat > n) n = p.lat;
      if (p.lng < w) w = p.lng;
      if (p.lng > e) e = p.lng;
    }
    map.fitBounds(L.latLngBounds([s, w], [n, e]), { padding: [32, 32], maxZoom: 15, animate: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refit only when asked, not on every data page
  }, [map, fitKey]);
  return null;
}

export interface OpsMapProps {
  /** Tile URL template; defaults to VITE_MAP_TILE_URL (none → no tile layer). */
  tileUrl?: string;
  tileAttribution?: string;
}

export default function OpsMap({ tileUrl = envTileUrl(), tileAttribution = envAttribution() }: OpsMapProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const intl = useIntlLocale();
  const rtl = theme.direction === 'rtl';
  const online = useOnline();

  const { data, error, isPending } = useMapData();
  const storeRows: readonly Row[] = data?.stores ?? NONE;
  const cabinetRows: readonly Row[] = data?.cabinets ?? NONE;
  const areaRows = data?.areas;

  const [area, setArea] = useState('');
  const [states, setStates] = useState<MapState[]>([...MAP_STATES]);
  const [kinds, setKinds] = useState<MapKind[]>([...MAP_KINDS]);
  const [selected, setSelected] = useState<MapPoint | null>(null);
  /** The tile URL whose tiles failed last (a new URL starts afresh). */
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const tilesFailed = !!tileUrl && failedUrl === tileUrl;

  const allPoints = useMemo(() => [...toPoints('store', storeRows), ...toPoints('cabinet', cabinetRows)], [storeRows, cabinetRows]);
  const areaSet = useMemo(() => (area ? withDescendants((areaRows ?? []) as { id: unknown; parentId?: unknown }[], area) : undefined), [area, areaRows]);
  const points = useMemo(
    () => filterPoints(allPoints, { areas: areaSet, states: new Set(states), kinds: new Set(kinds) }),
    [allPoints, areaSet, states, kinds],
  );
  const { index, byKey } = useMemo(() => buildIndex(points), [points]);

  const records = useMemo(() => {
    const m = new Map<string, Row>();
    for (const r of storeRows) m.set(`store:${r.id}`, r);
    for (const r of cabinetRows) m.set(`cabinet:${r.id}`, r);
    return m;
  }, [storeRows, cabinetRows]);
  const areaNames = useMemo(() => new Map((areaRows ?? []).map((a) => [a.id, a.name])), [areaRows]);
  const storeNames = useMemo(() => new Map(storeRows.map((s) => [s.id, `${String(s.name ?? '')} (${String(s.sn ?? s.id)})`])), [storeRows]);
  /** Areas to filter by: those the points are in and the areas above them (the server's), else the ids met on the map. */
  const areaOptions = useMemo(() => {
    if (areaRows?.length) {
      const depth = (level: string | undefined): number => ({ province: 0, city: 1, district: 2, site: 3 })[String(level)] ?? 0;
      return areaRows.map((a) => ({ id: a.id, name: a.name, depth: depth(a.level) }));
    }
    return [...new Set(allPoints.map((p) => p.areaId).filter((x): x is string => !!x))].sort().map((id) => ({ id, name: `#${id}`, depth: 0 }));
  }, [areaRows, allPoints]);

  const colors = useMemo<Record<MapState, string>>(
    () => ({ online: theme.palette.success.main, offline: theme.palette.grey[500], fault: theme.palette.error.main }),
    [theme.palette.success.main, theme.palette.grey, theme.palette.error.main],
  );
  const stateName = useCallback((s: MapState) => translate(`app.dashboard.map_state_${s}`), [translate]);
  const pointTitle = useCallback(
    (p: MapPoint) => `${translate(p.kind === 'store' ? 'app.dashboard.map_kind_store' : 'app.dashboard.map_kind_cabinet')} ${p.label} · ${stateName(p.state)}`,
    [translate, stateName],
  );
  const clusterTitle = useCallback((count: number) => translate('app.dashboard.map_cluster', { count: count.toLocaleString(intl) }), [translate, intl]);
  const formatDate = useCallback(
    (iso: unknown) => {
      const t = typeof iso === 'string' ? Date.parse(iso) : NaN;
      return Number.isNaN(t) ? undefined : new Date(t).toLocaleString(intl);
    },
    [intl],
  );

  const loading = isPending && !error;
  const failed = !!error;
  // Refit once everything is in, and when the area changes.
  const fitKey = `${loading ? 'loading' : 'ready'}|${area}`;

  const notice = !tileUrl
    ? 'app.dashboard.map_tiles_none'
    : !online
      ? 'app.dashboard.map_tiles_offline'
      : tilesFailed
        ? 'app.dashboard.map_tiles_failed'
        : undefined;

  if (data && data.stores === null && data.cabinets === null)
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        {translate('app.dashboard.map_no_layers')}
      </Alert>
    );

  const counts = Object.fromEntries(MAP_STATES.map((s) => [s, 0])) as Record<MapState, number>;
  for (const p of points) counts[p.state] += 1;

  return (
    <Card sx={{ mt: 2, overflow: 'visible' }}>
      <Box
        role="group"
        aria-label={translate('app.dashboard.map_filters')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', p: 2, pb: 1.5 }}
      >
        <TextField
          select
          size="small"
          label={translate('app.dashboard.map_area')}
          value={area}
          onChange={(e) => setArea(e.target.value)}
          fullWidth={false}
          margin="none"
          sx={{ width: 240, maxWidth: '100%', flex: '0 0 auto' }}
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: '60vh' } } } } } }}
          data-testid="ops-map-area"
        >
          <MenuItem value="">{translate('app.dashboard.map_all_areas')}</MenuItem>
          {areaOptions.map((a) => (
            <MenuItem key={a.id} value={a.id} sx={{ paddingInlineStart: 2 + a.depth * 2 }}>
              {a.name}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup size="small" value={states} onChange={(_e, v: MapState[]) => setStates(v)} aria-label={translate('app.dashboard.map_state')}>
          {MAP_STATES.map((s) => (
            <ToggleButton key={s} value={s} aria-label={stateName(s)} sx={{ gap: 0.75, textTransform: 'none', px: 1.5, color: 'text.secondary' }}>
              <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colors[s], flexShrink: 0 }} />
              {stateName(s)}
              <Box component="span" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
                {counts[s].toLocaleString(intl)}
              </Box>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup size="small" value={kinds} onChange={(_e, v: MapKind[]) => setKinds(v)} aria-label={translate('app.dashboard.map_kind')}>
          {MAP_KINDS.map((k) => (
            <ToggleButton key={k} value={k} sx={{ gap: 0.75, textTransform: 'none', px: 1.5, color: 'text.secondary' }}>
              <Box
                component="span"
                aria-hidden
                className={`ops-legend ops-legend--${k}`}
                sx={{ width: 10, height: 10, borderRadius: k === 'store' ? '2px' : '50%', border: 2, borderColor: 'text.secondary', flexShrink: 0 }}
              />
              {translate(k === 'store' ? 'app.dashboard.map_kind_stores' : 'app.dashboard.map_kind_cabinets')}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="body2" color="text.secondary" sx={{ marginInlineStart: 'auto' }} aria-live="polite" data-testid="ops-map-shown">
          {translate('app.dashboard.map_shown', { shown: points.length.toLocaleString(intl), total: allPoints.length.toLocaleString(intl) })}
        </Typography>
      </Box>
      {failed ? (
        <Alert severity="error" sx={{ mx: 2, mb: 1 }}>
          {translate('app.dashboard.map_load_failed')}
        </Alert>
      ) : null}
      <Box
        role="region"
        aria-label={translate('app.dashboard.map_title')}
        data-testid="ops-map"
        sx={{
          position: 'relative',
          height: { xs: 460, md: 'max(460px, calc(100vh - 400px))' },
          borderTop: 1,
          borderColor: 'divider',
          '& .leaflet-container': {
            height: '100%',
            width: '100%',
            fontFamily: 'inherit',
            // no tiles: a quiet background with a faint grid, so the map still reads as a map
            bgcolor: theme.palette.mode === 'dark' ? '#24213a' : '#eef0f6',
            backgroundImage: `linear-gradient(${alpha(theme.palette.text.primary, 0.05)} 1px, transparent 1px), linear-gradient(90deg, ${alpha(theme.palette.text.primary, 0.05)} 1px, transparent 1px)`,
            backgroundSize: '48px 48px',
            borderEndStartRadius: 'inherit',
            borderEndEndRadius: 'inherit',
          },
          '& .leaflet-control-attribution': { bgcolor: alpha(theme.palette.background.paper, 0.8), color: 'text.secondary' },
          '& .leaflet-control-attribution a': { color: 'primary.main' },
          '& .leaflet-bar a': { bgcolor: 'background.paper', color: 'text.primary', borderColor: 'divider' },
          '& .leaflet-bar a:hover': { bgcolor: 'action.hover' },
          '& .ops-marker': { background: 'transparent', border: 0 },
          '& .ops-marker:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2, borderRadius: '50%' },
          '& .ops-pin': {
            display: 'block',
            width: '100%',
            height: '100%',
            boxSizing: 'border-box',
            border: '2px solid #fff',
            borderRadius: '50%',
            boxShadow: '0 1px 3px rgba(0,0,0,.45)',
            cursor: 'pointer',
          },
          '& .ops-pin--store': { borderRadius: '4px', borderWidth: 3 },
          '& .ops-pin--online': { bgcolor: colors.online },
          '& .ops-pin--offline': { bgcolor: colors.offline },
          '& .ops-pin--fault': { bgcolor: colors.fault },
          '& .ops-marker--selected .ops-pin': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
          '& .ops-cluster': {
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: '100%',
            height: '100%',
            borderRadius: '50%',
            boxShadow: '0 1px 4px rgba(0,0,0,.4)',
            cursor: 'pointer',
          },
          '& .ops-cluster > span': {
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 'calc(100% - 10px)',
            height: 'calc(100% - 10px)',
            borderRadius: '50%',
            bgcolor: 'background.paper',
            color: 'text.primary',
            fontWeight: 700,
            fontSize: 12,
            fontVariantNumeric: 'tabular-nums',
          },
        }}
      >
        {loading && <LinearProgress aria-label={translate('app.dashboard.map_loading')} sx={{ position: 'absolute', insetInline: 0, top: 0, zIndex: 1001 }} />}
        {notice && (
          <Alert
            severity="warning"
            role="status"
            data-testid="ops-map-tiles-notice"
            sx={{
              position: 'absolute',
              zIndex: 1000,
              top: 12,
              insetInline: 0,
              mx: 'auto',
              width: 'fit-content',
              maxWidth: 'calc(100% - 120px)',
              boxShadow: 2,
              py: 0,
            }}
          >
            {translate(notice)}
          </Alert>
        )}
        <MapContainer center={DEFAULT_CENTER} zoom={11} minZoom={3} maxZoom={19} zoomControl={false} attributionControl={false} worldCopyJump>
          {tileUrl && (
            <TileLayer
              url={tileUrl}
              attribution={tileAttribution}
              maxZoom={19}
              eventHandlers={{ tileerror: () => setFailedUrl(tileUrl), tileload: () => setFailedUrl(null) }}
            />
          )}
          <ZoomControl
            position={rtl ? 'topright' : 'topleft'}
            zoomInTitle={translate('app.dashboard.map_zoom_in')}
            zoomOutTitle={translate('app.dashboard.map_zoom_out')}
          />
          <AttributionControl position={rtl ? 'bottomleft' : 'bottomright'} />
          <FitBounds points={points} fitKey={fitKey} />
          <ClusterLayer
            index={index}
            byKey={byKey}
            colors={colors}
            selectedKey={selected?.key}
            onSelect={setSelected}
            pointTitle={pointTitle}
            clusterTitle={clusterTitle}
          />
        </MapContainer>
      </Box>
      <DetailsDrawer
        point={selected}
        record={selected ? records.get(selected.key) : undefined}
        areaName={(id) => (id === undefined || id === null || id === '' ? undefined : (areaNames.get(String(id)) ?? `#${String(id)}`))}
        storeName={(id) => (id === undefined || id === null || id === '' ? undefined : (storeNames.get(String(id)) ?? `#${String(id)}`))}
        formatDate={formatDate}
        onClose={() => setSelected(null)}
        scopedTo={data?.storeId}
      />
    </Card>
  );
}
