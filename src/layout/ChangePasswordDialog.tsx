/**
 * "Change password" of the user menu: the current password, the new one twice. Checked here with
 * the server's rules (resources/password-rules.ts: the `sys-users` password field) before sending;
 * the server checks again, and refuses a wrong current password. Once changed, the user's other
 * sessions are over and this one goes on with the new token the server answers (authProvider).
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useAuthProvider, useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import { PASSWORD_MIN_LENGTH, passwordProblem } from '../../resources/password-rules';
import { PasswordChangeError, type AppAuthProvider } from '../providers/authProvider';
import type { PanelProps } from '../lazyComponent';
import { useSessionIdentity } from './sessionIdentity';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
type Message = { key: string; params?: Record<string, unknown> };
const FIELDS: readonly Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];

/** What is wrong with the form before sending it, per field. */
export function checkPasswordForm(values: Record<Field, string>): Partial<Record<Field, Message>> {
  const errors: Partial<Record<Field, Message>> = {};
  if (!values.currentPassword) errors.currentPassword = { key: 'app.validation.required' };
  const problem = passwordProblem(values.newPassword);
  if (problem) errors.newPassword = problem;
  else if (values.newPassword === values.currentPassword) errors.newPassword = { key: 'app.session.password_same' };
  if (!values.confirmPassword) errors.confirmPassword = { key: 'app.validation.required' };
  else if (!errors.newPassword && values.confirmPassword !== values.newPassword) errors.confirmPassword = { key: 'app.session.password_mismatch' };
  return errors;
}

export function ChangePasswordDialog({ open, onClose }: PanelProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      {/* a fresh form at each opening */}
      {open && <ChangePasswordForm titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}

function ChangePasswordForm({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const authProvider = useAuthProvider() as AppAuthProvider | undefined;
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { identity } = useSessionIdentity();
  const [values, setValues] = useState<Record<Field, string>>({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, Message>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const focusFirst = (found: Partial<Record<Field, Message>>) => {
    const first = FIELDS.find((f) => found[f]);
    if (first) inputs.current[first]?.focus();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = checkPasswordForm(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) {
      focusFirst(found);
      return;
    }
    if (!authProvider) return;
    setBusy(true);
    try {
      await authProvider.changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      notify('app.session.password_changed', { type: 'success' });
      onClose();
    } catch (error) {
      setBusy(false);
      if (error instanceof PasswordChangeError && error.status === 401) {
        await logoutIfAccessDenied({ status: 401 });
        return;
      }
      if (error instanceof PasswordChangeError && (error.fields.currentPassword || error.fields.newPassword)) {
        const fromServer: Partial<Record<Field, Message>> = {};
        if (error.fields.currentPassword) fromServer.currentPassword = { key: error.fields.currentPassword };
        if (error.fields.newPassword) fromServer.newPassword = { key: error.fields.newPassword, params: { min: PASSWORD_MIN_LENGTH } };
        setErrors(fromServer);
        focusFirst(fromServer);
        return;
      }
      setFailure(error instanceof PasswordChangeError ? error.message : 'app.error.network');
    }
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      name={name}
      type="password"
      label={translate(label)}
      value={values[name]}
      onChange={(e) => {
        const value = e.target.value;
        setValues((v) => ({ ...v, [name]: value }));
        if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
      }}
      inputRef={(el: HTMLInputElement | null) => {
        inputs.current[name] = el;
      }}
      autoComplete={autoComplete}
      required
      fullWidth
      error={!!errors[name]}
      helperText={
        errors[name]
          ? translate(errors[name].key, { _: errors[name].key, ...errors[name].params })
          : name === 'newPassword'
            ? translate('app.session.password_hint', { min: PASSWORD_MIN_LENGTH })
            : undefined
      }
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>{translate('app.session.change_password')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText variant="body2">{translate('app.session.signs_out_others')}</DialogContentText>
          {failure && <Alert severity="error">{translate(failure, { _: failure })}</Alert>}
          {/* for password managers: the account the new password belongs to */}
          <input type="text" name="username" autoComplete="username" value={identity?.email ?? ''} readOnly hidden />
          {field('currentPassword', 'app.session.current_password', 'current-password')}
          {field('newPassword', 'app.session.new_password', 'new-password')}
          {field('confirmPassword', 'app.session.confirm_password', 'new-password')}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {translate('app.session.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
