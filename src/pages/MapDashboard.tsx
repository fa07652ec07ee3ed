/**
 * The landing page (`#/dashboards/map`): where the data ends, live counters, then the operations
 * map — all from one answer of the server scoped to the user (`GET /map`: a store manager sees its
 * own store, its cabinets and batteries). A user bound to a store (the store manager) first sees
 * its store's day (`GET /reports/store-day`), and the map below it. The map and Leaflet, and the
 * store's day, are lazy chunks, so the first screen stays small.
 */
import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { Counters } from './dashboards/Counters';
import { DataUntil } from './dashboards/DataUntil';
import { useMapData } from './dashboards/map/useMapData';
import { lazyComponent } from '../lazyComponent';
import { getUserData } from '../providers/session';

const OpsMap = lazyComponent(() => import('./dashboards/map/OpsMap').then((m) => m.default));
const StoreDay = lazyComponent(() => import('./dashboards/storeDay/StoreDay').then((m) => m.StoreDay));

export function MapDashboard() {
  const translate = useTranslate();
  const { data } = useMapData();
  const user = getUserData();
  const bound = !!user?.storeId;
  const mapTitle = translate('app.dashboard.map_title');
  const dayTitle = user?.storeName ? translate('app.dashboard.store_day_title', { store: user.storeName }) : translate('app.dashboard.store_day_title_plain');
  return (
    <Box sx={{ pb: 2 }}>
      <Title title={bound ? dayTitle : mapTitle} />
      {bound && (
        <Box component="section" aria-labelledby="store-day-title" sx={{ mb: 3 }}>
          <Typography variant="h5" component="h1" id="store-day-title" sx={{ mt: 2 }}>
            {dayTitle}
          </Typography>
          <Suspense
            fallback={<Skeleton variant="rounded" sx={{ mt: 1, height: 260 }} role="status" aria-label={translate('app.dashboard.store_day_loading')} />}
          >
            <StoreDay />
          </Suspense>
        </Box>
      )}
      {/* below a store's day, the map is the page's second part */}
      <Typography variant={bound ? 'h6' : 'h5'} component={bound ? 'h2' : 'h1'} sx={{ mt: 2, mb: data ? 0.5 : 2 }}>
        {mapTitle}
      </Typography>
      <DataUntil until={data?.dataUntil} generatedAt={data?.generatedAt} />
      <Counters />
      <Suspense fallback={<Skeleton variant="rounded" sx={{ mt: 2, height: 520 }} role="status" aria-label={translate('app.dashboard.map_loading')} />}>
        <OpsMap />
      </Suspense>
    </Box>
  );
}
