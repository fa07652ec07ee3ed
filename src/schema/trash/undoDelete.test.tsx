/**
 * Undo after a delete (CONTRACT §2.5): a record deleted from its page, or rows deleted from a list,
 * are said deleted with Undo for a few seconds; Undo restores each one from the trash and says
 * "Restored", with a link to a single record. A refused delete still says why, in words, with no
 * Undo; a refused restore says why too (a unique value taken meanwhile names its field).
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, ResourceContextProvider, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { routeName } from '../../../resources/registry';
import { renderShell } from '../../layout/test-utils';
import { Notification } from '../../layout/Notification';
import { registry } from '../registry';
import { ResourceShow } from '../record/ResourceShow';
import { ResourceList } from '../list/ResourceList';

const def = registry.byName('batteries')!;
const RESOURCE = routeName(def);
const battery = (i: number) => ({
  id: String(i),
  sn: `BAT${String(i).padStart(4, '0')}`,
  model: '60V30AH',
  soc: 40,
  status: 'idle',
  assetStatus: 'stock',
  locationType: 'warehouse',
  version: 1,
});

function setup(route: string, overrides: Partial<Record<string, unknown>> = {}) {
  const restore = vi.fn(async (_resource: string, { id }: { id: string }) => ({ data: battery(Number(id)) }));
  const dataProvider = {
    getOne: vi.fn(async (_r: string, { id }: { id: string }) => ({ data: battery(Number(id)) })),
    getList: vi.fn(async () => ({ data: [1, 2, 3].map(battery), total: 3, meta: { titles: {}, links: {} } })),
    getMany: vi.fn(async () => ({ data: [] })),
    references: vi.fn(async () => ({ titles: {}, links: {} })),
    history: vi.fn(async () => ({ data: [], total: 0, titles: {}, links: {} })),
    delete: vi.fn(async (_r: string, { id }: { id: string }) => ({ data: battery(Number(id)) })),
    deleteMany: vi.fn(async (_r: string, { ids }: { ids: string[] }) => ({ data: ids })),
    restore,
    ...overrides,
  } as unknown as Partial<DataProvider>;
  renderShell(
    <>
      <ResourceContextProvider value={RESOURCE}>
        <Routes>
          <Route path={`/${RESOURCE}/:id/show`} element={<ResourceShow def={def} registry={registry} />} />
          <Route path={`/${RESOURCE}`} element={<ResourceList def={def} registry={registry} />} />
        </Routes>
      </ResourceContextProvider>
      <Notification />
    </>,
    { dataProvider, route },
  );
  return { dataProvider: dataProvider as unknown as Record<string, ReturnType<typeof vi.fn>>, restore };
}

const notice = () => screen.findByRole('alert');

async function deleteFromPage() {
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
}

describe('undo after a delete', () => {
  it('deletes a record from its page, goes to the list, and Undo brings it back with a link to it', async () => {
    const { dataProvider, restore } = setup(`/${RESOURCE}/7/show`);
    await screen.findAllByText('BAT0007');
    await deleteFromPage();
    expect(dataProvider.delete).toHaveBeenCalledWith(RESOURCE, expect.objectContaining({ id: '7' }));
    expect(await notice()).toHaveTextContent('Deleted “BAT0007”');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^/${RESOURCE}$`)));
    await userEvent.click(within(await notice()).getByRole('button', { name: 'Undo' }));
    expect(restore).toHaveBeenCalledWith(RESOURCE, { id: '7' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Restored “BAT0007”'));
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Open' })).toHaveAttribute('href', `/${RESOURCE}/7/show`);
  });

  it('deletes the selected rows of a list, and Undo restores each of them', async () => {
    const { dataProvider, restore } = setup(`/${RESOURCE}`);
    const t = await screen.findByRole('table');
    await within(t).findByText('BAT0002');
    const boxes = within(t).getAllByRole('checkbox', { name: 'Select this row' });
    fireEvent.click(boxes[0]);
    fireEvent.click(boxes[1]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(dataProvider.deleteMany).toHaveBeenCalledWith(RESOURCE, expect.objectContaining({ ids: ['1', '2'] }));
    expect(await notice()).toHaveTextContent('Deleted 2 Batteries');
    await userEvent.click(within(await notice()).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Restored 2 Batteries'));
    expect(restore.mock.calls).toEqual([
      [RESOURCE, { id: '1' }],
      [RESOURCE, { id: '2' }],
    ]);
  });

  it('says why a delete was refused, in words, with no Undo', async () => {
    const refusal = 'Cannot delete: 4 Rental orders (Package) still refer to it. Change or delete those first.';
    setup(`/${RESOURCE}/7/show`, { delete: vi.fn(async () => Promise.reject(new HttpError(refusal, 409, { blockers: [] }))) });
    await screen.findAllByText('BAT0007');
    await deleteFromPage();
    expect(await notice()).toHaveTextContent(refusal);
    expect(within(screen.getByRole('alert')).queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('links a refused delete to the records that still refer to it: their list filtered to this record', async () => {
    const refusal = 'Cannot delete: 4 Vehicles (Battery) still refer to it. Change or delete those first.';
    const blockers = [{ resource: 'vehicles', field: 'batteryId', count: 4, ids: ['11', '12', '13', '14'] }];
    setup(`/${RESOURCE}/7/show`, { delete: vi.fn(async () => Promise.reject(new HttpError(refusal, 409, { blockers }))) });
    await screen.findAllByText('BAT0007');
    await deleteFromPage();
    const alert = await notice();
    expect(alert).toHaveTextContent(refusal);
    const link = within(alert).getByRole('link', { name: /Open 4/ });
    const vehicles = registry.byName('vehicles')!;
    expect(link.getAttribute('href')).toBe(`/${routeName(vehicles)}?filter=${encodeURIComponent(JSON.stringify({ batteryId: '7' }))}`);
  });

  it('says which field clashes when the record cannot come back', async () => {
    const restore = vi.fn(async () => Promise.reject(new HttpError('taken', 409, { field: 'sn', code: 409 })));
    setup(`/${RESOURCE}/7/show`, { restore });
    await screen.findAllByText('BAT0007');
    await deleteFromPage();
    await userEvent.click(within(await notice()).getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Cannot restore: another record now has the same SN. Change that one first, then restore.'),
    );
  });
});
