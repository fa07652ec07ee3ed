/**
 * The report charts (recharts, this chunk only). Every value comes from the server's summary;
 * nothing here holds a number of its own. Right-to-left: the SVG stays left-to-right (so text
 * anchors work) and the axes are mirrored instead: time runs from the right, the value axis
 * sits on the right. A bar or a slice leads to the list it counts (a click), and the same links
 * are under each chart for the keyboard (ChartLinks.tsx).
 */
import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useListLinks } from '../useListLinks';
import { DayLinks, LinkLegend } from './ChartLinks';
import { ChartCard, useChartStyle, useFormats, useGo } from './chartKit';
import { SNAPSHOT, type ChartId } from './reportLayout';
import { SUMMARY_RESOURCES, cabinetsLink, openWarningsLink, paidLink, rentalsLink, sohLink, storeLink, swapOtherStates, swapsLink } from './summaryLinks';
import type { ReportSummary, RevenueKind } from './useReport';

export default function ReportCharts({ data, charts }: { data: ReportSummary; charts: readonly ChartId[] }) {
  const translate = useTranslate();
  const f = useFormats();
  const { rtl, p, axis, tooltip, legend, gridStroke } = useChartStyle();
  const href = useListLinks(SUMMARY_RESOURCES);
  const go = useGo();
  const grid = <CartesianGrid strokeDasharray="3 3" stroke={gridStroke} vertical={false} />;
  const kindColor: Record<RevenueKind, string> = { rent: p.primary.main, sell: p.info.main, card: p.warning.main, deposit: p.success.main };
  const kindName = (k: string) => translate(`app.dashboard.report_kind_${k}`);
  const range = translate('app.dashboard.report_range_note', { from: f.fullDay(data.from), to: f.fullDay(data.to) });
  const now = translate('app.dashboard.report_now');
  const note = (id: ChartId) => (SNAPSHOT.has(id) ? now : range);
  const dayAxis = <XAxis dataKey="date" tickFormatter={f.day} reversed={rtl} tick={axis} minTickGap={16} />;
  const valueAxis = (fmt: (v: unknown) => string = f.num) => (
    <YAxis orientation={rtl ? 'right' : 'left'} tickFormatter={fmt} tick={axis} allowDecimals={false} width={fmt === f.num ? 44 : 72} />
  );
  const legendLabel = (title: string) => translate('app.dashboard.report_links_of', { chart: title });

  const render = (id: ChartId): ReactNode => {
    switch (id) {
      case 'swapsPerDay': {
        const other = swapOtherStates();
        const rows = data.swapsPerDay.map((d) => ({
          date: d.date,
          success: d.success,
          other: d.total - d.success,
          hrefSuccess: href(swapsLink(data, { day: d.date, status: ['success'] })),
          hrefOther: href(swapsLink(data, { day: d.date, status: other })),
        }));
        const title = translate('app.dashboard.report_swaps_per_day');
        const series = [translate('app.dashboard.report_series_success'), translate('app.dashboard.report_series_other')];
        return (
          <ChartCard
            key={id}
            id={id}
            title={title}
            note={note(id)}
            empty={data.totals.swaps === 0}
            footer={
              <DayLinks
                title={title}
                series={series}
                day={f.fullDay}
                rows={rows.map((r) => ({
                  date: r.date,
                  cells: [
                    { value: r.success, text: f.num(r.success), href: r.hrefSuccess },
                    { value: r.other, text: f.num(r.other), href: r.hrefOther },
                  ],
                }))}
              />
            }
          >
            <ResponsiveContainer>
              <BarChart data={rows} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
                {grid}
                {dayAxis}
                {valueAxis()}
                <Tooltip {...tooltip} labelFormatter={f.fullDay} formatter={(v) => f.num(v)} />
                <Legend {...legend} />
                <Bar dataKey="success" stackId="s" name={series[0]} fill={p.success.main} cursor="pointer" onClick={(_d, i) => go(rows[i]?.hrefSuccess)} />
                <Bar
                  dataKey="other"
                  stackId="s"
                  name={series[1]}
                  fill={p.warning.main}
                  radius={[3, 3, 0, 0]}
                  cursor="pointer"
                  onClick={(_d, i) => go(rows[i]?.hrefOther)}
                />
              </BarChart>
            </ResponsiveContainer>
          </ChartCard>
        );
      }
      case 'rentalsPerDay': {
        // bars, not a smoothed line: a day's count has no values between days
        const rows = data.rentalsPerDay.map((d) => ({ ...d, href: href(rentalsLink(data, d.date)) }));
        const title = translate('app.dashboard.report_rentals_per_day');
        const series = translate('app.dashboard.report_series_rentals');
        return (
          <ChartCard
            key={id}
            id={id}
            title={title}
            note={note(id)}
            empty={data.totals.rentals === 0}
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
                {dayAxis}
                {valueAxis()}
                <Tooltip {...tooltip} labelFormatter={f.fullDay} formatter={(v) => f.num(v)} />
                <Bar dataKey="total" name={series} fill={p.primary.main} radius={[3, 3, 0, 0]} cursor="pointer" onClick={(_d, i) => go(rows[i]?.href)} />
              </BarChart>
            </ResponsiveContainer>
          </ChartCard>
        );
      }
      case 'revenuePerDay': {
        const kinds = data.revenueByKind.map((k) => k.kind);
        const links = data.revenuePerDay.map(
          (d) => Object.fromEntries(kinds.map((k) => [k, href(paidLink(data, k, d.date))])) as Record<RevenueKind, string | undefined>,
        );
        const title = translate('app.dashboard.report_revenue_per_day');
        return (
          <ChartCard
            key={id}
            id={id}
            title={title}
            note={note(id)}
            empty={data.totals.revenue === 0}
            footer={
              <DayLinks
                title={title}
                series={kinds.map(kindName)}
                day={f.fullDay}
                rows={data.revenuePerDay.map((d, i) => ({ date: d.date, cells: kinds.map((k) => ({ value: d[k], text: f.money(d[k]), href: links[i][k] })) }))}
              />
            }
          >
            <ResponsiveContainer>
              <BarChart data={data.revenuePerDay} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
                {grid}
                {dayAxis}
                {valueAxis(f.moneyShort)}
                <Tooltip {...tooltip} labelFormatter={f.fullDay} formatter={(v) => f.money(v)} />
                <Legend {...legend} />
                {kinds.map((kind, i) => (
                  <Bar
                    key={kind}
                    dataKey={kind}
                    stackId="r"
                    name={kindName(kind)}
                    fill={kindColor[kind]}
                    radius={i === kinds.length - 1 ? [3, 3, 0, 0] : 0}
                    cursor="pointer"
                    onClick={(_d, day) => go(links[day]?.[kind])}
                  />
                ))}
              </BarChart>
            </ResponsiveContainer>
          </ChartCard>
        );
      }
      case 'revenueByKind': {
        const rows = data.revenueByKind.map((k) => ({
          name: kindName(k.kind),
          kind: k.kind,
          value: k.amount,
          count: k.count,
          href: href(paidLink(data, k.kind)),
        }));
        const title = translate('app.dashboard.report_revenue_by_kind');
        return (
          <ChartCard
            key={id}
            id={id}
            title={title}
            note={note(id)}
            empty={data.totals.revenue === 0}
            footer={
              <LinkLegend
                label={legendLabel(title)}
                items={rows.map((r) => ({
                  key: r.kind,
                  label: r.name,
                  value: `${f.money(r.value)} · ${translate('app.dashboard.report_orders_count', { count: f.num(r.count) })}`,
                  color: kindColor[r.kind],
                  href: r.href,
                }))}
              />
            }
          >
            <ResponsiveContainer>
              <PieChart>
                <Tooltip
                  {...tooltip}
                  formatter={(v, _n, item) => [
                    `${f.money(v)} · ${translate('app.dashboard.report_orders_count', { count: f.num((item?.payload as { count?: number })?.count ?? 0) })}`,
                    (item?.payload as { name?: string })?.name,
                  ]}
                />
                <Pie
                  data={rows}
                  dataKey="value"
                  nameKey="name"
                  innerRadius="52%"
                  outerRadius="80%"
                  paddingAngle={2}
                  stroke={p.background.paper}
                  cursor="pointer"
                  onClick={(_d, i) => go(rows[i]?.href)}
                >
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
        const color = (min: number) => (min >= 80 ? p.success.main : min >= 70 ? p.warning.main : p.error.main);
        const rows = data.sohBuckets.map((b) => ({
          key: String(b.min),
          name: translate('app.dashboard.report_soh_bucket', { min: f.num(b.min), max: f.num(b.max) }),
          count: b.count,
          color: color(b.min),
          href: href(sohLink(b.min, b.max)),
        }));
        if (data.sohUnknown)
          rows.push({ key: 'unknown', name: translate('app.dashboard.report_soh_unknown'), count: data.sohUnknown, color: p.grey[500], href: undefined });
        const total = rows.reduce((a, r) => a + r.count, 0);
        const title = translate('app.dashboard.report_soh');
        return (
          <ChartCard
            key={id}
            id={id}
            title={title}
            note={note(id)}
            empty={total === 0}
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
                {valueAxis()}
                <Tooltip {...tooltip} formatter={(v) => [f.num(v), translate('app.dashboard.report_batteries')]} />
                <Bar
                  dataKey="count"
                  name={translate('app.dashboard.report_batteries')}
                  radius={[3, 3, 0, 0]}
                  cursor="pointer"
                  onClick={(_d, i) => go(rows[i]?.href)}
                >
                  {rows.map((r) => (
                    <Cell key={r.key} fill={r.color} />
                  ))}
                </Bar>
              </BarChart>
            </ResponsiveContainer>
          </ChartCard>
        );
      }
      case 'cabinetHealth': {
        const h = data.cabinetHealth;
        const color = { online: p.success.main, offline: p.grey[500], fault: p.error.main };
        const rows = (['online', 'offline', 'fault'] as const).map((s) => ({
          key: s,
          name: translate(`resources.cab-devices.enums.health.${s}`),
          value: h[s],
          href: href(cabinetsLink(s)),
        }));
        const title = translate('app.dashboard.report_cabinet_health');
        return (
          <ChartCard
            key={id}
            id={id}
            title={title}
            note={note(id)}
            empty={h.total === 0}
            footer={
              <LinkLegend
                label={legendLabel(title)}
                items={rows.map((r) => ({ key: r.key, label: r.name, value: f.num(r.value), color: color[r.key], href: r.href }))}
              />
            }
          >
            <ResponsiveContainer>
              <PieChart>
                <Tooltip {...tooltip} formatter={(v, n) => [`${f.num(v)} (${f.pct(h.total ? Number(v) / h.total : 0)})`, n]} />
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
                    <Cell key={r.key} fill={color[r.key]} />
                  ))}
                </Pie>
                <text x="50%" y="50%" textAnchor="middle" dominantBaseline="central" fill={p.text.primary} fontSize={22} fontWeight={700}>
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
          href: href(openWarningsLink(w.level)),
        }));
        const title = translate('app.dashboard.report_warnings_by_level');
        return (
          <ChartCard
            key={id}
            id={id}
            title={title}
            note={note(id)}
            empty={rows.every((r) => r.count === 0)}
            footer={
              <LinkLegend
                label={legendLabel(title)}
                items={rows.map((r) => ({ key: r.level, label: r.name, value: f.num(r.count), color: color[r.level] ?? p.grey[500], href: r.href }))}
              />
            }
          >
            <ResponsiveContainer>
              <BarChart data={rows} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
                {grid}
                <XAxis dataKey="name" reversed={rtl} tick={axis} interval={0} />
                {valueAxis()}
                <Tooltip {...tooltip} formatter={(v) => [f.num(v), translate('app.dashboard.open_warnings')]} />
                <Bar
                  dataKey="count"
                  name={translate('app.dashboard.open_warnings')}
                  radius={[3, 3, 0, 0]}
                  cursor="pointer"
                  onClick={(_d, i) => go(rows[i]?.href)}
                >
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
        // swaps: that store's successful swaps of the range; revenue (four kinds of order): the store's page
        const rows = bySwaps
          ? data.topStores.bySwaps.map((s) => ({
              id: s.storeId,
              name: s.name,
              sn: s.sn,
              value: s.swaps,
              href: href(swapsLink(data, { status: ['success'], storeId: s.storeId })),
            }))
          : data.topStores.byRevenue.map((s) => ({ id: s.storeId, name: s.name, sn: s.sn, value: s.revenue, href: href(storeLink(s.storeId)) }));
        const fmt = bySwaps ? f.num : f.money;
        const title = translate(bySwaps ? 'app.dashboard.report_top_stores_swaps' : 'app.dashboard.report_top_stores_revenue');
        return (
          <ChartCard
            key={id}
            id={id}
            title={title}
            note={note(id)}
            empty={rows.length === 0}
            footer={<LinkLegend label={legendLabel(title)} items={rows.map((r) => ({ key: r.id, label: r.name, value: fmt(r.value), href: r.href }))} />}
          >
            <ResponsiveContainer>
              <BarChart data={rows} layout="vertical" margin={{ top: 0, right: 12, left: 12, bottom: 0 }}>
                <CartesianGrid strokeDasharray="3 3" stroke={gridStroke} horizontal={false} />
                <XAxis type="number" reversed={rtl} tickFormatter={bySwaps ? f.num : f.moneyShort} tick={axis} allowDecimals={false} />
                <YAxis type="category" dataKey="name" orientation={rtl ? 'right' : 'left'} tick={axis} width={96} interval={0} />
                <Tooltip
                  {...tooltip}
                  formatter={(v) => [fmt(v), translate(bySwaps ? 'app.dashboard.report_series_success' : 'app.dashboard.report_kpi_revenue')]}
                />
                <Bar
                  dataKey="value"
                  fill={bySwaps ? p.primary.main : p.success.main}
                  radius={rtl ? [3, 0, 0, 3] : [0, 3, 3, 0]}
                  barSize={14}
                  cursor="pointer"
                  onClick={(_d, i) => go(rows[i]?.href)}
                />
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
