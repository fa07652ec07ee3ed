import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceAmount } from '../../server/mock/invoices';
import { seedInvoices } from '../../server/mock/seed/invoices';
import { list, obj, optionsQuery, startMockServer, type MockServer } from './mock-harness';

let api: MockServer;
const seed = seedInvoices();
beforeAll(async () => {
  api = await startMockServer();
});
afterAll(() => api.close());

const page = async (query: string) => obj((await api.get(`/apps/invoice/invoices?${query}`)).body);

describe('GET /apps/invoice/invoices', () => {
  it('answers {filteredData, total}; ids run 4987..5036', async () => {
    const b = await page('options[itemsPerPage]=-1');
    expect(Object.keys(b).sort()).toEqual(['filteredData', 'total']);
    expect(b.total).toBe(50);
    const ids = list(b.filteredData).map((i) => Number(i.id));
    expect(Math.min(...ids)).toBe(4987);
    expect(Math.max(...ids)).toBe(5036);
  });

  it('q matches client email or client name, case-insensitively', async () => {
    const client = seed[4].client;
    const q = client.name.toLowerCase();
    const byName = await page(`q=${encodeURIComponent(client.name.toUpperCase())}&options[itemsPerPage]=-1`);
    expect(byName.total).toBe(seed.filter((i) => i.client.name.toLowerCase().includes(q) || i.client.companyEmail.toLowerCase().includes(q)).length);
    const byEmail = await page(`q=${encodeURIComponent(client.companyEmail)}&options[itemsPerPage]=-1`);
    expect(list(byEmail.filteredData).every((i) => obj(i.client).companyEmail === client.companyEmail)).toBe(true);
    expect(byEmail.total).toBeGreaterThan(0);
  });

  it('status is an exact match', async () => {
    const b = await page('status=Partial%20Payment&options[itemsPerPage]=-1');
    expect(b.total).toBe(seed.filter((i) => i.invoiceStatus === 'Partial Payment').length);
    expect(list(b.filteredData).every((i) => i.invoiceStatus === 'Partial Payment')).toBe(true);
    // exact, so a part or another case finds nothing (an empty list, not an error)
    for (const other of ['paid', 'Pai', 'Partial']) {
      const none = await api.get(`/apps/invoice/invoices?status=${other}`);
      expect(none.status, other).toBe(200);
      expect(none.body, other).toMatchObject({ filteredData: [], total: 0 });
    }
  });

  it('sorts only with exactly one key; client sorts by client name; balance by amount', async () => {
    const byClient = await page(optionsQuery({ itemsPerPage: -1, sortBy: ['client'], sortDesc: [false] }));
    const names = list(byClient.filteredData).map((i) => String(obj(i.client).name));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));

    const byBalance = await page(optionsQuery({ itemsPerPage: -1, sortBy: ['balance'], sortDesc: [true] }));
    const amounts = list(byBalance.filteredData).map((i) => balanceAmount(i.balance as number | string));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

    const twoKeys = await page(optionsQuery({ itemsPerPage: -1, sortBy: ['total', 'id'], sortDesc: [true, true] }));
    const unsorted = await page('options[itemsPerPage]=-1');
    expect(list(twoKeys.filteredData).map((i) => i.id)).toEqual(list(unsorted.filteredData).map((i) => i.id));
  });

  it('accepts Vuetify 3 sort entries ({key, order}) and options as a JSON string', async () => {
    const bracket = await page('options[itemsPerPage]=-1&options[sortBy][0][key]=total&options[sortBy][0][order]=desc');
    const totals = list(bracket.filteredData).map((i) => Number(i.total));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const json = await page(`options=${encodeURIComponent(JSON.stringify({ itemsPerPage: -1, sortBy: [{ key: 'total', order: 'desc' }] }))}`);
    expect(list(json.filteredData).map((i) => Number(i.total))).toEqual(totals);
  });

  it('pages 1-based and -1 means all', async () => {
    const b = await page(optionsQuery({ page: 3, itemsPerPage: 20, sortBy: ['id'], sortDesc: [false] }));
    expect(list(b.filteredData).map((i) => i.id)).toEqual(seed.slice(40).map((i) => i.id));
    expect(b.total).toBe(50);
  });

  it('refuses malformed options with 400', async () => {
    for (const bad of ['options=[1', 'options[itemsPerPage]=x', 'options[page]=-2', 'options[sortBy][0]=__proto__']) {
      const { status, body } = await api.get(`/apps/invoice/invoices?${bad}`);
      expect(status, bad).toBe(400);
      expect(typeof obj(body).message).toBe('string');
    }
  });
});

describe('GET /apps/invoice/invoices/:id', () => {
  it('answers {invoice, paymentDetails}, or 404', async () => {
    const b = obj((await api.get('/apps/invoice/invoices/4990')).body);
    expect(b.invoice).toEqual(seed[3]);
    expect(Object.keys(obj(b.paymentDetails)).sort()).toEqual(['bankName', 'country', 'iban', 'swiftCode', 'totalDue']);
    expect(obj(b.paymentDetails).totalDue).toMatch(/^\$[\d,]+\.\d{2}$/);
    const missing = await api.get('/apps/invoice/invoices/1');
    expect(missing.status).toBe(404);
    // the server's messages are in the caller's language; no Accept-Language: zh_CN (tests/api/server-messages.test.ts)
    expect(obj(missing.body).message).toBe('发票不存在');
  });
});

describe('GET /apps/invoice/clients', () => {
  it('answers the first 5 distinct clients', async () => {
    const clients = list((await api.get('/apps/invoice/clients')).body);
    expect(clients).toHaveLength(5);
    expect(new Set(clients.map((c) => c.companyEmail)).size).toBe(5);
    expect(clients[0]).toEqual(seed[0].client);
  });
});

describe('POST and PUT /apps/invoice/invoices', () => {
  const client = {
    name: 'Grace Hopper',
    companyEmail: 'grace@example.com',
    company: 'Navy',
    address: '1 Harbor Street',
    country: 'United States',
    contact: '(555) 010-0000',
  };

  it('creates an invoice with 201 and the next id, and saves it', async () => {
    const { status, body } = await api.send('POST', '/apps/invoice/invoices', {
      invoice: { client, issuedDate: '2026-11-02', dueDate: '2026-11-30', service: 'Software Development', items: [{ title: 'Audit', cost: 120.5, qty: 2 }] },
    });
    expect(status).toBe(201);
    expect(obj(body)).toMatchObject({ id: 5037, total: 241, invoiceStatus: 'Draft', balance: 241, client });
    expect(list(api.readFile().demoInvoices).some((i) => i.id === 5037)).toBe(true);
  });

  it('updates an invoice with PUT (merging the client) and saves it', async () => {
    const { status, body } = await api.send('PUT', '/apps/invoice/invoices/4987', { invoiceStatus: 'Paid', balance: '$0', client: { name: 'Renamed Client' } });
    expect(status).toBe(200);
    expect(obj(body)).toMatchObject({ id: 4987, invoiceStatus: 'Paid', balance: '$0', client: { ...seed[0].client, name: 'Renamed Client' } });
    expect(obj(list(api.readFile().demoInvoices).find((i) => i.id === 4987)?.client).name).toBe('Renamed Client');
    expect((await api.send('PUT', '/apps/invoice/invoices/1', { total: 1 })).status).toBe(404);
  });

  it('answers 400 {errors} for invalid invoices', async () => {
    const { status, body } = await api.send('POST', '/apps/invoice/invoices', {
      client: { name: '', companyEmail: 'nope' },
      issuedDate: '2026-02-30',
      dueDate: '2026-01-01',
      total: -3,
      balance: 'lots',
      invoiceStatus: 'Lost',
    });
    expect(status).toBe(400);
    expect(Object.keys(obj(obj(body).errors)).sort()).toEqual([
      'balance',
      'client.companyEmail',
      'client.name',
      'invoiceStatus',
      'issuedDate',
      'service',
      'total',
    ]);
    const due = await api.send('PUT', '/apps/invoice/invoices/4988', { dueDate: '2000-01-01' });
    expect(obj(obj(due.body).errors).dueDate).toBe('dueDate 不能早于 issuedDate');
  });
});
