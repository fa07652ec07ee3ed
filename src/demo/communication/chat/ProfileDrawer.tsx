import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { ErrorState } from '../shared/ErrorState';
import { CHAT_KEY, fetchProfileUser } from './api';
import { StatusAvatar } from './StatusAvatar';
import { CONTACT_STATUSES, type ContactStatus, type ProfileUser } from './types';

function Settings({ profile }: { profile: ProfileUser }) {
  const translate = useTranslate();
  const [twoStep, setTwoStep] = useState(profile.settings.isTwoStepAuthVerificationEnabled);
  const [notifications, setNotifications] = useState(profile.settings.isNotificationsOn);
  return (
    <Box component="section" aria-labelledby="chat-settings-heading">
      <Typography id="chat-settings-heading" variant="overline" component="h3" color="text.secondary">
        {translate('app.chat.settings')}
      </Typography>
      <FormControlLabel
        sx={{ display: 'flex', justifyContent: 'space-between', mx: 0 }}
        labelPlacement="start"
        control={<Switch checked={twoStep} onChange={(e) => setTwoStep(e.target.checked)} />}
        label={translate('app.chat.two_step')}
      />
      <FormControlLabel
        sx={{ display: 'flex', justifyContent: 'space-between', mx: 0 }}
        labelPlacement="start"
        control={<Switch checked={notifications} onChange={(e) => setNotifications(e.target.checked)} />}
        label={translate('app.chat.notifications')}
      />
      <Alert severity="info" sx={{ mt: 1 }}>
        {translate('app.chat.settings_not_saved')}
      </Alert>
    </Box>
  );
}

/** The signed-in user's chat profile: status, about and settings (kept on this page only). */
export function ProfileDrawer({
  open,
  onClose,
  status,
  onStatus,
}: {
  open: boolean;
  onClose: () => void;
  status: ContactStatus;
  onStatus: (status: ContactStatus) => void;
}) {
  const translate = useTranslate();
  const profile = useQuery({ queryKey: [CHAT_KEY, 'profile'], queryFn: ({ signal }) => fetchProfileUser(signal), retry: false, enabled: open });
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': 'chat-profile-title', sx: { width: { xs: '100%', sm: 340 } } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="chat-profile-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('app.chat.profile')}
        </Typography>
        <IconButton aria-label={translate('app.chat.close_profile')} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      {profile.isPending ? (
        <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }} aria-busy>
          <Skeleton variant="circular" width={84} height={84} />
          <Skeleton width="50%" />
          <Skeleton width="80%" height={120} />
        </Box>
      ) : profile.isError ? (
        <ErrorState title={translate('app.chat.load_profile_failed')} error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 3, overflowY: 'auto' }}>
          <Box sx={{ textAlign: 'center', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
            <StatusAvatar name={profile.data.fullName} src={profile.data.avatar} status={status} size={84} />
            <Typography variant="h6" component="p" sx={{ mt: 1 }}>
              <bdi>{profile.data.fullName}</bdi>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(`app.chat.role.${profile.data.role === 'admin' ? 'admin' : 'other'}`, { role: profile.data.role })}
            </Typography>
          </Box>
          <Box component="section" aria-labelledby="chat-about-heading">
            <Typography id="chat-about-heading" variant="overline" component="h3" color="text.secondary">
              {translate('app.chat.about')}
            </Typography>
            <Typography variant="body2" dir="auto">
              {profile.data.about}
            </Typography>
          </Box>
          <FormControl>
            <FormLabel id="chat-status-label" sx={{ typography: 'overline' }}>
              {translate('app.chat.my_status')}
            </FormLabel>
            <RadioGroup aria-labelledby="chat-status-label" value={status} onChange={(e) => onStatus(e.target.value as ContactStatus)}>
              {CONTACT_STATUSES.map((s) => (
                <FormControlLabel key={s} value={s} control={<Radio size="small" />} label={translate(`app.chat.status.${s}`)} />
              ))}
            </RadioGroup>
          </FormControl>
          <Settings key={profile.data.id} profile={profile.data} />
        </Box>
      )}
    </Drawer>
  );
}
