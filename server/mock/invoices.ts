/**
 * Invoice app: list, detail (with payment details), clients, create, update, delete.
 */
import type { Router } from 'express';
import { say } from '../messages';
import type { MockState } from './state';
import { bodyObject, collection, intParam, nextId, notFound, route, singleton } from './plumbing';
import { mergeInvoice, readInvoice } from './invoice-input';
import { paginate, readListOptions, sortRows } from './list';
import { parseQuery, readText } from './query';
import { seedInvoiceBank } from './seed/invoices';
import { COLLECTIONS, type DemoInvoice, type InvoiceBank, type InvoiceClient } from './types';

const SORTABLE = ['id', 'client', 'total', 'issuedDate', 'dueDate', 'balance', 'invoiceStatus', 'service'] as const;
type SortKey = (typeof SORTABLE)[number];
export const CLIENT_LIST_SIZE = 5;

const invoices = (state: MockState): DemoInvoice[] => collection<DemoInvoice>(state, COLLECTIONS.invoices);

/** The amount of a balance given as a number or as a currency string ('$1,724.50', '-$205'). */
export function balanceAmount(balance: number | string): number {
  if (typeof balance === 'number') return balance;
  const amount = Number(balance.replace(/[$,\s]/g, ''));
  return Number.isFinite(amount) ? amount : 0;
}

function sortValue(invoice: DemoInvoice, key: SortKey): unknown {
  if (key === 'client') return invoice.client.name;
  if (key === 'balance') return balanceAmount(invoice.balance);
  return invoice[key];
}

const currency = (amount: number): string =>
  `${amount < 0 ? '-' : ''}$${Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function findInvoice(state: MockState, id: number | undefined): DemoInvoice {
  const invoice = id === undefined ? undefined : invoices(state).find((inv) => inv.id === id);
  if (!invoice) throw notFound(say('invoice.not_found'));
  return invoice;
}

export function mountInvoices(router: Router, state: MockState): void {
  router.get(
    '/apps/invoice/invoices',
    route((req, res) => {
      const query = parseQuery(req.originalUrl);
      const q = (readText(query.q, 'q') ?? '').trim().toLowerCase();
      // an exact match (specification §7): a value no invoice holds finds none, it is not an error
      const status = readText(query.status, 'status') || undefined;
      const options = readListOptions(query.options, SORTABLE);
      const matching = invoices(state)
        .filter(
          (inv) =>
            (q === '' || inv.client.companyEmail.toLowerCase().includes(q) || inv.client.name.toLowerCase().includes(q)) &&
            (status === undefined || inv.invoiceStatus === status),
        )
        .reverse(); // newest first unless a sort is asked for
      // A sort applies only when exactly one key is given (specification §7).
      const sorted = options.sort.length === 1 ? sortRows(matching, options.sort, sortValue) : matching;
      res.json({ filteredData: paginate(sorted, options.page, options.itemsPerPage), total: matching.length });
    }),
  );

  router.get(
    '/apps/invoice/invoices/:id',
    route((req, res) => {
      const invoice = findInvoice(state, intParam(req, 'id'));
      const bank = singleton<InvoiceBank>(state, COLLECTIONS.invoiceBank, seedInvoiceBank);
      res.json({
        invoice,
        paymentDetails: { totalDue: currency(invoice.total), bankName: bank.bankName, country: bank.country, iban: bank.iban, swiftCode: bank.swiftCode },
      });
    }),
  );

  router.get(
    '/apps/invoice/clients',
    route((_req, res) => {
      const seen = new Set<string>();
      const clients: InvoiceClient[] = [];
      for (const inv of invoices(state)) {
        const key = inv.client.companyEmail.toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        clients.push(inv.client);
        if (clients.length === CLIENT_LIST_SIZE) break;
      }
      res.json(clients);
    }),
  );

  router.post(
    '/apps/invoice/invoices',
    route((req, res) => {
      const all = invoices(state);
      const invoice: DemoInvoice = { id: nextId(all), ...readInvoice(bodyObject(req, 'invoice')) };
      all.push(invoice);
      state.commit();
      res.status(201).json(invoice);
    }),
  );

  router.put(
    '/apps/invoice/invoices/:id',
    route((req, res) => {
      const all = invoices(state);
      const existing = findInvoice(state, intParam(req, 'id'));
      const updated: DemoInvoice = { id: existing.id, ...readInvoice(mergeInvoice(existing, bodyObject(req, 'invoice'))) };
      all[all.indexOf(existing)] = updated;
      state.commit();
      res.json(updated);
    }),
  );

  router.delete(
    '/apps/invoice/invoices/:id',
    route((req, res) => {
      const all = invoices(state);
      const existing = findInvoice(state, intParam(req, 'id'));
      all.splice(all.indexOf(existing), 1);
      state.commit();
      res.json(existing);
    }),
  );
}
