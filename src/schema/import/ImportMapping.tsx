/** The mapping step: each header that matched no field, with a choice of the field it fills or "ignore". */
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ResourceDef } from '../../../resources/define';
import { writableFields } from '../../../resources/writes';
import type { ImportColumn } from '../../providers/importApi';
import { fieldLabel } from '../labels';

const IGNORE = '';

export function ImportMapping({
  def,
  columns,
  chosen,
  onChoose,
}: {
  def: ResourceDef;
  /** The headers to decide about. */
  columns: readonly ImportColumn[];
  chosen: Readonly<Record<string, string | null>>;
  onChoose: (header: string, field: string | null) => void;
}) {
  const translate = useTranslate();
  const fields = writableFields(def, 'create').map(([name]) => name);
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3">
        {translate('app.import.mapping_title')}
      </Typography>
      <Typography variant="body2">{translate('app.import.mapping_hint')}</Typography>
      {columns.map(({ header }) => (
        <TextField
          key={header}
          select
          size="small"
          label={header}
          value={chosen[header] ?? IGNORE}
          // "ignore" shown as the choice it is, not as an empty box
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(e) => onChoose(header, e.target.value === IGNORE ? null : e.target.value)}
        >
          <MenuItem value={IGNORE}>
            <em>{translate('app.import.ignore')}</em>
          </MenuItem>
          {fields.map((name) => (
            <MenuItem key={name} value={name}>
              {translate(fieldLabel(def, name), { _: name })}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Stack>
  );
}
