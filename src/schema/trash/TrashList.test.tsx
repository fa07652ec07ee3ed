/**
 * The trash screen (CONTRACT §2.5): the generated list of what was deleted — when, which kind in
 * words, its name, who deleted it (their name), through which screen — filtered by kind, where an
 * entry opens no page and each row offers Restore: the record comes back and a notice links to it;
 * a refusal says which field clashes, in words. Nothing deleted says so.
 */
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, ResourceContextProvider, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { renderShell } from '../../layout/test-utils';
import { Notification } from '../../layout/Notification';
import { registry } from '../registry';
import { TrashList } from './TrashList';

const RESOURCE = 'apps/system/trash';
const entry = (resource: string, recordId: string, title: string) => ({
  id: `${resource}:${recordId}`,
  recordId,
  resource,
  title,
  deletedAt: '2026-11-20T08:00:00.000Z',
  deletedBy: '1',
  via: resource === 'consumers' ? 'store-consumers' : resource,
  version: 1,
});
const ENTRIES = [entry('batteries', '5', 'BAT60V100004'), entry('consumers', '34', 'Guo Juan')];

function setup(entries = ENTRIES, restore = vi.fn(async (_r: string, { id }: { id: string }) => ({ data: { id } }))) {
  const getList = vi.fn(async () => ({ data: entries, total: entries.length, meta: { titles: { deletedBy: { '1': '系统管理员' } }, links: {} } }));
  renderShell(
    <>
      <ResourceContextProvider value={RESOURCE}>
        <Routes>
          <Route
            path="/apps/system/trash/*"
            element={
              <Suspense fallback={null}>
                <TrashList registry={registry} />
              </Suspense>
            }
          />
        </Routes>
      </ResourceContextProvider>
      <Notification />
    </>,
    { dataProvider: { getList, restore } as unknown as Partial<DataProvider>, route: `/${RESOURCE}` },
  );
  return { getList, restore };
}

describe('the trash screen', () => {
  it('lists what was deleted in words: when, which kind, its name, by whom, through which screen', async () => {
    setup();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim());
    expect(headers).toEqual(['Deleted at', 'Kind', 'Name', 'Deleted by', 'Deleted through', 'Actions']);
    const rider = within(table).getByText('Guo Juan').closest('tr')!;
    expect(within(rider).getByText('Rider')).toBeInTheDocument();
    expect(within(rider).getByText('Store rider')).toBeInTheDocument();
    expect(within(rider).getByText('系统管理员')).toBeInTheDocument();
    // a kind is chosen by its name
    expect(await screen.findByRole('combobox', { name: 'Kind' })).toBeInTheDocument();
  });

  it('opens no page for an entry: its name is no link, a click on its row stays', async () => {
    setup();
    const table = await screen.findByRole('table');
    const row = within(table).getByText('BAT60V100004').closest('tr')!;
    expect(within(row).queryByRole('link', { name: 'BAT60V100004' })).toBeNull();
    fireEvent.click(within(row).getAllByRole('cell')[0]);
    expect(screen.getByTestId('location')).toHaveTextContent(`/${RESOURCE}`);
    expect(screen.getByTestId('location').textContent).toBe(`/${RESOURCE}`);
  });

  it('restores a record, says so with a link to it, and lists the trash again', async () => {
    const { getList, restore } = setup();
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Restore “BAT60V100004”' }));
    expect(restore).toHaveBeenCalledWith('apps/assets/battery', { id: '5' });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Restored “BAT60V100004”');
    expect(within(notice).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/apps/assets/battery/5/show');
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
  });

  it('says in words which field clashes when a record cannot come back', async () => {
    const restore = vi.fn(async () => Promise.reject(new HttpError('taken', 409, { field: 'phone', code: 409 })));
    setup(ENTRIES, restore);
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Restore “Guo Juan”' }));
    expect(restore).toHaveBeenCalledWith('apps/consumer/list', { id: '34' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot restore: another record now has the same Phone. Change that one first, then restore.');
  });

  it('says when the trash is empty', async () => {
    setup([]);
    expect(await screen.findByText('The trash is empty')).toBeInTheDocument();
    expect(screen.getByText('Deleted records come here, and can be restored from here until they are purged.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
