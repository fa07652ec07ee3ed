/**
 * When a save is refused because someone changed the record meanwhile (412, CONTRACT §2.5): who
 * changed it and when, and three ways on — reload theirs (the form starts again from the record as
 * it is now), compare (the fields that differ, theirs beside yours), keep mine (save yours over
 * theirs, built from their version). Nothing the user typed is lost until they choose.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useI18nProvider, useTranslate, type RaRecord } from 'react-admin';
import type { ResourceDef } from '../../resources/define';
import { writableFields } from '../../resources/writes';
import { localeInfo } from '../../i18n/locales';
import { fieldText } from './list/columns';
import { fieldLabel } from './labels';

/** A refused save: the record as it is now, who changed it when, and what the user wanted to save. */
export interface StaleSave {
  current: RaRecord;
  changed?: { by?: { name?: string }; at?: string };
  mine: Record<string, unknown>;
}

/** The fields the user may edit whose value differs between theirs (now) and mine. */
export const differingFields = (def: ResourceDef, theirs: RaRecord, mine: Record<string, unknown>): string[] =>
  writableFields(def, 'update')
    .map(([name]) => name)
    .filter((name) => name in mine && JSON.stringify(theirs[name] ?? null) !== JSON.stringify(mine[name] ?? null));

export function StaleRecordDialog(props: { def: ResourceDef; stale: StaleSave; onReload: () => void; onKeepMine: () => Promise<void>; onClose: () => void }) {
  const { def, stale, onReload, onKeepMine, onClose } = props;
  const translate = useTranslate();
  const lang = localeInfo(useI18nProvider().getLocale()).htmlLang;
  const [comparing, setComparing] = useState(false);
  const [saving, setSaving] = useState(false);
  const env = { titles: {}, lang, translate };
  const fields = differingFields(def, stale.current, stale.mine);
  const at = stale.changed?.at ? new Date(stale.changed.at).toLocaleString(lang) : '—';
  return (
    <Dialog open onClose={onClose} aria-labelledby="stale-title" fullWidth maxWidth="sm">
      <DialogTitle id="stale-title">{translate('app.schema.stale_title')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning">{translate('app.schema.stale_body', { name: stale.changed?.by?.name ?? '—', at })}</Alert>
        {comparing &&
          (fields.length ? (
            <Table size="small" aria-label={translate('app.schema.stale_compare')} sx={{ mt: 2 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.schema.stale_field')}</TableCell>
                  <TableCell>{translate('app.schema.stale_theirs')}</TableCell>
                  <TableCell>{translate('app.schema.stale_mine')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {fields.map((name) => (
                  <TableRow key={name}>
                    <TableCell component="th" scope="row">
                      {translate(fieldLabel(def, name), { _: name })}
                    </TableCell>
                    <TableCell>{fieldText(def, name, def.fields[name], stale.current, env) || '—'}</TableCell>
                    <TableCell>{fieldText(def, name, def.fields[name], { id: stale.current.id, ...stale.mine }, env) || '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : (
            <Typography sx={{ mt: 2 }}>{translate('app.schema.stale_same')}</Typography>
          ))}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onReload} color="inherit">
          {translate('app.schema.stale_reload')}
        </MuiButton>
        <MuiButton onClick={() => setComparing((c) => !c)} aria-pressed={comparing}>
          {translate('app.schema.stale_compare')}
        </MuiButton>
        <MuiButton
          variant="contained"
          disabled={saving}
          onClick={async () => {
            setSaving(true);
            try {
              await onKeepMine();
            } finally {
              setSaving(false);
            }
          }}
        >
          {translate('app.schema.stale_keep')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}
