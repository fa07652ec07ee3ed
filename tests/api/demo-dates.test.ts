/**
 * The demo data runs up to the moment it is generated (CONTRACT §2.8; resources/demo-gen.ts
 * `DEMO_NOW`): its latest swaps, rentals and alarms are of the last day or two, yesterday has
 * swaps and rentals, and nothing that has happened is dated after now. `DEMO_NOW=<ISO>` pins it,
 * and only the dates depend on it: the same schemas give the same records, numbers and names.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { collectionOf } from '../../resources/define';
import type { Registry } from '../../resources/registry';
import { loadDemos, loadRegistry } from '../../server/load-registry';
import { seedMockData } from '../../server/mock';
import { demoProblems, generateResourceData } from '../../server/seed';
import type { Row } from '../../server/row';

const DAY = 86_400_000;
/** Date-times the data plans ahead (a rental's due date); every other date-time is of something that happened. */
const PLANNED = new Set(['rent-orders.dueAt']);

let registry: Registry;
let db: Record<string, Row[]>;
let generatedAt: number;

beforeAll(async () => {
  registry = await loadRegistry();
  generatedAt = Date.now();
  db = generateResourceData(registry, await loadDemos(), 4);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const times = (collection: string, field: string): number[] =>
  (db[collection] ?? []).map((r) => r[field]).flatMap((v) => (typeof v === 'string' && v ? [Date.parse(v)] : []));
/** yyyy-mm-dd of `at` in a time zone `utcOffset` minutes from UTC (China: 480). */
const dayOf = (at: number, utcOffset = 0) => new Date(at + utcOffset * 60_000).toISOString().slice(0, 10);

describe('the demo data runs up to the moment it is generated', () => {
  it('its latest swaps, rentals, refunds and alarms are of the last two days', () => {
    for (const [collection, field] of [
      ['swap-orders', 'startAt'],
      ['rent-orders', 'createdAt'],
      ['refund-orders', 'createdAt'],
      ['cab-warnings', 'createdAt'],
    ] as const) {
      const latest = Math.max(...times(collection, field));
      expect(latest, `${collection}.${field}`).toBeGreaterThan(generatedAt - 2 * DAY);
      expect(latest, `${collection}.${field}`).toBeLessThanOrEqual(Date.now());
    }
  });

  it('yesterday has swaps and rentals, in UTC and in China’s days', () => {
    const now = Date.now();
    for (const utcOffset of [0, 480]) {
      const yesterday = dayOf(now - DAY, utcOffset);
      const on = (collection: string, field: string) => times(collection, field).filter((t) => dayOf(t, utcOffset) === yesterday).length;
      expect(on('swap-orders', 'startAt'), `swaps on ${yesterday} (UTC${utcOffset ? '+8' : ''})`).toBeGreaterThan(0);
      expect(on('rent-orders', 'createdAt'), `rentals on ${yesterday} (UTC${utcOffset ? '+8' : ''})`).toBeGreaterThan(0);
      expect(on('refund-orders', 'createdAt'), `refunds asked on ${yesterday} (UTC${utcOffset ? '+8' : ''})`).toBeGreaterThan(0);
    }
  });

  it('dates nothing that has happened after now (only what is planned: a rental’s due date)', () => {
    const now = Date.now();
    const late: string[] = [];
    const seen = new Set<string>();
    for (const def of registry.all) {
      if (seen.has(collectionOf(def))) continue;
      seen.add(collectionOf(def));
      for (const [name, field] of Object.entries(def.fields)) {
        if (field.kind !== 'datetime' || PLANNED.has(`${def.name}.${name}`)) continue;
        const after = times(collectionOf(def), name).filter((t) => t > now);
        if (after.length) late.push(`${def.name}.${name}: ${after.length} after now`);
      }
    }
    expect(late).toEqual([]);
    // the template's demo collections too: invoices issued, e-mails and messages sent
    const mock = seedMockData() as unknown as Record<string, Row[]>;
    const today = dayOf(now);
    expect(mock.demoInvoices.filter((i) => String(i.issuedDate) > today)).toEqual([]);
    expect(mock.demoInvoices.some((i) => Date.parse(String(i.issuedDate)) > now - 30 * DAY)).toBe(true);
  });

  it('stores no computed field (worked out when read), and refuses a demo generator for one', async () => {
    expect(db['rent-orders'].filter((r) => 'overdue' in r || 'overdueDays' in r || 'overdueFee' in r)).toEqual([]);
    const demos = await loadDemos();
    const rent = demos.get('rent-orders')!;
    const wrong = new Map([...demos, ['rent-orders', { ...rent, fields: { ...rent.fields, overdueDays: () => 3 } }]]);
    expect(demoProblems(registry, wrong)).toEqual(['rent-orders.demo.ts: `overdueDays` is computed when read, never stored: it takes no generator']);
  });

  it('has overdue rentals, at the demo store manager’s store too', () => {
    const now = Date.now();
    const overdue = db['rent-orders'].filter((r) => ['paid', 'refund_refused'].includes(String(r.status)) && Date.parse(String(r.dueAt)) <= now - DAY);
    expect(overdue.length).toBeGreaterThan(5);
    expect(overdue.some((r) => String(r.storeId) === '1')).toBe(true);
    // each due its days after it was paid
    for (const r of db['rent-orders'].filter((x) => x.paidAt)) expect(Date.parse(String(r.dueAt)) - Date.parse(String(r.paidAt))).toBe(Number(r.days) * DAY);
  });
});

describe('DEMO_NOW pins it', () => {
  /** The demo data generated by a fresh load of the schemas and demo files, with `DEMO_NOW` set to `pinned`. */
  async function generatedWith(pinned: string): Promise<Record<string, unknown>> {
    vi.stubEnv('DEMO_NOW', pinned);
    vi.resetModules();
    const { loadDemos: demos, loadRegistry: schemas } = await import('../../server/load-registry');
    const { generateResourceData: generate } = await import('../../server/seed');
    const { seedMockData: mock } = await import('../../server/mock');
    return { ...generate(await schemas(), await demos(), 4), ...mock() };
  }
  /** Everything but the dates: ISO dates and date-times, a telemetry frame's epoch seconds, the template's "dd Mon yyyy". */
  const undated = (data: Record<string, unknown>) =>
    JSON.stringify(data, (k, v: unknown) => (k === 'passwordHash' ? undefined : v))
      .replace(/\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d+)?Z)?/g, 'DATE')
      .replace(/\\"ts\\":\d+/g, 'TS')
      .replace(/\d{2} [A-Z][a-z]{2} \d{4}/g, 'DMY');

  it('to the moment given, and the same records, numbers and names come whatever the moment', async () => {
    const pinned = await generatedWith('2026-11-01T08:00:00Z');
    const swaps = (pinned['swap-orders'] as Row[]).map((r) => Date.parse(String(r.startAt)));
    expect(Math.max(...swaps)).toBeLessThanOrEqual(Date.UTC(2026, 10, 1, 8));
    expect(Math.max(...swaps)).toBeGreaterThan(Date.UTC(2026, 10, 1, 8) - DAY);
    // again: the very same data
    const exact = (data: Record<string, unknown>) => JSON.stringify(data, (k, v: unknown) => (k === 'passwordHash' ? undefined : v));
    expect(exact(await generatedWith('2026-11-01T08:00:00Z'))).toBe(exact(pinned));
    // another moment (the turn of a year, late in the day): only the dates differ
    const other = await generatedWith('2027-12-31T23:59:59.999Z');
    expect(Math.max(...(other['swap-orders'] as Row[]).map((r) => Date.parse(String(r.startAt))))).toBeGreaterThan(Date.UTC(2027, 11, 31));
    expect(undated(other)).toBe(undated(pinned));
    expect(undated(other)).toBe(undated({ ...db, ...seedMockData() }));
  }, 60_000);
});
