/**
 * A critical alarm raises a notice wherever the user is (CONTRACT §2.5): an alarm created is read
 * once, and when critical a warning names it (its number and what happened) with a button to open
 * it; several at once are counted and open their list. Other levels and other events say nothing.
 * A store manager follows the store's alarms, the screen it may list.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { AuthProvider, DataProvider, Identifier } from 'react-admin';
import { renderShell } from '../../layout/test-utils';
import { Notification } from '../../layout/Notification';
import { registry } from '../registry';
import { CriticalAlarms } from './CriticalAlarms';
import { fakeRealtime } from './fakeRealtime';

const ALARMS = 'resource/apps/cab/warn';
const alarm = (id: string, level: string) => ({ id, alarmNo: `AL20260002${id}`, code: level === 'critical' ? 'smoke' : 'door_fault', level, status: 'open' });

function setup(auth?: Partial<AuthProvider>) {
  const realtime = fakeRealtime();
  const levels: Record<string, string> = { '01': 'critical', '02': 'warning', '03': 'critical', '04': 'critical' };
  const getMany = vi.fn(async (_resource: string, { ids }: { ids: Identifier[] }) => ({ data: ids.map((id) => alarm(String(id), levels[String(id)])) }));
  renderShell(
    <>
      <CriticalAlarms registry={registry} />
      <Notification />
    </>,
    { dataProvider: { getMany, ...realtime } as unknown as Partial<DataProvider>, auth },
  );
  return { realtime, getMany };
}

describe('critical alarms', () => {
  it('raise a notice naming the alarm, with a button that opens it', async () => {
    const { realtime, getMany } = setup();
    await waitFor(() => expect(realtime.topics()).toEqual([ALARMS]));
    act(() => realtime.emit(ALARMS, 'created', ['01']));
    const notice = await screen.findByRole('alert');
    expect(getMany).toHaveBeenCalledWith('apps/cab/warn', { ids: ['01'] });
    expect(notice).toHaveTextContent('Critical alarm: AL2026000201 · Smoke detected');
    expect(within(notice).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/apps/cab/warn/01/show');
  });

  it('are counted when several come at once, opening the list of the open critical ones', async () => {
    const { realtime } = setup();
    await waitFor(() => expect(realtime.topics()).toEqual([ALARMS]));
    act(() => realtime.emit(ALARMS, 'created', ['02', '03', '04']));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('2 new critical alarms');
    const href = within(notice).getByRole('link', { name: 'Open' }).getAttribute('href')!;
    expect(JSON.parse(decodeURIComponent(href.split('?filter=')[1]))).toEqual({ status: ['open'], level: ['critical'] });
  });

  it('say nothing of an alarm of another level, nor of a change to one', async () => {
    const { realtime, getMany } = setup();
    await waitFor(() => expect(realtime.topics()).toEqual([ALARMS]));
    act(() => realtime.emit(ALARMS, 'created', ['02']));
    await waitFor(() => expect(getMany).toHaveBeenCalledTimes(1));
    act(() => realtime.emit(ALARMS, 'updated', ['01']));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(getMany).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('are the store’s for a store manager (the alarms screen it may list)', async () => {
    const { realtime, getMany } = setup({ canAccess: async ({ resource }) => String(resource).startsWith('store/') });
    await waitFor(() => expect(realtime.topics()).toEqual(['resource/store/cab-warn']));
    act(() => realtime.emit('resource/store/cab-warn', 'created', ['01']));
    expect(await screen.findByRole('alert')).toHaveTextContent('Critical alarm: AL2026000201');
    expect(getMany).toHaveBeenCalledWith('store/cab-warn', { ids: ['01'] });
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/store/cab-warn/01/show');
  });
});
