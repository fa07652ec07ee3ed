import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, memoryStore, testDataProvider, type DataProvider, type GetListParams, type GetManyParams } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../providers/queryClient';
import { registry } from '../schema/registry';
import { ResourceList } from '../schema/list/ResourceList';
import { prefetchFirstList } from './prefetchFirstList';
import { PREFETCH_FRESH_MS, prefetchedStaleTime, markPrefetched } from './prefetched';

const RESOURCE = 'apps/assets/battery';
const battery = (i: number) => ({
  id: String(i),
  sn: `BAT60V10000${i}`,
  model: '60V30AH',
  status: 'idle',
  storeId: String(i % 2),
  consumerId: null,
  cabinetId: '7',
});

function api() {
  // the page comes with the titles of the records it refers to (the API's `titles`, the list's meta)
  const getList = vi.fn(async (_resource: string, params: GetListParams) => ({
    data: [battery(1), battery(2)],
    total: 2,
    meta: {
      titles: { storeId: { '0': '长安1号店', '1': '长安14号店' }, cabinetId: { '7': 'CAB7' } },
      // and which of them the user may open (the API's `links`)
      links: { storeId: { '0': { resource: 'stores', id: '0' } }, cabinetId: { '7': { resource: 'cab-devices', id: '7' } } },
    },
    params,
  }));
  const getMany = vi.fn(async (resource: string, { ids }: GetManyParams) => ({
    data: ids.map((id) => ({ id: String(id), name: `${resource} #${String(id)}`, sn: `CAB${String(id)}` })),
  }));
  return { getList, getMany, dataProvider: testDataProvider({ getList, getMany } as unknown as Partial<DataProvider>) };
}

const noHandWritten = () => false;

function renderList(queryClient: ReturnType<typeof createQueryClient>, dataProvider: DataProvider, preferences = memoryStore()) {
  const def = registry.byRouteName(RESOURCE)!;
  // at the list's own address, as the app shows it (the list syncs its parameters only there)
  return render(
    <MemoryRouter initialEntries={[`/${RESOURCE}`]}>
      <AdminContext dataProvider={dataProvider} queryClient={queryClient} store={preferences}>
        <ResourceContextProvider value={RESOURCE}>
          <ResourceList def={def} registry={registry} />
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the first list prefetch (a route loader for the first screen)', () => {
  it("asks for the page react-admin's list will ask for, and the list shows it without asking again", async () => {
    const { getList, getMany, dataProvider } = api();
    const queryClient = createQueryClient();
    const preferences = memoryStore();
    await prefetchFirstList({ hash: `#/${RESOURCE}`, registry, handWritten: noHandWritten, preferences, queryClient, dataProvider });
    expect(getList).toHaveBeenCalledTimes(1);
    expect(getList).toHaveBeenCalledWith(
      RESOURCE,
      expect.objectContaining({ pagination: { page: 1, perPage: 20 }, sort: { field: 'sn', order: 'ASC' }, filter: {} }),
    );
    // the names of what the page refers to come with it: no request per target
    expect(getMany).not.toHaveBeenCalled();

    renderList(queryClient, dataProvider, preferences);
    expect(await screen.findByText('BAT60V100001')).toBeInTheDocument();
    expect(screen.getByText('BAT60V100002')).toBeInTheDocument();
    expect(await screen.findAllByRole('link', { name: 'CAB7' })).toHaveLength(2);
    expect(screen.getAllByText('长安1号店').length).toBeGreaterThan(0);
    expect(getList).toHaveBeenCalledTimes(1);
    expect(getMany).not.toHaveBeenCalled();
  });

  it('without a prefetch the same list asks for its page itself (the control)', async () => {
    const { getList, dataProvider } = api();
    renderList(createQueryClient(), dataProvider);
    expect(await screen.findByText('BAT60V100001')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it("uses the address's query, else the list parameters react-admin remembered", async () => {
    const preferences = memoryStore({ [`${RESOURCE}.listParams`]: { sort: 'soc', order: 'DESC', page: 2, perPage: 50, filter: { status: ['fault'] } } });
    const remembered = api();
    const queryClient = createQueryClient();
    await prefetchFirstList({ hash: `#/${RESOURCE}`, registry, handWritten: noHandWritten, preferences, queryClient, dataProvider: remembered.dataProvider });
    expect(remembered.getList).toHaveBeenCalledWith(
      RESOURCE,
      expect.objectContaining({ pagination: { page: 2, perPage: 50 }, sort: { field: 'soc', order: 'DESC' }, filter: { status: ['fault'] } }),
    );
    // the list, reading the same remembered parameters, finds that page
    renderList(queryClient, remembered.dataProvider, preferences);
    expect(await screen.findByText('BAT60V100001')).toBeInTheDocument();
    expect(remembered.getList).toHaveBeenCalledTimes(1);

    const addressed = api();
    const query = `?filter=${encodeURIComponent(JSON.stringify({ model: '72V30AH' }))}&order=DESC&page=3&perPage=10&sort=cycles`;
    await prefetchFirstList({
      hash: `#/${RESOURCE}${query}`,
      registry,
      handWritten: noHandWritten,
      preferences,
      queryClient: createQueryClient(),
      dataProvider: addressed.dataProvider,
    });
    expect(addressed.getList).toHaveBeenCalledWith(
      RESOURCE,
      expect.objectContaining({ pagination: { page: 3, perPage: 10 }, sort: { field: 'cycles', order: 'DESC' }, filter: { model: '72V30AH' } }),
    );
  });

  it('asks nothing on other addresses or for a hand-written list, and drops a refused page', async () => {
    const { getList, dataProvider } = api();
    const queryClient = createQueryClient();
    const preferences = memoryStore();
    for (const hash of ['#/login', `#/${RESOURCE}/5`, `#/${RESOURCE}/create`, '#/dashboards/analytics', '']) {
      await prefetchFirstList({ hash, registry, handWritten: noHandWritten, preferences, queryClient, dataProvider });
    }
    await prefetchFirstList({ hash: `#/${RESOURCE}`, registry, handWritten: (def) => def.name === 'batteries', preferences, queryClient, dataProvider });
    expect(getList).not.toHaveBeenCalled();

    const refusing = testDataProvider({ getList: vi.fn(async () => Promise.reject(new Error('403'))) });
    await prefetchFirstList({ hash: `#/${RESOURCE}`, registry, handWritten: noHandWritten, preferences, queryClient, dataProvider: refusing });
    expect(queryClient.getQueryCache().findAll()).toHaveLength(0);
  });

  it('keeps only the prefetched answer itself fresh, and only for a few seconds', () => {
    const query = { queryHash: '["x"]', state: { dataUpdatedAt: 1000 } } as Parameters<typeof prefetchedStaleTime>[0];
    expect(prefetchedStaleTime(query)).toBe(0);
    markPrefetched(query);
    expect(prefetchedStaleTime(query)).toBe(PREFETCH_FRESH_MS);
    expect(prefetchedStaleTime({ ...query, state: { ...query.state, dataUpdatedAt: 2000 } } as typeof query)).toBe(0);
  });
});
