/** Deleting a declared resource, once confirmed: refused while it holds records (the dialog says how many); its history is kept, its rights leave every role (the notice names them). */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useNotify, useTranslate } from 'react-admin';
import { useRefreshPrivileges } from '../../layout/FreshPrivileges';
import { refusalOf } from './refusal';
import { useSchemasApi } from './useSchemasApi';

export interface DeleteResourceDialogProps {
  name: string;
  title: string;
  onClose(): void;
  onDeleted(): void;
}

export function DeleteResourceDialog({ name, title, onClose, onDeleted }: DeleteResourceDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useSchemasApi();
  const refreshPrivileges = useRefreshPrivileges();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const remove = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const { revoked } = await api.remove(name);
      // the roles that lost its rights, by name: a restore will not give them back
      const roles = [...new Set(revoked.map((r) => r.name))].join(', ');
      notify(roles ? 'app.designer.delete.done_revoked' : 'app.designer.delete.done', { type: 'success', messageArgs: { name: title, roles } });
      await refreshPrivileges();
      onDeleted();
    } catch (error) {
      const refusal = refusalOf(error);
      setProblem(refusal.records !== undefined ? translate('app.designer.delete.has_records', { count: refusal.records }) : refusal.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="dm-delete-title">
      <DialogTitle id="dm-delete-title">{translate('app.designer.delete.title', { name: title })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.designer.delete.hint', { name })}</DialogContentText>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void remove()} disabled={busy}>
          {translate('ra.action.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
