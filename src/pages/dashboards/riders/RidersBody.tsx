/**
 * The CRM page, about riders (`GET /reports/riders`): where the data ends, four headline cards
 * (new riders, active riders, cards expiring this week, the real-name queue), each a link to the
 * list it counts, and the charts (a lazy chunk, as on the other report pages).
 */
import { Suspense } from 'react';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useTranslate } from 'react-admin';
import { useIntlLocale } from '../../../schema/useIntlLocale';
import { DataUntil } from '../DataUntil';
import { KpiCard } from '../reports/KpiCard';
import { ReportStatus } from '../reports/ReportStatus';
import type { ReportRangeValue } from '../reports/useReport';
import { useListLinks } from '../useListLinks';
import { RIDERS_RESOURCES, expiringCardsLink, newRidersLink, realNameQueueLink, ridersLink, type RidersReport } from './ridersLinks';
import { useRidersReport } from './useRiders';
import { lazyComponent } from '../../../lazyComponent';

const RidersCharts = lazyComponent(() => import('./RidersCharts').then((m) => m.default));

/** "3 days ago", "5 hours ago": how long the oldest check has waited, in the user's language. */
export function waitedFor(iso: string, now: number, intl: string): string {
  const rtf = new Intl.RelativeTimeFormat(intl, { numeric: 'auto' });
  const hours = Math.max(0, (now - Date.parse(iso)) / 3_600_000);
  return hours < 24 ? rtf.format(-Math.floor(hours), 'hour') : rtf.format(-Math.floor(hours / 24), 'day');
}

/** A day (YYYY-MM-DD) in the user's language. */
const dayText = (day: string, intl: string) => new Intl.DateTimeFormat(intl, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.parse(day));

export function RidersBody({ range }: { range: ReportRangeValue }) {
  const translate = useTranslate();
  const intl = useIntlLocale();
  const href = useListLinks(RIDERS_RESOURCES);
  const { data, error, isFetching, refetch } = useRidersReport(range);
  const d: RidersReport | undefined = data && data.from === range.from && data.to === range.to ? data : undefined;
  const n = (v: number) => v.toLocaleString(intl);

  return (
    <>
      <ReportStatus error={error} isFetching={isFetching} refetch={refetch} />
      {!(error && !d) && (
        <>
          <DataUntil until={d?.dataUntil} generatedAt={d?.generatedAt} />
          <Grid container spacing={2} sx={{ mb: 2 }}>
            <KpiCard
              id="newRiders"
              label={translate('app.dashboard.riders_kpi_new')}
              value={d && n(d.newRiders.total)}
              caption={d && translate('app.dashboard.report_in_range')}
              href={d && href(newRidersLink(d))}
            />
            <KpiCard
              id="activeRiders"
              label={translate('app.dashboard.riders_kpi_active')}
              value={d && n(d.activity.active.count)}
              caption={d && translate('app.dashboard.riders_active_caption', { days: n(d.activity.days), total: n(d.activity.total) })}
              href={d && href(ridersLink(d.activity.active.ids))}
            />
            <KpiCard
              id="expiringCards"
              label={translate('app.dashboard.riders_kpi_expiring', { days: n(d?.expiringCards.days ?? 7) })}
              value={d && n(d.expiringCards.count)}
              caption={
                d && translate('app.dashboard.riders_expiring_caption', { from: dayText(d.expiringCards.from, intl), to: dayText(d.expiringCards.to, intl) })
              }
              href={d && href(expiringCardsLink(d))}
            />
            <KpiCard
              id="realNamePending"
              label={translate('app.dashboard.riders_kpi_real_name')}
              value={d && n(d.realNameQueue.pending)}
              caption={
                d &&
                (d.realNameQueue.oldest
                  ? translate('app.dashboard.riders_oldest_waiting', { ago: waitedFor(d.realNameQueue.oldest.createdAt, Date.parse(d.generatedAt), intl) })
                  : translate('app.dashboard.riders_queue_empty'))
              }
              href={d && href(realNameQueueLink())}
            />
          </Grid>
          {d ? (
            <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
              <RidersCharts data={d} />
            </Suspense>
          ) : (
            <Skeleton variant="rounded" height={320} />
          )}
        </>
      )}
    </>
  );
}
