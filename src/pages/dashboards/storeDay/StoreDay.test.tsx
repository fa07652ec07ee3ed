/**
 * The store's day on the store manager's home: the server's figures (a fake `fetch` answers
 * `/reports/store-day`), money in the lists' format, each figure a link to the list and filter the
 * server names (only where the user may open it), the server's day under the title, a quiet day's
 * note, a figure the user may not see left out, and the loading and error states.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type AuthProvider, type TranslationMessages } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import en from '../../../../i18n/en';
import { StoreDay } from './StoreDay';
import type { RaFilter, StoreDayFigure } from '../../../../server/api/store-day';
import type { StoreDayAnswer } from './useStoreDay';

afterEach(() => vi.unstubAllGlobals());

const FROM = '2026-11-26T00:00:00.000Z';
const TO = '2026-11-26T23:59:59.999Z';
const today = { gte: FROM, lte: TO };
const figure = (resource: string, route: string, filter: RaFilter, count: number): StoreDayFigure => ({ resource, route, filter, count });

function answer(scale = 1): StoreDayAnswer {
  return {
    store: { id: '1', sn: 'MD10001', name: '长安1号店' },
    day: '2026-11-26',
    timeZone: 'UTC',
    from: FROM,
    to: TO,
    generatedAt: '2026-11-26T10:00:00.000Z',
    swaps: figure('store-swap-orders', '/store/order-bat-ex', { startAt: today }, 12 * scale),
    swapsFailed: figure('store-swap-orders', '/store/order-bat-ex', { status: ['failed'], startAt: today }, 3 * scale),
    rentals: figure('store-rent-orders', '/store/order-rent', { createdAt: today }, 4 * scale),
    revenue: {
      amount: 1234.5 * scale,
      count: 5 * scale,
      parts: [
        { ...figure('store-rent-orders', '/store/order-rent', { status: ['paid'], paidAt: today }, 2 * scale), kind: 'rent', amount: 1000 * scale },
        {
          ...figure('store-sell-orders', '/store/order-sell', { status: ['paid', 'delivered'], paidAt: today }, 3 * scale),
          kind: 'sell',
          amount: 234.5 * scale,
        },
      ],
    },
    refundsRequested: figure('store-refund-orders', '/store/order-refund', { createdAt: today }, 1 * scale),
    refundsAwaitingReview: figure('store-refund-orders', '/store/order-refund', { status: ['requested'] }, 7),
    openAlarms: figure('store-cab-warnings', '/store/cab-warn', { status: ['open'] }, 2),
  };
}

function fakeFetch(reply: () => { status: number; body: unknown }) {
  const fn = vi.fn(async (_input: RequestInfo | URL) => {
    const { status, body } = reply();
    return { ok: status < 300, status, statusText: String(status), json: async () => body } as Response;
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}
const ok = (data: unknown) => () => ({ status: 200, body: { code: 200, msg: 'ok', data } });

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{decodeURIComponent(pathname + search)}</p>;
}
/** The list filter of a link (react-admin's `?filter=` JSON). */
const filterOf = (a: HTMLElement) => JSON.parse(new URLSearchParams(a.getAttribute('href')!.split('?')[1]).get('filter') ?? '{}');

function renderDay(authProvider?: AuthProvider) {
  const i18nProvider = polyglotI18nProvider(() => en as TranslationMessages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
  return render(
    <MemoryRouter initialEntries={['/dashboards/map']}>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()} authProvider={authProvider}>
        <Routes>
          <Route path="/dashboards/map" element={<StoreDay />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the store’s day', () => {
  it('shows the server’s figures, money as the lists show it, and the server’s day', async () => {
    const fn = fakeFetch(ok(answer()));
    renderDay();
    await waitFor(() => expect(screen.getByTestId('kpi-day-swaps-value')).toHaveTextContent('12'));
    expect(new URL(String(fn.mock.calls[0][0]), 'http://test').pathname).toBe('/admin-company/v1/reports/store-day');
    expect(screen.getByTestId('kpi-day-rentals-value')).toHaveTextContent('4');
    expect(screen.getByTestId('kpi-day-revenue-value')).toHaveTextContent(new Intl.NumberFormat('en', { style: 'currency', currency: 'CNY' }).format(1234.5));
    expect(screen.getByTestId('kpi-day-revenue')).toHaveTextContent('Paid orders: 5');
    expect(screen.getByTestId('kpi-day-refundsRequested-value')).toHaveTextContent('1');
    expect(screen.getByTestId('kpi-day-refundsAwaitingReview-value')).toHaveTextContent('7');
    expect(screen.getByTestId('kpi-day-openAlarms-value')).toHaveTextContent('2');
    expect(screen.getByTestId('store-day-date')).toHaveTextContent('Thursday, November 26, 2026 · the server’s day (UTC)');
    expect(screen.queryByText(/Nothing yet today/)).toBeNull();
  });

  it('each figure is a link to the list and filter the server names; a sum links each part', async () => {
    fakeFetch(ok(answer()));
    renderDay();
    const swaps = await screen.findByRole('link', { name: 'Swaps today: 12, open the list' });
    expect(swaps.getAttribute('href')).toMatch(/^\/store\/order-bat-ex\?filter=/);
    expect(filterOf(swaps)).toEqual({ startAt: today });
    // the failed ones: a link of their own, beside (not inside) the card's
    const failed = screen.getByRole('link', { name: '3 failed' });
    expect(filterOf(failed)).toEqual({ status: ['failed'], startAt: today });
    expect(swaps.contains(failed)).toBe(false);
    const revenue = within(screen.getByTestId('kpi-day-revenue'));
    const money = (n: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'CNY' }).format(n);
    expect(filterOf(revenue.getByRole('link', { name: `Rentals ${money(1000)}` }))).toEqual({ status: ['paid'], paidAt: today });
    expect(revenue.getByRole('link', { name: `Sales ${money(234.5)}` }).getAttribute('href')).toMatch(/^\/store\/order-sell\?/);
    expect(filterOf(screen.getByRole('link', { name: 'Refunds awaiting review: 7, open the list' }))).toEqual({ status: ['requested'] });
    const alarms = screen.getByRole('link', { name: 'Open alarms: 2, open the list' });
    fireEvent.click(alarms);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/store/cab-warn?filter={"status":["open"]}'));
  });

  it('a figure links only where the user may go; a figure it may not see has no card', async () => {
    const noAlarms: AuthProvider = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getPermissions: async () => [],
      canAccess: async ({ resource }) => resource !== 'store/cab-warn',
    };
    fakeFetch(ok({ ...answer(), rentals: null }));
    renderDay(noAlarms);
    await screen.findByRole('link', { name: 'Swaps today: 12, open the list' });
    expect(screen.getByTestId('kpi-day-openAlarms-value')).toHaveTextContent('2');
    expect(within(screen.getByTestId('kpi-day-openAlarms')).queryByRole('link')).toBeNull();
    expect(screen.queryByTestId('kpi-day-rentals')).toBeNull();
  });

  it('a quiet day says so, and its zeros still lead to their lists', async () => {
    fakeFetch(ok(answer(0)));
    renderDay();
    expect(await screen.findByText('Nothing yet today: no swap, rental or payment at this store since 00:00.')).toBeInTheDocument();
    expect(screen.getByTestId('kpi-day-revenue-value')).toHaveTextContent(new Intl.NumberFormat('en', { style: 'currency', currency: 'CNY' }).format(0));
    expect(screen.getByRole('link', { name: 'Swaps today: 0, open the list' })).toBeInTheDocument();
    // what waits is not today's: the refunds to review and the open alarms still count
    expect(screen.getByTestId('kpi-day-refundsAwaitingReview-value')).toHaveTextContent('7');
  });

  it('shows its cards while loading, and an error with a retry', async () => {
    let fail = true;
    const fn = fakeFetch(() => (fail ? { status: 500, body: { code: 500, msg: 'Internal error', data: null } } : ok(answer())()));
    renderDay();
    // the cards' labels at once, their figures to come
    expect(screen.getByTestId('kpi-day-swaps')).toHaveTextContent('Swaps today');
    expect(screen.queryByRole('link')).toBeNull();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Today’s figures could not be loaded: Internal error');
    expect(screen.queryByTestId('kpi-day-swaps')).toBeNull();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('kpi-day-swaps-value')).toHaveTextContent('12'));
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
