/**
 * The operations map: markers and clusters from the server's map answer (`GET /map`, one call),
 * colours by state, the filters, the side panel with its links (only those the user may follow),
 * the tiles-unavailable notice, the counters (from the same answer, each a link to its filtered
 * list), "data up to", a store manager's own store, and the clustering speed at 10,000 cabinets.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type AuthProvider, type TranslationMessages } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import en from '../../../i18n/en';
import { MapDashboard } from '../MapDashboard';
import OpsMap from './map/OpsMap';
import { buildIndex, itemsIn, toPoints, withDescendants } from './map/mapData';

// jsdom lays nothing out: give the map a size so Leaflet computes a view.
const sizes: [string, number][] = [
  ['clientWidth', 900],
  ['clientHeight', 600],
  ['offsetWidth', 900],
  ['offsetHeight', 600],
];
const saved = sizes.map(([k]) => [k, Object.getOwnPropertyDescriptor(HTMLElement.prototype, k)] as const);
beforeAll(() => {
  for (const [k, v] of sizes) Object.defineProperty(HTMLElement.prototype, k, { configurable: true, get: () => v });
});
afterAll(() => {
  for (const [k, d] of saved) if (d) Object.defineProperty(HTMLElement.prototype, k, d);
});
afterEach(() => vi.unstubAllGlobals());

type Row = Record<string, unknown>;
const cabinet = (id: number, lng: number, lat: number, health = 'online', areaId = '5'): Row => ({
  id: String(id),
  sn: `CAB${100000 + id}`,
  name: `柜${id}`,
  health,
  deployStatus: 'operating',
  areaId,
  storeId: '1',
  location: { lng, lat },
  batteryNum: 8,
  fullNum: 5,
  doors: 12,
  address: '西安市',
});
const store = (id: number, lng: number, lat: number, status = 'open', areaId = '6'): Row => ({
  id: String(id),
  sn: `MD${10000 + id}`,
  name: `店${id}`,
  status,
  areaId,
  location: { lng, lat },
});
const AREAS: Row[] = [
  { id: '1', name: 'Province', level: 'province' },
  { id: '2', name: 'City', level: 'city', parentId: '1' },
  { id: '5', name: 'District A', level: 'district', parentId: '2' },
  { id: '6', name: 'District B', level: 'district', parentId: '2' },
];

/** The server's map answer for these rows (server/api/map.ts computes it from the data). */
function answer(rows: { cabinets: Row[] | null; stores: Row[] | null; storeId?: string; batteries?: number | null; openWarnings?: number | null }) {
  const cabs = rows.cabinets ?? [];
  const health = (h: string) => (rows.cabinets ? cabs.filter((c) => c.health === h).length : null);
  return {
    storeId: rows.storeId ?? null,
    stores: rows.stores,
    cabinets: rows.cabinets,
    areas: AREAS,
    totals: {
      stores: rows.stores ? rows.stores.length : null,
      cabinets: rows.cabinets ? cabs.length : null,
      online: health('online'),
      offline: health('offline'),
      fault: health('fault'),
      batteries: rows.batteries === undefined ? 65 : rows.batteries,
      openWarnings: rows.openWarnings === undefined ? 3 : rows.openWarnings,
    },
    generatedAt: '2026-11-23T21:40:00.000Z',
    dataUntil: '2026-11-01T07:59:00.000Z',
  };
}

/** A fake `fetch` answering `GET /map`, recording the paths asked for. */
function provider(rows: Parameters<typeof answer>[0]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://test');
      calls.push(url.pathname);
      const body = url.pathname === '/admin-company/v1/map' ? { code: 200, msg: 'ok', data: answer(rows) } : { code: 404, msg: 'none', data: null };
      return { ok: body.code === 200, status: body.code, statusText: '', json: async () => body } as Response;
    }),
  );
  return { calls };
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{decodeURIComponent(pathname + search)}</p>;
}

function renderMap(ui: React.ReactElement, authProvider?: AuthProvider) {
  const i18nProvider = polyglotI18nProvider(() => en as TranslationMessages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
  return render(
    <MemoryRouter initialEntries={['/dashboards/map']}>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()} authProvider={authProvider}>
        <Routes>
          <Route path="/dashboards/map" element={ui} />
          <Route path="*" element={<Where />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

const pins = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.ops-pin')];
const clusters = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.ops-cluster')];

describe('operations map', () => {
  it('draws one marker per store and cabinet, coloured by state, on a map without tiles and says so', async () => {
    provider({
      cabinets: [cabinet(1, 108.5, 34.0), cabinet(2, 109.5, 34.0, 'offline'), cabinet(3, 108.5, 35.0, 'fault')],
      stores: [store(1, 109.5, 35.0), store(2, 109.0, 34.5, 'maintenance')],
    });
    const { container } = renderMap(<OpsMap tileUrl="" />);
    await waitFor(() => expect(pins(container)).toHaveLength(5));
    const by = (kind: string, state: string) => pins(container).filter((p) => p.dataset.kind === kind && p.dataset.state === state).length;
    expect(by('cabinet', 'online')).toBe(1);
    expect(by('cabinet', 'offline')).toBe(1);
    expect(by('cabinet', 'fault')).toBe(1);
    expect(by('store', 'online')).toBe(1);
    expect(by('store', 'fault')).toBe(1); // a store under maintenance shows as an alarm
    // markers are keyboard-focusable buttons with a name
    const icon = pins(container)[0].closest('.leaflet-marker-icon') as HTMLElement;
    expect(icon.getAttribute('role')).toBe('button');
    expect(icon.getAttribute('tabindex')).toBe('0');
    expect(icon.getAttribute('title')).toMatch(/(Store|Cabinet) .+ · /);
    // no tile URL: no tile layer, and a visible notice
    expect(screen.getByTestId('ops-map-tiles-notice')).toHaveTextContent('Map tiles are unavailable (no tile server is configured)');
    expect(container.querySelector('.leaflet-tile-pane img')).toBeNull();
    expect(screen.getByTestId('ops-map-shown')).toHaveTextContent('5 of 5 on the map');
  });

  it('has no notice when a tile server is configured and reachable', async () => {
    provider({ cabinets: [cabinet(1, 108.5, 34.0)], stores: [] });
    const { container } = renderMap(<OpsMap tileUrl="/tiles/{z}/{x}/{y}.png" />);
    await waitFor(() => expect(pins(container)).toHaveLength(1));
    expect(screen.queryByTestId('ops-map-tiles-notice')).toBeNull();
    expect(container.querySelector('.leaflet-tile-pane .leaflet-layer')).not.toBeNull();
    // a tile that fails to load: the notice appears, the markers stay
    const tile = await waitFor(() => {
      const img = container.querySelector<HTMLImageElement>('.leaflet-tile-pane img');
      expect(img).not.toBeNull();
      return img!;
    });
    fireEvent.error(tile);
    await waitFor(() => expect(screen.getByTestId('ops-map-tiles-notice')).toHaveTextContent('the tile server did not answer'));
    expect(pins(container)).toHaveLength(1);
  });

  it('says so when the browser goes offline', async () => {
    provider({ cabinets: [cabinet(1, 108.5, 34.0)], stores: [] });
    const { container } = renderMap(<OpsMap tileUrl="/tiles/{z}/{x}/{y}.png" />);
    await waitFor(() => expect(pins(container)).toHaveLength(1));
    expect(screen.queryByTestId('ops-map-tiles-notice')).toBeNull();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      fireEvent(window, new Event('offline'));
      await waitFor(() => expect(screen.getByTestId('ops-map-tiles-notice')).toHaveTextContent('while you are offline'));
      expect(pins(container)).toHaveLength(1);
    } finally {
      onLine.mockRestore();
      // react-query's online manager heard it too: back online for the next tests
      fireEvent(window, new Event('online'));
    }
  });

  it('clusters dense points, all from one call', async () => {
    const many = Array.from({ length: 2500 }, (_, i) =>
      cabinet(i + 1, 108.9 + (i % 50) * 0.0004, 34.3 + Math.floor(i / 50) * 0.0004, i % 10 === 0 ? 'fault' : 'online'),
    );
    const { calls } = provider({ cabinets: many, stores: [] });
    const { container } = renderMap(<OpsMap tileUrl="" />);
    await waitFor(() => expect(screen.getByTestId('ops-map-shown')).toHaveTextContent('2,500 of 2,500'), { timeout: 10_000 });
    expect(calls).toEqual(['/admin-company/v1/map']);
    await waitFor(() => expect(clusters(container).length).toBeGreaterThan(0));
    // the clusters (and any lone points) account for every cabinet
    const counted = clusters(container).reduce((a, c) => a + Number(c.dataset.count), 0) + pins(container).length;
    expect(counted).toBe(2500);
    expect(clusters(container).some((c) => c.className.includes('ops-cluster--fault'))).toBe(true);
    expect(container.querySelectorAll('.leaflet-marker-icon').length).toBeLessThan(100);
  });

  it('filters by state, kind and area (an area includes the areas below it)', async () => {
    provider({
      cabinets: [cabinet(1, 108.5, 34.0, 'online', '5'), cabinet(2, 109.5, 34.0, 'offline', '5'), cabinet(3, 108.5, 35.0, 'fault', '6')],
      stores: [store(1, 109.5, 35.0, 'open', '6')],
    });
    const { container } = renderMap(<OpsMap tileUrl="" />);
    await waitFor(() => expect(pins(container)).toHaveLength(4));
    fireEvent.click(screen.getByRole('button', { name: 'Offline' }));
    await waitFor(() => expect(pins(container)).toHaveLength(3));
    expect(pins(container).some((p) => p.dataset.state === 'offline')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /^Stores/ }));
    await waitFor(() => expect(pins(container)).toHaveLength(2));
    expect(pins(container).every((p) => p.dataset.kind === 'cabinet')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Offline' }));
    fireEvent.click(screen.getByRole('button', { name: /^Stores/ }));
    await waitFor(() => expect(pins(container)).toHaveLength(4));
    // area: District B holds cabinet 3 and store 1; City holds everything
    fireEvent.mouseDown(within(screen.getByTestId('ops-map-area')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'District B' }));
    await waitFor(() => expect(pins(container)).toHaveLength(2));
    expect(screen.getByTestId('ops-map-shown')).toHaveTextContent('2 of 4');
    expect(withDescendants(AREAS as { id: unknown; parentId?: unknown }[], '2')).toEqual(new Set(['2', '5', '6']));
  });

  it('a click opens the side panel with the record and a link to it', async () => {
    provider({ cabinets: [cabinet(7, 108.5, 34.0, 'fault')], stores: [store(3, 109.5, 35.0)] });
    const { container } = renderMap(<OpsMap tileUrl="" />);
    await waitFor(() => expect(pins(container)).toHaveLength(2));
    const cab = pins(container).find((p) => p.dataset.kind === 'cabinet')!;
    fireEvent.click(cab.closest('.leaflet-marker-icon')!);
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByRole('heading', { name: '柜7' })).toBeInTheDocument();
    expect(within(panel).getByText('CAB100007')).toBeInTheDocument();
    expect(within(panel).getByText('8 in 12 slots, 5 fully charged')).toBeInTheDocument();
    expect(within(panel).getByText('District A')).toBeInTheDocument();
    const link = within(panel).getByRole('link', { name: 'Open the cabinet record' });
    expect(link).toHaveAttribute('href', '/apps/cab/device/7/show');
    const batteries = within(panel).getByRole('link', { name: 'Batteries in this cabinet' });
    expect(decodeURIComponent(batteries.getAttribute('href')!)).toBe('/apps/assets/battery?filter={"cabinetId":"7"}');
    fireEvent.click(within(panel).getByRole('button', { name: 'Close the details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // a store, opened from the keyboard
    const shop = pins(container)
      .find((p) => p.dataset.kind === 'store')!
      .closest('.leaflet-marker-icon') as HTMLElement;
    fireEvent.keyPress(shop, { key: 'Enter', code: 'Enter', charCode: 13 });
    const storePanel = await screen.findByRole('dialog');
    fireEvent.click(within(storePanel).getByRole('link', { name: 'Open the store record' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/apps/store/store/3/show'));
  });
});

describe('map dashboard page', () => {
  const allowAll: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => [],
    canAccess: async () => true,
  };

  it('loads the map lazily under the counters; each counter is a link to its filtered list, and the page says where its data ends', async () => {
    const { calls } = provider({ cabinets: [cabinet(1, 108.5, 34.0), cabinet(2, 108.6, 34.1, 'fault')], stores: [store(1, 109.5, 35.0)] });
    const { container } = renderMap(<MapDashboard />, allowAll);
    expect(await screen.findByRole('heading', { level: 1, name: 'Operations map' })).toBeInTheDocument();
    await waitFor(() => expect(pins(container)).toHaveLength(3));
    expect(screen.getByTestId('counter-stores')).toHaveTextContent('1');
    expect(screen.getByTestId('counter-cabinets')).toHaveTextContent('2');
    expect(screen.getByTestId('counter-batteries')).toHaveTextContent('65');
    const fault = await screen.findByRole('link', { name: 'Fault: 1, open the list' });
    expect(decodeURIComponent(fault.getAttribute('href')!)).toBe('/apps/cab/device?filter={"health":["fault"]}');
    const warnings = screen.getByRole('link', { name: 'Open warnings: 3, open the list' });
    expect(decodeURIComponent(warnings.getAttribute('href')!)).toBe('/apps/cab/warn?filter={"status":["open"]}');
    expect(screen.getByRole('link', { name: 'Batteries: 65, open the list' })).toHaveAttribute('href', '/apps/assets/battery');
    expect(screen.getByTestId('data-until')).toHaveTextContent(/^Data up to .+ \(computed .+\)$/);
    // one answer feeds the counters, the map and the caption
    expect(calls).toEqual(['/admin-company/v1/map']);
    fireEvent.click(fault);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/apps/cab/device?filter={"health":["fault"]}'));
  });

  it('a store manager sees its own store and cabinets; links only where it may go (its store-level batteries)', async () => {
    const storeManager: AuthProvider = { ...allowAll, canAccess: async ({ resource }) => resource === 'store/assert-battery' };
    provider({ storeId: '1', cabinets: [cabinet(1, 108.5, 34.0)], stores: [{ ...store(1, 109.5, 35.0), batteries: 65, cabinets: 1 }], openWarnings: 1 });
    const { container } = renderMap(<MapDashboard />, storeManager);
    await waitFor(() => expect(pins(container)).toHaveLength(2));
    expect(screen.queryByText(/may not list stores or cabinets/)).toBeNull();
    expect(screen.getByTestId('counter-stores')).toHaveTextContent('1');
    expect(screen.getByTestId('counter-cabinets')).toHaveTextContent('1');
    expect(within(screen.getByTestId('counter-cabinets')).queryByRole('link')).toBeNull();
    const batteries = await screen.findByRole('link', { name: 'Batteries: 65, open the list' });
    expect(batteries).toHaveAttribute('href', '/store/assert-battery');
    // the store's panel: its batteries, no link to the company's store page
    const shop = pins(container)
      .find((p) => p.dataset.kind === 'store')!
      .closest('.leaflet-marker-icon') as HTMLElement;
    fireEvent.click(shop);
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByText('65')).toBeInTheDocument();
    expect(await within(panel).findByRole('link', { name: 'Batteries of this store' })).toHaveAttribute('href', '/store/assert-battery');
    expect(within(panel).queryByRole('link', { name: 'Open the store record' })).toBeNull();
  });

  it('says so when the user may see neither stores nor cabinets', async () => {
    provider({ cabinets: null, stores: null, openWarnings: null });
    renderMap(<MapDashboard />, allowAll);
    expect(await screen.findByText(/may not list stores or cabinets/)).toBeInTheDocument();
    expect(screen.getByTestId('counter-batteries')).toBeInTheDocument();
    expect(screen.queryByTestId('counter-stores')).toBeNull();
    expect(screen.queryByTestId('counter-open_warnings')).toBeNull();
  });
});

describe('clustering at scale', () => {
  it('indexes 10,000 cabinets and answers a view quickly', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) =>
      cabinet(i + 1, 108.6 + ((i * 7919) % 1000) / 1500, 34.1 + ((i * 104729) % 1000) / 2000, ['online', 'offline', 'fault'][i % 3]),
    );
    const t0 = performance.now();
    const points = toPoints('cabinet', rows);
    const { index, byKey } = buildIndex(points);
    const t1 = performance.now();
    const overview = itemsIn(index, byKey, [108, 33.5, 110, 35], 10);
    const street = itemsIn(index, byKey, [108.9, 34.3, 108.95, 34.33], 16);
    const t2 = performance.now();
    expect(points).toHaveLength(10_000);
    expect(overview.length).toBeLessThan(150);
    const sum = overview.reduce((a, it) => a + (it.type === 'cluster' ? it.count : 1), 0);
    expect(sum).toBe(10_000);
    expect(street.length).toBeGreaterThan(0);
    expect(t1 - t0).toBeLessThan(1500);
    expect(t2 - t1).toBeLessThan(100);
  });
});
