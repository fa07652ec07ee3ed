/**
 * The landing page (`#/dashboards/map`): where the data ends, live counters, then the operations
 * map — all from one answer of the server scoped to the user (`GET /map`: a store manager sees its
 * own store, its cabinets and batteries). The map and Leaflet are a lazy chunk, so the first
 * screen stays small.
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

const OpsMap = lazyComponent(() => import('./dashboards/map/OpsMap').then((m) => m.default));

export function MapDashboard() {
  const translate = useTranslate();
  const { data } = useMapData();
  return (
    <Box sx={{ pb: 2 }}>
      <Title title={translate('app.dashboard.map_title')} />
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: data ? 0.5 : 2 }}>
        {translate('app.dashboard.map_title')}
      </Typography>
      <DataUntil until={data?.dataUntil} generatedAt={data?.generatedAt} />
      <Counters />
      <Suspense fallback={<Skeleton variant="rounded" sx={{ mt: 2, height: 520 }} aria-label={translate('app.dashboard.map_loading')} />}>
        <OpsMap />
      </Suspense>
    </Box>
  );
}
