/**
 * Imports a declarations file (declarationsFile.ts): each declaration it holds is shown with what it
 * would change over the one in force, and the admin picks which to apply; applying saves each as
 * a draft (the server checks it) and lists the problems of any refused. Publishing is the editor's.
 */
import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Upload from '@mui/icons-material/Upload';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { declarationChanges, type Change, type Declaration } from '../../../resources/declarations';
import { editableInForce, type SchemaSummary } from '../../providers/schemasApi';
import { changeText } from './changeWords';
import { isExtension } from './draftEdits';
import { readDeclarationsFile } from './declarationsFile';
import { editorPath } from './paths';
import { refusalOf, type PathErrors } from './refusal';
import { useSchemasApi } from './useSchemasApi';

interface Incoming {
  declaration: Declaration;
  changes: Change[];
  picked: boolean;
  /** After applying: saved, or why not. */
  result?: { ok: true } | { ok: false; message: string; errors?: PathErrors };
}

const TITLE_ID = 'dm-import-title';

/** A file's text (FileReader: what every browser, and the tests' DOM, has). */
const readText = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file);
  });

export function ImportButton({ summaries }: { summaries?: readonly SchemaSummary[] }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<Upload />} onClick={() => setOpen(true)} disabled={!summaries}>
        {translate('app.designer.import.button')}
      </Button>
      {open && summaries && <ImportDialog summaries={summaries} onClose={() => setOpen(false)} />}
    </>
  );
}

function ImportDialog({ summaries, onClose }: { summaries: readonly SchemaSummary[]; onClose(): void }) {
  const translate = useTranslate();
  const api = useSchemasApi();
  const queryClient = useQueryClient();
  const [incoming, setIncoming] = useState<Incoming[]>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const applied = !!incoming?.some((i) => i.result);

  const read = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setIncoming(undefined);
    setProblem(undefined);
    if (!file) return;
    const parsed = readDeclarationsFile(await readText(file));
    if ('problem' in parsed) {
      setProblem(translate(parsed.problem));
      return;
    }
    setBusy(true);
    try {
      const out: Incoming[] = [];
      for (const declaration of parsed.declarations) {
        const known = summaries.find((s) => s.name === declaration.name);
        // what is in force now: a built-in resource's custom fields so far (its whole declaration, when the file holds a
        // whole one: an export), a declared one's published version
        let before: Declaration | undefined = known?.builtIn ? { name: declaration.name, fields: {} } : undefined;
        const whole = !!known?.builtIn && !isExtension(declaration);
        if (known && known.status !== 'deleted' && (known.version > 0 || whole)) {
          const detail = await api.get(declaration.name);
          before = (whole ? detail.published : editableInForce(detail))?.declaration ?? before;
        }
        out.push({ declaration, changes: declarationChanges(before, declaration), picked: true });
      }
      setIncoming(out);
    } catch (error) {
      setProblem(refusalOf(error).message);
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    if (!incoming) return;
    setBusy(true);
    const next: Incoming[] = [];
    for (const item of incoming) {
      if (!item.picked) {
        next.push(item);
        continue;
      }
      try {
        await api.save(item.declaration.name, item.declaration);
        next.push({ ...item, result: { ok: true } });
      } catch (error) {
        const refusal = refusalOf(error);
        next.push({ ...item, result: { ok: false, message: refusal.message, errors: refusal.errors } });
      }
    }
    setIncoming(next);
    setBusy(false);
    void queryClient.invalidateQueries({ queryKey: ['dataModel'] });
  };

  const picked = incoming?.filter((i) => i.picked).length ?? 0;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={TITLE_ID} fullWidth maxWidth="md">
      <DialogTitle id={TITLE_ID}>{translate('app.designer.import.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('app.designer.import.hint')}</DialogContentText>
        <Box component="label" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mb: 2 }}>
          <Typography variant="subtitle2">{translate('app.designer.import.file')}</Typography>
          <input type="file" accept="application/json,.json" onChange={(e) => void read(e)} disabled={busy || applied} />
        </Box>
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        {incoming?.length === 0 && <Alert severity="info">{translate('app.designer.import.empty')}</Alert>}
        {incoming?.map((item, i) => (
          <Box key={item.declaration.name} component="section" aria-label={item.declaration.name} sx={{ borderTop: 1, borderColor: 'divider', py: 1.5 }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={item.picked}
                  disabled={applied}
                  onChange={(e) => setIncoming((all) => all?.map((x, j) => (j === i ? { ...x, picked: e.target.checked } : x)))}
                />
              }
              label={<code dir="ltr">{item.declaration.name}</code>}
            />
            <Box component="ul" sx={{ m: 0, paddingInlineStart: 6 }}>
              {item.changes.length === 0 && <li>{translate('app.designer.import.same')}</li>}
              {item.changes.map((c, k) => (
                <li key={k}>{changeText(translate, c)}</li>
              ))}
            </Box>
            {item.result?.ok && (
              <Alert severity="success" sx={{ mt: 1 }}>
                {translate('app.designer.import.saved')}{' '}
                <Link component={RouterLink} to={editorPath(item.declaration.name)} onClick={onClose}>
                  {translate('app.designer.import.open_editor')}
                </Link>
              </Alert>
            )}
            {item.result && !item.result.ok && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {item.result.message}
                {Object.entries(item.result.errors ?? {}).map(([path, message]) => (
                  <div key={path}>
                    <code dir="ltr">{path}</code>: {message}
                  </div>
                ))}
              </Alert>
            )}
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate(applied ? 'ra.action.close' : 'ra.action.cancel')}
        </Button>
        {!applied && (
          <Button variant="contained" onClick={() => void apply()} disabled={busy || !picked}>
            {translate('app.designer.import.apply', { count: picked })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
