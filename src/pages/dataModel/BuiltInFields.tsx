/** A built-in resource's own fields, read-only: what its custom fields come beside (they cannot be changed from here). */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ResourceDef } from '../../../resources/define';
import { fieldLabel } from '../../schema/labels';

export function BuiltInFields({ def }: { def: ResourceDef }) {
  const translate = useTranslate();
  const yes = translate('ra.boolean.true');
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {translate('app.designer.fields.built_in')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.designer.fields.built_in_hint')}
      </Typography>
      {/* it scrolls: reachable by keyboard, named as its table */}
      <TableContainer sx={{ maxHeight: 320 }} tabIndex={0} role="region" aria-label={translate('app.designer.fields.built_in')}>
        <Table size="small" stickyHeader aria-label={translate('app.designer.fields.built_in')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.designer.fields.name')}</TableCell>
              <TableCell>{translate('app.designer.fields.label')}</TableCell>
              <TableCell>{translate('app.designer.options.kind')}</TableCell>
              <TableCell>{translate('app.designer.options.required')}</TableCell>
              <TableCell>{translate('app.designer.options.filter')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {Object.entries(def.fields).map(([name, field]) => (
              <TableRow key={name}>
                <TableCell>
                  <code dir="ltr">{name}</code>
                </TableCell>
                <TableCell>{translate(fieldLabel(def, name), { _: name })}</TableCell>
                <TableCell>{translate(`app.designer.kinds.${field.kind}`)}</TableCell>
                <TableCell>{field.required ? yes : ''}</TableCell>
                <TableCell>{field.filter ? translate(`app.designer.filters.${field.filter}`) : ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
