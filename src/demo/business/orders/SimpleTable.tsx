/** `#/tables/simple`: the template's simple static tables (basic, dense striped, fixed header). */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useFormatters } from '../shared/format';
import { PageHeader } from '../shared/pageParts';

/** Static sample rows: swap-battery models (codes and figures, nothing to translate). */
const MODELS: [model: string, volts: number, ampHours: number, cycles: number, kg: number][] = [
  ['BX-4812', 48, 12, 800, 6.2],
  ['BX-4820', 48, 20, 1000, 8.9],
  ['BX-4824', 48, 24, 1200, 10.1],
  ['BX-6020', 60, 20, 1000, 10.8],
  ['BX-6024', 60, 24, 1200, 12.4],
  ['BX-6032', 60, 32, 1500, 15.7],
  ['BX-7220', 72, 20, 1000, 12.9],
  ['BX-7232', 72, 32, 1500, 18.6],
  ['LF-4830', 48, 30, 2000, 13.5],
  ['LF-6030', 60, 30, 2000, 16.3],
];

function SampleTable({
  dense = false,
  striped = false,
  fixedHeader = false,
  label,
}: {
  dense?: boolean;
  striped?: boolean;
  fixedHeader?: boolean;
  label: string;
}) {
  const translate = useTranslate();
  const fmt = useFormatters();
  return (
    <TableContainer sx={fixedHeader ? { maxHeight: 280 } : undefined}>
      <Table size={dense ? 'small' : 'medium'} stickyHeader={fixedHeader} aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.templates.simple_table.model')}</TableCell>
            <TableCell align="right">{translate('app.templates.simple_table.voltage')}</TableCell>
            <TableCell align="right">{translate('app.templates.simple_table.capacity')}</TableCell>
            <TableCell align="right">{translate('app.templates.simple_table.cycles')}</TableCell>
            <TableCell align="right">{translate('app.templates.simple_table.weight')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {MODELS.map(([model, volts, ah, cycles, kg]) => (
            <TableRow key={model} sx={striped ? { '&:nth-of-type(odd)': { bgcolor: 'action.hover' } } : undefined}>
              <TableCell sx={{ fontWeight: 600 }}>{model}</TableCell>
              <TableCell align="right">{fmt.number(volts)}</TableCell>
              <TableCell align="right">{fmt.number(ah)}</TableCell>
              <TableCell align="right">{fmt.number(cycles)}</TableCell>
              <TableCell align="right">{fmt.number(kg)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export default function SimpleTable() {
  const translate = useTranslate();
  const sections = [
    { key: 'basic', props: {} },
    { key: 'dense', props: { dense: true, striped: true } },
    { key: 'fixed_header', props: { dense: true, fixedHeader: true } },
  ] as const;
  return (
    <Box sx={{ pb: 3 }}>
      <PageHeader title={translate('app.templates.simple_table.title')} subtitle={translate('app.templates.simple_table.subtitle')} />
      {sections.map((s) => (
        <Card key={s.key} sx={{ mb: 3 }}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {translate(`app.templates.simple_table.${s.key}`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(`app.templates.simple_table.${s.key}_text`)}
            </Typography>
          </CardContent>
          <SampleTable {...s.props} label={translate(`app.templates.simple_table.${s.key}`)} />
        </Card>
      ))}
    </Box>
  );
}
