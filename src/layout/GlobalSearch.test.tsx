import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GetListParams } from 'react-admin';
import { ALL_PRIVILEGE_CODES } from '../../resources/privileges';
import { SearchProvider } from './GlobalSearch';
import { SearchButton } from './SearchButton';
import { SEARCH_FOCUS_DELAY_MS } from './searchData';
import { renderShell } from './test-utils';

const pressShortcut = () => fireEvent.keyDown(window, { key: '?', code: 'Slash', ctrlKey: true, shiftKey: true });

/** Batteries BAT60V1000xx: ten records, whatever the page size asked. */
const batteries = Array.from({ length: 10 }, (_, i) => ({ id: String(i + 1), sn: `BAT60V1000${String(i).padStart(2, '0')}`, model: '60V30AH' }));

function dataProvider(calls: { resource: string; params: GetListParams }[] = []) {
  return {
    getList: async (resource: string, params: GetListParams) => {
      calls.push({ resource, params });
      if (resource !== 'apps/assets/battery') return { data: [], total: 0 };
      const q = String(params.filter?.q ?? '');
      const data = batteries.filter((b) => b.sn.includes(q));
      return { data, total: data.length };
    },
  } as never;
}

const openSearch = async () => {
  pressShortcut();
  const input = await screen.findByRole('combobox', { name: 'Search pages, records, files and contacts' });
  await waitFor(() => expect(input).toHaveFocus());
  return input;
};

describe('global search', () => {
  it('opens on Ctrl+Shift+/ and focuses the input after the 150 ms delay', async () => {
    renderShell(
      <SearchProvider>
        <p>page</p>
      </SearchProvider>,
      { dataProvider: dataProvider() },
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // a fake clock, so the delay is checked exactly whatever the machine's load
    vi.useFakeTimers();
    try {
      pressShortcut();
      // the dialog is a chunk of its own: it shows once that is loaded, and the delay runs from there
      await act(async () => {
        await import('./SearchDialog');
      });
      const dialog = screen.getByRole('dialog');
      const input = within(dialog).getByRole('combobox');
      act(() => vi.advanceTimersByTime(SEARCH_FOCUS_DELAY_MS - 1));
      expect(input).not.toHaveFocus();
      act(() => vi.advanceTimersByTime(1));
      expect(input).toHaveFocus();
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens from the app-bar button', async () => {
    renderShell(
      <SearchProvider>
        <SearchButton />
      </SearchProvider>,
      { dataProvider: dataProvider() },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search (Ctrl+Shift+/)' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('shows no results for an empty query', async () => {
    const calls: { resource: string; params: GetListParams }[] = [];
    renderShell(<SearchProvider>{null}</SearchProvider>, { dataProvider: dataProvider(calls) });
    const input = await openSearch();
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByText(/Type to search/)).toBeInTheDocument();
    await userEvent.type(input, '   ');
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.queryByRole('option')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('keeps at most 5 results per group and asks the API for 5 records with the query', async () => {
    const calls: { resource: string; params: GetListParams }[] = [];
    renderShell(<SearchProvider>{null}</SearchProvider>, { dataProvider: dataProvider(calls), privileges: ALL_PRIVILEGE_CODES });
    const input = await openSearch();
    await userEvent.type(input, 'BAT60V');
    const batteriesGroup = await screen.findByRole('group', { name: 'Batteries' });
    expect(within(batteriesGroup).getAllByRole('option')).toHaveLength(5);
    const batteryCall = calls.find((c) => c.resource === 'apps/assets/battery');
    expect(batteryCall?.params).toMatchObject({ pagination: { page: 1, perPage: 5 }, filter: { q: 'BAT60V' } });
    // the four searched resources, each asked once for the final query (debounced)
    expect(new Set(calls.filter((c) => c.params.filter?.q === 'BAT60V').map((c) => c.resource))).toEqual(
      new Set(['apps/assets/battery', 'apps/cab/device', 'apps/consumer/list', 'apps/store/store']),
    );
    expect(calls.every((c) => c.params.filter?.q === 'BAT60V')).toBe(true);

    // "a" matches many pages: still 5
    await userEvent.clear(input);
    await userEvent.type(input, 'a');
    const pages = await screen.findByRole('group', { name: 'Pages' });
    expect(within(pages).getAllByRole('option')).toHaveLength(5);
    for (const g of screen.getAllByRole('group')) expect(within(g).getAllByRole('option').length).toBeLessThanOrEqual(5);
  });

  it('offers only the pages the privileges allow', async () => {
    const { unmount } = renderShell(<SearchProvider>{null}</SearchProvider>, { dataProvider: dataProvider(), privileges: ALL_PRIVILEGE_CODES });
    let input = await openSearch();
    await userEvent.type(input, 'logs');
    const adminPages = await screen.findByRole('group', { name: 'Pages' });
    expect(within(adminPages).getByRole('option', { name: /Sign-in logs/ })).toBeInTheDocument();
    unmount();

    // a store manager: the admin code and the dashboard map, no System codes
    renderShell(<SearchProvider>{null}</SearchProvider>, { dataProvider: dataProvider(), privileges: ['RESOURCE_ADMIN', 'RESOURCE_ADMIN_DASHBOARD_MAP'] });
    input = await openSearch();
    await userEvent.type(input, 'logs');
    expect(await screen.findByText('No results for “logs”')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'map');
    const clientPages = await screen.findByRole('group', { name: 'Pages' });
    expect(within(clientPages).getByRole('option', { name: /Map/ })).toBeInTheDocument();
  });

  it('searches a resource only when the user may list it', async () => {
    const calls: { resource: string; params: GetListParams }[] = [];
    const canAccess = vi.fn(async ({ resource }: { resource: string }) => resource !== 'apps/assets/battery');
    renderShell(<SearchProvider>{null}</SearchProvider>, { dataProvider: dataProvider(calls), privileges: ALL_PRIVILEGE_CODES, auth: { canAccess } });
    const input = await openSearch();
    await userEvent.type(input, 'BAT60V');
    await waitFor(() => expect(calls.length).toBe(3));
    expect(calls.map((c) => c.resource)).not.toContain('apps/assets/battery');
    expect(screen.queryByRole('group', { name: 'Batteries' })).toBeNull();
  });

  it('moves with the arrow keys and opens the selection with Enter', async () => {
    renderShell(<SearchProvider>{null}</SearchProvider>, { dataProvider: dataProvider(), privileges: ALL_PRIVILEGE_CODES });
    const input = await openSearch();
    await userEvent.type(input, 'BAT60V100002');
    const group = await screen.findByRole('group', { name: 'Batteries' });
    const option = within(group).getByRole('option', { name: /BAT60V100002/ });
    // pages come first ("BAT60V100002" matches none): the record is the first option
    expect(option).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/apps/assets/battery/3/show'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens a page with Enter after moving down', async () => {
    renderShell(<SearchProvider>{null}</SearchProvider>, { dataProvider: dataProvider(), privileges: ALL_PRIVILEGE_CODES });
    const input = await openSearch();
    await userEvent.type(input, 'frames');
    const pages = await screen.findByRole('group', { name: 'Pages' });
    const options = within(pages).getAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowUp}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/apps/assets/frame'));
  });

  it('closes on Escape', async () => {
    renderShell(<SearchProvider>{null}</SearchProvider>, { dataProvider: dataProvider() });
    await openSearch();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
