/**
 * The landing page (`#/dashboards/map`): live counters, then the operations map. The map and
 * Leaflet are a lazy chunk, so the first screen stays small.
 */
import { Suspense, lazy } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { Counters } from './dashboards/Counters';

const OpsMap = lazy(() => import('./dashboards/map/OpsMap'));

export function MapDashboard() {
  const translate = useTranslate();
  return (
    <Box sx={{ pb: 2 }}>
      <Title title={translate('app.dashboard.map_title')} />
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {translate('app.dashboard.map_title')}
      </Typography>
      <Counters />
      <Suspense fallback={<Skeleton variant="rounded" sx={{ mt: 2, height: 520 }} aria-label={translate('app.dashboard.map_loading')} />}>
        <OpsMap />
      </Suspense>
    </Box>
  );
}
