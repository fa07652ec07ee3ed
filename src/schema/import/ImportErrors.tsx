/** The dry run's bad rows: line, field (by its label) and why, the first ones listed and the rest counted. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ResourceDef } from '../../../resources/define';
import type { ImportRowError } from '../../providers/importApi';
import { fieldLabel } from '../labels';
import { SHOWN_ERRORS } from './importSteps';

export function ImportErrors({ def, errors }: { def: ResourceDef; errors: readonly ImportRowError[] }) {
  const translate = useTranslate();
  const shown = errors.slice(0, SHOWN_ERRORS);
  return (
    <>
      <Typography variant="subtitle1" component="h3" id="import-errors">
        {translate('app.import.errors_title')}
      </Typography>
      <Table size="small" aria-labelledby="import-errors">
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.import.line')}</TableCell>
            <TableCell>{translate('app.import.field')}</TableCell>
            <TableCell>{translate('app.import.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((e, i) => (
            <TableRow key={`${e.line}-${e.field}-${i}`}>
              <TableCell>{e.line}</TableCell>
              <TableCell>{e.field && translate(fieldLabel(def, e.field), { _: e.field })}</TableCell>
              <TableCell>{e.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {errors.length > shown.length && <Typography variant="body2">{translate('app.import.more_errors', { count: errors.length - shown.length })}</Typography>}
    </>
  );
}
