import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore, ResourceContextProvider, type DataProvider, type GetListParams } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { renderShell } from '../../layout/test-utils';
import { registry } from '../registry';
import { ResourceList } from './ResourceList';
import { rememberEdited } from './lastEdited';

const RESOURCE = 'apps/assets/battery';
const def = registry.byRouteName(RESOURCE)!;
const battery = (i: number) => ({
  id: String(i),
  sn: `BAT${String(i).padStart(4, '0')}`,
  model: '60V30AH',
  status: i % 3 ? 'idle' : 'fault',
  assetStatus: 'in_use',
  soc: 10 + i,
  soh: 90,
  storeId: '1',
  enabled: i % 2 === 0,
});

function setup(count = 5, store = memoryStore()) {
  const getList = vi.fn(async (_r: string, p: GetListParams) => {
    const start = (p.pagination!.page - 1) * p.pagination!.perPage;
    const all = Array.from({ length: count }, (_, i) => battery(i + 1));
    return {
      data: all.slice(start, start + p.pagination!.perPage),
      total: count,
      meta: { titles: { storeId: { '1': '长安1号店' } }, links: { storeId: { '1': { resource: 'stores', id: '1' } } } },
    };
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
    {
      dataProvider: { getList } as unknown as Partial<DataProvider>,
      route: `/${RESOURCE}`,
      store,
      privileges: ['RESOURCE_ADMIN', def.privilege, 'RESOURCE_ADMIN_COMPANY_STORE_STORE'],
    },
  );
  return { ...view, getList, store };
}

const table = () => screen.findByRole('table');

describe('the generated list', () => {
  it('shows the schema’s default columns, references by their titles from the page, and a quiet “no”', async () => {
    setup();
    const t = await table();
    const headers = within(t)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim())
      .filter(Boolean);
    expect(headers).toEqual(['SN', 'Model', 'SOC', 'SOH', 'Status', 'Asset status', 'Store', 'Cabinet', 'Rider']);
    expect(within(t).getAllByRole('link', { name: '长安1号店' }).length).toBe(5);
  });

  it('opens a record’s page on a row click (view first), and its title is a link to it', async () => {
    setup();
    const t = await table();
    const row = within(t).getByText('BAT0002').closest('tr')!;
    expect(within(row).getByRole('link', { name: 'BAT0002' })).toHaveAttribute('href', `#/${RESOURCE}/2/show`);
    fireEvent.click(within(row).getAllByRole('cell')[3]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/${RESOURCE}/2/show`));
  });

  it('sorts by a header: ascending first, then descending, and says so in aria-sort', async () => {
    const { getList } = setup();
    const t = await table();
    await userEvent.click(within(t).getByRole('button', { name: 'SOC' }));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith(RESOURCE, expect.objectContaining({ sort: { field: 'soc', order: 'ASC' } })));
    await waitFor(() => expect(within(t).getByRole('columnheader', { name: /SOC/ })).toHaveAttribute('aria-sort', 'ascending'));
    await userEvent.click(within(t).getByRole('button', { name: 'SOC' }));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith(RESOURCE, expect.objectContaining({ sort: { field: 'soc', order: 'DESC' } })));
  });

  it('selects rows, a range with shift, and all of the page', async () => {
    setup();
    const t = await table();
    const boxes = () => within(t).getAllByRole('checkbox', { name: 'Select this row' });
    fireEvent.click(boxes()[0]);
    fireEvent.click(boxes()[3], { shiftKey: true });
    await waitFor(() => expect(boxes().map((b) => (b as HTMLInputElement).checked)).toEqual([true, true, true, true, false]));
    fireEvent.click(within(t).getByRole('checkbox', { name: 'Select all' }));
    await waitFor(() => expect(boxes().every((b) => (b as HTMLInputElement).checked)).toBe(true));
  });

  it('points out the record just saved when the user comes back to the list', async () => {
    rememberEdited(RESOURCE, '3');
    setup();
    const t = await table();
    expect(within(t).getByText('BAT0003').closest('tr')).toHaveAttribute('aria-current', 'true');
    expect(within(t).getByText('BAT0002').closest('tr')).not.toHaveAttribute('aria-current');
  });

  it('draws only the rows in view of a long page, and all its rows are counted', async () => {
    // the "all" size, remembered for this list
    setup(400, memoryStore({ [`${RESOURCE}.listParams`]: { sort: 'sn', order: 'ASC', page: 1, perPage: 1000, filter: {} } }));
    const t = await table();
    await waitFor(() => expect(t).toHaveAttribute('aria-rowcount', '401'));
    expect(within(t).getAllByRole('row').length).toBeLessThan(150);
  });

  it('lets the user choose the columns, remembers the choice under their id, and goes back to the defaults', async () => {
    const { store } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Model' }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Brand' }));
    await userEvent.keyboard('{Escape}');
    const t = await table();
    await waitFor(() => expect(within(t).queryByRole('columnheader', { name: 'Model' })).toBeNull());
    expect(within(t).getByRole('columnheader', { name: 'Brand' })).toBeInTheDocument();
    expect(store.getItem(`prefs.1.${RESOURCE}.columns`)).toEqual(expect.arrayContaining(['sn', 'brand']));
    expect(store.getItem(`prefs.1.${RESOURCE}.columns`)).not.toContain('model');
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Default columns' }));
    await waitFor(() => expect(within(t).getByRole('columnheader', { name: 'Model' })).toBeInTheDocument());
  });

  it('switches to compact rows, for the user’s every list', async () => {
    const { store } = setup();
    const toggle = await screen.findByRole('button', { name: 'Compact rows' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(store.getItem('prefs.1.density')).toBe('compact');
  });
});
