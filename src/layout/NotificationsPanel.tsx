/**
 * The notifications panel of spec §2 (the popover of src/layout/NotificationsMenu.tsx): what is
 * waiting, most urgent first, each a count that opens its list filtered to exactly those records;
 * a loading, an empty ("nothing waiting") and an error state with a retry. A chunk of its own,
 * loaded when the menu is first opened; rendered only while it is open or closing.
 */
import { Fragment, useId, type ComponentType } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { useTheme } from '@mui/material/styles';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Refresh from '@mui/icons-material/Refresh';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Undo from '@mui/icons-material/Undo';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useIntlLocale } from '../schema/useIntlLocale';
import { notificationKey, notificationLink, useNotifications, waitingItems, type NotificationItem } from './notificationsData';
import type { PanelProps } from '../lazyComponent';
import { OldestWaiting } from './OldestWaiting';

type Tone = 'error' | 'warning' | 'info' | 'primary' | 'secondary';

/** An item's icon and colour: an alarm by its level, the reviews by their kind. */
function look(item: NotificationItem): { Icon: ComponentType<SvgIconProps>; tone: Tone } {
  if (item.kind === 'alarms')
    return item.level === 'critical'
      ? { Icon: ErrorOutline, tone: 'error' }
      : item.level === 'warning'
        ? { Icon: WarningAmber, tone: 'warning' }
        : { Icon: InfoOutlined, tone: 'info' };
  return item.kind === 'refunds' ? { Icon: Undo, tone: 'primary' } : { Icon: VerifiedUser, tone: 'secondary' };
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
      <NotificationsContent titleId={titleId} onClose={onClose} />
    </Popover>
  );
}

function NotificationsContent({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const translate = useTranslate();
  const intl = useIntlLocale();
  const { data, error, isPending, isFetching, refetch } = useNotifications();
  const items = waitingItems(data);
  const time = data ? new Intl.DateTimeFormat(intl, { hour: '2-digit', minute: '2-digit' }).format(new Date(data.generatedAt)) : undefined;

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          {translate('app.notifications.title')}
        </Typography>
        {isFetching && !isPending && <CircularProgress size={16} aria-hidden />}
      </Box>
      <Divider />
      {isPending ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 3, color: 'text.secondary' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography variant="body2">{translate('app.notifications.loading')}</Typography>
        </Box>
      ) : !data ? (
        <Box sx={{ p: 2 }}>
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" startIcon={<Refresh />} onClick={() => void refetch()} disabled={isFetching}>
                {translate('app.notifications.retry')}
              </Button>
            }
          >
            {translate('app.notifications.error')}
          </Alert>
        </Box>
      ) : items.length === 0 ? (
        <Box role="status" sx={{ textAlign: 'center', px: 2, py: 4 }}>
          <TaskAlt color="success" sx={{ fontSize: 40, mb: 1 }} aria-hidden />
          <Typography variant="subtitle2" component="p">
            {translate('app.notifications.nothing_waiting')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate('app.notifications.nothing_waiting_hint')}
          </Typography>
        </Box>
      ) : (
        <List disablePadding sx={{ maxHeight: '60vh', overflowY: 'auto' }}>
          {items.map((item, index) => {
            const { Icon, tone } = look(item);
            const key = notificationKey(item);
            const title = translate(`${key}.title`, { _: item.id });
            const last = index === items.length - 1;
            return (
              <Fragment key={item.id}>
                <ListItem disablePadding divider={!last && item.kind === 'alarms'}>
                  <ListItemButton
                    component={RouterLink}
                    to={notificationLink(item)}
                    onClick={onClose}
                    aria-label={translate('app.notifications.count_label', { title, count: item.count })}
                    data-notification={item.id}
                    sx={{ gap: 1.5, py: 1.25 }}
                  >
                    <Avatar sx={{ width: 36, height: 36, bgcolor: `${tone}.main`, color: `${tone}.contrastText` }} aria-hidden>
                      <Icon fontSize="small" />
                    </Avatar>
                    <Box sx={{ minWidth: 0, flex: 1 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {title}
                      </Typography>
                      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                        {translate(`${key}.body`, { _: '' })}
                      </Typography>
                    </Box>
                    <Typography
                      component="span"
                      variant="subtitle1"
                      data-testid="notification-count"
                      sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
                    >
                      {item.count.toLocaleString(intl)}
                    </Typography>
                  </ListItemButton>
                </ListItem>
                {/* a queue to review: its oldest record, one step away */}
                {item.kind !== 'alarms' && <OldestWaiting item={item} onClose={onClose} divider={!last} />}
              </Fragment>
            );
          })}
        </List>
      )}
      {data && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
          <Typography variant="caption" sx={{ color: 'text.secondary', flex: 1 }}>
            {time && translate('app.notifications.updated', { time })}
          </Typography>
          {error && <ErrorOutline color="error" fontSize="small" titleAccess={translate('app.notifications.error')} />}
        </Box>
      )}
    </>
  );
}
