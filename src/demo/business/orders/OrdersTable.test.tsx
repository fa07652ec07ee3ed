import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderScreen } from '../test-utils';
import OrdersTable from './OrdersTable';
import type { DemoOrder } from './model';

const order = (
  id: number,
  name: string,
  status: DemoOrder['payment']['status'],
  received: DemoOrder['payment']['received_payment_status'],
  buyer: string,
  total: number,
): DemoOrder => ({
  id,
  product: {
    id,
    name,
    slug: name.toLowerCase(),
    brand: 'VoltRide',
    category: 'E-Bikes',
    price: total,
    image: '',
    hasFreeShipping: true,
    rating: 4,
    description: '',
  },
  date: `0${id} Mar 2026`,
  buyer: { name: buyer, avatar: null },
  payment: { total, received_payment_status: received, paid_amount: received === 'Fully Paid' ? total : received === 'Unpaid' ? 0 : total / 2, status },
});

const ORDERS = [
  order(1, 'City Commuter E-Bike', 'Completed', 'Fully Paid', 'Ada Lovelace', 1299),
  order(2, 'Fast Charger 5A', 'Confirmed', 'Partially Paid', 'Grace Hopper', 80),
  order(3, 'Phone Mount', 'Cancelled', 'Unpaid', 'Alan Turing', 19),
];

afterEach(() => vi.unstubAllGlobals());

describe('OrdersTable', () => {
  it('shows product, buyer initials and the two status chips', async () => {
    mockFetch(() => ({ body: ORDERS }));
    renderScreen(<OrdersTable />);
    const row = (await screen.findByText('City Commuter E-Bike')).closest('tr') as HTMLElement;
    expect(within(row).getByText('VoltRide')).toBeInTheDocument();
    expect(within(row).getByText('AL')).toBeInTheDocument();
    expect(within(row).getByText('$1,299.00')).toBeInTheDocument();
    expect(within(row).getByText('Completed')).toBeInTheDocument();
    expect(within(row).getByText('Fully paid')).toBeInTheDocument();
    const second = screen.getByText('Fast Charger 5A').closest('tr') as HTMLElement;
    expect(within(second).getByText('Confirmed')).toBeInTheDocument();
    expect(within(second).getByText('Partially paid')).toBeInTheDocument();
    expect(within(second).getByText('$40.00 received')).toBeInTheDocument();
    const third = screen.getByText('Phone Mount').closest('tr') as HTMLElement;
    expect(within(third).getByText('Cancelled')).toBeInTheDocument();
    expect(within(third).getByText('Unpaid')).toBeInTheDocument();
  });

  it('searches, sorts and pages in the browser', async () => {
    const fetch = mockFetch(() => ({ body: ORDERS }));
    const u = userEvent.setup();
    renderScreen(<OrdersTable />);
    await screen.findByText('Phone Mount');
    await u.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'grace');
    expect(screen.queryByText('Phone Mount')).not.toBeInTheDocument();
    expect(screen.getByText('Fast Charger 5A')).toBeInTheDocument();
    await u.clear(screen.getByRole('searchbox', { name: 'Search orders' }));

    await u.click(screen.getByRole('button', { name: 'Payment' }));
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => ORDERS.find((o) => r.textContent?.includes(o.product.name))?.product.name);
    expect(names()).toEqual(['Phone Mount', 'Fast Charger 5A', 'City Commuter E-Bike']);
    await u.click(screen.getByRole('button', { name: 'Payment' }));
    expect(names()[0]).toBe('City Commuter E-Bike');

    await u.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await u.click(await screen.findByRole('option', { name: '5' }));
    expect(screen.getByText('1–3 of 3')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
