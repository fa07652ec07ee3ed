/** An open session takes a publish (CONTRACT §2.4): the privilege list is asked again after a navigation and every minute, never right after another ask. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { act } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
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
});
