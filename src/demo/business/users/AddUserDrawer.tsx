/** The add-user drawer: POST /apps/user/users (the server makes the user active); 400 errors under fields. */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { HttpStatusError, requestJson } from '../shared/api';
import { USER_PLANS, USER_ROLES, type DemoUser } from './model';

interface Draft {
  fullName: string;
  username: string;
  email: string;
  company: string;
  country: string;
  contact: string;
  role: string;
  currentPlan: string;
}

const EMPTY: Draft = { fullName: '', username: '', email: '', company: '', country: '', contact: '', role: '', currentPlan: '' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[A-Za-z0-9._-]+$/;

/** Server messages we have words for; any other is shown as the server wrote it. */
const KNOWN: Record<string, string> = {
  'This email is already in use.': 'app.auth.email_in_use',
  'This username is already in use.': 'app.auth.username_in_use',
};

function check(d: Draft): Record<string, string> {
  const e: Record<string, string> = {};
  if (!d.fullName.trim()) e.fullName = 'ra.validation.required';
  if (!d.username.trim()) e.username = 'ra.validation.required';
  else if (!USERNAME.test(d.username.trim())) e.username = 'app.users.errors.username';
  if (!d.email.trim()) e.email = 'ra.validation.required';
  else if (!EMAIL.test(d.email.trim())) e.email = 'ra.validation.email';
  if (!d.role) e.role = 'ra.validation.required';
  if (!d.currentPlan) e.currentPlan = 'ra.validation.required';
  return e;
}

export function AddUserDrawer({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (user: DemoUser) => void }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const close = () => {
    setDraft(EMPTY);
    setErrors({});
    setServerErrors({});
    setFailure(null);
    onClose();
  };

  const message = (field: string): string | undefined => {
    if (errors[field]) return translate(errors[field]);
    const server = serverErrors[field] ?? (field === 'currentPlan' ? serverErrors.plan : undefined);
    if (server) return KNOWN[server] ? translate(KNOWN[server]) : server;
    return undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(draft);
    setErrors(found);
    setServerErrors({});
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const user = await requestJson<DemoUser>('/apps/user/users', {
        method: 'POST',
        body: { user: Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, v.trim()])) },
      });
      setDraft(EMPTY);
      onCreated(user);
    } catch (error) {
      if (error instanceof HttpStatusError && error.status === 400) {
        setServerErrors(error.fieldErrors);
        setFailure(translate('app.error.validation'));
      } else setFailure(translate(error instanceof HttpStatusError ? 'app.users.save_failed' : 'app.error.network'));
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof Draft, label: string, props: { required?: boolean; type?: string; autoComplete?: string } = {}) => (
    <TextField
      name={name}
      label={translate(label)}
      value={draft[name]}
      onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.value }))}
      error={!!message(name)}
      helperText={message(name)}
      fullWidth
      {...props}
    />
  );

  return (
    <Drawer anchor="right" open={open} onClose={close} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 400 } } } }}>
      <Box component="form" onSubmit={submit} noValidate aria-labelledby="add-user-title" sx={{ p: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
          <Typography id="add-user-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            {translate('app.users.add_title')}
          </Typography>
          <IconButton aria-label={translate('ra.action.close')} onClick={close}>
            <Close />
          </IconButton>
        </Box>
        <Stack spacing={2}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {field('fullName', 'app.users.fields.full_name', { required: true, autoComplete: 'off' })}
          {field('username', 'app.users.fields.username', { required: true, autoComplete: 'off' })}
          {field('email', 'app.users.fields.email', { required: true, type: 'email', autoComplete: 'off' })}
          {field('company', 'app.users.fields.company')}
          {field('country', 'app.users.fields.country')}
          {field('contact', 'app.users.fields.contact', { type: 'tel' })}
          <TextField
            select
            name="role"
            required
            label={translate('app.users.fields.role')}
            value={draft.role}
            onChange={(e) => setDraft((d) => ({ ...d, role: e.target.value }))}
            error={!!message('role')}
            helperText={message('role')}
          >
            {USER_ROLES.map((r) => (
              <MenuItem key={r} value={r}>
                {translate(`app.users.roles.${r}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            name="currentPlan"
            required
            label={translate('app.users.fields.plan')}
            value={draft.currentPlan}
            onChange={(e) => setDraft((d) => ({ ...d, currentPlan: e.target.value }))}
            error={!!message('currentPlan')}
            helperText={message('currentPlan')}
          >
            {USER_PLANS.map((p) => (
              <MenuItem key={p} value={p}>
                {translate(`app.users.plans.${p}`)}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="caption" color="text.secondary">
            {translate('app.users.active_note')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button type="submit" variant="contained" disabled={saving}>
              {translate('app.users.submit')}
            </Button>
            <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          </Box>
        </Stack>
      </Box>
    </Drawer>
  );
}
