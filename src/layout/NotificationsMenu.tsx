/**
 * The notifications menu of spec §2: static demo content (operator events), read/unread marks kept in
 * react-admin's store (`notifications.read`), a badge with the unread count, "mark all as read".
 */
import { useId, useState, type ComponentType } from 'react';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { useTheme } from '@mui/material/styles';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import BatteryAlert from '@mui/icons-material/BatteryAlert';
import CloudOff from '@mui/icons-material/CloudOff';
import Undo from '@mui/icons-material/Undo';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import SystemUpdateAlt from '@mui/icons-material/SystemUpdateAlt';
import Assessment from '@mui/icons-material/Assessment';
import DoneAll from '@mui/icons-material/DoneAll';
import { useLocaleState, useStore, useTranslate } from 'react-admin';
import { localeInfo } from '../../i18n/locales';

type Tone = 'warning' | 'error' | 'info' | 'primary' | 'success' | 'secondary';

export interface DemoNotification {
  key: string;
  icon: ComponentType<SvgIconProps>;
  tone: Tone;
  minutesAgo: number;
}

export const DEMO_NOTIFICATIONS: readonly DemoNotification[] = [
  { key: 'low_charge', icon: BatteryAlert, tone: 'warning', minutesAgo: 5 },
  { key: 'cabinet_offline', icon: CloudOff, tone: 'error', minutesAgo: 18 },
  { key: 'refund', icon: Undo, tone: 'info', minutesAgo: 55 },
  { key: 'real_name', icon: VerifiedUser, tone: 'primary', minutesAgo: 3 * 60 },
  { key: 'firmware', icon: SystemUpdateAlt, tone: 'success', minutesAgo: 26 * 60 },
  { key: 'report', icon: Assessment, tone: 'secondary', minutesAgo: 30 * 60 },
];

/** The store key and its initial value: the two oldest are read. */
export const NOTIFICATIONS_READ_KEY = 'notifications.read';
const INITIALLY_READ: string[] = ['firmware', 'report'];

function ago(minutes: number, lang: string): string {
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  if (minutes < 24 * 60) return rtf.format(-Math.round(minutes / 60), 'hour');
  return rtf.format(-Math.round(minutes / (24 * 60)), 'day');
}

export function NotificationsMenu() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = localeInfo(locale).htmlLang;
  const [stored, setRead] = useStore<string[]>(NOTIFICATIONS_READ_KEY, INITIALLY_READ);
  const read = new Set(Array.isArray(stored) ? stored : INITIALLY_READ);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  const unread = DEMO_NOTIFICATIONS.filter((n) => !read.has(n.key)).length;
  const label = `${translate('app.notifications.open')}${unread ? ` (${translate('app.notifications.unread', { count: unread })})` : ''}`;

  const setOne = (key: string, isRead: boolean) => {
    const next = new Set(read);
    if (isRead) next.add(key);
    else next.delete(key);
    setRead([...next]);
  };

  return (
    <>
      <Tooltip title={translate('app.notifications.title')}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" aria-expanded={!!anchor} onClick={(e) => setAnchor(e.currentTarget)}>
          <Badge
            color="error"
            badgeContent={unread}
            max={9}
            overlap="circular"
            data-testid="notifications-badge"
            sx={{ '& .MuiBadge-badge': { bgcolor: 'error.dark' } }} // white on the lighter red is too faint
          >
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        transformOrigin={{ vertical: 'top', horizontal: end }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 380, maxWidth: 'calc(100vw - 32px)', mt: 1 } } as object }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
            {translate('app.notifications.title')}
          </Typography>
          {unread > 0 && (
            <Chip
              size="small"
              sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText' }}
              label={translate('app.notifications.unread', { count: unread })}
            />
          )}
        </Box>
        <Divider />
        <List disablePadding sx={{ maxHeight: '60vh', overflowY: 'auto' }}>
          {DEMO_NOTIFICATIONS.map((n) => {
            const isRead = read.has(n.key);
            const Icon = n.icon;
            const title = translate(`app.notifications.items.${n.key}.title`);
            return (
              <ListItem
                key={n.key}
                disablePadding
                divider
                data-read={isRead}
                secondaryAction={
                  <Tooltip title={translate(isRead ? 'app.notifications.mark_unread' : 'app.notifications.mark_read')}>
                    <IconButton
                      size="small"
                      edge="end"
                      aria-label={`${translate(isRead ? 'app.notifications.mark_unread' : 'app.notifications.mark_read')}: ${title}`}
                      onClick={() => setOne(n.key, !isRead)}
                    >
                      <Box
                        component="span"
                        sx={{
                          width: 10,
                          height: 10,
                          borderRadius: '50%',
                          bgcolor: isRead ? 'transparent' : 'primary.main',
                          border: 2,
                          borderColor: isRead ? 'text.disabled' : 'primary.main',
                        }}
                      />
                    </IconButton>
                  </Tooltip>
                }
              >
                <ListItemButton onClick={() => setOne(n.key, true)} sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25, pr: 6 }}>
                  <Avatar sx={{ width: 36, height: 36, bgcolor: `${n.tone}.main`, color: `${n.tone}.contrastText` }} aria-hidden>
                    <Icon fontSize="small" />
                  </Avatar>
                  <Box sx={{ minWidth: 0, flex: 1 }}>
                    <Typography variant="body2" sx={{ fontWeight: isRead ? 400 : 600 }}>
                      {title}
                    </Typography>
                    <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                      {translate(`app.notifications.items.${n.key}.body`)}
                    </Typography>
                    <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                      {ago(n.minutesAgo, lang)}
                    </Typography>
                  </Box>
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
        <Box sx={{ p: 1.5 }}>
          {unread > 0 ? (
            <Button
              fullWidth
              variant="contained"
              sx={{ bgcolor: 'primary.dark' }}
              startIcon={<DoneAll />}
              onClick={() => setRead(DEMO_NOTIFICATIONS.map((n) => n.key))}
            >
              {translate('app.notifications.mark_all_read')}
            </Button>
          ) : (
            <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary', py: 0.75 }}>
              {translate('app.notifications.all_read')}
            </Typography>
          )}
        </Box>
      </Popover>
    </>
  );
}
