/** Colours and axis placement of the charts, following the MUI theme and the reading direction. */
import { useTheme } from '@mui/material/styles';

export function useChartTheme() {
  const theme = useTheme();
  const p = theme.palette;
  const rtl = theme.direction === 'rtl';
  return {
    rtl,
    /** Series colours in order. */
    colors: [p.primary.main, p.success.main, p.warning.main, p.info.main, p.error.main, p.secondary.main, '#8A8D93'],
    grid: p.divider,
    text: p.text.secondary,
    paper: p.background.paper,
    primary: p.primary.main,
    success: p.success.main,
    warning: p.warning.main,
    info: p.info.main,
    error: p.error.main,
    /** Cartesian axes: in Arabic time runs right to left and the value axis sits on the right. */
    xAxis: { reversed: rtl, tick: { fill: p.text.secondary, fontSize: 12 }, stroke: p.divider },
    yAxis: { orientation: rtl ? ('right' as const) : ('left' as const), tick: { fill: p.text.secondary, fontSize: 12 }, stroke: p.divider },
    tooltip: { contentStyle: { background: p.background.paper, border: `1px solid ${p.divider}`, borderRadius: 8, color: p.text.primary } },
  };
}
