/**
 * GET /reports/store-day: a store's day. Every figure equals the records (counted here from the
 * data file, independently of the server's code) and the total of the list it names (the link the
 * home follows); it moves with records created today; a store manager only ever gets its own
 * store; the answer is the one openapi.json documents.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { isWritable } from '../../resources/writes';
import { startServer, type TestServer } from './harness';

let s: TestServer;
let admin: string;
let client: string;
let guest: string;
const API = '/admin-company/v1';
const PATH = `${API}/reports/store-day`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows and answers read field by field
type Row = Record<string, any>;
interface Figure {
  count: number;
  resource: string;
  route: string;
  filter: Record<string, unknown>;
}

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin@demo.com', 'admin');
  client = await s.login('client@demo.com', 'client');
  guest = await s.login('guest@demo.com', 'guest');
});
afterAll(() => s.close());
afterEach(() => vi.useRealTimers());

const day = async (token: string, qs = '') => s.call('GET', `${PATH}${qs}`, { token });

/** The list's query string of a react-admin filter (as the app's data provider sends it). */
function listQuery(filter: Record<string, unknown>): string {
  const q = new URLSearchParams({ size: '1' });
  for (const [k, v] of Object.entries(filter)) {
    if (Array.isArray(v)) for (const x of v) q.append(k, String(x));
    else if (v && typeof v === 'object') for (const [b, x] of Object.entries(v)) q.append(`${k}_${b}`, String(x));
    else q.append(k, String(v));
  }
  return q.toString();
}
/** The total of the list a figure names, for the caller. */
async function listTotal(token: string, f: Figure): Promise<number> {
  const r = await s.call('GET', `${API}/${f.resource}?${listQuery(f.filter)}`, { token });
  expect(r.status, `${f.resource} ${r.text}`).toBe(200);
  return r.body.data.total;
}
const figures = (d: Row): [string, Figure][] =>
  [
    ...['swaps', 'swapsFailed', 'rentals', 'refundsRequested', 'refundsAwaitingReview', 'openAlarms'].map((k) => [k, d[k]] as [string, Figure]),
    ...(d.revenue?.parts ?? []).map((p: Figure & { kind: string }) => [`revenue.${p.kind}`, p] as [string, Figure]),
  ].filter(([, f]) => f);

const inDay = (iso: unknown, d: Row) => typeof iso === 'string' && iso >= d.from && iso <= d.to;
const cents = (rows: Row[]) => Math.round(rows.reduce((a, r) => a + Math.round(Number(r.amount) * 100), 0)) / 100;
const PAID: Record<string, [string, string[]]> = {
  rent: ['rent-orders', ['paid', 'refund_pending', 'refund_refused']],
  sell: ['sell-orders', ['paid', 'delivered']],
  card: ['card-orders', ['paid']],
  deposit: ['deposit-orders', ['paid', 'refund_pending', 'deducted']],
};

/** The figures of `storeId`'s day `d` (its from … to), straight from the data file. */
function expected(db: Record<string, Row[]>, d: Row, storeId: string) {
  const mine = (c: string) => (db[c] as Row[]).filter((r) => String(r.storeId ?? '') === storeId);
  const swaps = mine('swap-orders').filter((r) => inDay(r.startAt, d));
  const paid = Object.fromEntries(
    Object.entries(PAID).map(([kind, [c, states]]) => [kind, mine(c).filter((r) => states.includes(r.status) && inDay(r.paidAt, d))]),
  );
  const cabinets = new Set(mine('cab-devices').map((c) => String(c.id)));
  return {
    swaps: swaps.length,
    swapsFailed: swaps.filter((r) => r.status === 'failed').length,
    rentals: mine('rent-orders').filter((r) => inDay(r.createdAt, d)).length,
    revenue: Object.fromEntries(Object.entries(paid).map(([k, rows]) => [k, { amount: cents(rows), count: rows.length }])),
    refundsRequested: mine('refund-orders').filter((r) => inDay(r.createdAt, d)).length,
    refundsAwaitingReview: mine('refund-orders').filter((r) => r.status === 'requested').length,
    openAlarms: mine('cab-warnings').filter((r) => r.status === 'open').length,
    // the same alarms, found through their cabinets (the map's count): the alarm's store is its cabinet's
    openAlarmsOfCabinets: (db['cab-warnings'] as Row[]).filter((w) => w.status === 'open' && cabinets.has(String(w.cabinetId))).length,
  };
}

function checkAgainst(d: Row, want: ReturnType<typeof expected>) {
  expect(d.swaps.count).toBe(want.swaps);
  expect(d.swapsFailed.count).toBe(want.swapsFailed);
  expect(d.rentals.count).toBe(want.rentals);
  for (const p of d.revenue.parts) expect({ kind: p.kind, amount: p.amount, count: p.count }).toEqual({ kind: p.kind, ...want.revenue[p.kind] });
  const total = Math.round(Object.values(want.revenue).reduce((a, k) => a + k.amount * 100, 0)) / 100;
  expect(d.revenue.amount).toBe(total);
  expect(d.revenue.count).toBe(Object.values(want.revenue).reduce((a, k) => a + k.count, 0));
  expect(d.refundsRequested.count).toBe(want.refundsRequested);
  expect(d.refundsAwaitingReview.count).toBe(want.refundsAwaitingReview);
  expect(d.openAlarms.count).toBe(want.openAlarms);
}

const clientStore = () => String((s.readData('sys-users')['sys-users'] as Row[]).find((u) => u.email === 'client@demo.com')!.storeId);

describe('GET /reports/store-day', () => {
  it('gives a store manager its store’s day: each figure equals the records and the store-level list it links to', async () => {
    const r = await day(client);
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ code: 200, msg: 'ok' });
    const d = r.body.data;
    const storeId = clientStore();
    const store = (s.readData('stores').stores as Row[]).find((x) => String(x.id) === storeId)!;
    expect(d.store).toEqual({ id: storeId, sn: store.sn, name: store.name });
    // today: the server's calendar day, in its time zone, first to last millisecond
    const now = new Date();
    expect(d.from).toBe(new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString());
    expect(Date.parse(d.to) - Date.parse(d.from)).toBeGreaterThanOrEqual(23 * 3_600_000 - 1);
    expect(d.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    // the store-level screens, scoped to the store by the list itself: no store filter
    expect(d.swaps).toMatchObject({ resource: 'store-swap-orders', route: '/store/order-bat-ex', filter: { startAt: { gte: d.from, lte: d.to } } });
    expect(d.swapsFailed.filter).toEqual({ status: ['failed'], startAt: { gte: d.from, lte: d.to } });
    expect(d.rentals).toMatchObject({ resource: 'store-rent-orders', filter: { createdAt: { gte: d.from, lte: d.to } } });
    expect(d.refundsAwaitingReview).toMatchObject({ resource: 'store-refund-orders', filter: { status: ['requested'] } });
    expect(d.openAlarms).toMatchObject({ resource: 'store-cab-warnings', route: '/store/cab-warn', filter: { status: ['open'] } });
    expect(d.revenue.parts.map((p: Row) => p.resource)).toEqual(['store-rent-orders', 'store-sell-orders', 'store-card-orders', 'store-deposit-orders']);
    const want = expected(s.readData(), d, storeId);
    checkAgainst(d, want);
    expect(want.openAlarms).toBe(want.openAlarmsOfCabinets);
    expect(d.openAlarms.count).toBeGreaterThan(0); // the demo store has open alarms and refunds waiting: the test sees real figures
    expect(d.refundsAwaitingReview.count).toBeGreaterThan(0);
    for (const [name, f] of figures(d)) expect(await listTotal(client, f), name).toBe(f.count);
  });

  it('counts a busy day of the demo data: swaps, failed swaps, rentals, money paid and refunds, as the records say', async () => {
    // the demo data ends before today: make "now" noon of the store's busiest demo day (the server runs in this process)
    const storeId = clientStore();
    const localDay = (iso: string) => {
      const t = new Date(iso);
      return new Date(t.getFullYear(), t.getMonth(), t.getDate(), 12).getTime();
    };
    const perDay = new Map<number, number>();
    for (const r of s.readData('swap-orders')['swap-orders'] as Row[])
      if (String(r.storeId) === storeId && r.startAt) perDay.set(localDay(r.startAt), (perDay.get(localDay(r.startAt)) ?? 0) + 1);
    const busiest = [...perDay].sort((a, b) => b[1] - a[1])[0][0];
    vi.useFakeTimers({ toFake: ['Date'], now: busiest });
    const token = await s.login('client@demo.com', 'client');
    const d = (await day(token)).body.data;
    expect(Date.parse(d.from)).toBe(busiest - 12 * 3_600_000);
    const want = expected(s.readData(), d, storeId);
    expect(want.swaps).toBeGreaterThan(0);
    expect(want.swaps).toBe(perDay.get(busiest));
    checkAgainst(d, want);
    for (const [name, f] of figures(d)) expect(await listTotal(token, f), name).toBe(f.count);
    // the admin naming the store gets the same figures, through the company's lists filtered by the store
    const adminToken = await s.login('admin@demo.com', 'admin');
    const a = (await day(adminToken, `?storeId=${storeId}`)).body.data;
    checkAgainst(a, want);
    expect(a.swaps).toMatchObject({ resource: 'swap-orders', route: '/apps/order/bat-ex', filter: { startAt: { gte: d.from, lte: d.to }, storeId } });
    expect(a.openAlarms).toMatchObject({ resource: 'cab-warnings', filter: { status: ['open'], storeId } });
    for (const [name, f] of figures(a)) expect(await listTotal(adminToken, f), name).toBe(f.count);
  });

  it('moves with the records created today: a rental, its payment, a refund request', async () => {
    const storeId = clientStore();
    const before = (await day(client)).body.data;
    const db = s.readData();
    const consumer = (db.consumers as Row[]).find((c) => String(c.storeId) === storeId) ?? db.consumers[0];
    const commodity = (db.commodities as Row[]).find((c) => c.days && c.price) ?? db.commodities[0];
    const created = await s.call('POST', `${API}/rent-orders`, {
      token: admin,
      body: {
        orderNo: `RO${Date.now()}`,
        consumerId: String(consumer.id),
        storeId,
        commodityId: String(commodity.id),
        type: 'new',
        days: 30,
        payway: 'wechat',
        total: 229,
        amount: 219.5,
      },
    });
    expect(created.status, created.text).toBe(200);
    const afterCreate = (await day(client)).body.data;
    expect(afterCreate.rentals.count).toBe(before.rentals.count + 1);
    expect(afterCreate.revenue.amount).toBe(before.revenue.amount); // not paid yet

    const paid = await s.call('POST', `${API}/rent-orders/${created.body.data.id}/transitions/pay`, { token: admin, body: {} });
    expect(paid.status, paid.text).toBe(200);
    const afterPay = (await day(client)).body.data;
    const rent = (d: Row) => d.revenue.parts.find((p: Row) => p.kind === 'rent');
    expect(rent(afterPay).amount).toBe(Math.round((rent(before).amount + 219.5) * 100) / 100);
    expect(rent(afterPay).count).toBe(rent(before).count + 1);
    expect(afterPay.revenue.amount).toBe(Math.round((before.revenue.amount + 219.5) * 100) / 100);

    const refund = await s.call('POST', `${API}/refund-orders`, {
      token: admin,
      // the refund's store is its order's: sent where the schema asks for it, else filled in by the server
      body: {
        orderType: 'rent',
        orderNo: created.body.data.orderNo,
        consumerId: String(consumer.id),
        amount: 100,
        reason: '测试退款',
        ...(isWritable(s.registry.byName('refund-orders')!.fields.storeId, 'create') ? { storeId } : {}),
      },
    });
    expect(refund.status, refund.text).toBe(200);
    const afterRefund = (await day(client)).body.data;
    expect(afterRefund.refundsRequested.count).toBe(before.refundsRequested.count + 1);
    expect(afterRefund.refundsAwaitingReview.count).toBe(before.refundsAwaitingReview.count + 1);
    for (const [name, f] of figures(afterRefund)) expect(await listTotal(client, f), name).toBe(f.count);

    // an alarm raised on one of the store's cabinets through the API takes the cabinet's store (copiedFrom): the store's alarm figure and screen see it
    const cabinet = (db['cab-devices'] as Row[]).find((c) => String(c.storeId) === storeId)!;
    const alarm = await s.call('POST', `${API}/cab-warnings`, {
      token: admin,
      body: { cabinetId: String(cabinet.id), code: 'smoke', level: 'critical', category: 'cabinet', source: 'staff' },
    });
    expect(alarm.status, alarm.text).toBe(200);
    expect(alarm.body.data.storeId).toBe(storeId);
    expect((await day(client)).body.data.openAlarms.count).toBe(afterRefund.openAlarms.count + 1);
    const seen = await s.call('GET', `${API}/store-cab-warnings/${alarm.body.data.id}`, { token: client });
    expect(seen.status).toBe(200);

    // another store's records move nothing of this store's day
    const other = (db.stores as Row[]).find((x) => String(x.id) !== storeId)!;
    const elsewhere = await s.call('POST', `${API}/rent-orders`, {
      token: admin,
      body: {
        orderNo: `RO${Date.now() + 1}`,
        consumerId: String(consumer.id),
        storeId: String(other.id),
        commodityId: String(commodity.id),
        type: 'new',
        days: 30,
        payway: 'wechat',
        total: 9,
        amount: 9,
      },
    });
    expect(elsewhere.status, elsewhere.text).toBe(200);
    expect((await day(client)).body.data.rentals.count).toBe(afterRefund.rentals.count);
  });

  it('a store manager only ever gets its own store: another store’s id is not found', async () => {
    const storeId = clientStore();
    const other = (s.readData('stores').stores as Row[]).find((x) => String(x.id) !== storeId)!;
    const own = await day(client, `?storeId=${storeId}`);
    expect(own.status).toBe(200);
    expect(own.body.data.store.id).toBe(storeId);
    const foreign = await day(client, `?storeId=${other.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 404, data: null });
    // the admin may ask for any store, or the whole company; an unknown store is not found
    const company = (await day(admin)).body.data;
    expect(company.store).toBeNull();
    expect(company.openAlarms.filter).toEqual({ status: ['open'] });
    expect(company.openAlarms.count).toBe((s.readData('cab-warnings')['cab-warnings'] as Row[]).filter((w) => w.status === 'open').length);
    const theirs = (await day(admin, `?storeId=${other.id}`)).body.data;
    expect(theirs.store.id).toBe(String(other.id));
    expect(theirs.openAlarms.count).toBe(expected(s.readData(), theirs, String(other.id)).openAlarms);
    expect((await day(admin, '?storeId=999999')).status).toBe(404);
  });

  it('refuses unknown or repeated parameters (400), a caller without the back-office code (403) and one without a token (401)', async () => {
    for (const qs of ['?from=2026-10-01', '?storeId=1&storeId=2', '?storeId=', '?storeId[a]=1']) {
      const r = await day(admin, qs);
      expect(r.status, qs).toBe(400);
      expect(r.body.code, qs).toBe(400);
    }
    expect((await day(guest)).status).toBe(403);
    expect((await s.call('GET', PATH)).status).toBe(401);
  });

  it('answers what openapi.json documents', async () => {
    const doc = (await s.call('GET', `${API}/openapi.json`)).body;
    const op = doc.paths['/reports/store-day'].get;
    expect(op).toMatchObject({ operationId: 'reports_store_day', 'x-privilege': 'RESOURCE_ADMIN' });
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    ajv.addSchema({ $id: 'doc', components: doc.components });
    const validate = ajv.compile({ $ref: 'doc#/components/schemas/StoreDay' });
    for (const token of [client, admin]) {
      const d = (await day(token)).body.data;
      expect(validate(d), JSON.stringify(validate.errors)).toBe(true);
    }
  });
});
