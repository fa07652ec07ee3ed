import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLogin, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import { BlankLayout } from '../layout/BlankLayout';
import { getToken } from '../providers/session';

const DEMO = [
  ['admin@demo.com', 'admin'],
  ['client@demo.com', 'client'],
  ['guest@demo.com', 'guest'],
] as const;

export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // opened with a session: away from here. Not after a login made here: useLogin navigates then, and a
  // re-render on the way (its notification reset) would otherwise send the user to the root instead.
  const [signedInAtOpen] = useState(() => !!getToken());
  if (signedInAtOpen) return <Navigate to={`/${location.search}`} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email || !password) {
      setError(!email ? 'app.auth.enter_email' : 'app.auth.enter_password');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      // the auth provider says where to land: the address the user was going to (or was on when the session ended), else the map
      await login({ email, password });
    } catch (err) {
      const key = (err as Error)?.message || 'ra.auth.sign_in_error';
      setError(key);
      notify(key, { type: 'error' });
    } finally {
      // signed in or not, the form can be used again: the page may stay on screen after a login (the next screen
      // still loading when the session is gone again), and a button left disabled would lock the user out
      setBusy(false);
    }
  };

  return (
    <BlankLayout title={translate('app.auth.welcome')}>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          {error && <Alert severity="error">{translate(error)}</Alert>}
          <TextField
            name="email"
            type="email"
            label={translate('app.auth.email')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="username"
            required
          />
          <TextField
            name="password"
            type="password"
            label={translate('app.auth.password')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            required
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Link component={RouterLink} to="/forgot-password">
              {translate('app.auth.forgot')}
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {translate('app.auth.sign_in')}
          </Button>
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            {translate('app.auth.no_account')}{' '}
            <Link component={RouterLink} to="/register">
              {translate('app.auth.register')}
            </Link>
          </Typography>
          <Alert severity="info" icon={false}>
            <Typography variant="subtitle2" component="p">
              {translate('app.auth.demo_accounts')}
            </Typography>
            {DEMO.map(([e, p]) => (
              <Typography key={e} variant="body2" component="p" sx={{ fontFamily: 'monospace' }}>
                {e} / {p}
              </Typography>
            ))}
          </Alert>
        </Stack>
      </Box>
    </BlankLayout>
  );
}
