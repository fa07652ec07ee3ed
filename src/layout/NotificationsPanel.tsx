/**
 * The notifications panel of spec §2 (the popover of src/layout/NotificationsMenu.tsx): the list with
 * each notification's icon and age, marks read or unread, "mark all as read". A chunk of its own,
 * loaded when the menu is first opened; rendered only while it is open or closing.
 */
import { useId, type ComponentType } from 'react';
import Avatar from '@mui/material/Avatar';
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
import BatteryAlert from '@mui/icons-material/BatteryAlert';
import CloudOff from '@mui/icons-material/CloudOff';
import Undo from '@mui/icons-material/Undo';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import SystemUpdateAlt from '@mui/icons-material/SystemUpdateAlt';
import Assessment from '@mui/icons-material/Assessment';
import DoneAll from '@mui/icons-material/DoneAll';
import { useLocaleState, useTranslate } from 'react-admin';
import { localeInfo } from '../../i18n/locales';
import { DEMO_NOTIFICATIONS, useNotificationsRead, type NotificationKey } from './notificationsData';
import type { PanelProps } from './lazyPanel';

const ICONS: Record<NotificationKey, ComponentType<SvgIconProps>> = {
  low_charge: BatteryAlert,
  cabinet_offline: CloudOff,
  refund: Undo,
  real_name: VerifiedUser,
  firmware: SystemUpdateAlt,
  report: Assessment,
};

/** One formatter per language, made on first use. */
const formatters = new Map<string, Intl.RelativeTimeFormat>();

function ago(minutes: number, lang: string): string {
  let rtf = formatters.get(lang);
  if (!rtf) formatters.set(lang, (rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' })));
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  if (minutes < 24 * 60) return rtf.format(-Math.round(minutes / 60), 'hour');
  return rtf.format(-Math.round(minutes / (24 * 60)), 'day');
}

export interface NotificationsPanelProps extends PanelProps {
  anchorEl: HTMLElement | null;
}

export function NotificationsPanel({ open, anchorEl, onClose }: NotificationsPanelProps) {
  const titleId = useId();
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  // the content is a component of its own: nothing of it is worked out while the popover is closed
  return (
    <Popover
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: end }}
      transformOrigin={{ vertical: 'top', horizontal: end }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 380, maxWidth: 'calc(100vw - 32px)', mt: 1 } } as object }}
    >
      <NotificationsContent titleId={titleId} />
    </Popover>
  );
}

function NotificationsContent({ titleId }: { titleId: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = localeInfo(locale).htmlLang;
  const { read, setRead, unread } = useNotificationsRead();

  const setOne = (key: string, isRead: boolean) => {
    const next = new Set(read);
    if (isRead) next.add(key);
    else next.delete(key);
    setRead([...next]);
  };

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          {translate('app.notifications.title')}
        </Typography>
        {unread > 0 && (
          <Chip size="small" sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText' }} label={translate('app.notifications.unread', { count: unread })} />
        )}
      </Box>
      <Divider />
      <List disablePadding sx={{ maxHeight: '60vh', overflowY: 'auto' }}>
        {DEMO_NOTIFICATIONS.map((n) => {
          const isRead = read.has(n.key);
          const Icon = ICONS[n.key];
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
    </>
  );
}
