/**
 * The CRM page's charts (recharts' chunk): new riders per day, active against churned riders,
 * complaints by type and by state. A bar or a slice leads to its list; the same links are under
 * each chart for the keyboard.
 */
import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Cell, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useListLinks } from '../useListLinks';
import { DayLinks, LinkLegend } from '../reports/ChartLinks';
import { ChartCard, useChartStyle, useFormats, useGo } from '../reports/chartKit';
import { RIDERS_RESOURCES, complaintsLink, newRidersLink, ridersLink, type RidersReport } from './ridersLinks';

export default function RidersCharts({ data }: { data: RidersReport }) {
  const translate = useTranslate();
  const f = useFormats();
  const { rtl, p, axis, tooltip, gridStroke } = useChartStyle();
  const href = useListLinks(RIDERS_RESOURCES);
  const go = useGo();
  const range = translate('app.dashboard.report_range_note', { from: f.fullDay(data.from), to: f.fullDay(data.to) });
  const legendLabel = (title: string) => translate('app.dashboard.report_links_of', { chart: title });
  const grid = <CartesianGrid strokeDasharray="3 3" stroke={gridStroke} vertical={false} />;
  const valueAxis = <YAxis orientation={rtl ? 'right' : 'left'} tickFormatter={f.num} tick={axis} allowDecimals={false} width={44} />;

  const charts: ReactNode[] = [];

  // new riders per day
  {
    const rows = data.newRiders.perDay.map((d) => ({ ...d, href: href(newRidersLink(data, d.date)) }));
    const title = translate('app.dashboard.riders_new_per_day');
    const series = translate('app.dashboard.riders_kpi_new');
    charts.push(
      <ChartCard
        key="newRidersPerDay"
        id="newRidersPerDay"
        lg={12}
        title={title}
        note={range}
        empty={data.newRiders.total === 0}
        footer={
          <DayLinks
            title={title}
            series={[series]}
            day={f.fullDay}
            rows={rows.map((r) => ({ date: r.date, cells: [{ value: r.total, text: f.num(r.total), href: r.href }] }))}
          />
        }
      >
        <ResponsiveContainer>
          <BarChart data={rows} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
            {grid}
            <XAxis dataKey="date" tickFormatter={f.day} reversed={rtl} tick={axis} minTickGap={16} />
            {valueAxis}
            <Tooltip {...tooltip} labelFormatter={f.fullDay} formatter={(v) => [f.num(v), series]} />
            <Bar dataKey="total" name={series} fill={p.primary.main} radius={[3, 3, 0, 0]} cursor="pointer" onClick={(_d, i) => go(rows[i]?.href)} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>,
    );
  }

  // active against churned riders (now)
  {
    const a = data.activity;
    const rows = [
      { key: 'active', value: a.active.count, color: p.success.main, href: href(ridersLink(a.active.ids)) },
      { key: 'churned', value: a.churned.count, color: p.error.main, href: href(ridersLink(a.churned.ids)) },
      { key: 'never', value: a.never, color: p.grey[500], href: undefined },
    ].map((r) => ({ ...r, name: translate(`app.dashboard.riders_activity_${r.key}`) }));
    const title = translate('app.dashboard.riders_activity');
    charts.push(
      <ChartCard
        key="riderActivity"
        id="riderActivity"
        lg={4}
        title={title}
        note={translate('app.dashboard.riders_activity_note', { days: f.num(a.days) })}
        empty={a.total === 0}
        footer={
          <LinkLegend
            label={legendLabel(title)}
            items={rows.map((r) => ({ key: r.key, label: r.name, value: f.num(r.value), color: r.color, href: r.href }))}
          />
        }
      >
        <ResponsiveContainer>
          <PieChart>
            <Tooltip {...tooltip} formatter={(v, n) => [`${f.num(v)} (${f.pct(a.total ? Number(v) / a.total : 0)})`, n]} />
            <Pie
              data={rows}
              dataKey="value"
              nameKey="name"
              innerRadius="58%"
              outerRadius="80%"
              paddingAngle={2}
              stroke={p.background.paper}
              cursor="pointer"
              onClick={(_d, i) => go(rows[i]?.href)}
            >
              {rows.map((r) => (
                <Cell key={r.key} fill={r.color} />
              ))}
            </Pie>
            <text x="50%" y="50%" textAnchor="middle" dominantBaseline="central" fill={p.text.primary} fontSize={22} fontWeight={700}>
              {f.pct(a.total ? a.active.count / a.total : 0)}
            </text>
          </PieChart>
        </ResponsiveContainer>
      </ChartCard>,
    );
  }

  // complaints by type, and by state (created in the range)
  const typeColor: Record<string, string> = {
    cabinet: p.primary.main,
    battery: p.info.main,
    vehicle: p.secondary.main,
    billing: p.warning.main,
    service: p.error.main,
    other: p.grey[500],
  };
  const stateColor: Record<string, string> = { open: p.error.main, processing: p.warning.main, closed: p.success.main };
  for (const by of ['type', 'status'] as const) {
    const source =
      by === 'type'
        ? data.complaints.byType.map((c) => ({ value: c.type, count: c.count }))
        : data.complaints.byStatus.map((c) => ({ value: c.status, count: c.count }));
    const color = by === 'type' ? typeColor : stateColor;
    const rows = source.map((c) => ({
      key: c.value,
      name: translate(`resources.complaints.enums.${by}.${c.value}`, { _: c.value }),
      count: c.count,
      color: color[c.value] ?? p.grey[500],
      href: href(complaintsLink(data, { [by]: c.value })),
    }));
    const id = by === 'type' ? 'complaintsByType' : 'complaintsByStatus';
    const title = translate(by === 'type' ? 'app.dashboard.riders_complaints_by_type' : 'app.dashboard.riders_complaints_by_status');
    const series = translate('app.dashboard.riders_complaints');
    charts.push(
      <ChartCard
        key={id}
        id={id}
        lg={4}
        title={title}
        note={range}
        empty={data.complaints.total === 0}
        footer={
          <LinkLegend
            label={legendLabel(title)}
            items={rows.map((r) => ({ key: r.key, label: r.name, value: f.num(r.count), color: r.color, href: r.href }))}
          />
        }
      >
        <ResponsiveContainer>
          <BarChart data={rows} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
            {grid}
            <XAxis dataKey="name" reversed={rtl} tick={axis} interval={0} />
            {valueAxis}
            <Tooltip {...tooltip} formatter={(v) => [f.num(v), series]} />
            <Bar dataKey="count" name={series} radius={[3, 3, 0, 0]} cursor="pointer" onClick={(_d, i) => go(rows[i]?.href)}>
              {rows.map((r) => (
                <Cell key={r.key} fill={r.color} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>,
    );
  }

  return (
    <Grid container spacing={2}>
      {charts}
    </Grid>
  );
}
