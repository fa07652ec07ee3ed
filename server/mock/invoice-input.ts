/**
 * Validation of an invoice sent by the add and edit screens. Unknown fields are dropped; a
 * wrong one yields 400 `{message, errors: {field: message}}` (nested client fields as
 * `client.name`, item fields as `items.0.cost`).
 */
import { say } from '../messages';
import { failOnErrors, isObject, own, type JsonObject } from './plumbing';
import { INVOICE_STATUSES, type DemoInvoice, type InvoiceClient, type InvoiceItem } from './types';
import { AVATAR_PATTERN, EMAIL_PATTERN, choice, isRealDate, num, object, present, text, type FieldErrors } from './body-fields';

const CURRENCY_PATTERN = /^-?\$\d{1,3}(?:,?\d{3})*(?:\.\d{1,2})?$/;
const MAX_ITEMS = 100;

/** Copies the messages of a nested object's fields under `prefix.field`. */
function nest(errors: FieldErrors, prefix: string, nested: FieldErrors): void {
  for (const [field, message] of Object.entries(nested)) errors[`${prefix}.${field}`] = message;
}

function readClient(body: JsonObject, errors: FieldErrors): InvoiceClient | undefined {
  const client = object(body, 'client', errors, true);
  if (!client) return undefined;
  const e: FieldErrors = {};
  const name = text(client, 'name', e, { required: true, max: 100 });
  const companyEmail = text(client, 'companyEmail', e, {
    required: true,
    max: 120,
    pattern: EMAIL_PATTERN,
    patternMessage: say('field.email', { field: 'companyEmail' }),
  });
  const company = text(client, 'company', e, { max: 100 }) ?? '';
  const address = text(client, 'address', e, { max: 200 }) ?? '';
  const country = text(client, 'country', e, { max: 60 }) ?? '';
  const contact = text(client, 'contact', e, { max: 40 }) ?? '';
  nest(errors, 'client', e);
  if (name === undefined || companyEmail === undefined) return undefined;
  return { address, company, companyEmail, country, contact, name };
}

function readItems(body: JsonObject, errors: FieldErrors): InvoiceItem[] | undefined {
  const raw = own(body, 'items');
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw) || raw.length > MAX_ITEMS) {
    errors.items = say('field.items', { max: MAX_ITEMS });
    return undefined;
  }
  return raw.flatMap((line: unknown, i): InvoiceItem[] => {
    if (!isObject(line)) {
      errors[`items.${i}`] = say('field.item_object');
      return [];
    }
    const e: FieldErrors = {};
    const title = text(line, 'title', e, { required: true, max: 120 });
    const description = text(line, 'description', e, { max: 500 }) ?? '';
    const cost = num(line, 'cost', e, { required: true, min: 0 });
    const qty = num(line, 'qty', e, { required: true, min: 1 });
    if (qty !== undefined && !Number.isInteger(qty)) e.qty = say('field.whole_number', { field: 'qty' });
    nest(errors, `items.${i}`, e);
    return title === undefined || cost === undefined || qty === undefined ? [] : [{ title, description, cost, qty }];
  });
}

function readBalance(body: JsonObject, errors: FieldErrors): number | string | undefined {
  const value = own(body, 'balance');
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && CURRENCY_PATTERN.test(value.trim())) return value.trim();
  errors.balance = say('field.balance');
  return undefined;
}

function readDate(body: JsonObject, field: string, errors: FieldErrors): string | undefined {
  const value = text(body, field, errors, { required: true, max: 10 });
  if (value !== undefined && value !== '' && !isRealDate(value)) errors[field] = say('field.date', { field });
  return value;
}

/** The invoice fields of `body` (everything but the id), checked. */
export function readInvoice(body: JsonObject): Omit<DemoInvoice, 'id'> {
  const errors: FieldErrors = {};
  const issuedDate = readDate(body, 'issuedDate', errors);
  const dueDate = readDate(body, 'dueDate', errors);
  if (!errors.issuedDate && !errors.dueDate && issuedDate && dueDate && dueDate < issuedDate)
    errors.dueDate = say('field.not_before', { field: 'dueDate', other: 'issuedDate' });
  const client = readClient(body, errors);
  const service = text(body, 'service', errors, { required: true, max: 120 });
  const items = readItems(body, errors);
  const itemsTotal = items?.reduce((sum, item) => sum + item.cost * item.qty, 0);
  const total =
    num(body, 'total', errors, { required: itemsTotal === undefined, min: 0 }) ?? (itemsTotal === undefined ? undefined : Math.round(itemsTotal * 100) / 100);
  const invoiceStatus = choice(body, 'invoiceStatus', INVOICE_STATUSES, errors, false) ?? 'Draft';
  const balance = readBalance(body, errors);
  const avatar = text(body, 'avatar', errors, { max: 20000, pattern: AVATAR_PATTERN, patternMessage: say('field.avatar') }) ?? '';
  const note = text(body, 'note', errors, { max: 2000 });
  failOnErrors(errors);
  const amount = present(total, 'total');
  return {
    issuedDate: present(issuedDate, 'issuedDate'),
    client: present(client, 'client'),
    service: present(service, 'service'),
    total: amount,
    avatar,
    invoiceStatus,
    balance: balance ?? (invoiceStatus === 'Paid' ? 0 : amount),
    dueDate: present(dueDate, 'dueDate'),
    ...(items === undefined ? {} : { items }),
    ...(note === undefined ? {} : { note }),
  };
}

/** `existing` with the fields of `body` laid over it (the client merged field by field). */
export function mergeInvoice(existing: DemoInvoice, body: JsonObject): JsonObject {
  const client = own(body, 'client');
  return {
    ...existing,
    ...body,
    client: isObject(client) ? { ...existing.client, ...client } : (client ?? existing.client),
  };
}
