/**
 * The template's auth pages (blank layout, public, opened in a new tab): login, register, forgot and
 * reset password, each in two looks (v1 a centred card, v2 a split screen). Their forms are checked
 * in the browser only and say so: nothing is sent (the real sign-in is `#/login`).
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ElectricBolt from '@mui/icons-material/ElectricBolt';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { BlankLayout } from '../../../layout/BlankLayout';
import { BlankShell } from '../shared/BlankShell';

export type AuthKind = 'login' | 'register' | 'forgot-password' | 'reset-password';
export type AuthVariant = 'v1' | 'v2';

const KEY: Record<AuthKind, string> = { login: 'login', register: 'register', 'forgot-password': 'forgot', 'reset-password': 'reset' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PASSWORD = 8;

type Values = Record<'username' | 'email' | 'password' | 'confirm', string> & { remember: boolean; terms: boolean };
const EMPTY: Values = { username: '', email: '', password: '', confirm: '', remember: false, terms: false };

/** Field messages (translation key + args) for the fields this kind of page has. */
function check(kind: AuthKind, v: Values): Record<string, [string, Record<string, unknown>?]> {
  const e: Record<string, [string, Record<string, unknown>?]> = {};
  if (kind === 'register' && !v.username.trim()) e.username = ['app.auth.enter_username'];
  if (kind !== 'reset-password') {
    if (!v.email.trim()) e.email = ['app.auth.enter_email'];
    else if (!EMAIL.test(v.email.trim())) e.email = ['ra.validation.email'];
  }
  if (kind === 'login' && !v.password) e.password = ['app.auth.enter_password'];
  if (kind === 'register' || kind === 'reset-password') {
    if (!v.password) e.password = ['app.auth.enter_password'];
    else if (v.password.length < MIN_PASSWORD) e.password = ['ra.validation.minLength', { min: MIN_PASSWORD }];
  }
  if (kind === 'reset-password' && v.confirm !== v.password) e.confirm = ['app.templates.auth.passwords_differ'];
  if (kind === 'register' && !v.terms) e.terms = ['app.templates.auth.accept_terms_required'];
  return e;
}

function PasswordField({
  label,
  value,
  onChange,
  error,
  autoComplete,
  name,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  autoComplete: string;
  name: string;
}) {
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      name={name}
      type={shown ? 'text' : 'password'}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoComplete={autoComplete}
      error={!!error}
      helperText={error}
      required
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                onClick={() => setShown((s) => !s)}
                aria-label={translate(shown ? 'app.templates.auth.hide_password' : 'app.templates.auth.show_password')}
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

function AuthForm({ kind, variant }: { kind: AuthKind; variant: AuthVariant }) {
  const translate = useTranslate();
  const [v, setV] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<ReturnType<typeof check>>({});
  const [checked, setChecked] = useState(false);
  const set = <K extends keyof Values>(k: K, value: Values[K]) => setV((s) => ({ ...s, [k]: value }));
  const msg = (k: string): string | undefined => (errors[k] ? translate(errors[k][0], errors[k][1]) : undefined);
  const to = (k: AuthKind) => `/pages/auth/${k}-${variant}`;
  const key = KEY[kind];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = check(kind, v);
    setErrors(found);
    setChecked(Object.keys(found).length === 0);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <Typography color="text.secondary">{translate(`app.templates.auth.${key}_text`)}</Typography>
        <Alert severity="info" variant="outlined">
          {translate('app.templates.auth.template_note')}{' '}
          <Link component={RouterLink} to="/login">
            {translate('app.templates.auth.real_login')}
          </Link>
        </Alert>
        {checked && (
          <Alert severity="success" role="status">
            {translate('app.templates.auth.checked')}
          </Alert>
        )}
        {kind === 'register' && (
          <TextField
            name="username"
            label={translate('app.auth.username')}
            value={v.username}
            onChange={(e) => set('username', e.target.value)}
            autoComplete="username"
            error={!!msg('username')}
            helperText={msg('username')}
            required
          />
        )}
        {kind !== 'reset-password' && (
          <TextField
            name="email"
            type="email"
            label={translate('app.auth.email')}
            value={v.email}
            onChange={(e) => set('email', e.target.value)}
            autoComplete="email"
            error={!!msg('email')}
            helperText={msg('email')}
            required
          />
        )}
        {kind !== 'forgot-password' && (
          <PasswordField
            name="password"
            label={translate(kind === 'reset-password' ? 'app.templates.auth.new_password' : 'app.auth.password')}
            value={v.password}
            onChange={(x) => set('password', x)}
            error={msg('password')}
            autoComplete={kind === 'login' ? 'current-password' : 'new-password'}
          />
        )}
        {kind === 'reset-password' && (
          <PasswordField
            name="confirm"
            label={translate('app.templates.auth.confirm_password')}
            value={v.confirm}
            onChange={(x) => set('confirm', x)}
            error={msg('confirm')}
            autoComplete="new-password"
          />
        )}
        {kind === 'login' && (
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <FormControlLabel
              control={<Checkbox checked={v.remember} onChange={(e) => set('remember', e.target.checked)} />}
              label={translate('app.auth.remember')}
            />
            <Link component={RouterLink} to={to('forgot-password')}>
              {translate('app.auth.forgot')}
            </Link>
          </Box>
        )}
        {kind === 'register' && (
          <Box>
            <FormControlLabel
              control={<Checkbox checked={v.terms} onChange={(e) => set('terms', e.target.checked)} />}
              label={translate('app.templates.auth.accept_terms')}
            />
            {msg('terms') && <FormHelperText error>{msg('terms')}</FormHelperText>}
          </Box>
        )}
        <Button type="submit" variant="contained" size="large">
          {translate(`app.templates.auth.${key}_submit`)}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {kind === 'login' ? (
            <>
              {translate('app.auth.no_account')}{' '}
              <Link component={RouterLink} to={to('register')}>
                {translate('app.auth.register')}
              </Link>
            </>
          ) : kind === 'register' ? (
            <>
              {translate('app.auth.have_account')}{' '}
              <Link component={RouterLink} to={to('login')}>
                {translate('app.auth.sign_in')}
              </Link>
            </>
          ) : (
            <Link component={RouterLink} to={to('login')}>
              {translate('app.auth.back_to_login')}
            </Link>
          )}
        </Typography>
      </Stack>
    </Box>
  );
}

/** v2: an illustration panel at the inline start, the form at the inline end. */
function SplitLayout({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <BlankShell title={title}>
      <Box sx={{ minHeight: '100vh', display: 'flex' }}>
        <Box
          aria-hidden
          sx={{
            flex: 1,
            display: { xs: 'none', md: 'flex' },
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 2,
            p: 6,
            color: '#fff',
            background: 'linear-gradient(135deg, #9155FD 0%, #16B1FF 100%)',
          }}
        >
          <ElectricBolt sx={{ fontSize: 160, opacity: 0.9 }} />
          <Typography variant="h4" component="p" sx={{ fontWeight: 700, textAlign: 'center' }}>
            {translate('app.auth.title')}
          </Typography>
          <Typography sx={{ opacity: 0.9, textAlign: 'center' }}>{translate('app.auth.subtitle')}</Typography>
        </Box>
        <Box sx={{ width: { xs: '100%', md: 480 }, bgcolor: 'background.paper', display: 'flex', alignItems: 'center', p: { xs: 3, sm: 6 } }}>
          <Box sx={{ width: '100%' }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 3, color: 'primary.main' }}>
              <ElectricBolt aria-hidden />
              <Typography variant="h6" component="p" sx={{ fontWeight: 700, color: 'text.primary' }}>
                {translate('app.shell.app_name')}
              </Typography>
            </Box>
            <Typography variant="h5" component="h1" gutterBottom>
              {title}
            </Typography>
            {children}
          </Box>
        </Box>
      </Box>
    </BlankShell>
  );
}

export default function AuthPage({ kind, variant }: { kind: AuthKind; variant: AuthVariant }) {
  const translate = useTranslate();
  const title = translate(`app.templates.auth.${KEY[kind]}_title`);
  const form = <AuthForm key={`${kind}-${variant}`} kind={kind} variant={variant} />;
  return variant === 'v1' ? <BlankLayout title={title}>{form}</BlankLayout> : <SplitLayout title={title}>{form}</SplitLayout>;
}
