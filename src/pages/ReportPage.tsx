/**
 * Report dashboards (`#/dashboards/analytics`, `crm`, `eCommerce`): a date range (kept in the
 * URL), headline figures and charts, every number from `GET /reports/summary` (computed by the
 * server from the data). The chart library is a lazy chunk.
 */
import { Suspense, lazy, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ApiCallError } from '../providers/http';
import { useIntlLocale } from '../schema/useIntlLocale';
import { CHARTS, KPIS, type KpiId, type ReportKind } from './dashboards/reports/layout';
import { lastDays, rangeProblem, useReportSummary, type ReportRangeValue, type ReportSummary } from './dashboards/reports/useReport';

const ReportCharts = lazy(() => import('./dashboards/reports/ReportCharts'));

const PRESETS = [7, 30, 90] as const;
export const DEFAULT_DAYS = 90;

function kpiValue(id: KpiId, d: ReportSummary, intl: string): { value: string; caption?: { key: string; options?: Record<string, unknown> } } {
  const n = (v: number) => v.toLocaleString(intl);
  const pct = (v: number) => v.toLocaleString(intl, { style: 'percent', maximumFractionDigits: 1 });
  switch (id) {
    case 'swaps':
      return { value: n(d.totals.swaps), caption: { key: 'app.dashboard.report_in_range' } };
    case 'swapSuccess':
      return {
        value: d.totals.swaps ? pct(d.totals.swapsSuccess / d.totals.swaps) : '—',
        caption: { key: 'app.dashboard.report_of_swaps', options: { done: n(d.totals.swapsSuccess), total: n(d.totals.swaps) } },
      };
    case 'rentals':
      return { value: n(d.totals.rentals), caption: { key: 'app.dashboard.report_in_range' } };
    case 'revenue':
      return {
        value: d.totals.revenue.toLocaleString(intl, { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol' }),
        caption: { key: 'app.dashboard.report_in_range' },
      };
    case 'paidOrders':
      return { value: n(d.totals.paidOrders), caption: { key: 'app.dashboard.report_in_range' } };
    case 'onlineRate':
      return {
        value: d.cabinetHealth.total ? pct(d.cabinetHealth.onlineRate) : '—',
        caption: { key: 'app.dashboard.report_of_cabinets', options: { online: n(d.cabinetHealth.online), total: n(d.cabinetHealth.total) } },
      };
    case 'openWarnings':
      return { value: n(d.openWarnings.reduce((a, w) => a + w.count, 0)), caption: { key: 'app.dashboard.report_now' } };
  }
}

function Kpi({ id, data, intl }: { id: KpiId; data: ReportSummary | undefined; intl: string }) {
  const translate = useTranslate();
  const v = data ? kpiValue(id, data, intl) : undefined;
  return (
    <Grid size={{ xs: 6, md: 3 }}>
      <Card sx={{ height: '100%' }} data-testid={`kpi-${id}`}>
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {translate(`app.dashboard.report_kpi_${id}`)}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums', my: 0.5 }} data-testid={`kpi-${id}-value`}>
            {v ? v.value : <Skeleton width={80} />}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {v?.caption ? translate(v.caption.key, v.caption.options) : ' '}
          </Typography>
        </CardContent>
      </Card>
    </Grid>
  );
}

function errorKey(e: unknown): string {
  if (e instanceof ApiCallError) {
    if (e.status === 403 || e.code === 403) return 'app.dashboard.report_forbidden';
    if (e.status === 400 || e.code === 400) return 'app.dashboard.report_bad_range';
    if (e.status === 0) return 'app.error.network';
  }
  return 'app.dashboard.report_failed';
}

export function ReportPage({ titleKey, kind = 'analytics' }: { titleKey: string; kind?: ReportKind }) {
  const translate = useTranslate();
  const intl = useIntlLocale();
  const [params, setParams] = useSearchParams();
  const fallback = useMemo(() => lastDays(DEFAULT_DAYS), []);
  const range: ReportRangeValue = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  const problem = rangeProblem(range);
  const { data, error, isFetching, refetch } = useReportSummary(range);
  const setRange = (next: ReportRangeValue) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        q.set('from', next.from);
        q.set('to', next.to);
        return q;
      },
      { replace: true },
    );
  const preset = PRESETS.find((d) => {
    const r = lastDays(d);
    return r.from === range.from && r.to === range.to;
  });
  // The figures shown belong to the range asked for (not to the previous one while loading).
  const current = data && data.from === range.from && data.to === range.to ? data : undefined;

  return (
    <Box sx={{ pb: 3 }}>
      <Title title={translate(titleKey)} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, my: 2 }}>
        <Box sx={{ flex: '1 1 240px' }}>
          <Typography variant="h5" component="h1">
            {translate(titleKey)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`app.dashboard.report_subtitle_${kind}`)}
          </Typography>
        </Box>
        <Box role="group" aria-label={translate('app.dashboard.report_range')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={preset ?? null}
            onChange={(_e, d: number | null) => d && setRange(lastDays(d))}
            aria-label={translate('app.dashboard.report_presets')}
          >
            {PRESETS.map((d) => (
              <ToggleButton key={d} value={d} sx={{ textTransform: 'none', px: 1.5, color: 'text.secondary' }}>
                {translate('app.dashboard.report_last_days', { days: d.toLocaleString(intl) })}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <TextField
            type="date"
            size="small"
            label={translate('app.dashboard.report_from')}
            value={range.from}
            onChange={(e) => setRange({ ...range, from: e.target.value })}
            error={!!problem}
            fullWidth={false}
            margin="none"
            sx={{ width: 170 }}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.to, 'data-testid': 'report-from' } }}
          />
          <TextField
            type="date"
            size="small"
            label={translate('app.dashboard.report_to')}
            value={range.to}
            onChange={(e) => setRange({ ...range, to: e.target.value })}
            error={!!problem}
            fullWidth={false}
            margin="none"
            sx={{ width: 170 }}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.from, 'data-testid': 'report-to' } }}
          />
        </Box>
      </Box>
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {translate(problem)}
        </Alert>
      )}
      {!problem && error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {translate('app.dashboard.report_retry')}
            </Button>
          }
        >
          {translate(errorKey(error), { msg: error.message })}
        </Alert>
      )}
      <Box sx={{ height: 4, mb: 1 }}>{isFetching && <LinearProgress aria-label={translate('app.dashboard.report_loading')} />}</Box>
      {!problem && !(error && !current) && (
        <>
          <Grid container spacing={2} sx={{ mb: 2 }}>
            {KPIS[kind].map((id) => (
              <Kpi key={id} id={id} data={current} intl={intl} />
            ))}
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
    </Box>
  );
}
