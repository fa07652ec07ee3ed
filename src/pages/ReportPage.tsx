/**
 * Report dashboards (`#/dashboards/analytics`, `crm`, `eCommerce`): a date range (kept in the
 * URL), then the page's figures, every number from the server (computed from the data): the
 * summary (`GET /reports/summary`) on analytics and eCommerce, the riders (`GET /reports/riders`)
 * on CRM. Each page says where its data ends; each figure leads to the list it counts. The chart
 * library is a lazy chunk.
 */
import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useIntlLocale } from '../schema/useIntlLocale';
import { DEFAULT_DAYS, type ReportKind } from './dashboards/reports/reportLayout';
import { SummaryBody } from './dashboards/reports/SummaryBody';
import { lastDays, rangeProblem, type ReportRangeValue } from './dashboards/reports/useReport';
import { RidersBody } from './dashboards/riders/RidersBody';

const PRESETS = [7, 30, 90] as const;

export function ReportPage({ titleKey, kind = 'analytics' }: { titleKey: string; kind?: ReportKind }) {
  const translate = useTranslate();
  const intl = useIntlLocale();
  const [params, setParams] = useSearchParams();
  const fallback = useMemo(() => lastDays(DEFAULT_DAYS[kind]), [kind]);
  const range: ReportRangeValue = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  const problem = rangeProblem(range);
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
      {!problem && (kind === 'crm' ? <RidersBody range={range} /> : <SummaryBody kind={kind} range={range} />)}
    </Box>
  );
}
