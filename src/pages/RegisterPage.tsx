import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { BlankLayout } from '../layout/BlankLayout';
import { getToken, saveSession, type Ability, type UserData } from '../providers/session';

type Errors = Partial<Record<'username' | 'email' | 'password' | 'form', string>>;

const SERVER_MESSAGES: Record<string, string> = {
  'This email is already in use.': 'app.auth.email_in_use',
  'This username is already in use.': 'app.auth.username_in_use',
  'Please enter your email.': 'app.auth.enter_email',
  'Please enter your username.': 'app.auth.enter_username',
  'Please enter password': 'app.auth.enter_password',
};

export function RegisterPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [values, setValues] = useState({ username: '', email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  if (getToken() && !busy) return <Navigate to="/" replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const local: Errors = {};
    if (!values.username.trim()) local.username = 'app.auth.enter_username';
    if (!values.email.trim()) local.email = 'app.auth.enter_email';
    if (!values.password) local.password = 'app.auth.enter_password';
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      const res = await fetch('/auth/register', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(values) });
      const body = (await res.json().catch(() => null)) as {
        accessToken?: string;
        userData?: UserData;
        userAbility?: Ability[];
        error?: Record<string, string[]> | string;
      } | null;
      if (res.ok && body?.accessToken && body.userData) {
        saveSession({ accessToken: body.accessToken, userData: body.userData, userAbility: body.userAbility ?? [] });
        navigate('/dashboards/map');
        return;
      }
      const next: Errors = {};
      if (res.status === 403) next.form = 'app.auth.register_disabled';
      else if (body && typeof body.error === 'object')
        for (const [k, v] of Object.entries(body.error)) next[k as keyof Errors] = SERVER_MESSAGES[v?.[0] ?? ''] ?? 'app.auth.something_wrong';
      else next.form = 'app.auth.something_wrong';
      setErrors(next);
    } catch {
      setErrors({ form: 'app.error.network' });
    }
    setBusy(false);
  };
  const field = (name: 'username' | 'email' | 'password', type = 'text') => (
    <TextField
      name={name}
      type={type}
      label={translate(`app.auth.${name}`)}
      value={values[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      error={!!errors[name]}
      helperText={errors[name] ? translate(errors[name] as string) : ' '}
      required
    />
  );
  return (
    <BlankLayout title={translate('app.auth.register')}>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={1}>
          {errors.form && <Alert severity="error">{translate(errors.form)}</Alert>}
          {field('username')}
          {field('email', 'email')}
          {field('password', 'password')}
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {translate('app.auth.register')}
          </Button>
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            {translate('app.auth.have_account')}{' '}
            <Link component={RouterLink} to="/login">
              {translate('app.auth.sign_in')}
            </Link>
          </Typography>
        </Stack>
      </Box>
    </BlankLayout>
  );
}
