/** 50 demo invoices, ids 4987..5036, and the issuer's bank details (specification §3, §9). */
import { Gen } from '../../../resources/demo-gen';
import { INVOICE_STATUSES, type DemoInvoice, type InvoiceBank, type InvoiceClient } from '../types';
import { avatarDataUri } from './avatar';
import { COMPANIES, COUNTRIES, STREETS } from './names';
import { people } from './people';
import { addDays, demoDate } from './demo-dates';

export const FIRST_INVOICE_ID = 4987;
export const SEED_INVOICE_COUNT = 50;
const SERVICES = [
  'Software Development',
  'UI/UX Design & Development',
  'Unlimited Extended License',
  'Template Customization',
  'Battery Fleet Audit',
  'Cabinet Maintenance',
];

function clients(g: Gen): InvoiceClient[] {
  return people(g, 30).map((p) => ({
    address: `${g.int(10, 9999)} ${g.pick(STREETS)}`,
    company: g.pick(COMPANIES),
    companyEmail: p.email,
    country: g.pick(COUNTRIES),
    contact: g.pattern('(###) ###-####'),
    name: p.fullName,
  }));
}

/** Paid invoices owe nothing; the others owe a number or a currency string, sometimes negative. */
function balanceOf(g: Gen, status: DemoInvoice['invoiceStatus'], total: number): number | string {
  if (status === 'Paid') return 0;
  const amount = g.bool(0.2) ? -g.float(10, 400) : g.float(0, total);
  if (g.bool(0.5)) return amount;
  const text = Number.isInteger(amount) ? String(Math.abs(amount)) : Math.abs(amount).toFixed(2);
  return `${amount < 0 ? '-' : ''}$${text}`;
}

export function seedInvoices(): DemoInvoice[] {
  const g = new Gen('demo-invoices');
  const pool = clients(g);
  return Array.from({ length: SEED_INVOICE_COUNT }, (_, i) => {
    const client = g.pick(pool);
    const issuedDate = demoDate(-g.int(0, 150));
    const invoiceStatus = g.pick(INVOICE_STATUSES);
    const total = g.int(100, 6000);
    return {
      id: FIRST_INVOICE_ID + i,
      issuedDate,
      client: { ...client },
      service: g.pick(SERVICES),
      total,
      avatar: g.bool(0.4) ? avatarDataUri(client.name, i) : '',
      invoiceStatus,
      balance: balanceOf(g, invoiceStatus, total),
      dueDate: addDays(issuedDate, g.int(7, 45)),
    };
  });
}

export function seedInvoiceBank(): InvoiceBank {
  return { bankName: 'Demo Commercial Bank', country: 'China', iban: 'CN12DEMO00012345678901', swiftCode: 'DEMOCNSH' };
}
