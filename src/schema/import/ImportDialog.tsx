/**
 * The import dialog (CONTRACT §2.5): choose a CSV or XLSX file; it is sent as a dry run (a bar
 * shows the upload, then the server's check); headers that matched no field are matched by the
 * user (or ignored) and checked again; the bad rows are listed by line, field and reason before
 * anything is written; then "import the N valid rows", or all of them when none is bad. After the
 * write: a notice, and the list refreshed.
 */
import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ResourceDef } from '../../../resources/define';
import type { PanelProps } from '../../lazyComponent';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { ImportMode, ImportResult } from '../../providers/importApi';
import { resourceLabel } from '../labels';
import { ImportErrors } from './ImportErrors';
import { ImportMapping } from './ImportMapping';
import { ACCEPT, typed } from './importSteps';

type Phase = { step: 'choose' } | { step: 'sending'; percent: number | undefined } | { step: 'checked'; result: ImportResult };
type Mapping = Record<string, string | null>;

export function ImportDialog({ open, onClose, def }: PanelProps & { def: ResourceDef }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [file, setFile] = useState<{ blob: Blob; name: string }>();
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const [checked, setChecked] = useState<ImportResult>();
  const [mapping, setMapping] = useState<Mapping>({});
  const [sentMapping, setSentMapping] = useState<Mapping>({});
  const [failure, setFailure] = useState<string>();

  const reset = () => {
    setFile(undefined);
    setPhase({ step: 'choose' });
    setChecked(undefined);
    setMapping({});
    setSentMapping({});
    setFailure(undefined);
  };
  const close = () => {
    reset();
    onClose();
  };

  const send = async (blob: Blob, dryRun: boolean, mode: ImportMode, columns: Mapping) => {
    setFailure(undefined);
    setPhase({ step: 'sending', percent: 0 });
    try {
      const result = await dataProvider.importFile(def.name, {
        file: blob,
        dryRun,
        mode,
        columns: Object.keys(columns).length ? columns : undefined,
        // the whole file sent: the server is checking (an indeterminate bar)
        onProgress: (loaded, total) => setPhase({ step: 'sending', percent: total && loaded < total ? (loaded / total) * 100 : undefined }),
      });
      if (!dryRun && result.created.length > 0) {
        notify('app.import.done', { type: 'success', messageArgs: { smart_count: result.created.length } });
        refresh();
        close();
        return;
      }
      setSentMapping(columns);
      setChecked(result);
      setPhase({ step: 'checked', result });
    } catch (e) {
      setFailure((e as Error).message || translate('ra.notification.http_error'));
      setPhase(checked ? { step: 'checked', result: checked } : { step: 'choose' });
    }
  };

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    if (!chosen) return;
    const blob = typed(chosen);
    setFile({ blob, name: chosen.name });
    setMapping({});
    setChecked(undefined);
    void send(blob, true, 'valid', {});
  };

  const result = phase.step === 'checked' ? phase.result : undefined;
  const dirty = JSON.stringify(mapping) !== JSON.stringify(sentMapping);
  // the headers the user matches: those that matched nothing, and those the user matched already
  const toMatch = result?.columns.filter((c) => c.header.trim() !== '' && (c.field === null || c.header in mapping)) ?? [];
  const name = translate(resourceLabel(def), { smart_count: 2, _: def.name });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="import-title">
      <DialogTitle id="import-title">{translate('app.import.title', { name })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2">{translate('app.import.hint')}</Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Button variant="outlined" component="label" disabled={phase.step === 'sending'}>
              {translate(file ? 'app.import.choose_other' : 'app.import.choose')}
              <input hidden type="file" accept={ACCEPT} onChange={choose} />
            </Button>
            {file && <Typography variant="body2">{file.name}</Typography>}
          </Box>
          {phase.step === 'sending' && (
            <Box>
              <Typography variant="body2" id="import-progress">
                {translate(phase.percent === undefined ? 'app.import.checking' : 'app.import.uploading')}
              </Typography>
              <LinearProgress aria-labelledby="import-progress" variant={phase.percent === undefined ? 'indeterminate' : 'determinate'} value={phase.percent} />
            </Box>
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
          {result && toMatch.length > 0 && (
            <ImportMapping def={def} columns={toMatch} chosen={mapping} onChoose={(header, field) => setMapping((m) => ({ ...m, [header]: field }))} />
          )}
          {result && (
            <Alert severity={result.errors.length ? 'warning' : 'success'} role="status">
              {translate('app.import.summary', { valid: result.valid, total: result.total })}
              {result.errors.length === 0 && ` ${translate('app.import.no_errors')}`}
            </Alert>
          )}
          {result && result.errors.length > 0 && <ImportErrors def={def} errors={result.errors} />}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close}>{translate('app.import.close')}</Button>
        {result && dirty && file && (
          <Button variant="outlined" onClick={() => void send(file.blob, true, 'valid', mapping)}>
            {translate('app.import.check_again')}
          </Button>
        )}
        {result && file && (
          <>
            <Button
              variant="outlined"
              disabled={dirty || result.total === 0 || result.errors.length > 0}
              onClick={() => void send(file.blob, false, 'all', mapping)}
            >
              {translate('app.import.import_all')}
            </Button>
            <Button variant="contained" disabled={dirty || result.valid === 0} onClick={() => void send(file.blob, false, 'valid', mapping)}>
              {translate(result.valid ? 'app.import.import_valid' : 'app.import.none_valid', { smart_count: result.valid })}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
