/**
 * The store manager's home, under its title (MapDashboard): its store's day (`GET /reports/store-day`, scoped to the store by the
 * server) — today's swaps and the failed ones, new rentals, the money paid, refunds requested and
 * awaiting review, open alarms — each figure a link to the list holding what it counts, when the
 * user may open that list. Today is the server's day, named under the title. A lazy chunk of the
 * map dashboard's.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid, { type GridProps } from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../schema/formatters';
import { useIntlLocale } from '../../../schema/useIntlLocale';
import { KpiCard } from '../reports/KpiCard';
import { useListLinks } from '../useListLinks';
import { isQuietDay, linkedResources, storeDayCards, type StoreDayCardId, type Words } from './storeDayFigures';
import { useStoreDay, type StoreDayAnswer } from './useStoreDay';

/** The cards while the figures load: their labels, in the order the figures come. */
const PLACEHOLDERS: readonly [StoreDayCardId, string][] = [
  ['swaps', 'store_day_swaps'],
  ['rentals', 'store_day_rentals'],
  ['revenue', 'store_day_revenue'],
  ['refundsRequested', 'store_day_refunds_requested'],
  ['refundsAwaitingReview', 'store_day_refunds_waiting'],
  ['openAlarms', 'store_day_open_alarms'],
];
/** Three a row from md, two on a phone; the revenue and its four parts the whole width of a phone. */
const sizeOf = (id: StoreDayCardId): GridProps['size'] => (id === 'revenue' ? { xs: 12, sm: 6, md: 4 } : { xs: 6, md: 4 });

/** The server's day in the user's language, as the server's time zone reads it. */
function serverDate(d: StoreDayAnswer, intl: string): string {
  try {
    return new Intl.DateTimeFormat(intl, { dateStyle: 'full', timeZone: d.timeZone }).format(Date.parse(d.from));
  } catch {
    return d.day; // a zone this browser does not know
  }
}

export function StoreDay() {
  const translate = useTranslate();
  const intl = useIntlLocale();
  const { data, error, isFetching, refetch } = useStoreDay();
  const href = useListLinks(linkedResources(data));
  const words = (w: Words) => translate(w.key, w.options);
  const cards = data ? storeDayCards(data, { count: (n) => formatNumber(intl, n), money: (a) => formatNumber(intl, a, true) }) : undefined;

  return (
    <Box data-testid="store-day">
      <Typography variant="body2" color="text.secondary" data-testid="store-day-date" sx={{ minHeight: '1.43em' }}>
        {data ? translate('app.dashboard.store_day_date', { date: serverDate(data, intl), zone: data.timeZone }) : ' '}
      </Typography>
      <Box sx={{ height: 4, my: 1 }}>{isFetching && <LinearProgress aria-label={translate('app.dashboard.store_day_loading')} />}</Box>
      {error && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {translate('app.dashboard.report_retry')}
            </Button>
          }
        >
          {translate('app.dashboard.store_day_failed', { msg: error.message })}
        </Alert>
      )}
      {data && isQuietDay(data) && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.dashboard.store_day_quiet')}
        </Alert>
      )}
      {!(error && !data) && (
        <Grid container spacing={2}>
          {cards
            ? cards.map((c) => (
                <KpiCard
                  key={c.id}
                  id={`day-${c.id}`}
                  size={sizeOf(c.id)}
                  label={words(c.label)}
                  value={c.value}
                  caption={words(c.caption)}
                  href={href(c.link)}
                  parts={c.parts?.map((p) => ({ key: p.key, label: p.value ? `${words(p.words)} ${p.value}` : words(p.words), href: href(p.link) }))}
                />
              ))
            : PLACEHOLDERS.map(([id, label]) => <KpiCard key={id} id={`day-${id}`} size={sizeOf(id)} label={translate(`app.dashboard.${label}`)} />)}
        </Grid>
      )}
    </Box>
  );
}
