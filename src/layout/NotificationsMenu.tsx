/**
 * The notifications menu of spec §2: a bell over what is waiting for the user (open alarms per
 * level, refunds and real-name checks to review — src/layout/notificationsData.ts, counted by the
 * server), each kind counted apart (CONTRACT §2.5): the badge is the number of open critical
 * alarms, or a dot when only other things wait, so no count hides behind "99+"; the button's name
 * says every count; the panel lists each kind with its own. The counts are asked again when a
 * record of a counted kind is created, changed, deleted or restored (live events), besides every
 * minute. Only the button and its badge are here; the panel (src/layout/NotificationsPanel.tsx) is
 * a chunk of its own, fetched when the button is pointed at or focused and mounted on the first
 * open. Opening it asks for fresh counts.
 */
import { useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { notificationKey, useNotifications, waitingItems, type NotificationsAnswer } from './notificationsData';
import { lazyComponent } from '../lazyComponent';
import { resourceTopic } from '../schema/live/useSubscribe';
import { useLiveRefetch } from '../schema/live/useLiveList';

/** Events within this many ms of the first are one new count. */
export const NOTIFICATIONS_LIVE_DELAY_MS = 1000;

/** The lists the counts are of: their events change them. */
const topicsOf = (data: NotificationsAnswer | undefined): string[] | undefined =>
  data?.items.length ? data.items.map((item) => resourceTopic(item.route.replace(/^\//, ''))) : undefined;

const NotificationsPanel = lazyComponent(() => import('./NotificationsPanel').then((m) => m.NotificationsPanel), { when: 'opened' });

/** The room (theme spacing) a critical count's badge needs beyond the bell's button: none for one digit, more for "99", most for "999+". */
export const badgeRoom = (critical: number): number => {
  const digits = critical > 999 ? 4 : String(critical).length;
  return critical === 0 || digits < 2 ? 0 : digits === 2 ? 0.5 : 1.5;
};

export function NotificationsMenu() {
  const translate = useTranslate();
  const { data, refetch } = useNotifications();
  useLiveRefetch(topicsOf(data), refetch, { delayMs: NOTIFICATIONS_LIVE_DELAY_MS });
  const waiting = waitingItems(data);
  const critical = waiting.find((i) => i.id === 'alarms.critical')?.count ?? 0;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const rtl = useTheme().direction === 'rtl';
  // every count in the button's name: "Notifications (Critical alarms: 7, Refunds to review: 12)"
  const counts = waiting.map((i) =>
    translate('app.notifications.count_label', { title: translate(`${notificationKey(i)}.title`, { _: i.id }), count: i.count }),
  );
  const label = `${translate('app.notifications.open')}${counts.length ? ` (${counts.join(translate('app.error.list_separator'))})` : ''}`;

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
          // a count of two digits or more sticks out past the button on the badge's side (the inline end): room for it, so it
          // never covers the next button (the settings' or, right to left before, the theme's)
          sx={{ marginInlineEnd: badgeRoom(critical) }}
          onClick={(e) => {
            setAnchor(e.currentTarget);
            void refetch();
          }}
        >
          <Badge
            // the critical alarms' count in red; else a dot when anything else waits
            badgeContent={critical || (waiting.length ? ' ' : 0)}
            variant={critical ? 'standard' : 'dot'}
            max={999}
            overlap="circular"
            data-testid="notifications-badge"
            data-critical={critical}
            // white on the darker red (the theme's contrast text for the error colour is dark, and faint on it); the dot in the warning colour
            sx={{
              '& .MuiBadge-badge': critical ? { bgcolor: 'error.dark', color: 'common.white' } : { bgcolor: 'warning.main' },
              // right-to-left, the badge's corner is mirrored (left) but not its shift outwards, a CSS variable the right-to-left
              // styles cannot turn round: it pushed the count out over the next button (the theme's). Shifted left, it sits on the bell's
              // top-left corner as it does on the top-right (a transform written here would be turned round by those styles)
              ...(rtl && { '& .MuiBadge-badge.MuiBadge-anchorOriginTopRightCircular': { '--Badge-translateX': '-50%' } }),
            }}
          >
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <NotificationsPanel open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
