/**
 * A record's history on its page (CONTRACT §2.5): with tabs (`layout.tabs`: a rider), the last tab,
 * "History", asked for and drawn only when chosen, and remembered like any other tab; without tabs
 * (a battery), the section at the foot of the page, in words either way.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore, ResourceContextProvider, type DataProvider, type Store } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { routeName } from '../../../resources/registry';
import { renderShell } from '../../layout/test-utils';
import { registry } from '../registry';
import { ResourceShow } from './ResourceShow';

const riders = registry.byName('consumers')!;
const batteries = registry.byName('batteries')!;

function api(record: Record<string, unknown>, changes: { field: string; from: unknown; to: unknown }[]) {
  const history = vi.fn(async () => ({
    data: [{ at: '2026-11-20T08:00:00.000Z', actor: { id: '1', name: '系统管理员' }, action: 'update', via: 'consumers', changes }],
    total: 1,
    titles: {},
    links: {},
  }));
  const dataProvider = {
    getOne: vi.fn(async () => ({ data: record })),
    getList: vi.fn(async () => ({ data: [], total: 0, meta: { titles: {}, links: {} } })),
    references: vi.fn(async () => ({ titles: {}, links: {} })),
    history,
  } as unknown as Partial<DataProvider>;
  return { dataProvider, history };
}

function renderPage(def: typeof riders, id: string, dataProvider: Partial<DataProvider>, store: Store = memoryStore()) {
  const resource = routeName(def);
  return renderShell(
    <ResourceContextProvider value={resource}>
      <Routes>
        <Route path={`/${resource}/:id/show`} element={<ResourceShow def={def} registry={registry} />} />
      </Routes>
    </ResourceContextProvider>,
    { dataProvider, store, route: `/${resource}/${id}/show` },
  );
}

describe('a record page with tabs', () => {
  const rider = { id: '34', name: 'Guo Juan', phone: '15350375608', status: 'blocked', version: 3 };

  it('ends its tabs with the history, which it asks for and draws only once chosen, in words', async () => {
    const { dataProvider, history } = api(rider, [{ field: 'status', from: 'active', to: 'blocked' }]);
    const { store } = renderPage(riders, '34', dataProvider);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Overview', 'Purchases and cards', 'Account and assets', 'History']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    // the first tab's fields are there; the history is neither drawn nor asked for
    expect((await screen.findAllByText('Guo Juan')).length).toBeGreaterThan(0);
    expect(screen.getByText('Emergency contact')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /History/ })).toBeNull();
    expect(history).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', screen.getByRole('tab', { name: 'History' }).id);
    const section = await within(panel).findByRole('region', { name: /History/ });
    await waitFor(() => expect(section.textContent).toMatch(/Account: Active → Blacklisted/));
    expect(history).toHaveBeenCalledTimes(1);
    expect(history).toHaveBeenCalledWith('apps/consumer/list', expect.objectContaining({ id: '34', page: 1 }));
    // the sections' fields are gone; the choice is kept for the next rider, by name
    expect(screen.queryByText('Emergency contact')).toBeNull();
    expect(store.getItem('consumers.show.tab')).toBe('history');
  });

  it('opens on the history when it was the tab last chosen; an older stored index still opens its section', async () => {
    const chosen = api(rider, [{ field: 'name', from: 'Guo', to: 'Guo Juan' }]);
    renderPage(riders, '34', chosen.dataProvider, memoryStore({ 'consumers.show.tab': 'history' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true'));
    const section = await screen.findByRole('region', { name: /History/ });
    await waitFor(() => expect(section.textContent).toMatch(/Name: Guo → Guo Juan/));
  });

  it('keeps a section index stored before the history had a tab', async () => {
    const { dataProvider, history } = api(rider, []);
    renderPage(riders, '34', dataProvider, memoryStore({ 'consumers.show.tab': 2 }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Account and assets' })).toHaveAttribute('aria-selected', 'true'));
    expect(history).not.toHaveBeenCalled();
  });
});

describe('a record page without tabs', () => {
  it('shows the history as the section at its foot, at once', async () => {
    const battery = { id: '11', sn: 'BAT-000011', model: '48V20AH', status: 'charging', version: 2 };
    const { dataProvider, history } = api(battery, [{ field: 'status', from: 'idle', to: 'charging' }]);
    renderPage(batteries, '11', dataProvider);
    expect(await screen.findByText('BAT-000011', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
    const section = await screen.findByRole('region', { name: /History/ });
    await waitFor(() => expect(section.textContent).toMatch(/Status: Idle → Charging/));
    expect(history).toHaveBeenCalledTimes(1);
    // the last region of the page
    const regions = screen.getAllByRole('region');
    expect(regions[regions.length - 1]).toBe(section);
  });
});
