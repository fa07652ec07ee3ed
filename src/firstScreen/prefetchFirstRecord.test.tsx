import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, ResourceContextProvider, memoryStore, testDataProvider, type DataProvider, type GetListParams, type GetOneParams } from 'react-admin';
import { createQueryClient } from '../providers/queryClient';
import { registry } from '../schema/registry';
import { ResourceShow } from '../schema/record/ResourceShow';
import { prefetchFirstRecord, recordAddress } from './prefetchFirstRecord';

const RIDER = 'apps/consumer/list';
const rider = { id: '34', name: '郭娟', phone: '15350375608', status: 'normal', realNameStatus: 'failed', points: 1827 };
/** The related tables of a rider's first tab (resources/consumer/consumers.ts `layout`), by route. */
const FIRST_TAB = ['apps/order/rent', 'apps/order/bat-ex', 'apps/order/deposit', 'apps/order/refund', 'apps/consumer/complain'];

function api() {
  const getOne = vi.fn(async (_resource: string, { id }: GetOneParams) => ({ data: { ...rider, id: String(id) } }));
  const getList = vi.fn(async (resource: string, params: GetListParams) => ({
    data: resource === 'apps/order/rent' ? [{ id: '7', orderNo: 'RO20260000000007', consumerId: '34', status: 'paid', createdAt: '2026-11-01T06:18:18Z' }] : [],
    total: resource === 'apps/order/rent' ? 1 : 0,
    params,
  }));
  const references = vi.fn(async () => ({ titles: {}, links: {} }));
  const dataProvider = testDataProvider({ getOne, getList, references } as unknown as Partial<DataProvider>) as DataProvider & {
    references: typeof references;
  };
  return { getOne, getList, references, dataProvider };
}

const everything = () => true;
const noHandWritten = () => false;

function renderRecordPage(queryClient: ReturnType<typeof createQueryClient>, dataProvider: DataProvider, preferences = memoryStore()) {
  const def = registry.byRouteName(RIDER)!;
  // react-admin's own (hash) router, at the record's address
  window.location.hash = `#/${RIDER}/34/show`;
  return render(
    <AdminContext dataProvider={dataProvider} queryClient={queryClient} store={preferences}>
      <ResourceContextProvider value={RIDER}>
        <Routes>
          <Route path={`/${RIDER}/:id/show`} element={<ResourceShow def={def} registry={registry} />} />
        </Routes>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

describe("the first record page's prefetch (a route loader for a record page opened directly)", () => {
  it('reads a record address of the registry, and nothing else', () => {
    expect(recordAddress(`#/${RIDER}/34/show`, registry)).toMatchObject({ def: { name: 'consumers' }, id: '34' });
    expect(recordAddress(`#/${RIDER}/a%2Fb/show?x=1`, registry)?.id).toBe('a/b');
    for (const hash of [`#/${RIDER}`, `#/${RIDER}/34`, `#/${RIDER}/create`, '#/nowhere/34/show', '#/login', ''])
      expect(recordAddress(hash, registry)).toBeUndefined();
  });

  it('asks for the record, its connections and the first tab’s related tables; the page then asks nothing again', async () => {
    const { getOne, getList, references, dataProvider } = api();
    const queryClient = createQueryClient();
    const preferences = memoryStore();
    await prefetchFirstRecord({
      hash: `#/${RIDER}/34/show`,
      registry,
      handWritten: noHandWritten,
      mayList: everything,
      preferences,
      queryClient,
      dataProvider,
    });
    expect(getOne).toHaveBeenCalledTimes(1);
    expect(getOne).toHaveBeenCalledWith(RIDER, expect.objectContaining({ id: '34' }));
    expect(references).toHaveBeenCalledTimes(1);
    expect(getList.mock.calls.map(([resource]) => resource).sort()).toEqual([...FIRST_TAB].sort());
    expect(getList).toHaveBeenCalledWith(
      'apps/order/rent',
      expect.objectContaining({ pagination: { page: 1, perPage: 5 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { consumerId: '34' } }),
    );

    renderRecordPage(queryClient, dataProvider, preferences);
    // the rentals' table, headed (no catalogue here) by its resource's label key, draws its row
    const rentals = await screen.findByRole('region', { name: /rent-orders/ });
    expect(await within(rentals).findByText('RO20260000000007')).toBeInTheDocument();
    expect(screen.getAllByRole('region').filter((r) => r.getAttribute('aria-labelledby')?.startsWith('related-'))).toHaveLength(5);
    // the page mounted on the prefetched answers: not one request more
    expect(getOne).toHaveBeenCalledTimes(1);
    expect(references).toHaveBeenCalledTimes(1);
    expect(getList).toHaveBeenCalledTimes(5);
  });

  it('follows the tab last chosen, leaves out what the user may not list, and skips a hand-written page', async () => {
    const chosen = api();
    // the third tab: the rider's accounts, assets and real-name checks; the user may not list the checks
    const preferences = memoryStore({ 'consumers.show.tab': 2 });
    await prefetchFirstRecord({
      hash: `#/${RIDER}/34/show`,
      registry,
      handWritten: noHandWritten,
      mayList: (resource) => resource !== 'apps/consumer/real-auth',
      preferences,
      queryClient: createQueryClient(),
      dataProvider: chosen.dataProvider,
    });
    const asked = chosen.getList.mock.calls.map(([resource]) => resource);
    expect(asked.length).toBe(2);
    expect(asked.some((r) => FIRST_TAB.includes(r))).toBe(false);

    const handWritten = api();
    await prefetchFirstRecord({
      hash: `#/${RIDER}/34/show`,
      registry,
      handWritten: (def) => def.name === 'consumers',
      mayList: everything,
      preferences: memoryStore(),
      queryClient: createQueryClient(),
      dataProvider: handWritten.dataProvider,
    });
    expect(handWritten.getOne).not.toHaveBeenCalled();
    expect(handWritten.getList).not.toHaveBeenCalled();
  });

  it('asks for no related table when the history’s tab was last chosen (the history asks for itself once drawn)', async () => {
    const chosen = api();
    await prefetchFirstRecord({
      hash: `#/${RIDER}/34/show`,
      registry,
      handWritten: noHandWritten,
      mayList: everything,
      preferences: memoryStore({ 'consumers.show.tab': 'history' }),
      queryClient: createQueryClient(),
      dataProvider: chosen.dataProvider,
    });
    expect(chosen.getOne).toHaveBeenCalledTimes(1);
    expect(chosen.getList).not.toHaveBeenCalled();
  });

  it('drops a refused answer, so the page asks again and reports it', async () => {
    const queryClient = createQueryClient();
    const refusing = testDataProvider({
      getOne: vi.fn(async () => Promise.reject(new Error('403'))),
      getList: vi.fn(async () => Promise.reject(new Error('403'))),
      references: vi.fn(async () => Promise.reject(new Error('403'))),
    } as unknown as Partial<DataProvider>) as DataProvider & { references: () => Promise<never> };
    await prefetchFirstRecord({
      hash: `#/${RIDER}/34/show`,
      registry,
      handWritten: noHandWritten,
      mayList: everything,
      preferences: memoryStore(),
      queryClient,
      dataProvider: refusing,
    });
    expect(queryClient.getQueryCache().findAll()).toHaveLength(0);
  });
});
