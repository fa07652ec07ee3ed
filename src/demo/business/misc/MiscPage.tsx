/** The template's misc pages (blank layout, public): under maintenance, coming soon, not authorized, error. */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import BuildCircleOutlined from '@mui/icons-material/BuildCircleOutlined';
import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { BlankShell } from '../shared/BlankShell';

export type MiscKind = 'under-maintenance' | 'coming-soon' | 'not-authorized' | 'error';

const META: Record<MiscKind, { key: string; code?: string; Icon: typeof LockOutlined; color: string }> = {
  'under-maintenance': { key: 'maintenance', Icon: BuildCircleOutlined, color: 'warning.main' },
  'coming-soon': { key: 'coming_soon', Icon: HourglassTopOutlined, color: 'info.main' },
  'not-authorized': { key: 'not_authorized', code: '401', Icon: LockOutlined, color: 'error.main' },
  error: { key: 'error', code: '404', Icon: SearchOffOutlined, color: 'primary.main' },
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Coming soon's "notify me": checked in the browser only, nothing is stored or sent. */
function NotifyForm() {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const ok = EMAIL.test(email.trim());
    setError(ok ? null : translate(email.trim() ? 'ra.validation.email' : 'ra.validation.required'));
    setDone(ok);
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'center', flexWrap: 'wrap', mb: 2 }}
    >
      <TextField
        fullWidth={false}
        sx={{ m: 0, width: 260 }}
        size="small"
        type="email"
        label={translate('app.templates.misc.notify_email')}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={!!error}
        helperText={error ?? ' '}
      />
      <Button type="submit" variant="contained">
        {translate('app.templates.misc.notify')}
      </Button>
      {done && (
        <Alert severity="info" sx={{ width: '100%' }}>
          {translate('app.templates.misc.notify_done')}
        </Alert>
      )}
    </Box>
  );
}

export default function MiscPage({ kind }: { kind: MiscKind }) {
  const translate = useTranslate();
  const meta = META[kind];
  const { Icon } = meta;
  const title = translate(`app.templates.misc.${meta.key}_title`);
  return (
    <BlankShell title={title}>
      <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
        <Box sx={{ textAlign: 'center', maxWidth: 520 }}>
          {meta.code && (
            <Typography component="p" sx={{ fontSize: { xs: 72, sm: 96 }, fontWeight: 700, lineHeight: 1, color: meta.color }}>
              {meta.code}
            </Typography>
          )}
          <Icon sx={{ fontSize: 96, color: meta.color, my: 2 }} aria-hidden />
          <Typography variant="h4" component="h1" gutterBottom>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {translate(`app.templates.misc.${meta.key}_text`)}
          </Typography>
          {kind === 'coming-soon' && <NotifyForm />}
          <Button component={RouterLink} to="/" variant="contained">
            {translate('app.error.back_home')}
          </Button>
        </Box>
      </Box>
    </BlankShell>
  );
}
