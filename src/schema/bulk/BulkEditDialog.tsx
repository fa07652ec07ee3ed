/**
 * A bulk edit (CONTRACT §2.5): the fields to change and their values, on the selected records or
 * on every record matching the list's filter (the count named before anything is written); then
 * the report of what was changed and what was refused and why, as bulk transitions report. The
 * fields offered are those one value may be set on many records at once (resources/writes.ts).
 */
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutline';
import { Form, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { ResourceDef } from '../../../resources/define';
import type { Registry } from '../../../resources/registry';
import { bulkEditableFields } from '../../../resources/writes';
import { KIND_UI } from '../../../kinds/ui';
import type { BulkUpdateResult } from '../../providers/dataProvider';
import { inputValidators } from '../fields';
import { fieldLabel, resourceLabel } from '../labels';

/** Which records: the selected ones, or all that match the list's filter. */
export type BulkScope = 'selected' | 'all';

export interface BulkEditDialogProps {
  def: ResourceDef;
  registry: Registry;
  /** The selected ids, and the records among them at hand (to name the refused ones). */
  ids: readonly Identifier[];
  records: readonly RaRecord[];
  /** How many records match the list's filter (offered when more than the selection). */
  matching: number;
  onClose: () => void;
  /** Writes `data` on the chosen records; resolves with what was done and refused. */
  onConfirm: (scope: BulkScope, data: Record<string, unknown>, onProgress: (finished: number, total: number) => void) => Promise<BulkUpdateResult>;
}

const titleOf = (def: ResourceDef, r: RaRecord | undefined, id: Identifier) => (r && r[def.title] ? String(r[def.title]) : `#${String(id)}`);

export function BulkEditDialog({ def, registry, ids, records, matching, onClose, onConfirm }: BulkEditDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const editable = bulkEditableFields(def);
  const [chosen, setChosen] = useState<string[]>(editable.length ? [editable[0][0]] : []);
  const [scope, setScope] = useState<BulkScope>('selected');
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ finished: number; total: number } | undefined>();
  const [report, setReport] = useState<BulkUpdateResult | undefined>();
  const count = scope === 'all' ? matching : ids.length;
  const name = (field: string) => translate(fieldLabel(def, field), { _: field });
  const byId = new Map(records.map((r) => [String(r.id), r]));
  const close = () => {
    if (!busy) onClose();
  };
  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    try {
      // a value left empty clears the field (null), as a PATCH does
      const data = Object.fromEntries(chosen.map((field) => [field, values[field] === undefined || values[field] === '' ? null : values[field]]));
      setReport(await onConfirm(scope, data, (finished, total) => setProgress({ finished, total })));
    } finally {
      setBusy(false);
      setProgress(undefined);
    }
  };
  const left = (current: string) => editable.filter(([field]) => field === current || !chosen.includes(field));
  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form onSubmit={(v: Record<string, unknown>) => submit(v)} record={{}}>
        <DialogTitle id={titleId}>
          {translate('app.bulk.title', { smart_count: count, name: translate(resourceLabel(def), { smart_count: count }) })}
        </DialogTitle>
        <DialogContent>
          {report ? (
            <Stack spacing={1} role="status">
              <Alert severity={report.refused.length ? 'warning' : 'success'}>
                {translate('app.bulk.report', { done: report.done.length, failed: report.refused.length })}
              </Alert>
              {report.refused.length > 0 && (
                <Box component="ul" aria-label={translate('app.bulk.refused_list')} sx={{ m: 0, ps: 2.5 }}>
                  {report.refused.map((r) => (
                    <Typography component="li" variant="body2" key={String(r.id)}>
                      {titleOf(def, byId.get(String(r.id)), r.id)}: {r.reason}
                      {r.errors
                        ? ` (${Object.entries(r.errors)
                            .map(([field, key]) => `${name(field)}: ${translate(key, { _: key })}`)
                            .join('; ')})`
                        : ''}
                    </Typography>
                  ))}
                </Box>
              )}
            </Stack>
          ) : editable.length === 0 ? (
            <Alert severity="info">{translate('app.bulk.nothing_editable')}</Alert>
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              {matching > ids.length && (
                <RadioGroup aria-label={translate('app.bulk.scope')} value={scope} onChange={(e) => setScope(e.target.value as BulkScope)}>
                  <FormControlLabel value="selected" control={<Radio />} label={translate('app.bulk.scope_selected', { smart_count: ids.length })} />
                  <FormControlLabel value="all" control={<Radio />} label={translate('app.bulk.scope_all', { smart_count: matching })} />
                </RadioGroup>
              )}
              {scope === 'all' && <Alert severity="warning">{translate('app.bulk.confirm_all', { smart_count: matching })}</Alert>}
              {chosen.map((current, i) => {
                const field = def.fields[current];
                return (
                  <Stack key={current} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <TextField
                      select
                      label={translate('app.bulk.field')}
                      value={current}
                      onChange={(e) => setChosen(chosen.map((c, j) => (j === i ? e.target.value : c)))}
                      sx={{ flex: '0 0 200px', mt: 1 }}
                      fullWidth={false}
                      size="small"
                    >
                      {left(current).map(([f]) => (
                        <MenuItem key={f} value={f}>
                          {name(f)}
                        </MenuItem>
                      ))}
                    </TextField>
                    {/* the value's input takes the rest of the row, whatever its kind */}
                    <Box sx={{ flex: 1, minWidth: 0, '& .MuiFormControl-root, & .MuiAutocomplete-root': { width: '100%' } }}>
                      {KIND_UI[field.kind].input({ def, name: current, field, registry, validate: inputValidators(field, 'create') })}
                    </Box>
                    {chosen.length > 1 && (
                      <IconButton
                        aria-label={translate('app.bulk.remove_field', { field: name(current) })}
                        onClick={() => setChosen(chosen.filter((c) => c !== current))}
                        sx={{ mt: 1 }}
                      >
                        <RemoveIcon />
                      </IconButton>
                    )}
                  </Stack>
                );
              })}
              {chosen.length < editable.length && (
                <Box>
                  <MuiButton
                    size="small"
                    startIcon={<AddIcon />}
                    onClick={() => setChosen([...chosen, editable.find(([f]) => !chosen.includes(f))?.[0] ?? chosen[0]])}
                  >
                    {translate('app.bulk.add_field')}
                  </MuiButton>
                </Box>
              )}
              <Typography variant="body2" color="text.secondary">
                {translate('app.bulk.empty_means_clear')}
              </Typography>
              {busy && (
                <Box>
                  <LinearProgress
                    variant={progress ? 'determinate' : 'indeterminate'}
                    value={progress ? (progress.finished / Math.max(progress.total, 1)) * 100 : undefined}
                    aria-label={progress ? translate('app.bulk.progress', progress) : translate('app.bulk.finding')}
                  />
                </Box>
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          {report || editable.length === 0 ? (
            <MuiButton onClick={onClose} variant="contained">
              {translate('ra.action.close')}
            </MuiButton>
          ) : (
            <>
              <MuiButton onClick={close} disabled={busy} color="inherit">
                {translate('ra.action.cancel')}
              </MuiButton>
              <MuiButton type="submit" variant="contained" disabled={busy}>
                {translate('app.bulk.confirm', { smart_count: count })}
              </MuiButton>
            </>
          )}
        </DialogActions>
      </Form>
    </Dialog>
  );
}
