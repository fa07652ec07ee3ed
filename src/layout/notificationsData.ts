/**
 * The notifications of the app bar (spec §2) without their icons: all the badge needs to count the
 * unread ones. The panel that lists them (src/layout/NotificationsPanel.tsx) is a chunk of its own,
 * loaded when the menu is first opened.
 */
import { useStore } from 'react-admin';

export type NotificationKey = 'low_charge' | 'cabinet_offline' | 'refund' | 'real_name' | 'firmware' | 'report';
export type NotificationTone = 'warning' | 'error' | 'info' | 'primary' | 'success' | 'secondary';

export interface DemoNotification {
  key: NotificationKey;
  tone: NotificationTone;
  minutesAgo: number;
}

export const DEMO_NOTIFICATIONS: readonly DemoNotification[] = [
  { key: 'low_charge', tone: 'warning', minutesAgo: 5 },
  { key: 'cabinet_offline', tone: 'error', minutesAgo: 18 },
  { key: 'refund', tone: 'info', minutesAgo: 55 },
  { key: 'real_name', tone: 'primary', minutesAgo: 3 * 60 },
  { key: 'firmware', tone: 'success', minutesAgo: 26 * 60 },
  { key: 'report', tone: 'secondary', minutesAgo: 30 * 60 },
];

/** The store key and its initial value: the two oldest are read. */
export const NOTIFICATIONS_READ_KEY = 'notifications.read';
export const INITIALLY_READ: string[] = ['firmware', 'report'];

/** The read marks (react-admin's store), their setter and the unread count. */
export function useNotificationsRead() {
  const [stored, setRead] = useStore<string[]>(NOTIFICATIONS_READ_KEY, INITIALLY_READ);
  const read = new Set(Array.isArray(stored) ? stored : INITIALLY_READ);
  const unread = DEMO_NOTIFICATIONS.filter((n) => !read.has(n.key)).length;
  return { read, setRead, unread };
}
