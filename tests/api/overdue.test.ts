/**
 * Overdue rentals (CONTRACT §2.8): a rent order paid through the API is due its days after it was
 * paid (`dueAt`, stamped by the pay transition), and the company's list (`rent-orders`), a
 * store's (`store-rent-orders`) and a rider's page mark the overdue ones — the whole days past due
 * and the fee, computed by the server when it reads them — and filter them (`overdue=true`, a range
 * of days) in the database (both engines: the api-postgres project), exactly as the data says
 * (computed here, independently of the server's code).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

let s: TestServer;
let admin: string;
let client: string;
const API = '/admin-company/v1';
const DAY = 86_400_000;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of the data file and answers, read field by field
type Row = Record<string, any>;

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin@demo.com', 'admin');
  client = await s.login('client@demo.com', 'client');
});
afterAll(() => s.close());

const get = async (path: string, token = admin) => {
  const r = await s.call('GET', `${API}${path}`, { token });
  expect(r.status, r.text).toBe(200);
  return r.body.data as { data: Row[]; total: number };
};
const ids = (rows: readonly Row[]) => rows.map((r) => String(r.id)).sort();
const IN_FORCE = ['paid', 'refund_refused'];

/** The overdue rentals of the data file at `now`: in force, and due a whole day ago or more. */
const overdueAt = (now: number) =>
  (s.readData('rent-orders')['rent-orders'] as Row[]).filter(
    (r) => IN_FORCE.includes(r.status) && typeof r.dueAt === 'string' && Date.parse(r.dueAt) <= now - DAY,
  );
/** The whole days past due, as the server may count them between `from` and `to` (the call's start and end). */
const daysPast = (r: Row, from: number, to: number) => [Math.floor((from - Date.parse(r.dueAt)) / DAY), Math.floor((to - Date.parse(r.dueAt)) / DAY)];

describe('a paid rental is due its days later', () => {
  it('the pay transition stamps dueAt, days after paidAt; the record reads not overdue', async () => {
    const db = s.readData('consumers', 'commodities');
    const commodity = (db.commodities as Row[]).find((c) => c.type !== 'sale' && c.days)!;
    const order = {
      orderNo: `RO${Date.now()}`,
      consumerId: String(db.consumers[0].id),
      storeId: '2',
      commodityId: String(commodity.id),
      type: 'new',
      days: 7,
      payway: 'wechat',
      total: 69,
      amount: 69,
    };
    const created = await s.call('POST', `${API}/rent-orders`, { token: admin, body: order });
    expect(created.status, created.text).toBe(200);
    expect(created.body.data.dueAt).toBeUndefined();
    const paid = await s.call('POST', `${API}/rent-orders/${created.body.data.id}/transitions/pay`, { token: admin, body: {} });
    expect(paid.status, paid.text).toBe(200);
    const { paidAt, dueAt } = paid.body.data;
    expect(Date.parse(dueAt) - Date.parse(paidAt)).toBe(7 * DAY);
    expect(Math.abs(Date.parse(paidAt) - Date.now())).toBeLessThan(60_000);
    const read = (await s.call('GET', `${API}/rent-orders/${created.body.data.id}`, { token: admin })).body.data;
    expect(read).toMatchObject({ status: 'paid', paidAt, dueAt, overdue: false });
    expect(read).not.toHaveProperty('overdueDays');
    expect(read).not.toHaveProperty('overdueFee');
    // the audit log keeps what changed: the state and both stamps
    const audit = await get(`/audit-logs?resource=rent-orders&recordId=${created.body.data.id}&size=10`);
    expect(audit.data.find((a) => a.action === 'transition:pay')?.data).toMatchObject({ status: 'paid', paidAt, dueAt });
  });

  it('so does the store’s counter, for an order of its own store', async () => {
    // (one not paid from the rider's balance, which may not hold enough)
    const unpaid = (s.readData('rent-orders')['rent-orders'] as Row[]).find(
      (r) => String(r.storeId) === '1' && r.status === 'unpaid' && r.payway !== 'balance',
    );
    expect(unpaid, 'the demo data has an unpaid rental at store 1').toBeDefined();
    const paid = await s.call('POST', `${API}/store-rent-orders/${unpaid!.id}/transitions/pay`, { token: client, body: {} });
    expect(paid.status, paid.text).toBe(200);
    expect(Date.parse(paid.body.data.dueAt) - Date.parse(paid.body.data.paidAt)).toBe(Number(unpaid!.days) * DAY);
  });
});

describe('overdue rentals', () => {
  it('the company’s list filters them (overdue=true), each with its whole days past due and its fee', async () => {
    const from = Date.now();
    const list = await get('/rent-orders?overdue=true&size=1000');
    const to = Date.now();
    const want = overdueAt(from);
    expect(want.length, 'the demo data has overdue rentals').toBeGreaterThan(5);
    expect(list.total).toBe(want.length);
    expect(ids(list.data)).toEqual(ids(want));
    for (const row of list.data) {
      const stored = want.find((r) => String(r.id) === String(row.id))!;
      expect(row.overdue, row.orderNo).toBe(true);
      expect(daysPast(stored, from, to), row.orderNo).toContain(row.overdueDays);
      expect(row.overdueDays).toBeGreaterThanOrEqual(1);
      // the days × the package's daily price (the order's total over its days), to the cent
      expect(row.overdueFee, row.orderNo).toBe(Math.round(((row.overdueDays * Number(stored.total)) / Number(stored.days)) * 100) / 100);
    }
  });

  it('overdue=false is every other order, none marked; both together are all of them', async () => {
    const all = await get('/rent-orders?size=1');
    const not = await get('/rent-orders?overdue=false&size=1000');
    const late = await get('/rent-orders?overdue=true&size=1');
    expect(not.total + late.total).toBe(all.total);
    expect(not.data.every((r) => r.overdue === false && r.overdueDays === undefined && r.overdueFee === undefined)).toBe(true);
    expect((await get('/rent-orders?overdue=true&overdue=false&size=1')).total).toBe(all.total);
    // on the first page of the plain list too: marked where overdue, not elsewhere
    const page = await get('/rent-orders?size=100');
    for (const r of page.data) expect(r.overdue, r.orderNo).toBe(r.overdueDays !== undefined);
  });

  it('a range of days past due selects on the database what the days say', async () => {
    const from = Date.now();
    const want = overdueAt(from).filter((r) => {
      const [d] = daysPast(r, from, from);
      return d >= 5 && d <= 20;
    });
    const list = await get('/rent-orders?overdueDays_gte=5&overdueDays_lte=20&size=1000');
    expect(ids(list.data)).toEqual(ids(want));
    expect(list.data.every((r) => r.overdueDays >= 5 && r.overdueDays <= 20)).toBe(true);
    expect((await get('/rent-orders?overdueDays_lte=0&size=1')).total).toBe(0);
    expect((await get('/rent-orders?overdueDays_gte=0&size=1')).total).toBe(overdueAt(Date.now()).length);
  });

  it('the store’s list filters the same, for its own store only; the company’s list by store agrees', async () => {
    const want = overdueAt(Date.now()).filter((r) => String(r.storeId) === '1');
    expect(want.length, 'the demo store manager’s store has overdue rentals').toBeGreaterThan(0);
    const store = await get('/store-rent-orders?overdue=true&size=1000', client);
    expect(ids(store.data)).toEqual(ids(want));
    expect(store.data.every((r) => r.overdue === true && r.overdueDays >= 1 && r.overdueFee > 0)).toBe(true);
    expect(ids((await get('/rent-orders?overdue=true&storeId=1&size=1000')).data)).toEqual(ids(want));
    const all = await get('/store-rent-orders?size=1', client);
    expect((await get('/store-rent-orders?overdue=false&size=1', client)).total).toBe(all.total - want.length);
  });

  it('a rider’s page lists their rentals with the days and fee; a record reads the same', async () => {
    const late = overdueAt(Date.now())[0];
    const rider = await get(`/rent-orders?consumerId=${late.consumerId}&size=100`);
    const row = rider.data.find((r) => String(r.id) === String(late.id))!;
    expect(row).toMatchObject({ overdue: true, dueAt: late.dueAt });
    const one = (await s.call('GET', `${API}/rent-orders/${late.id}`, { token: admin })).body.data;
    expect(one).toMatchObject({ overdue: true, overdueDays: row.overdueDays, overdueFee: row.overdueFee });
  });

  it('is never sorted by, nor filtered by its fee; nothing writes it', async () => {
    expect((await s.call('GET', `${API}/rent-orders?sort=overdueDays`, { token: admin })).status).toBe(400);
    const fee = await s.call('GET', `${API}/rent-orders?overdueFee_gte=1`, { token: admin, headers: { 'Accept-Language': 'en' } });
    expect(fee.status).toBe(400);
    expect(fee.body.msg).toBe('`overdueFee_gte` is computed when read and cannot be filtered this way');
    expect((await s.call('GET', `${API}/rent-orders?overdue_gte=1`, { token: admin })).status).toBe(400);
    expect((await s.call('GET', `${API}/rent-orders?overdue=maybe`, { token: admin })).status).toBe(400);
    expect((await s.call('GET', `${API}/rent-orders?overdueDays|dueAt=3`, { token: admin })).status).toBe(400);
    const db = s.readData('consumers', 'commodities');
    const created = await s.call('POST', `${API}/rent-orders`, {
      token: admin,
      body: { consumerId: String(db.consumers[1].id), commodityId: String(db.commodities[0].id), days: 30, total: 229, amount: 229, overdueDays: 3 },
    });
    expect(created.status).toBe(422);
    expect(Object.keys(created.body.data.errors)).toContain('overdueDays');
  });
});

describe('openapi.json', () => {
  it('documents the due date and the computed fields as read-only, and the filters the lists take', async () => {
    const doc = (await s.call('GET', `${API}/openapi.json`)).body;
    for (const name of ['rent-orders', 'store-rent-orders']) {
      const props = doc.components.schemas[name].properties;
      expect(props.dueAt, name).toMatchObject({ type: 'string', format: 'date-time', readOnly: true });
      for (const field of ['overdue', 'overdueDays', 'overdueFee']) {
        expect(props[field].readOnly, `${name}.${field}`).toBe(true);
        expect(props[field].description, `${name}.${field}`).toMatch(
          /^Computed by the server when it answers a list or a record's GET, never stored nor written/,
        );
        expect(props[field]['x-computed'].daysPast).toBe('dueAt');
      }
      expect(props.overdueFee.description).toContain('× `total` ÷ `days`, rounded to the cent');
      const create = doc.components.schemas[`${name}.create`];
      if (create) expect(Object.keys(create.properties)).not.toContain('overdueDays');
      const params = doc.paths[`/${name}`].get.parameters.map((p: { name: string }) => p.name);
      expect(params, name).toEqual(expect.arrayContaining(['overdue', 'overdueDays_gte', 'overdueDays_lte', 'dueAt_gte']));
      expect(params, name).not.toContain('overdueFee_gte');
      expect(doc.paths[`/${name}/{id}/transitions/pay`].post.description).toContain('`dueAt` (`days` days after the time)');
    }
  });
});
