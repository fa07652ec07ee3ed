/**
 * The report charts (recharts, this chunk only). Every value comes from the server's summary;
 * nothing here holds a number of its own. Right-to-left: the SVG stays left-to-right (so text
 * anchors work) and the axes are mirrored instead: time runs from the right, the value axis
 * sits on the right.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useIntlLocale } from '../../../schema/useIntlLocale';
import { SNAPSHOT, WIDE, type ChartId } from './layout';
import type { ReportSummary, RevenueKind } from './useReport';

const HEIGHT = 280;

function useFormats() {
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

function ChartCard({ id, title, note, empty, children }: { id: ChartId; title: string; note: string; empty: boolean; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Grid size={{ xs: 12, lg: WIDE.has(id) ? 12 : 6 }}>
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
        </CardContent>
      </Card>
    </Grid>
  );
}

export default function ReportCharts({ data, charts }: { data: ReportSummary; charts: readonly ChartId[] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const f = useFormats();
  const rtl = theme.direction === 'rtl';
  const p = theme.palette;
  const axis = { stroke: p.text.secondary, fontSize: 12 };
  const grid = <CartesianGrid strokeDasharray="3 3" stroke={alpha(p.text.primary, 0.12)} vertical={false} />;
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
  const kindColor: Record<RevenueKind, string> = { rent: p.primary.main, sell: p.info.main, card: p.warning.main, deposit: p.success.main };
  const kindName = (k: string) => translate(`app.dashboard.report_kind_${k}`);
  const range = translate('app.dashboard.report_range_note', { from: f.fullDay(data.from), to: f.fullDay(data.to) });
  const now = translate('app.dashboard.report_now');
  const note = (id: ChartId) => (SNAPSHOT.has(id) ? now : range);
  const dayAxis = <XAxis dataKey="date" tickFormatter={f.day} reversed={rtl} tick={axis} minTickGap={16} />;
  const valueAxis = (fmt: (v: unknown) => string = f.num) => (
    <YAxis orientation={rtl ? 'right' : 'left'} tickFormatter={fmt} tick={axis} allowDecimals={false} width={fmt === f.num ? 44 : 72} />
  );

  const render = (id: ChartId): ReactNode => {
    switch (id) {
      case 'swapsPerDay': {
        const rows = data.swapsPerDay.map((d) => ({ date: d.date, success: d.success, other: d.total - d.success }));
        return (
          <ChartCard key={id} id={id} title={translate('app.dashboard.report_swaps_per_day')} note={note(id)} empty={data.totals.swaps === 0}>
            <ResponsiveContainer>
              <BarChart data={rows} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
                {grid}
                {dayAxis}
                {valueAxis()}
                <Tooltip {...tooltip} labelFormatter={f.fullDay} formatter={(v) => f.num(v)} />
                <Legend {...legend} />
                <Bar dataKey="success" stackId="s" name={translate('app.dashboard.report_series_success')} fill={p.success.main} />
                <Bar dataKey="other" stackId="s" name={translate('app.dashboard.report_series_other')} fill={p.warning.main} radius={[3, 3, 0, 0]} />
              </BarChart>
            </ResponsiveContainer>
          </ChartCard>
        );
      }
      case 'rentalsPerDay':
        return (
          <ChartCard key={id} id={id} title={translate('app.dashboard.report_rentals_per_day')} note={note(id)} empty={data.totals.rentals === 0}>
            <ResponsiveContainer>
              <AreaChart data={data.rentalsPerDay} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
                {grid}
                {dayAxis}
                {valueAxis()}
                <Tooltip {...tooltip} labelFormatter={f.fullDay} formatter={(v) => f.num(v)} />
                <Area
                  type="monotone"
                  dataKey="total"
                  name={translate('app.dashboard.report_series_rentals')}
                  stroke={p.primary.main}
                  fill={alpha(p.primary.main, 0.25)}
                  strokeWidth={2}
                />
              </AreaChart>
            </ResponsiveContainer>
          </ChartCard>
        );
      case 'revenuePerDay':
        return (
          <ChartCard key={id} id={id} title={translate('app.dashboard.report_revenue_per_day')} note={note(id)} empty={data.totals.revenue === 0}>
            <ResponsiveContainer>
              <BarChart data={data.revenuePerDay} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
                {grid}
                {dayAxis}
                {valueAxis(f.moneyShort)}
                <Tooltip {...tooltip} labelFormatter={f.fullDay} formatter={(v) => f.money(v)} />
                <Legend {...legend} />
                {data.revenueByKind.map((k, i) => (
                  <Bar
                    key={k.kind}
                    dataKey={k.kind}
                    stackId="r"
                    name={kindName(k.kind)}
                    fill={kindColor[k.kind]}
                    radius={i === data.revenueByKind.length - 1 ? [3, 3, 0, 0] : 0}
                  />
                ))}
              </BarChart>
            </ResponsiveContainer>
          </ChartCard>
        );
      case 'revenueByKind': {
        const rows = data.revenueByKind.map((k) => ({ name: kindName(k.kind), kind: k.kind, value: k.amount, count: k.count }));
        return (
          <ChartCard key={id} id={id} title={translate('app.dashboard.report_revenue_by_kind')} note={note(id)} empty={data.totals.revenue === 0}>
            <ResponsiveContainer>
              <PieChart>
                <Tooltip
                  {...tooltip}
                  formatter={(v, _n, item) => [
                    `${f.money(v)} · ${translate('app.dashboard.report_orders_count', { count: f.num((item?.payload as { count?: number })?.count ?? 0) })}`,
                    (item?.payload as { name?: string })?.name,
                  ]}
                />
                <Legend {...legend} formatter={(value: string, entry) => `${value} · ${f.money((entry?.payload as { value?: number })?.value ?? 0)}`} />
                <Pie data={rows} dataKey="value" nameKey="name" innerRadius="52%" outerRadius="80%" paddingAngle={2} stroke={p.background.paper}>
                  {rows.map((r) => (
                    <Cell key={r.kind} fill={kindColor[r.kind]} />
                  ))}
                </Pie>
              </PieChart>
            </ResponsiveContainer>
          </ChartCard>
        );
      }
      case 'soh': {
        const rows = data.sohBuckets.map((b) => ({
          name: translate('app.dashboard.report_soh_bucket', { min: f.num(b.min), max: f.num(b.max) }),
          count: b.count,
        }));
        if (data.sohUnknown) rows.push({ name: translate('app.dashboard.report_soh_unknown'), count: data.sohUnknown });
        const total = rows.reduce((a, r) => a + r.count, 0);
        return (
          <ChartCard key={id} id={id} title={translate('app.dashboard.report_soh')} note={note(id)} empty={total === 0}>
            <ResponsiveContainer>
              <BarChart data={rows} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
                {grid}
                <XAxis dataKey="name" reversed={rtl} tick={axis} interval={0} />
                {valueAxis()}
                <Tooltip {...tooltip} formatter={(v) => [f.num(v), translate('app.dashboard.report_batteries')]} />
                <Bar dataKey="count" name={translate('app.dashboard.report_batteries')} radius={[3, 3, 0, 0]}>
                  {data.sohBuckets.map((b) => (
                    <Cell key={b.min} fill={b.min >= 80 ? p.success.main : b.min >= 70 ? p.warning.main : p.error.main} />
                  ))}
                  {data.sohUnknown ? <Cell fill={p.grey[500]} /> : null}
                </Bar>
              </BarChart>
            </ResponsiveContainer>
          </ChartCard>
        );
      }
      case 'cabinetHealth': {
        const h = data.cabinetHealth;
        const rows = (['online', 'offline', 'fault'] as const).map((s) => ({
          key: s,
          name: translate(`resources.cab-devices.enums.health.${s}`),
          value: h[s],
        }));
        const color = { online: p.success.main, offline: p.grey[500], fault: p.error.main };
        return (
          <ChartCard key={id} id={id} title={translate('app.dashboard.report_cabinet_health')} note={note(id)} empty={h.total === 0}>
            <ResponsiveContainer>
              <PieChart>
                <Tooltip {...tooltip} formatter={(v, n) => [`${f.num(v)} (${f.pct(h.total ? Number(v) / h.total : 0)})`, n]} />
                <Legend {...legend} formatter={(value: string, entry) => `${value} · ${f.num((entry?.payload as { value?: number })?.value ?? 0)}`} />
                <Pie data={rows} dataKey="value" nameKey="name" innerRadius="58%" outerRadius="80%" paddingAngle={2} stroke={p.background.paper}>
                  {rows.map((r) => (
                    <Cell key={r.key} fill={color[r.key]} />
                  ))}
                </Pie>
                <text x="50%" y="45%" textAnchor="middle" dominantBaseline="central" fill={p.text.primary} fontSize={22} fontWeight={700}>
                  {f.pct(h.onlineRate)}
                </text>
              </PieChart>
            </ResponsiveContainer>
          </ChartCard>
        );
      }
      case 'warnings': {
        const color: Record<string, string> = { critical: p.error.main, warning: p.warning.main, info: p.info.main };
        const rows = data.openWarnings.map((w) => ({
          level: w.level,
          name: translate(`resources.cab-warnings.enums.level.${w.level}`, { _: w.level }),
          count: w.count,
        }));
        return (
          <ChartCard key={id} id={id} title={translate('app.dashboard.report_warnings_by_level')} note={note(id)} empty={rows.every((r) => r.count === 0)}>
            <ResponsiveContainer>
              <BarChart data={rows} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
                {grid}
                <XAxis dataKey="name" reversed={rtl} tick={axis} interval={0} />
                {valueAxis()}
                <Tooltip {...tooltip} formatter={(v) => [f.num(v), translate('app.dashboard.open_warnings')]} />
                <Bar dataKey="count" name={translate('app.dashboard.open_warnings')} radius={[3, 3, 0, 0]}>
                  {rows.map((r) => (
                    <Cell key={r.level} fill={color[r.level] ?? p.grey[500]} />
                  ))}
                </Bar>
              </BarChart>
            </ResponsiveContainer>
          </ChartCard>
        );
      }
      case 'topStoresSwaps':
      case 'topStoresRevenue': {
        const bySwaps = id === 'topStoresSwaps';
        const rows = bySwaps
          ? data.topStores.bySwaps.map((s) => ({ name: s.name, sn: s.sn, value: s.swaps }))
          : data.topStores.byRevenue.map((s) => ({ name: s.name, sn: s.sn, value: s.revenue }));
        const fmt = bySwaps ? f.num : f.money;
        return (
          <ChartCard
            key={id}
            id={id}
            title={translate(bySwaps ? 'app.dashboard.report_top_stores_swaps' : 'app.dashboard.report_top_stores_revenue')}
            note={note(id)}
            empty={rows.length === 0}
          >
            <ResponsiveContainer>
              <BarChart data={rows} layout="vertical" margin={{ top: 0, right: 12, left: 12, bottom: 0 }}>
                <CartesianGrid strokeDasharray="3 3" stroke={alpha(p.text.primary, 0.12)} horizontal={false} />
                <XAxis type="number" reversed={rtl} tickFormatter={bySwaps ? f.num : f.moneyShort} tick={axis} allowDecimals={false} />
                <YAxis type="category" dataKey="name" orientation={rtl ? 'right' : 'left'} tick={axis} width={96} interval={0} />
                <Tooltip
                  {...tooltip}
                  formatter={(v) => [fmt(v), translate(bySwaps ? 'app.dashboard.report_series_success' : 'app.dashboard.report_kpi_revenue')]}
                />
                <Bar dataKey="value" fill={bySwaps ? p.primary.main : p.success.main} radius={rtl ? [3, 0, 0, 3] : [0, 3, 3, 0]} barSize={14} />
              </BarChart>
            </ResponsiveContainer>
          </ChartCard>
        );
      }
    }
  };

  return (
    <Grid container spacing={2}>
      {charts.map(render)}
    </Grid>
  );
}
