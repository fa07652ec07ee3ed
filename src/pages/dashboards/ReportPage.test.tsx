/**
 * Report pages: every figure shown is the server's (a fake `fetch` answers the summary and the
 * riders' report), the date range goes to the server and into the URL, a bad range is refused
 * before any call, a 403 says which privilege is missing; each page says where its data ends, and
 * every figure links to the list it counts, with the filter in react-admin's address form.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type TranslationMessages } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import en from '../../../i18n/en';
import { ReportPage } from '../ReportPage';
import type { ReportSummary } from './reports/useReport';
import type { RidersReport } from './riders/ridersLinks';

afterEach(() => vi.unstubAllGlobals());

function summary(from: string, to: string, scale = 1): ReportSummary {
  const days = [from, to];
  return {
    from,
    to,
    utcOffset: 0,
    generatedAt: '2026-11-21T00:00:00.000Z',
    dataUntil: '2026-11-01T07:59:00.000Z',
    totals: { swaps: 321 * scale, swapsSuccess: 300 * scale, rentals: 45 * scale, revenue: 12345.5 * scale, paidOrders: 67 * scale },
    swapsPerDay: days.map((date) => ({ date, total: 10, success: 9 })),
    rentalsPerDay: days.map((date) => ({ date, total: 3 })),
    revenueByKind: [
      { kind: 'rent', amount: 100, count: 1, resource: 'rent-orders', states: ['paid', 'refund_pending', 'refund_refused'] },
      { kind: 'sell', amount: 200, count: 2, resource: 'sell-orders', states: ['paid', 'delivered'] },
      { kind: 'card', amount: 300, count: 3, resource: 'card-orders', states: ['paid'] },
      { kind: 'deposit', amount: 400, count: 4, resource: 'deposit-orders', states: ['paid', 'refund_pending', 'deducted'] },
    ],
    revenuePerDay: days.map((date) => ({ date, rent: 1, sell: 2, card: 3, deposit: 4 })),
    sohBuckets: [{ min: 90, max: 100, count: 7 }],
    sohUnknown: 0,
    cabinetHealth: { online: 48, offline: 8, fault: 4, total: 60, onlineRate: 0.8 },
    openWarnings: [
      { level: 'critical', count: 5 },
      { level: 'warning', count: 6 },
      { level: 'info', count: 7 },
    ],
    topStores: {
      bySwaps: [{ storeId: '1', sn: 'MD10001', name: '雁塔1号店', swaps: 99 }],
      byRevenue: [{ storeId: '1', sn: 'MD10001', name: '雁塔1号店', revenue: 999 }],
    },
  };
}

function riders(from: string, to: string): RidersReport {
  return {
    from,
    to,
    utcOffset: 0,
    generatedAt: '2026-11-21T00:00:00.000Z',
    dataUntil: '2026-11-01T07:59:00.000Z',
    newRiders: { total: 12, perDay: [from, to].map((date) => ({ date, total: 6 })) },
    activity: {
      days: 30,
      since: '2026-10-22T00:00:00.000Z',
      active: { count: 3, ids: ['4', '7', '9'] },
      churned: { count: 250, ids: null },
      never: 2,
      total: 255,
    },
    expiringCards: { days: 7, from: '2026-11-21', to: '2026-11-28', count: 14, states: ['active'] },
    complaints: {
      total: 9,
      byType: [
        { type: 'cabinet', count: 5 },
        { type: 'billing', count: 4 },
      ],
      byStatus: [
        { status: 'open', count: 2 },
        { status: 'closed', count: 7 },
      ],
    },
    realNameQueue: { pending: 32, oldest: { id: '125', createdAt: '2026-11-18T00:00:00.000Z' } },
  };
}

function fakeFetch(answer: (q: URLSearchParams, path: string) => { status: number; body: unknown }) {
  const fn = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://test');
    const { status, body } = answer(url.searchParams, url.pathname);
    return { ok: status < 300, status, statusText: String(status), json: async () => body } as Response;
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}
const queries = (fn: ReturnType<typeof fakeFetch>) =>
  fn.mock.calls.map((c) => new URL(String(c[0]), 'http://test')).filter((u) => u.pathname === '/admin-company/v1/reports/summary');

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{decodeURIComponent(pathname + search)}</p>;
}

/** The list filter of a link (react-admin's `?filter=` JSON). */
const filterOf = (a: HTMLElement) => JSON.parse(new URLSearchParams(a.getAttribute('href')!.split('?')[1]).get('filter') ?? '{}');

function renderReport(kind: 'analytics' | 'crm' | 'eCommerce', route = '/dashboards/r') {
  const i18nProvider = polyglotI18nProvider(() => en as TranslationMessages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
  return render(
    <MemoryRouter initialEntries={[route]}>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path="/dashboards/r" element={<ReportPage titleKey="app.menu.pages.analytics" kind={kind} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('report pages', () => {
  it('shows the server’s figures for the range in the URL, and asks again when the range changes', async () => {
    const fn = fakeFetch((q) => ({
      status: 200,
      body: { code: 200, msg: 'ok', data: summary(q.get('from')!, q.get('to')!, q.get('from') === '2026-10-01' ? 1 : 2) },
    }));
    renderReport('eCommerce', '/dashboards/r?from=2026-10-01&to=2026-10-31');
    await waitFor(() => expect(screen.getByTestId('kpi-revenue-value')).toHaveTextContent('12,345.50'));
    expect(screen.getByTestId('kpi-paidOrders-value')).toHaveTextContent('67');
    expect(screen.getByTestId('kpi-rentals-value')).toHaveTextContent('45');
    expect(screen.getByTestId('kpi-swapSuccess-value')).toHaveTextContent('93.5%');
    const first = queries(fn)[0].searchParams;
    expect([first.get('from'), first.get('to')]).toEqual(['2026-10-01', '2026-10-31']);
    expect(first.get('utcOffset')).toMatch(/^-?\d+$/);
    // the charts chunk loads, with the page's charts
    expect(await screen.findByTestId('chart-revenuePerDay', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('chart-revenueByKind')).toHaveTextContent('Revenue by order kind');
    expect(screen.getByTestId('chart-topStoresRevenue')).toBeInTheDocument();

    fireEvent.change(screen.getByTestId('report-from'), { target: { value: '2026-09-01' } });
    await waitFor(() => expect(screen.getByTestId('kpi-revenue-value')).toHaveTextContent('24,691.00'));
    expect(queries(fn).at(-1)!.searchParams.get('from')).toBe('2026-09-01');
  });

  it('each page shows its own figures', async () => {
    fakeFetch((q) => ({ status: 200, body: { code: 200, msg: 'ok', data: summary(q.get('from')!, q.get('to')!) } }));
    renderReport('analytics', '/dashboards/r?from=2026-10-01&to=2026-10-31');
    await waitFor(() => expect(screen.getByTestId('kpi-onlineRate-value')).toHaveTextContent('80%'));
    expect(screen.getByTestId('kpi-openWarnings-value')).toHaveTextContent('18');
    expect(screen.getByTestId('kpi-swaps-value')).toHaveTextContent('321');
    expect(await screen.findByTestId('chart-soh', {}, { timeout: 10_000 })).toHaveTextContent('Battery state of health');
    expect(screen.getByTestId('chart-cabinetHealth')).toBeInTheDocument();
    expect(screen.getByTestId('chart-warnings')).toBeInTheDocument();
    expect(screen.queryByTestId('chart-revenueByKind')).toBeNull();
  });

  it('defaults to the last 90 days, and a preset sets the range', async () => {
    const fn = fakeFetch((q) => ({ status: 200, body: { code: 200, msg: 'ok', data: summary(q.get('from')!, q.get('to')!) } }));
    renderReport('analytics');
    await waitFor(() => expect(queries(fn)).toHaveLength(1));
    const q = queries(fn)[0].searchParams;
    expect((Date.parse(q.get('to')!) - Date.parse(q.get('from')!)) / 86_400_000).toBe(89);
    expect(screen.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(queries(fn)).toHaveLength(2));
    const q2 = queries(fn)[1].searchParams;
    expect((Date.parse(q2.get('to')!) - Date.parse(q2.get('from')!)) / 86_400_000).toBe(6);
  });

  it('refuses a start after the end without asking the server', async () => {
    const fn = fakeFetch(() => ({ status: 200, body: { code: 200, msg: 'ok', data: summary('2026-10-05', '2026-10-01') } }));
    renderReport('crm', '/dashboards/r?from=2026-10-05&to=2026-10-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('The start date must not be after the end date.');
    expect(queries(fn)).toHaveLength(0);
    expect(fn).not.toHaveBeenCalled();
    expect(screen.queryByTestId('kpi-newRiders')).toBeNull();
  });

  it('says in words what a 403 refuses, never the privilege code', async () => {
    fakeFetch(() => ({ status: 403, body: { code: 403, msg: 'Forbidden: reports need RESOURCE_ADMIN_REPORT', data: null } }));
    renderReport('eCommerce', '/dashboards/r?from=2026-10-01&to=2026-10-31');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account may not read reports. Ask an administrator for access.');
    expect(screen.getByRole('alert').textContent).not.toMatch(/RESOURCE_ADMIN/);
    expect(screen.queryByTestId('kpi-revenue')).toBeNull();
  });

  it('says where the data ends and when it was computed', async () => {
    fakeFetch((q) => ({ status: 200, body: { code: 200, msg: 'ok', data: summary(q.get('from')!, q.get('to')!) } }));
    renderReport('analytics', '/dashboards/r?from=2026-10-01&to=2026-10-31');
    const at = (iso: string) =>
      new Intl.DateTimeFormat('en', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(Date.parse(iso));
    expect(await screen.findByTestId('data-until')).toHaveTextContent(
      `Data up to ${at('2026-11-01T07:59:00.000Z')} (computed ${at('2026-11-21T00:00:00.000Z')})`,
    );
  });

  it('each card is a link to the list it counts; a sum over several lists links each part', async () => {
    fakeFetch((q) => ({ status: 200, body: { code: 200, msg: 'ok', data: summary(q.get('from')!, q.get('to')!) } }));
    renderReport('analytics', '/dashboards/r?from=2026-10-01&to=2026-10-31');
    const warnings = await screen.findByRole('link', { name: 'Open warnings: 18, open the list' });
    expect(warnings.getAttribute('href')).toBe(`/apps/cab/warn?filter=${encodeURIComponent('{"status":["open"]}').replace(/%20/g, '+')}`);
    expect(filterOf(warnings)).toEqual({ status: ['open'] });
    const swaps = screen.getByRole('link', { name: /^Battery swaps: 321/ });
    expect(swaps.getAttribute('href')).toMatch(/^\/apps\/order\/bat-ex\?/);
    // the range's days at the report's offset (UTC here), both ends whole
    expect(filterOf(swaps)).toEqual({ startAt: { gte: '2026-10-01T00:00:00.000Z', lte: '2026-10-31T23:59:59.999Z' } });
    expect(filterOf(screen.getByRole('link', { name: /^Swap success rate/ }))).toEqual({
      status: ['success'],
      startAt: { gte: '2026-10-01T00:00:00.000Z', lte: '2026-10-31T23:59:59.999Z' },
    });
    expect(filterOf(screen.getByRole('link', { name: /^Cabinets online/ }))).toEqual({ health: ['online'] });
    fireEvent.click(warnings);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/apps/cab/warn?filter={"status":["open"]}'));
  });

  it('revenue links each kind of order, paid in the range', async () => {
    fakeFetch((q) => ({ status: 200, body: { code: 200, msg: 'ok', data: summary(q.get('from')!, q.get('to')!) } }));
    renderReport('eCommerce', '/dashboards/r?from=2026-10-01&to=2026-10-31');
    const card = await screen.findByTestId('kpi-revenue');
    await waitFor(() => expect(card.querySelectorAll('a')).toHaveLength(4));
    const sell = [...card.querySelectorAll('a')].find((a) => a.textContent?.startsWith('Sales'))!;
    expect(sell.getAttribute('href')).toMatch(/^\/apps\/order\/sell\?/);
    expect(filterOf(sell)).toEqual({ status: ['paid', 'delivered'], paidAt: { gte: '2026-10-01T00:00:00.000Z', lte: '2026-10-31T23:59:59.999Z' } });
  });

  it('under each chart, its bars as links for the keyboard: categories as a legend, days as a table', async () => {
    fakeFetch((q) => ({ status: 200, body: { code: 200, msg: 'ok', data: summary(q.get('from')!, q.get('to')!) } }));
    renderReport('analytics', '/dashboards/r?from=2026-10-01&to=2026-10-31');
    const chart = await screen.findByTestId('chart-warnings', {}, { timeout: 10_000 });
    const critical = within(chart).getByRole('link', { name: 'Critical · 5' });
    expect(filterOf(critical)).toEqual({ status: ['open'], level: ['critical'] });
    const soh = within(screen.getByTestId('chart-soh')).getByRole('link', { name: /^90–100% · 7$/ });
    expect(filterOf(soh)).toEqual({ soh: { gte: 90, lte: 100 } });
    const health = within(screen.getByTestId('chart-cabinetHealth')).getByRole('link', { name: /· 4$/ });
    expect(filterOf(health)).toEqual({ health: ['fault'] });
    const top = within(screen.getByTestId('chart-topStoresSwaps')).getByRole('link', { name: '雁塔1号店 · 99' });
    expect(filterOf(top)).toMatchObject({ status: ['success'], storeId: '1' });
    // the day table: one row per day with data, a link per series
    const days = within(screen.getByTestId('chart-swapsPerDay'));
    fireEvent.click(days.getByText('Day by day (2 days with data)'));
    const cells = days.getAllByRole('link');
    expect(cells).toHaveLength(4);
    expect(filterOf(cells[0])).toEqual({ status: ['success'], startAt: { gte: '2026-10-01T00:00:00.000Z', lte: '2026-10-01T23:59:59.999Z' } });
    expect(filterOf(cells[1]).status).toEqual(['pending', 'running', 'failed', 'canceled']);
    fireEvent.click(critical);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/apps/cab/warn?filter={"status":["open"],"level":["critical"]}'));
  });
});

describe('CRM page: riders', () => {
  it('asks the riders report for the last 30 days and shows its figures, each a link to its list', async () => {
    const fn = fakeFetch((q, path) => ({
      status: 200,
      body: { code: 200, msg: 'ok', data: path.endsWith('/reports/riders') ? riders(q.get('from')!, q.get('to')!) : summary(q.get('from')!, q.get('to')!) },
    }));
    renderReport('crm');
    await waitFor(() => expect(screen.getByTestId('kpi-newRiders-value')).toHaveTextContent('12'));
    const calls = fn.mock.calls.map((c) => new URL(String(c[0]), 'http://test'));
    expect(calls.every((u) => u.pathname === '/admin-company/v1/reports/riders')).toBe(true);
    const q = calls[0].searchParams;
    expect((Date.parse(q.get('to')!) - Date.parse(q.get('from')!)) / 86_400_000).toBe(29);
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');

    expect(filterOf(screen.getByRole('link', { name: /^New riders: 12/ }))).toMatchObject({ createdAt: { gte: expect.any(String), lte: expect.any(String) } });
    const active = screen.getByRole('link', { name: 'Active riders: 3, open the list' });
    expect(active.getAttribute('href')).toMatch(/^\/apps\/consumer\/list\?/);
    expect(filterOf(active)).toEqual({ id: ['4', '7', '9'] });
    expect(screen.getByTestId('kpi-activeRiders')).toHaveTextContent('An order in the last 30 days · 255 riders in all');
    const expiring = screen.getByRole('link', { name: /^Cards expiring within 7 days: 14/ });
    expect(filterOf(expiring)).toEqual({ status: ['active'], endAt: { gte: '2026-11-21', lte: '2026-11-28' } });
    const queue = screen.getByRole('link', { name: /^Real-name checks waiting: 32/ });
    const params = new URLSearchParams(queue.getAttribute('href')!.split('?')[1]);
    expect([params.get('sort'), params.get('order')]).toEqual(['createdAt', 'ASC']);
    expect(filterOf(queue)).toEqual({ status: ['pending'] });
    expect(screen.getByTestId('kpi-realNamePending')).toHaveTextContent('Waiting longest: submitted 3 days ago');
    expect(screen.getByTestId('data-until')).toHaveTextContent(/^Data up to /);

    // the charts: riders, activity (churned: too many for one filter, so no link), complaints
    const activity = await screen.findByTestId('chart-riderActivity', {}, { timeout: 10_000 });
    expect(filterOf(within(activity).getByRole('link', { name: 'Active · 3' }))).toEqual({ id: ['4', '7', '9'] });
    expect(within(activity).queryByRole('link', { name: /Churned/ })).toBeNull();
    expect(activity).toHaveTextContent('Churned · 250');
    const byType = within(screen.getByTestId('chart-complaintsByType')).getByRole('link', { name: /· 4$/ });
    expect(filterOf(byType)).toMatchObject({ type: ['billing'] });
    const byStatus = within(screen.getByTestId('chart-complaintsByStatus')).getByRole('link', { name: /· 2$/ });
    expect(filterOf(byStatus)).toMatchObject({ status: ['open'] });
    expect(screen.getByTestId('chart-newRidersPerDay')).toHaveTextContent('New riders per day');
    // nothing of the summary's charts on this page
    expect(screen.queryByTestId('chart-swapsPerDay')).toBeNull();
  });
});
