/** Some fields of a record as a definition list (label, value in words): what a confirmation restates about a record. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate, type RaRecord } from 'react-admin';
import type { ResourceDef } from '../../../resources/define';
import type { TextEnv } from '../../../kinds/types';
import { fieldText } from '../list/columns';
import { fieldLabel } from '../labels';

export function FieldSummary({ def, fields, record, env }: { def: ResourceDef; fields: readonly string[]; record: RaRecord; env: TextEnv }) {
  const translate = useTranslate();
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
      {fields.map((f) => (
        <Box key={f} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(fieldLabel(def, f), { _: f })}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
            {fieldText(def, f, def.fields[f], record, env) || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
