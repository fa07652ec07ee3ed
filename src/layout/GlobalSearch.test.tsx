import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ALL_PRIVILEGE_CODES } from '../../resources/privilege-tree';
import { SearchProvider } from './GlobalSearch';
import { SearchButton } from './SearchButton';
import { SEARCH_FOCUS_DELAY_MS } from './searchData';
import { renderShell } from './test-utils';

const pressShortcut = () => fireEvent.keyDown(window, { key: '?', code: 'Slash', ctrlKey: true, shiftKey: true });

/** Batteries BAT60V1000xx: ten records, whatever the page size asked. */
const batteries = Array.from({ length: 10 }, (_, i) => ({ id: String(i + 1), sn: `BAT60V1000${String(i).padStart(2, '0')}`, model: '60V30AH' }));

interface SearchCall {
  q: string;
  limit?: number;
}

/** The server's search over the batteries: the best `limit` matches and how many match in all. */
function dataProvider(calls: SearchCall[] = []) {
  return {
    search: async ({ q, limit = 5 }: SearchCall) => {
      calls.push({ q, limit });
      const found = batteries.filter((b) => b.sn.includes(q));
      if (!found.length) return { groups: [] };
      return {
        groups: [
          {
            resource: 'batteries',
            total: found.length,
            titles: {},
            items: found.slice(0, limit).map((b) => ({ id: b.id, title: b.sn, matched: { field: 'sn', exact: b.sn === q }, record: b })),
          },
        ],
      };
    },
  } as never;
}

const openSearch = async () => {
  pressShortcut();
  const input = await screen.findByRole('combobox', { name: 'Search pages and records' });
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
    const calls: SearchCall[] = [];
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

  it('keeps at most 5 results per group, asks the server for 5 with the query, and ends the group with all the list holds', async () => {
    const calls: SearchCall[] = [];
    renderShell(<SearchProvider>{null}</SearchProvider>, { dataProvider: dataProvider(calls), privileges: ALL_PRIVILEGE_CODES });
    const input = await openSearch();
    await userEvent.type(input, 'BAT60V');
    const batteriesGroup = await screen.findByRole('group', { name: 'Batteries' });
    const options = within(batteriesGroup).getAllByRole('option');
    expect(options).toHaveLength(6);
    expect(options[5]).toHaveAccessibleName('Show all 10 in the list');
    // asked once for the final query (debounced)
    expect(calls).toEqual([{ q: 'BAT60V', limit: 5 }]);
    await userEvent.click(options[5]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/apps\/assets\/battery$/));
    const query = new URLSearchParams(screen.getByTestId('location-search').textContent ?? '');
    expect([query.get('filter'), query.get('sort'), query.get('order')]).toEqual(['{"q":"BAT60V"}', 'relevance', 'ASC']);
    // "a" matches many pages: still 5
    const again = await openSearch();
    await userEvent.type(again, 'a');
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
