/**
 * The bell counts each kind apart (CONTRACT §2.5): its badge is the open critical alarms' count (a
 * dot when only other things wait), its name says every count, its panel lists what is waiting
 * (most urgent first, nothing for a zero) as links to the filtered lists, with loading, empty and
 * error states; the counts are asked for again when a record of a counted kind changes (live
 * events), every minute and when the window comes back; a 401 ends the session. Right-to-left, the
 * badge sits on the bell's other corner, never over the next button.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsMenu } from './NotificationsMenu';
import { NOTIFICATIONS_REFRESH_MS, type NotificationItem, type NotificationsAnswer } from './notificationsData';
import { renderShell } from './test-utils';
import { fakeRealtime } from '../schema/live/fakeRealtime';
import { makeThemes } from './theme';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import type { DataProvider } from 'react-admin';

const item = (id: string, count: number, extra: Partial<NotificationItem> = {}): NotificationItem => {
  const [kind, level] = id.split('.') as [NotificationItem['kind'], string | undefined];
  const route = kind === 'alarms' ? '/apps/cab/warn' : kind === 'refunds' ? '/apps/order/refund' : '/apps/consumer/real-auth';
  const state = kind === 'alarms' ? 'open' : kind === 'refunds' ? 'requested' : 'pending';
  return { id, kind, ...(level ? { level } : {}), resource: 'x', route, filter: { status: [state], ...(level ? { level: [level] } : {}) }, count, ...extra };
};
const answer = (items: NotificationItem[]): NotificationsAnswer => ({
  items,
  total: items.reduce((s, i) => s + i.count, 0),
  generatedAt: '2026-10-01T08:30:00.000Z',
});
const FULL = answer([item('alarms.info', 4), item('alarms.warning', 0), item('alarms.critical', 7), item('refunds', 12), item('real_names', 3)]);

type Reply = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;
let replies: (() => Reply)[] = [];
const fetchMock = vi.fn(async (url: string) => {
  expect(url).toBe('/admin-company/v1/tenant/user/notifications');
  const reply = await (replies.length > 1 ? replies.shift()! : replies[0])();
  return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
});
const ok = (data: NotificationsAnswer) => () => ({ status: 200, body: { code: 200, msg: 'ok', data } });
const failing = () => ({ status: 500, body: { code: 500, msg: 'down', data: null } });

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const bell = () => screen.getByRole('button', { name: /^Notifications/ });

describe('notifications menu', () => {
  it('shows the critical alarms in the badge, every count in its name, and lists what is waiting, most urgent first, each a link to its filtered list', async () => {
    replies = [ok(FULL)];
    renderShell(<NotificationsMenu />);
    await waitFor(() => expect(screen.getByTestId('notifications-badge')).toHaveTextContent('7'));
    expect(bell()).toHaveAccessibleName('Notifications (Critical alarms: 7, Info alarms: 4, Refunds to review: 12, Real-name checks to review: 3)');
    await userEvent.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      'Critical alarms: 7',
      'Info alarms: 4',
      'Refunds to review: 12',
      'Real-name checks to review: 3',
    ]); // the warning level has none: not listed
    const critical = links[0];
    expect(critical).toHaveAttribute('href', `/apps/cab/warn?filter=${encodeURIComponent(JSON.stringify({ status: ['open'], level: ['critical'] }))}`);
    const time = new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' }).format(new Date(FULL.generatedAt));
    expect(within(panel).getByText(`Counted at ${time}`)).toBeInTheDocument();
    await userEvent.click(links[2]);
    expect(screen.getByTestId('location')).toHaveTextContent('/apps/order/refund');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a dot, not a number, when no critical alarm is open but other things wait; no count hides behind “99+”', async () => {
    replies = [ok(answer([item('alarms.critical', 0), item('alarms.warning', 250), item('refunds', 1200)]))];
    renderShell(<NotificationsMenu />);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications (Warning alarms: 250, Refunds to review: 1200)'));
    const badge = screen.getByTestId('notifications-badge').querySelector('.MuiBadge-badge')!;
    expect(badge).toHaveClass('MuiBadge-dot');
    expect(badge).not.toHaveClass('MuiBadge-invisible');
    expect(badge).toHaveTextContent('');
    await userEvent.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(
      within(panel)
        .getAllByTestId('notification-count')
        .map((c) => c.textContent),
    ).toEqual(['250', '1,200']);
  });

  it('counts again when a record of a counted kind is created, changed, deleted or restored', async () => {
    const realtime = fakeRealtime();
    replies = [ok(FULL)];
    renderShell(<NotificationsMenu />, { dataProvider: realtime as unknown as Partial<DataProvider> });
    await waitFor(() => expect(realtime.topics()).toEqual(['resource/apps/cab/warn', 'resource/apps/consumer/real-auth', 'resource/apps/order/refund']));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    replies = [ok(answer([item('alarms.critical', 8), item('refunds', 12)]))];
    act(() => {
      realtime.emit('resource/apps/cab/warn', 'created', ['201']);
      realtime.emit('resource/apps/cab/warn', 'created', ['202']);
    });
    await waitFor(() => expect(screen.getByTestId('notifications-badge')).toHaveTextContent('8'), { timeout: 3000 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('puts the badge on the bell’s other corner right-to-left, so it never covers the button beside', async () => {
    replies = [ok(FULL)];
    const rtl = createTheme(makeThemes('rtl').light);
    renderShell(
      <ThemeProvider theme={rtl}>
        <NotificationsMenu />
      </ThemeProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('notifications-badge')).toHaveTextContent('7'));
    // the corner is mirrored by the right-to-left styles; the shift outwards (MUI's CSS variable, which they cannot turn round) is mirrored here
    const badge = screen.getByTestId('notifications-badge').querySelector('.MuiBadge-badge')!;
    expect(getComputedStyle(badge).getPropertyValue('--Badge-translateX')).toBe('-50%');
  });

  it('says when nothing is waiting, with no badge', async () => {
    replies = [ok(answer([item('refunds', 0), item('real_names', 0)]))];
    renderShell(<NotificationsMenu />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(screen.getByTestId('notifications-badge').querySelector('.MuiBadge-invisible')).not.toBeNull();
    await userEvent.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('Nothing waiting')).toBeInTheDocument();
    expect(within(panel).queryByRole('link')).toBeNull();
  });

  it('shows a loading state, then an error with a retry that loads them', async () => {
    let release: (r: { status: number; body: unknown }) => void = () => undefined;
    replies = [() => new Promise((resolve) => (release = resolve))];
    renderShell(<NotificationsMenu />);
    await userEvent.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('Loading the notifications…')).toBeInTheDocument();
    replies = [failing];
    act(() => release(failing()));
    // one retry, then the error
    expect(await within(panel).findByText('The notifications could not be loaded.', {}, { timeout: 4000 })).toBeInTheDocument();
    replies = [ok(FULL)];
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByRole('link', { name: 'Critical alarms: 7' })).toBeInTheDocument();
  });

  it('asks again every minute and when the window comes back to the front', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    replies = [ok(FULL)];
    renderShell(<NotificationsMenu />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    replies = [ok(answer([item('refunds', 2)]))];
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATIONS_REFRESH_MS));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications (Refunds to review: 2)'));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    focusManager.setFocused(undefined);
  });

  it('ends the session on a 401 (react-admin’s checkError, then logout)', async () => {
    replies = [() => ({ status: 401, body: { code: 401, msg: 'expired', data: null } })];
    const checkError = vi.fn(async () => Promise.reject({ redirectTo: '/login', message: false }));
    const logout = vi.fn(async () => undefined);
    renderShell(<NotificationsMenu />, { auth: { checkError, logout } });
    await waitFor(() => expect(checkError).toHaveBeenCalledWith(expect.objectContaining({ status: 401 })));
    await waitFor(() => expect(logout).toHaveBeenCalled());
  });
});
