import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockFetch, renderScreen } from '../test-utils';
import InvoiceList from './InvoiceList';
import type { Invoice } from './model';

const client = (name: string) => ({
  name,
  companyEmail: `${name.toLowerCase().replace(' ', '.')}@example.com`,
  company: 'Acme',
  address: '1 Main St',
  country: 'France',
  contact: '(555) 000-0000',
});
const invoice = (id: number, balance: number | string, invoiceStatus: Invoice['invoiceStatus'] = 'Sent'): Invoice => ({
  id,
  issuedDate: '2026-03-01',
  dueDate: '2026-03-31',
  client: client(`Client ${id}`),
  service: 'Software Development',
  total: 1000,
  avatar: '',
  invoiceStatus,
  balance,
});

afterEach(() => vi.unstubAllGlobals());

describe('InvoiceList', () => {
  it('shows negative, string and zero balances properly', async () => {
    mockFetch(() => ({
      body: { filteredData: [invoice(1, '-$205.25', 'Partial Payment'), invoice(2, '$724'), invoice(3, 0, 'Paid'), invoice(4, -50)], total: 4 },
    }));
    renderScreen(<InvoiceList />);
    const row = async (id: number) => (await screen.findByRole('link', { name: `#${id}` })).closest('tr') as HTMLElement;
    expect(within(await row(1)).getByText('-$205.25')).toBeInTheDocument();
    expect(within(await row(2)).getByText('$724.00')).toBeInTheDocument();
    // a zero balance is a "Paid" chip (next to the Paid status chip)
    expect(within(await row(3)).getAllByText('Paid')).toHaveLength(2);
    expect(within(await row(4)).getByText('-$50.00')).toBeInTheDocument();
    expect(within(await row(1)).getByText('Partial payment')).toBeInTheDocument();
  });

  it('sends search, status, single-key sort and page size in the query', async () => {
    const fetch = mockFetch(() => ({ body: { filteredData: [invoice(7, 10)], total: 1 } }));
    const user = userEvent.setup();
    renderScreen(<InvoiceList />);
    await screen.findByRole('link', { name: '#7' });
    const first = callsTo(fetch, '/apps/invoice/invoices')[0];
    expect(first.get('options[page]')).toBe('1');
    expect(first.get('options[itemsPerPage]')).toBe('10');

    await user.type(screen.getByRole('searchbox', { name: 'Search by client name or email' }), 'kristi');
    await user.click(screen.getByRole('combobox', { name: 'Invoice status' }));
    await user.click(await screen.findByRole('option', { name: 'Past due' }));
    await user.click(screen.getByRole('button', { name: 'Total' }));
    await user.click(screen.getByRole('button', { name: 'Total' }));
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(await screen.findByRole('option', { name: 'All' }));

    await waitFor(() => {
      const last = callsTo(fetch, '/apps/invoice/invoices').at(-1)!;
      expect(last.get('q')).toBe('kristi');
      expect(last.get('status')).toBe('Past Due');
      expect(last.get('options[sortBy][0]')).toBe('total');
      expect(last.get('options[sortDesc][0]')).toBe('true');
      expect(last.get('options[itemsPerPage]')).toBe('-1');
      expect(last.get('options[page]')).toBe('1');
    });
    // one sort key only, ever
    expect(callsTo(fetch, '/apps/invoice/invoices').every((p) => p.get('options[sortBy][1]') === null)).toBe(true);
  });

  it('offers the six statuses and every page size', async () => {
    mockFetch(() => ({ body: { filteredData: [], total: 0 } }));
    const user = userEvent.setup();
    renderScreen(<InvoiceList />);
    expect(await screen.findByText('No invoice matches these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Invoice status' }));
    const statuses = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(statuses).toEqual(['All statuses', 'Paid', 'Downloaded', 'Sent', 'Draft', 'Partial payment', 'Past due']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['5', '10', '15', '20', '30', '50', 'All']);
  });

  it('shows an error with a retry when the list cannot load', async () => {
    let fail = true;
    mockFetch(() => (fail ? { status: 500, body: { message: 'boom' } } : { body: { filteredData: [invoice(9, 1)], total: 1 } }));
    const user = userEvent.setup();
    renderScreen(<InvoiceList />);
    expect(await screen.findByText('The data could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: '#9' })).toBeInTheDocument();
  });
});
