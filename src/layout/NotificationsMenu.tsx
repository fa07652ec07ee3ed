/**
 * The notifications menu of spec §2: a bell whose badge counts what is waiting for the user (open
 * alarms, refunds and real-name checks to review — src/layout/notificationsData.ts, counted by the
 * server), refreshed while the app is open. Only the button and its badge are here; the panel
 * (src/layout/NotificationsPanel.tsx) is a chunk of its own, fetched when the button is pointed at
 * or focused and mounted on the first open. Opening it asks for fresh counts.
 */
import { useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useTranslate } from 'react-admin';
import { useNotifications } from './notificationsData';
import { lazyComponent } from '../lazyComponent';

const NotificationsPanel = lazyComponent(() => import('./NotificationsPanel').then((m) => m.NotificationsPanel), { when: 'opened' });

export function NotificationsMenu() {
  const translate = useTranslate();
  const { data, refetch } = useNotifications();
  const total = data?.total ?? 0;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = `${translate('app.notifications.open')}${total ? ` (${translate('app.notifications.waiting', { count: total })})` : ''}`;

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
          onClick={(e) => {
            setAnchor(e.currentTarget);
            void refetch();
          }}
        >
          <Badge
            color="error"
            badgeContent={total}
            max={99}
            overlap="circular"
            data-testid="notifications-badge"
            // white on the darker red (the theme's contrast text for the error colour is dark, and faint on it)
            sx={{ '& .MuiBadge-badge': { bgcolor: 'error.dark', color: 'common.white' } }}
          >
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <NotificationsPanel open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
