/**
 * An open session takes a publish (CONTRACT §2.4): the privilege list is asked again as soon as the live events say
 * the declarations changed (topic `schemas`), after a navigation and every minute, never right after another ask.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { act } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import type { DataProvider } from 'react-admin';
import type { RealtimeCallback } from '../providers/realtime';
import { renderShell } from './test-utils';
import { FreshPrivileges } from './FreshPrivileges';

const navigation: { go: (path: string) => void } = { go: () => undefined };
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    navigation.go = (path) => void navigate(path);
  }, [navigate]);
  return null;
}
const go = (path: string) => navigation.go(path);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('FreshPrivileges', () => {
  it('asks shortly after a navigation (not within ten seconds of the last ask) and once a minute', async () => {
    const refreshPrivileges = vi.fn(async () => false);
    renderShell(
      <>
        <FreshPrivileges />
        <Navigator />
      </>,
      { privileges: ['RESOURCE_ADMIN'], auth: { refreshPrivileges } as never, route: '/apps/store/store' },
    );
    // mounted right after the app's start asked: nothing yet
    await act(async () => void vi.advanceTimersByTime(2_000));
    expect(refreshPrivileges).not.toHaveBeenCalled();
    // a navigation soon after: still nothing (the list was asked less than ten seconds ago)
    act(() => go('/apps/assets/battery'));
    await act(async () => void vi.advanceTimersByTime(2_000));
    expect(refreshPrivileges).not.toHaveBeenCalled();
    // a navigation later: asked 1.5 s after it
    await act(async () => void vi.advanceTimersByTime(10_000));
    act(() => go('/apps/order/rent'));
    await act(async () => void vi.advanceTimersByTime(1_600));
    expect(refreshPrivileges).toHaveBeenCalledTimes(1);
    // and once a minute without navigating
    await act(async () => void vi.advanceTimersByTime(60_000));
    expect(refreshPrivileges.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('asks at once when the live events say the declarations changed', async () => {
    const refreshPrivileges = vi.fn(async () => false);
    const listeners = new Map<string, RealtimeCallback>();
    const realtime = {
      subscribe: vi.fn(async (topic: string, callback: RealtimeCallback) => {
        listeners.set(topic, callback);
        return { data: null };
      }),
      unsubscribe: vi.fn(async (topic: string) => {
        listeners.delete(topic);
        return { data: null };
      }),
    };
    const { unmount } = renderShell(<FreshPrivileges />, {
      privileges: ['RESOURCE_ADMIN'],
      auth: { refreshPrivileges } as never,
      dataProvider: realtime as unknown as Partial<DataProvider>,
    });
    await act(async () => void vi.advanceTimersByTime(100));
    expect(realtime.subscribe).toHaveBeenCalledWith('schemas', expect.any(Function));
    expect(refreshPrivileges).not.toHaveBeenCalled();
    act(() => listeners.get('schemas')?.({ topic: 'schemas', type: 'updated', payload: { ids: ['charging-piles'] } }));
    expect(refreshPrivileges).toHaveBeenCalledTimes(1);
    unmount();
    expect(realtime.unsubscribe).toHaveBeenCalledWith('schemas', expect.any(Function));
  });
});
