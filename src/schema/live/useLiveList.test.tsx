/**
 * Live lists (CONTRACT §2.5): a generated list listens to its resource's events while it is open
 * and asks its page again on any of them — one request for a burst of events, the rows on screen
 * kept meanwhile — so a record created elsewhere shows without a reload.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ResourceContextProvider, type DataProvider, type GetListParams } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { renderShell } from '../../layout/test-utils';
import { registry } from '../registry';
import { ResourceList } from '../list/ResourceList';
import { fakeRealtime } from './fakeRealtime';
import { LIVE_REFETCH_DELAY_MS } from './useLiveList';

const RESOURCE = 'apps/assets/battery';
const def = registry.byRouteName(RESOURCE)!;
const battery = (i: number) => ({ id: String(i), sn: `BAT${String(i).padStart(4, '0')}`, model: '60V30AH', status: 'idle', assetStatus: 'stock', version: 1 });

function setup() {
  const realtime = fakeRealtime();
  let count = 3;
  /** The next answer waits for this, when set. */
  let gate: Promise<void> | undefined;
  const getList = vi.fn(async (_r: string, _p: GetListParams) => {
    if (gate) await gate;
    return { data: Array.from({ length: count }, (_, i) => battery(i + 1)), total: count, meta: { titles: {}, links: {} } };
  });
  const view = renderShell(
    <Routes>
      <Route
        path="/:resource/*"
        element={
          <ResourceContextProvider value={RESOURCE}>
            <ResourceList def={def} registry={registry} />
          </ResourceContextProvider>
        }
      />
    </Routes>,
    { dataProvider: { getList, ...realtime } as unknown as Partial<DataProvider>, route: `/${RESOURCE}` },
  );
  return {
    ...view,
    realtime,
    getList,
    grow: (n: number) => (count = n),
    hold: () => {
      let open = () => undefined as void;
      gate = new Promise<void>((resolve) => (open = resolve));
      return () => {
        gate = undefined;
        open();
      };
    },
  };
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').length - 1;

describe('a live list', () => {
  it('listens to its resource while open, and no more once closed', async () => {
    const { realtime, unmount } = setup();
    await screen.findByText('BAT0003');
    await waitFor(() => expect(realtime.topics()).toEqual([`resource/${RESOURCE}`]));
    unmount();
    await waitFor(() => expect(realtime.topics()).toEqual([]));
  });

  it('shows a record created elsewhere without a reload, keeping the rows on screen while it asks', async () => {
    const { realtime, getList, grow, hold } = setup();
    await screen.findByText('BAT0003');
    await waitFor(() => expect(realtime.topics()).toHaveLength(1));
    expect(getList).toHaveBeenCalledTimes(1);
    grow(4);
    const release = hold();
    act(() => realtime.emit(`resource/${RESOURCE}`, 'created', ['4']));
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    // asked again: the page on screen stays as it was until the answer comes (no flicker, no spinner instead of rows)
    expect(rows()).toBe(3);
    act(() => release());
    expect(await screen.findByText('BAT0004')).toBeInTheDocument();
    expect(rows()).toBe(4);
  });

  it('asks once for a burst of events (changes, deletes, restores alike)', async () => {
    const { realtime, getList } = setup();
    await screen.findByText('BAT0003');
    await waitFor(() => expect(realtime.topics()).toHaveLength(1));
    act(() => {
      realtime.emit(`resource/${RESOURCE}`, 'updated', ['1']);
      realtime.emit(`resource/${RESOURCE}`, 'deleted', ['2']);
      realtime.emit(`resource/${RESOURCE}`, 'restored', ['2']);
      realtime.emit(`resource/${RESOURCE}`, 'created', ['9']);
    });
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, LIVE_REFETCH_DELAY_MS + 100));
    expect(getList).toHaveBeenCalledTimes(2);
    // and again for the next one
    act(() => realtime.emit(`resource/${RESOURCE}`, 'updated', []));
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(3));
  });
});
