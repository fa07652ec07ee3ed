/**
 * The toolbar's saved views (ViewsMenu.tsx, ViewsPanel.tsx): listed by group; choosing one puts its
 * filter, sort and page size in the list's address and its columns in the user's column choice; a
 * view's link (`?view=<id>`) does the same on its own and leaves the list's own address; "Save
 * current view…" sends what the list shows now.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ListBase, Notification, ResourceContextProvider, memoryStore, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { defaultColumns } from '../../../resources/define';
import { routeName } from '../../../resources/registry';
import { renderShell } from '../../layout/test-utils';
import { registry } from '../registry';
import { columnsOf } from '../list/columns';
import { ViewsMenu } from './ViewsMenu';
import type { SavedView } from './viewsData';

const def = registry.byName('cab-warnings')!;
const resource = routeName(def);
const columns = columnsOf(def);
const defaults = defaultColumns(def);
/** The column choice of the signed-in user (id 1 in the test shell), as the columns menu keeps it. */
const COLUMNS_KEY = `prefs.1.${resource}.columns`;

const view = (overrides: Partial<SavedView>): SavedView => ({
  id: '7',
  name: 'Open critical',
  resource: 'cab-warnings',
  filter: { status: ['open'], level: ['critical'] },
  sort: 'alarmNo',
  order: 'ASC',
  perPage: 50,
  columns: ['alarmNo', 'level', 'status'],
  shared: 'everyone',
  ownerId: '2',
  ownerName: 'Colleague',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  editable: false,
  ...overrides,
});
const VIEWS = [view({}), view({ id: '8', name: 'Mine, by time', ownerId: '1', ownerName: 'Tester', shared: 'me', editable: true, filter: {}, columns: [] })];

let calls: { method: string; url: string; body: unknown }[];
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      const data = method === 'GET' ? { data: VIEWS, total: VIEWS.length } : { ...view({}), ...(body as object), id: '9', ownerId: '1', editable: true };
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderMenu(search = '') {
  const store = memoryStore();
  const getList = vi.fn(async () => ({ data: [], total: 0, meta: { titles: {} } }));
  const result = renderShell(
    <>
      <Routes>
        <Route
          path="/*"
          element={
            <ResourceContextProvider value={resource}>
              <ListBase resource={resource} disableSyncWithLocation={false}>
                <ViewsMenu def={def} columns={columns} defaults={defaults} />
              </ListBase>
            </ResourceContextProvider>
          }
        />
      </Routes>
      <Notification />
    </>,
    { store, privileges: [], dataProvider: { getList } as unknown as Partial<DataProvider>, route: `/${resource}${search}` },
  );
  return { ...result, getList };
}

const searchParams = () => new URLSearchParams(screen.getByTestId('location-search').textContent ?? '');

describe('the saved views menu', () => {
  it('lists the views by group and applies one: its filter, sort and page size in the address, its columns chosen', async () => {
    const { store, getList } = renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Views' }));
    const panel = await screen.findByRole('dialog', { name: 'Saved views' });
    const mine = await within(panel).findByRole('list', { name: 'My views' });
    expect(within(mine).getByText('Mine, by time')).toBeTruthy();
    const everyone = within(panel).getByRole('list', { name: 'Shared with everyone' });
    expect(within(everyone).getByText('Saved by Colleague')).toBeTruthy();
    // another's view: its link only; one's own: rename, overwrite, delete too
    expect(within(everyone).queryByRole('button', { name: 'Delete “Open critical”' })).toBeNull();
    expect(within(mine).getByRole('button', { name: 'Delete “Mine, by time”' })).toBeTruthy();
    expect(calls[0].url).toContain('/admin-company/v1/views?resource=cab-warnings');

    fireEvent.click(within(everyone).getByText('Open critical'));
    await waitFor(() => expect(searchParams().get('sort')).toBe('alarmNo'));
    const params = searchParams();
    expect(JSON.parse(params.get('filter') ?? '')).toEqual({ status: ['open'], level: ['critical'] });
    expect(params.get('order')).toBe('ASC');
    expect(params.get('perPage')).toBe('50');
    expect(store.getItem(COLUMNS_KEY)).toEqual(['alarmNo', 'level', 'status']);
    // the list asks for what the view says
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        resource,
        expect.objectContaining({
          filter: { status: ['open'], level: ['critical'] },
          sort: { field: 'alarmNo', order: 'ASC' },
          pagination: { page: 1, perPage: 50 },
        }),
      ),
    );
  });

  it('opens the view a link names, then keeps the list’s own address', async () => {
    const { store } = renderMenu('?view=7');
    await waitFor(() => expect(store.getItem(COLUMNS_KEY)).toEqual(['alarmNo', 'level', 'status']));
    await waitFor(() => expect(searchParams().get('sort')).toBe('alarmNo'));
    expect(searchParams().has('view')).toBe(false);
    expect(JSON.parse(searchParams().get('filter') ?? '')).toEqual({ status: ['open'], level: ['critical'] });
  });

  it('says a view the link names is not there, and leaves the address without it', async () => {
    const { store } = renderMenu('?view=404');
    expect(await screen.findByText('This view no longer exists, or is not shared with you')).toBeTruthy();
    await waitFor(() => expect(searchParams().has('view')).toBe(false));
    expect(store.getItem(COLUMNS_KEY)).toBeUndefined();
  });

  it('saves the current view: its filter, sort, page size and shown columns, shared as chosen', async () => {
    renderMenu(`?filter=${encodeURIComponent(JSON.stringify({ status: ['open'] }))}&sort=createdAt&order=DESC&perPage=20`);
    fireEvent.click(screen.getByRole('button', { name: 'Views' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save current view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the current view' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Open alarms' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Everyone' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Open alarms',
      resource: 'cab-warnings',
      filter: { status: ['open'] },
      sort: 'createdAt',
      order: 'DESC',
      perPage: 20,
      columns: defaults,
      shared: 'everyone',
    });
    expect(await screen.findByText('View “Open alarms” saved')).toBeTruthy();
  });
});
