/** `#/forms/layouts`: vertical, horizontal and multi-column form layouts (demo only: nothing is sent). */
import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import { PageHeader } from '../shared/pageParts';
import { USER_PLANS } from '../users/model';

/** A card holding one form; Reset remounts the (uncontrolled) fields. */
function FormCard({ title, children, onSubmit }: { title: string; children: ReactNode; onSubmit: (e: FormEvent) => void }) {
  const [round, setRound] = useState(0);
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent
        key={round}
        component="form"
        onSubmit={onSubmit}
        onReset={(e: FormEvent) => {
          e.preventDefault();
          setRound((r) => r + 1);
        }}
        noValidate
        aria-label={title}
      >
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A label at the inline start and its field at the inline end (stacked on small screens). */
function Row({ id, label, children }: { id: string; label: string; children: (id: string) => ReactNode }) {
  return (
    <Grid container spacing={1} sx={{ alignItems: 'center' }}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Typography component="label" htmlFor={id} variant="body2" sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>{children(id)}</Grid>
    </Grid>
  );
}

export default function FormLayouts() {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (k: string) => translate(`app.templates.forms.${k}`);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    notify('app.templates.forms.demo_submitted', { type: 'info' });
  };
  const actions = (
    <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
      <Button type="submit" variant="contained">
        {t('submit')}
      </Button>
      <Button type="reset" variant="outlined" color="secondary">
        {t('reset')}
      </Button>
    </Box>
  );

  return (
    <Box sx={{ pb: 3 }}>
      <PageHeader title={t('layouts_title')} subtitle={t('demo_note')} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormCard title={t('vertical_form')} onSubmit={submit}>
            <Stack spacing={2}>
              <TextField label={t('full_name')} autoComplete="name" />
              <TextField label={translate('app.auth.email')} type="email" autoComplete="email" />
              <TextField label={t('phone')} type="tel" autoComplete="tel" />
              <TextField label={translate('app.auth.password')} type="password" autoComplete="new-password" />
              <FormControlLabel control={<Checkbox />} label={t('remember_me')} />
            </Stack>
            {actions}
          </FormCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormCard title={t('horizontal_form')} onSubmit={submit}>
            <Stack spacing={2}>
              <Row id="h-name" label={t('full_name')}>
                {(id) => <TextField id={id} fullWidth size="small" autoComplete="name" />}
              </Row>
              <Row id="h-email" label={translate('app.auth.email')}>
                {(id) => <TextField id={id} fullWidth size="small" type="email" autoComplete="email" />}
              </Row>
              <Row id="h-phone" label={t('phone')}>
                {(id) => <TextField id={id} fullWidth size="small" type="tel" autoComplete="tel" />}
              </Row>
              <Row id="h-password" label={translate('app.auth.password')}>
                {(id) => <TextField id={id} fullWidth size="small" type="password" autoComplete="new-password" />}
              </Row>
            </Stack>
            {actions}
          </FormCard>
        </Grid>
        <Grid size={12}>
          <FormCard title={t('multi_column_form')} onSubmit={submit}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('account_details')}
            </Typography>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField fullWidth label={translate('app.auth.username')} autoComplete="username" />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField fullWidth label={translate('app.auth.email')} type="email" autoComplete="email" />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField fullWidth label={translate('app.auth.password')} type="password" autoComplete="new-password" />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField fullWidth label={t('confirm_password')} type="password" autoComplete="new-password" />
              </Grid>
            </Grid>
            <Divider sx={{ my: 3 }} />
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('personal_info')}
            </Typography>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField fullWidth label={t('first_name')} autoComplete="given-name" />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField fullWidth label={t('last_name')} autoComplete="family-name" />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField fullWidth select label={translate('app.users.fields.plan')} defaultValue="basic">
                  {USER_PLANS.map((p) => (
                    <MenuItem key={p} value={p}>
                      {translate(`app.users.plans.${p}`)}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField fullWidth type="date" label={t('birth_date')} slotProps={{ inputLabel: { shrink: true } }} />
              </Grid>
            </Grid>
            {actions}
          </FormCard>
        </Grid>
      </Grid>
    </Box>
  );
}
