/** `#/apps/user/view/:id`: one user's profile; an unknown id (404) shows a clear not-found state. */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { isNotFound, useJson } from '../shared/api';
import { BackIcon, ErrorState, LoadingState, NameAvatar, PageHeader } from '../shared/pageParts';
import { RoleLabel, UserStatusChip, type DemoUser } from './model';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, py: 0.75, flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 120 }}>
        {label}
      </Typography>
      <Box sx={{ typography: 'body2', color: 'text.secondary' }}>{children}</Box>
    </Box>
  );
}

export default function UserView() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { data: user, error, loading, reload } = useJson<DemoUser>(`/apps/user/users/${encodeURIComponent(id)}`);
  const back = (
    <Button component={RouterLink} to="/apps/user/list" startIcon={<BackIcon />}>
      {translate('app.users.back_to_list')}
    </Button>
  );
  return (
    <Box sx={{ pb: 3 }}>
      <PageHeader title={user && !error ? user.fullName : translate('app.users.view_title')} actions={back} />
      {loading && !user && <LoadingState />}
      {error &&
        (isNotFound(error) ? (
          <Alert severity="warning" icon={<PersonOffOutlined />} sx={{ my: 2 }}>
            <AlertTitle>{translate('app.users.not_found_title')}</AlertTitle>
            {translate('app.users.not_found_text', { id })}
          </Alert>
        ) : (
          <ErrorState onRetry={reload} />
        ))}
      {user && !error && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5, lg: 4 }}>
            <Card>
              <CardContent sx={{ textAlign: 'center', pt: 4 }}>
                <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
                  <NameAvatar name={user.fullName} src={user.avatar} size={96} variant="rounded" />
                </Box>
                <Typography variant="h6" component="h2">
                  {user.fullName}
                </Typography>
                <Box sx={{ mt: 1 }}>
                  <RoleLabel role={user.role} />
                </Box>
              </CardContent>
              <Divider />
              <CardContent>
                <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                  {translate('app.users.details')}
                </Typography>
                <Detail label={translate('app.users.fields.username')}>
                  <bdi>@{user.username}</bdi>
                </Detail>
                <Detail label={translate('app.users.fields.email')}>{user.email}</Detail>
                <Detail label={translate('app.users.fields.status')}>
                  <UserStatusChip status={user.status} />
                </Detail>
                <Detail label={translate('app.users.fields.role')}>{translate(`app.users.roles.${user.role}`)}</Detail>
                <Detail label={translate('app.users.fields.company')}>{user.company || '—'}</Detail>
                <Detail label={translate('app.users.fields.contact')}>
                  <span dir="ltr">{user.contact || '—'}</span>
                </Detail>
                <Detail label={translate('app.users.fields.country')}>{user.country || '—'}</Detail>
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 7, lg: 8 }}>
            <Card>
              <CardContent>
                <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
                  <Typography variant="subtitle1" component="h2">
                    {translate('app.users.current_plan')}
                  </Typography>
                  <Chip color="primary" label={translate(`app.users.plans.${user.currentPlan}`)} />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {translate(`app.users.plan_text.${user.currentPlan}`)}
                </Typography>
                <Divider sx={{ my: 2 }} />
                <Typography variant="body2" color="text.secondary">
                  {translate('app.users.demo_note')}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
