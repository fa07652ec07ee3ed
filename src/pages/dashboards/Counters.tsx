/**
 * The counters above the map, from the map's own answer (`GET /map`, scoped to the user by the
 * server), so they always agree with the map. A counter shows when the user may see its figure; it
 * is a link (the whole card) to the list it counts when the user may open that list: the company's
 * list, or for a store manager the store-level one (already scoped to the store).
 */
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useIntlLocale } from '../../schema/useIntlLocale';
import { listLink, type ListFilter, type ListLink } from './links';
import type { MapAnswer } from './map/useMapData';
import { useMapData } from './map/useMapData';
import { useListLinks } from './useListLinks';

type Totals = MapAnswer['totals'];

export interface Counter {
  /** The figure of the map's answer. */
  total: keyof Totals;
  label: string;
  /** The company list it counts, and its filter. */
  resource: string;
  filter?: ListFilter;
  /** For a store manager: the store-level list counting the same records (scoped by the server), if there is one. */
  storeLevel?: string;
}

export const COUNTERS: Counter[] = [
  { total: 'stores', label: 'app.dashboard.stores', resource: 'stores' },
  { total: 'cabinets', label: 'app.dashboard.cabinets', resource: 'cab-devices' },
  { total: 'online', label: 'app.dashboard.online', resource: 'cab-devices', filter: { health: ['online'] } },
  { total: 'offline', label: 'app.dashboard.offline', resource: 'cab-devices', filter: { health: ['offline'] } },
  { total: 'fault', label: 'app.dashboard.fault', resource: 'cab-devices', filter: { health: ['fault'] } },
  { total: 'openWarnings', label: 'app.dashboard.open_warnings', resource: 'cab-warnings', filter: { status: ['open'] }, storeLevel: 'store-cab-warnings' },
  { total: 'batteries', label: 'app.dashboard.batteries', resource: 'batteries', storeLevel: 'store-batteries' },
];

const LINKED = [...new Set(COUNTERS.flatMap((c) => [c.resource, ...(c.storeLevel ? [c.storeLevel] : [])]))];

/** Where a counter leads: a store manager's counts are its store's, so only a store-level list counts the same records. */
export function counterLink(c: Counter, scopedTo: string | null | undefined): ListLink | undefined {
  if (scopedTo) return c.storeLevel ? listLink(c.storeLevel, c.filter) : undefined;
  return listLink(c.resource, c.filter);
}

function CounterCard({ id, label, value, href }: { id: string; label: string; value: ReactNode; href?: string }) {
  const translate = useTranslate();
  const body = (
    <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
      <Typography color="text.secondary" variant="body2" noWrap>
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </CardContent>
  );
  return (
    <Grid size={{ xs: 6, sm: 4, md: 3, lg: 'grow' }}>
      <Card sx={{ height: '100%' }} data-testid={`counter-${id}`}>
        {href && typeof value === 'string' ? (
          <CardActionArea component={RouterLink} to={href} aria-label={translate('app.dashboard.figure_link', { label, value })} sx={{ height: '100%' }}>
            {body}
          </CardActionArea>
        ) : (
          body
        )}
      </Card>
    </Grid>
  );
}

export function Counters() {
  const translate = useTranslate();
  const intl = useIntlLocale();
  const href = useListLinks(LINKED);
  const { data, isPending } = useMapData();
  return (
    <Grid container spacing={2}>
      {COUNTERS.map((c) => {
        const id = c.label.split('.').pop() as string;
        if (isPending) return <CounterCard key={id} id={id} label={translate(c.label)} value={<Skeleton width={60} />} />;
        const total = data?.totals[c.total];
        if (total === null || total === undefined) return null;
        return <CounterCard key={id} id={id} label={translate(c.label)} value={total.toLocaleString(intl)} href={href(counterLink(c, data?.storeId))} />;
      })}
    </Grid>
  );
}
