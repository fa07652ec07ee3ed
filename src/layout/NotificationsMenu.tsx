/**
 * The notifications menu of spec §2: static demo content (operator events), read/unread marks kept in
 * react-admin's store (`notifications.read`), a badge with the unread count, "mark all as read".
 * Only the button and its badge are here; the panel (src/layout/NotificationsPanel.tsx) is a chunk
 * of its own, fetched when the button is pointed at or focused and mounted on the first open.
 */
import { useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useTranslate } from 'react-admin';
import { lazyPanel } from './lazyPanel';
import { useNotificationsRead } from './notificationsData';

const NotificationsPanel = lazyPanel(() => import('./NotificationsPanel').then((m) => m.NotificationsPanel));

export function NotificationsMenu() {
  const translate = useTranslate();
  const { unread } = useNotificationsRead();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = `${translate('app.notifications.open')}${unread ? ` (${translate('app.notifications.unread', { count: unread })})` : ''}`;

  return (
    <>
      <Tooltip title={translate('app.notifications.title')}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={!!anchor}
          onPointerEnter={NotificationsPanel.preload}
          onFocus={NotificationsPanel.preload}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
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
      <NotificationsPanel open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
