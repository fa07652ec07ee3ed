import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderScreen } from '../test-utils';
import InvoiceForm from './InvoiceForm';
import InvoicePreview from './InvoicePreview';
import type { Invoice } from './model';

const CLIENTS = [
  { name: 'Kristi Ahmed', companyEmail: 'kristi@example.org', company: 'Voolith', address: '1 Sea Road', country: 'Canada', contact: '(138) 765-4379' },
  { name: 'Wei Cruz', companyEmail: 'wei@example.net', company: 'Flashdog', address: '2 Maple Court', country: 'India', contact: '(603) 496-5605' },
];
const INVOICE: Invoice = {
  id: 4990,
  issuedDate: '2026-10-27',
  dueDate: '2026-11-04',
  client: CLIENTS[1],
  service: 'Cabinet Maintenance',
  total: 5445,
  avatar: '',
  invoiceStatus: 'Downloaded',
  balance: '-$205.25',
};
const PAYMENT = { totalDue: '$5,445.00', bankName: 'Demo Commercial Bank', country: 'China', iban: 'CN12DEMO00012345678901', swiftCode: 'DEMOCNSH' };

afterEach(() => vi.unstubAllGlobals());

describe('InvoicePreview', () => {
  it('shows the invoice with its payment details', async () => {
    mockFetch(() => ({ body: { invoice: INVOICE, paymentDetails: PAYMENT } }));
    renderScreen(<InvoicePreview />, { path: '/apps/invoice/preview/:id', route: '/apps/invoice/preview/4990' });
    expect(await screen.findByText('Demo Commercial Bank')).toBeInTheDocument();
    expect(screen.getByText('CN12DEMO00012345678901')).toBeInTheDocument();
    expect(screen.getAllByText('$5,445.00').length).toBeGreaterThan(1);
    expect(screen.getByText('-$205.25')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print' })).toHaveAttribute('href', '/apps/invoice/print/4990');
  });

  it('says so when the invoice does not exist (404)', async () => {
    mockFetch(() => ({ status: 404, body: { message: 'Invoice not found' } }));
    renderScreen(<InvoicePreview />, { path: '/apps/invoice/preview/:id', route: '/apps/invoice/preview/1' });
    expect(await screen.findByText('Invoice not found')).toBeInTheDocument();
    expect(screen.getByText('There is no invoice #1. It may have been deleted.')).toBeInTheDocument();
  });
});

describe('InvoiceForm', () => {
  it('creates an invoice for a client from /apps/invoice/clients and shows 400 errors under the fields', async () => {
    let attempt = 0;
    const fetch = mockFetch((url, init) => {
      if (url.pathname === '/apps/invoice/clients') return { body: CLIENTS };
      if (init.method === 'POST') {
        attempt += 1;
        return attempt === 1
          ? {
              status: 400,
              body: {
                message: 'Validation failed',
                errors: {
                  service: 'service is too long',
                  'client.companyEmail': 'companyEmail is not a valid address',
                  'items.0.cost': 'cost must be 0 or more',
                },
              },
            }
          : { status: 201, body: { ...INVOICE, id: 5037 } };
      }
      return { status: 404, body: {} };
    });
    const u = userEvent.setup();
    renderScreen(<InvoiceForm />, { path: '/apps/invoice/add', route: '/apps/invoice/add' });
    await u.click(await screen.findByRole('combobox', { name: 'Client' }));
    await u.click(await screen.findByRole('option', { name: /Wei Cruz/ }));
    await u.click(screen.getByRole('textbox', { name: 'Service' }));
    await u.paste('Battery Fleet Audit');
    const line = screen.getByRole('group', { name: 'Line 1' });
    await u.click(within(line).getByRole('textbox', { name: 'Item' }));
    await u.paste('Audit');
    await u.click(within(line).getByRole('spinbutton', { name: 'Unit cost' }));
    await u.paste('120.5');
    await u.clear(within(line).getByRole('spinbutton', { name: 'Quantity' }));
    await u.click(within(line).getByRole('spinbutton', { name: 'Quantity' }));
    await u.paste('2');
    expect(screen.getByText('Total: $241.00')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Create invoice' }));

    expect(await screen.findByText('service is too long')).toBeInTheDocument();
    expect(screen.getByText('companyEmail is not a valid address')).toBeInTheDocument();
    expect(within(line).getByText('cost must be 0 or more')).toBeInTheDocument();
    const post = fetch.mock.calls.find((c) => (c[1] as RequestInit | undefined)?.method === 'POST')!;
    expect(JSON.parse(String((post[1] as RequestInit).body)).invoice).toMatchObject({
      client: CLIENTS[1],
      service: 'Battery Fleet Audit',
      invoiceStatus: 'Draft',
      items: [{ title: 'Audit', description: '', cost: 120.5, qty: 2 }],
      total: 241,
    });

    await u.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });

  it('edits an invoice with PUT', async () => {
    const fetch = mockFetch((url, init) => {
      if (url.pathname === '/apps/invoice/clients') return { body: CLIENTS };
      if (init.method === 'PUT') return { body: INVOICE };
      return { body: { invoice: INVOICE, paymentDetails: PAYMENT } };
    });
    const u = userEvent.setup();
    renderScreen(<InvoiceForm />, { path: '/apps/invoice/edit/:id', route: '/apps/invoice/edit/4990' });
    const service = await screen.findByRole('textbox', { name: 'Service' });
    expect(service).toHaveValue('Cabinet Maintenance');
    expect(screen.getByRole('textbox', { name: 'Balance' })).toHaveValue('-$205.25');
    await u.click(screen.getByRole('combobox', { name: 'Status' }));
    await u.click(await screen.findByRole('option', { name: 'Paid' }));
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    const put = fetch.mock.calls.find((c) => (c[1] as RequestInit | undefined)?.method === 'PUT')!;
    expect(String(put[0])).toBe('/apps/invoice/invoices/4990');
    expect(JSON.parse(String((put[1] as RequestInit).body)).invoice).toMatchObject({
      invoiceStatus: 'Paid',
      balance: '-$205.25',
      total: 5445,
      client: CLIENTS[1],
    });
  });
});
