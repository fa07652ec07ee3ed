/**
 * The keyboard's way into a chart (a click on a bar or a slice navigates; these are the same links
 * as plain anchors, reachable with Tab and read by screen readers):
 * - `LinkLegend`: one link per category, with its colour and value — the chart's legend;
 * - `DayLinks`: for a day series, a folded table of the days with a value, one link per cell.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

export interface LegendItem {
  key: string;
  label: string;
  value: string;
  color?: string;
  href?: string;
}

export function LinkLegend({ items, label }: { items: readonly LegendItem[]; label: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, justifyContent: 'center' }}
    >
      {items.map((i) => (
        <Typography key={i.key} component="li" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
          {i.color && <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: i.color, flexShrink: 0 }} />}
          {i.href ? (
            <Link component={RouterLink} to={i.href} underline="hover">
              {i.label} · <span dir="ltr">{i.value}</span>
            </Link>
          ) : (
            <span>
              {i.label} · <span dir="ltr">{i.value}</span>
            </span>
          )}
        </Typography>
      ))}
    </Box>
  );
}

export interface DayRow {
  date: string;
  /** One cell per series, in the order of `series`. */
  cells: { value: number; text: string; href?: string }[];
}

export function DayLinks({ title, series, rows, day }: { title: string; series: readonly string[]; rows: readonly DayRow[]; day: (d: string) => string }) {
  const translate = useTranslate();
  const shown = rows.filter((r) => r.cells.some((c) => c.value !== 0));
  if (!shown.length) return null;
  return (
    <Box component="details" sx={{ mt: 1, '& summary': { cursor: 'pointer', color: 'text.secondary', typography: 'body2' } }}>
      <summary>{translate('app.dashboard.report_by_day_table', { count: shown.length })}</summary>
      <Box sx={{ maxHeight: 280, overflowY: 'auto', mt: 1 }}>
        <Box
          component="table"
          sx={{
            borderCollapse: 'collapse',
            width: '100%',
            typography: 'body2',
            '& th, & td': { textAlign: 'start', py: 0.5, paddingInlineEnd: 2, borderBottom: 1, borderColor: 'divider' },
            '& td': { fontVariantNumeric: 'tabular-nums' },
            '& tbody th': { fontWeight: 'normal' },
          }}
        >
          <Box component="caption" sx={visuallyHidden}>
            {title}
          </Box>
          <thead>
            <tr>
              <th scope="col">{translate('app.dashboard.report_day')}</th>
              {series.map((s) => (
                <th key={s} scope="col">
                  {s}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.date}>
                <th scope="row">{day(r.date)}</th>
                {r.cells.map((c, i) => (
                  <td key={series[i]}>
                    {c.href && c.value !== 0 ? (
                      <Link component={RouterLink} to={c.href} underline="hover" aria-label={`${day(r.date)} · ${series[i]} · ${c.text}`}>
                        {c.text}
                      </Link>
                    ) : (
                      c.text
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}
