/**
 * Names a field: a new one (with its kind) or an existing one anew. A field already published keeps
 * its values through a rename: the dialog says how many records' values will move at publish.
 */
import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { FIELD_KINDS, type FieldKind } from '../../../resources/define';
import { FIELD_NAME } from './draftEdits';

/** Names the list API keeps for itself. */
const RESERVED = ['relevance', 'q'];

export interface FieldNameDialogProps {
  /** The field renamed; none: a new field. */
  renaming?: string;
  /** Renaming a published field: how many records hold a value of it. */
  moving?: number;
  taken: readonly string[];
  onClose(): void;
  onDone(name: string, kind: FieldKind): void;
}

export function FieldNameDialog({ renaming, moving, taken, onClose, onDone }: FieldNameDialogProps) {
  const translate = useTranslate();
  // the first input takes the focus once the dialog is open
  const first = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(renaming ?? '');
  const [kind, setKind] = useState<FieldKind>('text');
  const [tried, setTried] = useState(false);
  const trimmed = name.trim();
  const problem = !FIELD_NAME.test(trimmed)
    ? translate('app.designer.fields.bad_name')
    : RESERVED.includes(trimmed) || (trimmed !== renaming && taken.includes(trimmed))
      ? translate('app.designer.fields.name_taken', { name: trimmed })
      : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (problem) return;
    if (trimmed === renaming) onClose();
    else onDone(trimmed, kind);
  };
  const titleId = 'dm-field-name-title';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" slotProps={{ transition: { onEntered: () => first.current?.focus() } }}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>
          {renaming ? translate('app.designer.fields.rename_title', { name: renaming }) : translate('app.designer.fields.add_title')}
        </DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <TextField
            inputRef={first}
            label={translate('app.designer.fields.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={tried && !!problem}
            helperText={(tried && problem) || translate('app.designer.fields.name_hint')}
            slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoComplete: 'off' } }}
          />
          {!renaming && (
            <TextField select label={translate('app.designer.options.kind')} value={kind} onChange={(e) => setKind(e.target.value as FieldKind)}>
              {FIELD_KINDS.filter((k) => k !== 'id').map((k) => (
                <MenuItem key={k} value={k}>
                  {translate(`app.designer.kinds.${k}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {renaming && moving !== undefined && (
            <Alert severity="info">{translate('app.designer.fields.rename_moves', { from: renaming, count: moving })}</Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained">
            {renaming ? translate('app.designer.fields.rename') : translate('app.designer.fields.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
