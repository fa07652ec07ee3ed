/**
 * What the report charts share (recharts' chunk only): number and date formats in the user's
 * language, the chart card (title, note, the chart, its links under it), the theme's chart styles,
 * and the click that follows a bar's or a slice's link.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useIntlLocale } from '../../../schema/useIntlLocale';
import { WIDE, type ChartId } from './reportLayout';

const HEIGHT = 280;

export function useFormats() {
  const intl = useIntlLocale();
  const num = new Intl.NumberFormat(intl);
  const money = new Intl.NumberFormat(intl, { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol' });
  const moneyShort = new Intl.NumberFormat(intl, {
    style: 'currency',
    currency: 'CNY',
    currencyDisplay: 'narrowSymbol',
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const pct = new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 1 });
  const day = new Intl.DateTimeFormat(intl, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const fullDay = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    num: (v: unknown) => num.format(Number(v)),
    money: (v: unknown) => money.format(Number(v)),
    moneyShort: (v: unknown) => moneyShort.format(Number(v)),
    pct: (v: unknown) => pct.format(Number(v)),
    day: (v: unknown) => (typeof v === 'string' ? day.format(Date.parse(v)) : String(v)),
    fullDay: (v: unknown) => (typeof v === 'string' ? fullDay.format(Date.parse(v)) : String(v)),
  };
}

export function ChartCard({
  id,
  title,
  note,
  empty,
  lg,
  children,
  footer,
}: {
  id: string;
  title: string;
  note: string;
  empty: boolean;
  /** Its width in twelfths of a wide screen's row; default: the whole row for a day series of the summary, else half. */
  lg?: number;
  children: ReactNode;
  /** Under the chart: its links (ChartLinks.tsx). */
  footer?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Grid size={{ xs: 12, lg: lg ?? (WIDE.has(id as ChartId) ? 12 : 6) }}>
      <Card sx={{ height: '100%' }} data-testid={`chart-${id}`} component="section" aria-labelledby={`chart-${id}-title`}>
        <CardContent>
          <Typography id={`chart-${id}-title`} variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {note}
          </Typography>
          <Box sx={{ position: 'relative', height: HEIGHT }} dir="ltr">
            {children}
            {empty && (
              <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', pointerEvents: 'none' }}>
                <Typography variant="body2" color="text.secondary" sx={{ bgcolor: 'background.paper', px: 1.5, py: 0.5, borderRadius: 1 }} dir="auto">
                  {translate('app.dashboard.report_no_data')}
                </Typography>
              </Box>
            )}
          </Box>
          {footer}
        </CardContent>
      </Card>
    </Grid>
  );
}

/** The theme's chart styles: axes, grid, tooltip, legend (shared with the riders' charts). */
export function useChartStyle() {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const p = theme.palette;
  const axis = { stroke: p.text.secondary, fontSize: 12 };
  const tooltip = {
    // the chart box is left-to-right (see above); the tooltip's text follows the page
    contentStyle: {
      background: p.background.paper,
      border: `1px solid ${p.divider}`,
      borderRadius: 8,
      color: p.text.primary,
      direction: theme.direction,
      textAlign: 'start' as const,
    },
    labelStyle: { color: p.text.primary, fontWeight: 600 },
    itemStyle: { color: p.text.primary },
    cursor: { fill: alpha(p.primary.main, 0.08) },
  };
  const legend = { wrapperStyle: { fontSize: 12, color: p.text.secondary } };
  return { theme, rtl, p, axis, tooltip, legend, gridStroke: alpha(p.text.primary, 0.12) };
}

/** Follows a figure's link (a click on a bar or a slice); nothing when it has none. */
export function useGo(): (href: string | undefined) => void {
  const navigate = useNavigate();
  return (href) => {
    if (href) navigate(href);
  };
}
