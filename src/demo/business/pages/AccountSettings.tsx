/** `#/pages/account-settings`: the template's account, security and notification tabs (demo: nothing is saved). */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Grid from '@mui/material/Grid';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import { useNotify, useTranslate } from 'react-admin';
import { getUserData } from '../../../providers/session';
import { NameAvatar, PageHeader } from '../shared/pageParts';

const TABS = [
  { id: 'account', Icon: PersonOutline },
  { id: 'security', Icon: LockOutlined },
  { id: 'notifications', Icon: NotificationsOutlined },
] as const;
type TabId = (typeof TABS)[number]['id'];

const EVENTS = ['new_order', 'battery_warning', 'cabinet_offline', 'weekly_report'] as const;
const CHANNELS = ['email', 'browser', 'app'] as const;

function AccountTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const user = getUserData();
  const t = (k: string) => translate(`app.templates.account.${k}`);
  const name = user?.nn || user?.un || '';
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        notify('app.templates.account.not_saved', { type: 'info' });
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
        <NameAvatar name={name || '?'} src={user?.avatar} size={72} variant="rounded" />
        <Box>
          <Typography variant="subtitle1">{name || t('anonymous')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('avatar_hint')}
          </Typography>
        </Box>
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField fullWidth label={translate('app.auth.username')} defaultValue={user?.un ?? ''} autoComplete="username" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField fullWidth label={t('nickname')} defaultValue={user?.nn ?? ''} autoComplete="nickname" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField fullWidth label={translate('app.auth.email')} type="email" defaultValue={user?.email ?? ''} autoComplete="email" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField fullWidth label={t('role')} value={user?.role ?? ''} slotProps={{ input: { readOnly: true } }} />
        </Grid>
      </Grid>
      <Alert severity="info" variant="outlined" sx={{ mt: 2 }}>
        {t('demo_note')}
      </Alert>
      <Button type="submit" variant="contained" sx={{ mt: 2 }}>
        {t('save')}
      </Button>
    </Box>
  );
}

function SecurityTab() {
  const translate = useTranslate();
  const [v, setV] = useState({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState(false);
  const t = (k: string) => translate(`app.templates.account.${k}`);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!v.current) found.current = translate('ra.validation.required');
    if (v.next.length < 8) found.next = translate('ra.validation.minLength', { min: 8 });
    if (v.confirm !== v.next) found.confirm = translate('app.templates.forms.passwords_differ');
    setErrors(found);
    setChecked(Object.keys(found).length === 0);
  };
  const field = (k: keyof typeof v, label: string, autoComplete: string) => (
    <TextField
      fullWidth
      type="password"
      label={label}
      value={v[k]}
      onChange={(e) => setV((s) => ({ ...s, [k]: e.target.value }))}
      error={!!errors[k]}
      helperText={errors[k] ?? ' '}
      autoComplete={autoComplete}
    />
  );
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 520 }}>
      {checked && (
        <Alert severity="info" sx={{ mb: 2 }} role="status">
          {t('password_checked')}
        </Alert>
      )}
      {field('current', t('current_password'), 'current-password')}
      {field('next', t('new_password'), 'new-password')}
      {field('confirm', translate('app.templates.forms.confirm_password'), 'new-password')}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('password_rules')}
      </Typography>
      <Button type="submit" variant="contained">
        {t('change_password')}
      </Button>
    </Box>
  );
}

function NotificationsTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (k: string) => translate(`app.templates.account.${k}`);
  const [on, setOn] = useState<Record<string, boolean>>({
    'new_order.email': true,
    'battery_warning.browser': true,
    'battery_warning.app': true,
    'cabinet_offline.app': true,
  });
  return (
    <Box>
      <Table size="small" aria-label={t('tab_notifications')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('event')}</TableCell>
            {CHANNELS.map((c) => (
              <TableCell key={c} align="center">
                {t(`channel_${c}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {EVENTS.map((ev) => (
            <TableRow key={ev}>
              <TableCell>{t(`event_${ev}`)}</TableCell>
              {CHANNELS.map((c) => (
                <TableCell key={c} align="center" padding="checkbox">
                  <Checkbox
                    checked={!!on[`${ev}.${c}`]}
                    onChange={(e) => setOn((s) => ({ ...s, [`${ev}.${c}`]: e.target.checked }))}
                    slotProps={{ input: { 'aria-label': `${t(`event_${ev}`)} · ${t(`channel_${c}`)}` } }}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Button variant="contained" sx={{ mt: 2 }} onClick={() => notify('app.templates.account.not_saved', { type: 'info' })}>
        {t('save')}
      </Button>
    </Box>
  );
}

export default function AccountSettings() {
  const translate = useTranslate();
  const [tab, setTab] = useState<TabId>('account');
  const t = (k: string) => translate(`app.templates.account.${k}`);
  return (
    <Box sx={{ pb: 3 }}>
      <PageHeader title={t('title')} />
      <Card>
        <Tabs
          value={tab}
          onChange={(_e, v: TabId) => setTab(v)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('title')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {TABS.map(({ id, Icon }) => (
            <Tab
              key={id}
              value={id}
              id={`tab-${id}`}
              aria-controls={`panel-${id}`}
              icon={<Icon fontSize="small" />}
              iconPosition="start"
              label={t(`tab_${id}`)}
            />
          ))}
        </Tabs>
        <CardContent role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === 'account' && <AccountTab />}
          {tab === 'security' && <SecurityTab />}
          {tab === 'notifications' && <NotificationsTab />}
        </CardContent>
      </Card>
    </Box>
  );
}
