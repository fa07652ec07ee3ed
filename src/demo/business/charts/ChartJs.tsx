/**
 * `#/charts/chartjs`: the template's "Chart.js" page, drawn with recharts like the Apex page, from the
 * demo orders and users: orders by status, received payments, revenue by month and category.
 */
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { useFormatters } from '../shared/format';
import { PageHeader } from '../shared/pageParts';
import { STATUS_KEY } from '../orders/model';
import { ChartCard } from './ChartCard';
import { useOrderCharts, useUserCharts } from './data';
import { useChartTheme } from './chartTheme';

export default function ChartJs() {
  const translate = useTranslate();
  const fmt = useFormatters();
  const t = useChartTheme();
  const orders = useOrderCharts();
  const users = useUserCharts();
  /** Legend names carry the count, so the figures read without hovering. */
  const label = <T extends { name: string; value: number }>(rows: T[]) =>
    rows.map((s) => ({ ...s, label: `${STATUS_KEY[s.name] ? translate(STATUS_KEY[s.name]) : s.name} · ${fmt.number(s.value)}` }));
  const byStatus = label(orders.byStatus);
  const byReceived = label(orders.byReceived);
  const byMonth = orders.byMonth.map((p) => ({ ...p, label: fmt.month(`${p.month}-01`) }));
  const byPlanStatus = users.byPlanStatus.map((p) => ({ ...p, label: translate(`app.users.plans.${p.name}`) }));
  const money = (v: unknown) => fmt.money(Number(v));
  const count = (v: unknown) => fmt.number(Number(v));
  const statusColors = [t.success, t.primary, t.error];

  return (
    <Box sx={{ pb: 3 }}>
      <PageHeader title={translate('app.templates.charts.chartjs_title')} subtitle={translate('app.templates.charts.source_note')} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <ChartCard
            title={translate('app.templates.charts.order_revenue_by_month')}
            loading={orders.loading}
            error={orders.error}
            empty={byMonth.length === 0}
            onRetry={orders.reload}
          >
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={byMonth} margin={{ top: 10, right: 20, left: 20, bottom: 0 }}>
                <CartesianGrid strokeDasharray="3 3" stroke={t.grid} />
                <XAxis dataKey="label" {...t.xAxis} />
                <YAxis {...t.yAxis} tickFormatter={(v: number) => fmt.number(v)} width={70} />
                <Tooltip formatter={money} {...t.tooltip} />
                <Legend />
                <Bar dataKey="total" name={translate('app.templates.charts.ordered')} fill={t.primary} radius={[4, 4, 0, 0]} />
                <Bar dataKey="paid" name={translate('app.templates.charts.received')} fill={t.success} radius={[4, 4, 0, 0]} />
              </BarChart>
            </ResponsiveContainer>
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <ChartCard
            title={translate('app.templates.charts.orders_by_status')}
            loading={orders.loading}
            error={orders.error}
            empty={!orders.data}
            onRetry={orders.reload}
          >
            <ResponsiveContainer width="100%" height="100%">
              <PieChart>
                <Pie data={byStatus} dataKey="value" nameKey="label" innerRadius="50%" outerRadius="80%" paddingAngle={2}>
                  {byStatus.map((s, i) => (
                    <Cell key={s.name} fill={statusColors[i % statusColors.length]} />
                  ))}
                </Pie>
                <Tooltip formatter={count} {...t.tooltip} />
                <Legend />
              </PieChart>
            </ResponsiveContainer>
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ChartCard
            title={translate('app.templates.charts.received_payments')}
            loading={orders.loading}
            error={orders.error}
            empty={!orders.data}
            onRetry={orders.reload}
          >
            <ResponsiveContainer width="100%" height="100%">
              <PieChart>
                <Pie data={byReceived} dataKey="value" nameKey="label" outerRadius="80%">
                  {byReceived.map((s, i) => (
                    <Cell key={s.name} fill={[t.success, t.warning, t.error][i % 3]} />
                  ))}
                </Pie>
                <Tooltip formatter={count} {...t.tooltip} />
                <Legend />
              </PieChart>
            </ResponsiveContainer>
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ChartCard
            title={translate('app.templates.charts.revenue_by_category')}
            loading={orders.loading}
            error={orders.error}
            empty={orders.byCategory.length === 0}
            onRetry={orders.reload}
          >
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={orders.byCategory} layout="vertical" margin={{ top: 10, right: 20, left: 10, bottom: 0 }}>
                <CartesianGrid strokeDasharray="3 3" stroke={t.grid} />
                <XAxis type="number" {...t.xAxis} tickFormatter={(v: number) => fmt.number(v)} />
                <YAxis type="category" dataKey="name" {...t.yAxis} width={90} />
                <Tooltip formatter={money} {...t.tooltip} />
                <Bar dataKey="value" name={translate('app.templates.charts.ordered')} fill={t.info} radius={t.rtl ? [4, 0, 0, 4] : [0, 4, 4, 0]} />
              </BarChart>
            </ResponsiveContainer>
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ChartCard
            title={translate('app.templates.charts.users_by_plan_status')}
            loading={users.loading}
            error={users.error}
            empty={!users.data}
            onRetry={users.reload}
          >
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={byPlanStatus} margin={{ top: 10, right: 20, left: 0, bottom: 0 }}>
                <CartesianGrid strokeDasharray="3 3" stroke={t.grid} />
                <XAxis dataKey="label" {...t.xAxis} />
                <YAxis {...t.yAxis} allowDecimals={false} />
                <Tooltip formatter={count} {...t.tooltip} />
                <Legend />
                <Bar dataKey="active" stackId="s" name={translate('app.users.statuses.active')} fill={t.success} />
                <Bar dataKey="pending" stackId="s" name={translate('app.users.statuses.pending')} fill={t.warning} />
                <Bar dataKey="inactive" stackId="s" name={translate('app.users.statuses.inactive')} fill="#8A8D93" radius={[4, 4, 0, 0]} />
              </BarChart>
            </ResponsiveContainer>
          </ChartCard>
        </Grid>
      </Grid>
    </Box>
  );
}
