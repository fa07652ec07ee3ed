import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { BlankLayout } from '../layout/BlankLayout';
import { getToken } from '../providers/session';

/** The template's forgot-password page. The demo server sends no mail; the page says only what is true for any address. */
export function ForgotPasswordPage() {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState(false);
  if (getToken()) return <Navigate to="/" replace />;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const ok = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
    setError(!ok);
    setSent(ok);
  };
  return (
    <BlankLayout title={translate('app.auth.forgot')}>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          {sent && <Alert severity="success">{translate('app.auth.reset_sent')}</Alert>}
          <TextField
            name="email"
            type="email"
            label={translate('app.auth.email')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
            helperText={error ? translate('app.validation.email') : ' '}
            required
          />
          <Button type="submit" variant="contained">
            {translate('app.auth.send_reset')}
          </Button>
          <Link component={RouterLink} to="/login" sx={{ textAlign: 'center' }}>
            {translate('app.auth.back_to_login')}
          </Link>
        </Stack>
      </Box>
    </BlankLayout>
  );
}
