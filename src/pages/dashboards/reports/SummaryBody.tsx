/**
 * The analytics and eCommerce pages' figures (`GET /reports/summary`): where the data ends, the
 * headline cards (each a link to the list it counts) and the charts (a lazy chunk).
 */
import { Suspense } from 'react';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useTranslate } from 'react-admin';
import { useIntlLocale } from '../../../schema/useIntlLocale';
import { DataUntil } from '../DataUntil';
import type { ListLink } from '../links';
import { useListLinks } from '../useListLinks';
import { KpiCard, type KpiPart } from './KpiCard';
import { CHARTS, KPIS, type KpiId, type SummaryKind } from './reportLayout';
import { ReportStatus } from './ReportStatus';
import { SUMMARY_RESOURCES, cabinetsLink, openWarningsLink, paidLink, rentalsLink, swapsLink } from './summaryLinks';
import { useReportSummary, type ReportRangeValue, type ReportSummary } from './useReport';
import { lazyComponent } from '../../../lazyComponent';

const ReportCharts = lazyComponent(() => import('./ReportCharts').then((m) => m.default));

interface KpiView {
  value: string;
  caption: { key: string; options?: Record<string, unknown> };
  link?: ListLink;
  /** A sum over several lists: one link per kind of order. */
  parts?: 'revenue' | 'count';
}

export function kpiView(id: KpiId, d: ReportSummary, intl: string): KpiView {
  const n = (v: number) => v.toLocaleString(intl);
  const pct = (v: number) => v.toLocaleString(intl, { style: 'percent', maximumFractionDigits: 1 });
  switch (id) {
    case 'swaps':
      return { value: n(d.totals.swaps), caption: { key: 'app.dashboard.report_in_range' }, link: swapsLink(d) };
    case 'swapSuccess':
      return {
        value: d.totals.swaps ? pct(d.totals.swapsSuccess / d.totals.swaps) : '—',
        caption: { key: 'app.dashboard.report_of_swaps', options: { done: n(d.totals.swapsSuccess), total: n(d.totals.swaps) } },
        link: swapsLink(d, { status: ['success'] }),
      };
    case 'rentals':
      return { value: n(d.totals.rentals), caption: { key: 'app.dashboard.report_in_range' }, link: rentalsLink(d) };
    case 'revenue':
      return {
        value: d.totals.revenue.toLocaleString(intl, { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol' }),
        caption: { key: 'app.dashboard.report_in_range' },
        parts: 'revenue',
      };
    case 'paidOrders':
      return { value: n(d.totals.paidOrders), caption: { key: 'app.dashboard.report_in_range' }, parts: 'count' };
    case 'onlineRate':
      return {
        value: d.cabinetHealth.total ? pct(d.cabinetHealth.onlineRate) : '—',
        caption: { key: 'app.dashboard.report_of_cabinets', options: { online: n(d.cabinetHealth.online), total: n(d.cabinetHealth.total) } },
        link: cabinetsLink('online'),
      };
    case 'openWarnings':
      return { value: n(d.openWarnings.reduce((a, w) => a + w.count, 0)), caption: { key: 'app.dashboard.report_now' }, link: openWarningsLink() };
  }
}

export function SummaryBody({ kind, range }: { kind: SummaryKind; range: ReportRangeValue }) {
  const translate = useTranslate();
  const intl = useIntlLocale();
  const href = useListLinks(SUMMARY_RESOURCES);
  const { data, error, isFetching, refetch } = useReportSummary(range);
  // The figures shown belong to the range asked for (not to the previous one while loading).
  const current = data && data.from === range.from && data.to === range.to ? data : undefined;
  const parts = (d: ReportSummary, what: 'revenue' | 'count'): KpiPart[] =>
    d.revenueByKind.map((k) => ({
      key: k.kind,
      label: `${translate(`app.dashboard.report_kind_${k.kind}`)} ${
        what === 'revenue'
          ? k.amount.toLocaleString(intl, { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol' })
          : k.count.toLocaleString(intl)
      }`,
      href: href(paidLink(d, k.kind)),
    }));

  return (
    <>
      <ReportStatus error={error} isFetching={isFetching} refetch={refetch} />
      {!(error && !current) && (
        <>
          <DataUntil until={current?.dataUntil} generatedAt={current?.generatedAt} />
          <Grid container spacing={2} sx={{ mb: 2 }}>
            {KPIS[kind].map((id) => {
              const v = current ? kpiView(id, current, intl) : undefined;
              return (
                <KpiCard
                  key={id}
                  id={id}
                  label={translate(`app.dashboard.report_kpi_${id}`)}
                  value={v?.value}
                  caption={v ? translate(v.caption.key, v.caption.options) : undefined}
                  href={href(v?.link)}
                  parts={current && v?.parts ? parts(current, v.parts) : undefined}
                />
              );
            })}
          </Grid>
          {current ? (
            <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
              <ReportCharts data={current} charts={CHARTS[kind]} />
            </Suspense>
          ) : (
            <Skeleton variant="rounded" height={320} />
          )}
        </>
      )}
    </>
  );
}
