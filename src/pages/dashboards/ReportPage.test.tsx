/**
 * Report pages: every figure shown is the server's (a fake `fetch` answers the summary), the date
 * range goes to the server and into the URL, a bad range is refused before any call, a 403 says
 * which privilege is missing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type TranslationMessages } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import en from '../../../i18n/en';
import { ReportPage } from '../ReportPage';
import type { ReportSummary } from './reports/useReport';

afterEach(() => vi.unstubAllGlobals());

function summary(from: string, to: string, scale = 1): ReportSummary {
  const days = [from, to];
  return {
    from,
    to,
    utcOffset: 0,
    generatedAt: '2026-11-21T00:00:00.000Z',
    totals: { swaps: 321 * scale, swapsSuccess: 300 * scale, rentals: 45 * scale, revenue: 12345.5 * scale, paidOrders: 67 * scale },
    swapsPerDay: days.map((date) => ({ date, total: 10, success: 9 })),
    rentalsPerDay: days.map((date) => ({ date, total: 3 })),
    revenueByKind: [
      { kind: 'rent', amount: 100, count: 1 },
      { kind: 'sell', amount: 200, count: 2 },
      { kind: 'card', amount: 300, count: 3 },
      { kind: 'deposit', amount: 400, count: 4 },
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

function fakeFetch(answer: (q: URLSearchParams) => { status: number; body: unknown }) {
  const fn = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://test');
    const { status, body } = answer(url.searchParams);
    return { ok: status < 300, status, statusText: String(status), json: async () => body } as Response;
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}
const queries = (fn: ReturnType<typeof fakeFetch>) =>
  fn.mock.calls.map((c) => new URL(String(c[0]), 'http://test')).filter((u) => u.pathname === '/admin-company/v1/reports/summary');

function renderReport(kind: 'analytics' | 'crm' | 'eCommerce', route = '/dashboards/r') {
  const i18nProvider = polyglotI18nProvider(() => en as TranslationMessages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
  return render(
    <MemoryRouter initialEntries={[route]}>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path="/dashboards/r" element={<ReportPage titleKey="app.menu.pages.analytics" kind={kind} />} />
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
    renderReport('crm');
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
    expect(screen.queryByTestId('kpi-rentals')).toBeNull();
  });

  it('names the missing privilege on 403', async () => {
    fakeFetch(() => ({ status: 403, body: { code: 403, msg: 'Forbidden: reports need RESOURCE_ADMIN_REPORT', data: null } }));
    renderReport('eCommerce', '/dashboards/r?from=2026-10-01&to=2026-10-31');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account may not read reports (privilege RESOURCE_ADMIN_REPORT).');
    expect(screen.queryByTestId('kpi-revenue')).toBeNull();
  });
});
