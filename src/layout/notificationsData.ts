/**
 * The bell's data: what is waiting for the signed-in user, counted by the server from the data
 * (`GET /tenant/user/notifications`, server/api/notifications.ts): open alarms per level,
 * refunds and real-name checks to review, only those the user may list (store-scoped for a store
 * manager). Each count links to its list with the same filter. Fetched with the app's transport,
 * cached by react-query, refreshed every minute while the app is open and when its window comes
 * back to the front. A 401 ends the session like any API call (react-admin's checkError).
 */
import { useQuery } from '@tanstack/react-query';
import { useLogoutIfAccessDenied } from 'react-admin';
import type { NotificationItem, NotificationsAnswer } from '../../server/api/notifications';
import { ApiCallError, createHttpClient } from '../providers/http';
import { getToken } from '../providers/session';

export type { NotificationItem, NotificationsAnswer };

export const NOTIFICATIONS_PATH = '/tenant/user/notifications';
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
/** How often the counts are asked for again while the app is open. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

const http = createHttpClient({ getToken });

/** The order the panel lists them in: the most urgent first. */
const RANK = ['alarms.critical', 'alarms.warning', 'alarms.info', 'refunds', 'real_names'];
const rankOf = (item: NotificationItem): number => {
  const i = RANK.indexOf(item.id);
  return i < 0 ? RANK.length : i;
};

/** The items with something waiting, most urgent first. */
export const waitingItems = (answer: NotificationsAnswer | undefined): NotificationItem[] =>
  (answer?.items ?? []).filter((i) => i.count > 0).sort((a, b) => rankOf(a) - rankOf(b));

/** The app address of an item's list with its filter (react-admin reads `?filter=` as JSON). */
export const notificationLink = (item: NotificationItem): string => `${item.route}?filter=${encodeURIComponent(JSON.stringify(item.filter))}`;

/** The translation key of an item's texts (`…items.alarms.critical`, `…items.refunds`). */
export const notificationKey = (item: NotificationItem): string =>
  `app.notifications.items.${item.kind}${item.kind === 'alarms' && item.level ? `.${item.level}` : ''}`;

export function useNotifications() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useQuery<NotificationsAnswer, Error>({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await http.request<NotificationsAnswer>('GET', NOTIFICATIONS_PATH, { signal });
      } catch (e) {
        // the session ended (expired, password changed elsewhere): to login, and back here after it
        if (e instanceof ApiCallError && e.status === 401) await logoutIfAccessDenied(e);
        throw e;
      }
    },
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
    retry: 1,
  });
}
