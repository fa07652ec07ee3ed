/**
 * The name of a view and with whom it is shared: asked to save the current view, or to rename one
 * (or share it otherwise). The server checks the name again; a refusal is shown at its field, any
 * other failure above the buttons.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { ApiCallError } from '../../providers/http';
import { VIEW_SHARES, type ViewShare } from './viewsData';

export interface SaveViewDialogProps {
  open: boolean;
  /** The dialog's title (a translation key). */
  title: string;
  initial: { name: string; shared: ViewShare };
  onClose: () => void;
  /** Saves; a rejection is shown in the dialog, which stays open. */
  onSave: (values: { name: string; shared: ViewShare }) => Promise<unknown>;
}

export function SaveViewDialog({ open, onClose, ...form }: SaveViewDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      {/* a fresh form at each opening */}
      {open && <SaveViewForm titleId={titleId} onClose={onClose} {...form} />}
    </Dialog>
  );
}

function SaveViewForm({ titleId, title, initial, onClose, onSave }: Omit<SaveViewDialogProps, 'open'> & { titleId: string }) {
  const translate = useTranslate();
  const sharedId = useId();
  const [name, setName] = useState(initial.name);
  const [shared, setShared] = useState<ViewShare>(initial.shared);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // the name is what the dialog asks for: the typing starts there
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setNameError('app.validation.required');
    setSaving(true);
    setFailure(null);
    onSave({ name: name.trim(), shared }).then(
      () => onClose(),
      (error: unknown) => {
        setSaving(false);
        const errors = error instanceof ApiCallError ? (error.data as { errors?: Record<string, string> } | null)?.errors : undefined;
        if (errors?.name) setNameError(errors.name);
        else setFailure(error instanceof Error ? error.message : String(error));
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <TextField
          inputRef={input}
          fullWidth
          required
          margin="dense"
          label={translate('app.views.name')}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setNameError(null);
          }}
          error={!!nameError}
          helperText={nameError ? translate(nameError) : ' '}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <FormControl sx={{ mt: 1 }}>
          <FormLabel id={sharedId}>{translate('app.views.shared')}</FormLabel>
          <RadioGroup aria-labelledby={sharedId} value={shared} onChange={(e) => setShared(e.target.value as ViewShare)}>
            {VIEW_SHARES.map((s) => (
              <FormControlLabel key={s} value={s} control={<Radio />} label={translate(`app.views.shared_${s}`)} />
            ))}
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
