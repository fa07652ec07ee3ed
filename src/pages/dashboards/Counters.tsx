/** Live counters above the map: each only when the user may list its resource (company-wide, else the store-level view). */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCanAccess, useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { routeName } from '../../../resources/registry';
import { useIntlLocale } from '../../schema/useIntlLocale';
import { registry } from '../../schema/registry';

export interface Counter {
  /** The first of these the user may list is counted (company-wide, else the store-level view). */
  resource: string;
  fallback?: string;
  label: string;
  filter?: Record<string, unknown>;
}

export const COUNTERS: Counter[] = [
  { resource: 'stores', label: 'app.dashboard.stores' },
  { resource: 'cab-devices', label: 'app.dashboard.cabinets' },
  { resource: 'cab-devices', label: 'app.dashboard.online', filter: { health: 'online' } },
  { resource: 'cab-devices', label: 'app.dashboard.offline', filter: { health: 'offline' } },
  { resource: 'cab-devices', label: 'app.dashboard.fault', filter: { health: 'fault' } },
  { resource: 'cab-warnings', label: 'app.dashboard.open_warnings', filter: { status: 'open' } },
  { resource: 'batteries', fallback: 'store-batteries', label: 'app.dashboard.batteries' },
];

export function CounterCard({ counter }: { counter: Counter }) {
  const primary = registry.byName(counter.resource);
  const { canAccess: canPrimary, isPending: pendingPrimary } = useCanAccess({ resource: primary ? routeName(primary) : counter.resource, action: 'list' });
  const def = !pendingPrimary && !canPrimary && counter.fallback ? registry.byName(counter.fallback) : primary;
  const resource = def ? routeName(def) : counter.resource;
  const translate = useTranslate();
  const intl = useIntlLocale();
  const { canAccess } = useCanAccess({ resource, action: 'list' });
  const { total, isPending, error } = useGetList(
    resource,
    { pagination: { page: 1, perPage: 1 }, filter: counter.filter ?? {} },
    { enabled: !!def && !!canAccess },
  );
  if (!def || !canAccess || error) return null;
  const search = counter.filter ? `?filter=${encodeURIComponent(JSON.stringify(counter.filter))}` : '';
  return (
    <Grid size={{ xs: 6, sm: 4, md: 3, lg: 'grow' }}>
      <Card
        component={RouterLink}
        to={`/${resource}${search}`}
        sx={{ display: 'block', textDecoration: 'none', height: '100%' }}
        data-testid={`counter-${counter.label.split('.').pop()}`}
      >
        <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
          <Typography color="text.secondary" variant="body2" noWrap>
            {translate(counter.label)}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {isPending ? <Skeleton width={60} /> : (total ?? 0).toLocaleString(intl)}
          </Typography>
        </CardContent>
      </Card>
    </Grid>
  );
}

export function Counters() {
  return (
    <Grid container spacing={2}>
      {COUNTERS.map((c) => (
        <CounterCard key={`${c.resource}-${c.label}`} counter={c} />
      ))}
    </Grid>
  );
}
