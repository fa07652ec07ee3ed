/**
 * `#/charts/apex`: the template's "Apex" chart page, drawn with recharts (one chart library for both
 * chart pages) from the demo API: invoices by status and by month, users by role and plan.
 */
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { useFormatters } from '../shared/format';
import { PageHeader } from '../shared/pageParts';
import { STATUS_META, statusLabelKey, type InvoiceStatus } from '../invoice/model';
import { ChartCard } from './ChartCard';
import { useInvoiceCharts, useUserCharts } from './data';
import { useChartTheme } from './chartTheme';

export default function ApexCharts() {
  const translate = useTranslate();
  const fmt = useFormatters();
  const t = useChartTheme();
  const invoices = useInvoiceCharts();
  const users = useUserCharts();
  const statusColor = (s: string): string => {
    const c = STATUS_META[s as InvoiceStatus]?.color ?? 'primary';
    return c === 'secondary' ? '#8A8D93' : c === 'default' ? t.grid : ((t as unknown as Record<string, string>)[c] ?? t.primary);
  };
  const byStatus = invoices.byStatus.map((s) => ({ ...s, label: translate(statusLabelKey(s.name as InvoiceStatus)) }));
  const byMonth = invoices.byMonth.map((p) => ({ ...p, label: fmt.month(`${p.month}-01`) }));
  const byRole = users.byRole.map((s) => ({ ...s, label: translate(`app.users.roles.${s.name}`) }));
  const byPlan = users.byPlan.map((s) => ({ ...s, label: `${translate(`app.users.plans.${s.name}`)} · ${fmt.number(s.value)}` }));
  const money = (v: unknown) => fmt.money(Number(v));
  const count = (v: unknown) => fmt.number(Number(v));

  return (
    <Box sx={{ pb: 3 }}>
      <PageHeader title={translate('app.templates.charts.apex_title')} subtitle={translate('app.templates.charts.source_note')} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <ChartCard
            title={translate('app.templates.charts.invoice_totals_by_month')}
            subtitle={translate('app.templates.charts.invoice_totals_hint')}
            loading={invoices.loading}
            error={invoices.error}
            empty={byMonth.length === 0}
            onRetry={invoices.reload}
          >
            <ResponsiveContainer width="100%" height="100%">
              <AreaChart data={byMonth} margin={{ top: 10, right: 20, left: 20, bottom: 0 }}>
                <CartesianGrid strokeDasharray="3 3" stroke={t.grid} />
                <XAxis dataKey="label" {...t.xAxis} />
                <YAxis {...t.yAxis} tickFormatter={(v: number) => fmt.number(v)} width={70} />
                <Tooltip formatter={money} {...t.tooltip} />
                <Legend />
                <Area
                  type="monotone"
                  dataKey="total"
                  name={translate('app.templates.charts.invoiced')}
                  stroke={t.primary}
                  fill={t.primary}
                  fillOpacity={0.25}
                />
                <Area
                  type="monotone"
                  dataKey="balance"
                  name={translate('app.templates.charts.outstanding')}
                  stroke={t.warning}
                  fill={t.warning}
                  fillOpacity={0.25}
                />
              </AreaChart>
            </ResponsiveContainer>
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <ChartCard
            title={translate('app.templates.charts.invoices_by_status')}
            loading={invoices.loading}
            error={invoices.error}
            empty={!invoices.data}
            onRetry={invoices.reload}
          >
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={byStatus} margin={{ top: 10, right: 10, left: 0, bottom: 0 }}>
                <CartesianGrid strokeDasharray="3 3" stroke={t.grid} />
                <XAxis dataKey="label" {...t.xAxis} interval={0} angle={-25} textAnchor="end" height={60} />
                <YAxis {...t.yAxis} allowDecimals={false} />
                <Tooltip formatter={count} {...t.tooltip} />
                <Bar dataKey="value" name={translate('app.templates.charts.invoices')} radius={[4, 4, 0, 0]}>
                  {byStatus.map((s) => (
                    <Cell key={s.name} fill={statusColor(s.name)} />
                  ))}
                </Bar>
              </BarChart>
            </ResponsiveContainer>
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard
            title={translate('app.templates.charts.users_by_role')}
            loading={users.loading}
            error={users.error}
            empty={!users.data}
            onRetry={users.reload}
          >
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={byRole} layout="vertical" margin={{ top: 10, right: 20, left: 20, bottom: 0 }}>
                <CartesianGrid strokeDasharray="3 3" stroke={t.grid} />
                <XAxis type="number" {...t.xAxis} allowDecimals={false} />
                <YAxis type="category" dataKey="label" {...t.yAxis} width={100} />
                <Tooltip formatter={count} {...t.tooltip} />
                <Bar dataKey="value" name={translate('app.templates.charts.users')} fill={t.info} radius={t.rtl ? [4, 0, 0, 4] : [0, 4, 4, 0]} />
              </BarChart>
            </ResponsiveContainer>
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard
            title={translate('app.templates.charts.users_by_plan')}
            loading={users.loading}
            error={users.error}
            empty={!users.data}
            onRetry={users.reload}
          >
            <ResponsiveContainer width="100%" height="100%">
              <PieChart>
                <Pie data={byPlan} dataKey="value" nameKey="label" innerRadius="55%" outerRadius="80%" paddingAngle={2}>
                  {byPlan.map((s, i) => (
                    <Cell key={s.name} fill={t.colors[i % t.colors.length]} />
                  ))}
                </Pie>
                <Tooltip formatter={count} {...t.tooltip} />
                <Legend />
              </PieChart>
            </ResponsiveContainer>
          </ChartCard>
        </Grid>
      </Grid>
    </Box>
  );
}
