/**
 * GET /reports/riders (the CRM page): every figure equals what the data file says (computed here,
 * independently of the server's code) and what the list the app links to answers for the same
 * filter; figures follow riders, complaints and real-name checks created and moved through the
 * API; bad ranges are 400, callers without RESOURCE_ADMIN_REPORT 403. Both reports say where their
 * data ends (`dataUntil`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

let s: TestServer;
let admin: string;
let client: string;
const API = '/admin-company/v1';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of the data file, read field by field
type Row = Record<string, any>;

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin@demo.com', 'admin');
  client = await s.login('client@demo.com', 'client');
});
afterAll(() => s.close());

const today = () => new Date().toISOString().slice(0, 10);
/** yyyy-mm-dd `n` days before today (UTC): the demo data runs up to the moment it was generated. */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const FROM = daysAgo(120);
const riders = async (qs: string, token = admin) => s.call('GET', `${API}/reports/riders?${qs}`, { token });
const get = async (path: string) => {
  const r = await s.call('GET', `${API}${path}`, { token: admin });
  expect(r.status, `${path}: ${r.text}`).toBe(200);
  return r.body.data;
};
/** The total the list answers for a query (what the app's link shows). */
const listTotal = async (resource: string, query: Record<string, string | string[]>) => {
  const p = new URLSearchParams({ size: '1' });
  for (const [k, v] of Object.entries(query)) for (const x of Array.isArray(v) ? v : [v]) p.append(k, x);
  return (await get(`/${resource}?${p}`)).total as number;
};
const inDays = (iso: unknown, from: string, to: string) => typeof iso === 'string' && iso.slice(0, 10) >= from && iso.slice(0, 10) <= to;
const dayStart = (d: string) => `${d}T00:00:00.000Z`;
const dayEnd = (d: string) => `${d}T23:59:59.999Z`;
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The figures straight from the data file (UTC days), by the definitions of reports-riders.ts. */
function expected(db: Record<string, Row[]>, from: string, to: string, now = Date.now()) {
  const since = now - 30 * 86_400_000;
  const last = new Map<string, number>();
  const orders: [string, string][] = [
    ['swap-orders', 'startAt'],
    ['rent-orders', 'createdAt'],
    ['sell-orders', 'createdAt'],
    ['card-orders', 'createdAt'],
    ['deposit-orders', 'createdAt'],
  ];
  for (const [name, at] of orders)
    for (const o of db[name]) {
      const t = Date.parse(o[at]);
      if (o.consumerId && Number.isFinite(t) && t > (last.get(String(o.consumerId)) ?? -Infinity)) last.set(String(o.consumerId), t);
    }
  const riderIds = new Set(db.consumers.map((c) => String(c.id)));
  const ids = [...last].filter(([id]) => riderIds.has(id));
  const complaints = db.complaints.filter((c) => inDays(c.createdAt, from, to));
  const pending = db['real-name-verifications'].filter((v) => v.status === 'pending');
  const t0 = today();
  return {
    newRiders: db.consumers.filter((c) => inDays(c.createdAt, from, to)).length,
    active: ids.filter(([, t]) => t >= since).length,
    churned: ids.filter(([, t]) => t < since).length,
    expiring: db['consumer-cards'].filter((c) => c.status === 'active' && c.endAt >= t0 && c.endAt <= addDays(t0, 7)).length,
    complaints: complaints.length,
    complaintsOfType: (t: string) => complaints.filter((c) => c.type === t).length,
    complaintsInState: (st: string) => complaints.filter((c) => c.status === st).length,
    pending: pending.length,
    oldest: pending.reduce<Row | undefined>((a, v) => (!a || v.createdAt < a.createdAt ? v : a), undefined),
  };
}

describe('GET /reports/riders', () => {
  it('answers every figure as the data file says', async () => {
    const to = today();
    const r = await riders(`from=${FROM}&to=${to}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 200, msg: 'ok' });
    const d = r.body.data;
    const want = expected(s.readData(), FROM, to);
    // the range covers the demo data's last months: riders joined and complained in it
    expect(want.newRiders).toBeGreaterThan(0);
    expect(want.complaints).toBeGreaterThan(0);
    expect(d.newRiders.total).toBe(want.newRiders);
    expect(d.newRiders.perDay.reduce((a: number, x: { total: number }) => a + x.total, 0)).toBe(want.newRiders);
    expect(d.activity.active.count).toBe(want.active);
    expect(d.activity.churned.count).toBe(want.churned);
    expect(d.activity.active.count + d.activity.churned.count + d.activity.never).toBe(d.activity.total);
    expect(d.expiringCards).toMatchObject({ days: 7, from: to, to: addDays(to, 7), count: want.expiring, states: ['active'] });
    expect(d.complaints.total).toBe(want.complaints);
    for (const { type, count } of d.complaints.byType) expect(count, type).toBe(want.complaintsOfType(type));
    for (const { status, count } of d.complaints.byStatus) expect(count, status).toBe(want.complaintsInState(status));
    expect(d.complaints.byType.map((t: { type: string }) => t.type)).toEqual(['cabinet', 'battery', 'vehicle', 'billing', 'service', 'other']);
    expect(d.realNameQueue.pending).toBe(want.pending);
    expect(d.realNameQueue.oldest).toEqual({ id: String(want.oldest!.id), createdAt: want.oldest!.createdAt });
    expect(Date.parse(d.generatedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('each figure is the total of the list the app links to', async () => {
    const to = today();
    const d = (await riders(`from=${FROM}&to=${to}`)).body.data;
    const created = { createdAt_gte: dayStart(FROM), createdAt_lte: dayEnd(to) };
    expect(await listTotal('consumers', created)).toBe(d.newRiders.total);
    // the active and the churned riders come with their ids, the link's filter, when there are at most 200 (a filter's most values)
    let linked = 0;
    for (const group of ['active', 'churned'] as const) {
      const { count, ids } = d.activity[group] as { count: number; ids: string[] | null };
      if (count > 200) expect(ids, group).toBeNull();
      else {
        expect(ids, group).toHaveLength(count);
        expect(await listTotal('consumers', { id: ids! }), group).toBe(count);
        linked++;
      }
    }
    expect(linked).toBeGreaterThan(0);
    expect(await listTotal('consumer-cards', { status: 'active', endAt_gte: d.expiringCards.from, endAt_lte: d.expiringCards.to })).toBe(d.expiringCards.count);
    for (const { type, count } of d.complaints.byType) expect(await listTotal('complaints', { type, ...created })).toBe(count);
    for (const { status, count } of d.complaints.byStatus) expect(await listTotal('complaints', { status, ...created })).toBe(count);
    expect(await listTotal('real-name-verifications', { status: 'pending' })).toBe(d.realNameQueue.pending);
    const oldestFirst = await get('/real-name-verifications?status=pending&sort=createdAt&order=asc&size=1');
    expect(oldestFirst.data[0].id).toBe(d.realNameQueue.oldest.id);
  });

  it('follows riders, complaints and real-name checks created and moved through the API', async () => {
    const to = today();
    const qs = `from=${to}&to=${to}`;
    const before = (await riders(qs)).body.data;

    const rider = await s.call('POST', `${API}/consumers`, { token: admin, body: { phone: '13900001234', name: '测试骑手' } });
    expect(rider.status, rider.text).toBe(200);
    const complaint = await s.call('POST', `${API}/complaints`, {
      token: admin,
      body: { consumerId: rider.body.data.id, type: 'billing', priority: 'high', content: '重复扣费' },
    });
    expect(complaint.status, complaint.text).toBe(200);
    const check = await s.call('POST', `${API}/real-name-verifications`, {
      token: admin,
      body: { consumerId: rider.body.data.id, storeId: '1', name: '测试骑手', idCardType: 'id_card', idCardNumber: '61010219900101123X' },
    });
    expect(check.status, check.text).toBe(200);

    const after = (await riders(qs)).body.data;
    expect(after.newRiders.total).toBe(before.newRiders.total + 1);
    expect(after.newRiders.perDay.at(-1).total).toBe(before.newRiders.perDay.at(-1).total + 1);
    expect(after.complaints.total).toBe(before.complaints.total + 1);
    const of = (d: typeof after, type: string) => d.complaints.byType.find((t: { type: string }) => t.type === type).count;
    const inState = (d: typeof after, st: string) => d.complaints.byStatus.find((t: { status: string }) => t.status === st).count;
    expect(of(after, 'billing')).toBe(of(before, 'billing') + 1);
    expect(inState(after, 'open')).toBe(inState(before, 'open') + 1);
    expect(after.realNameQueue.pending).toBe(before.realNameQueue.pending + 1);
    expect(after.activity.never).toBe(before.activity.never + 1); // a new rider has no order yet
    expect(Date.parse(after.dataUntil)).toBeGreaterThanOrEqual(Date.parse(complaint.body.data.createdAt));

    // moved through the workflows: processing a complaint, approving the check
    expect((await s.call('POST', `${API}/complaints/${complaint.body.data.id}/transitions/process`, { token: admin, body: {} })).status).toBe(200);
    expect((await s.call('POST', `${API}/real-name-verifications/${check.body.data.id}/transitions/approve`, { token: admin, body: {} })).status).toBe(200);
    const moved = (await riders(qs)).body.data;
    expect(inState(moved, 'open')).toBe(inState(before, 'open'));
    expect(inState(moved, 'processing')).toBe(inState(before, 'processing') + 1);
    expect(moved.realNameQueue.pending).toBe(before.realNameQueue.pending);

    // an order by the new rider makes them active
    const db = s.readData();
    const order = await s.call('POST', `${API}/rent-orders`, {
      token: admin,
      body: {
        orderNo: `RO${Date.now()}`,
        consumerId: rider.body.data.id,
        storeId: '1',
        commodityId: db.commodities[0].id,
        type: 'new',
        days: 30,
        payway: 'wechat',
        total: 1,
        amount: 1,
      },
    });
    expect(order.status, order.text).toBe(200);
    const active = (await riders(qs)).body.data;
    expect(active.activity.active.count).toBe(before.activity.active.count + 1);
    // among the active riders' ids (when the answer carries them: at most 200), never among the churned ones'
    if (active.activity.active.ids) expect(active.activity.active.ids).toContain(rider.body.data.id);
    else expect(active.activity.active.count).toBeGreaterThan(200);
    expect(active.activity.churned.ids ?? []).not.toContain(rider.body.data.id);
  });

  it('refuses bad ranges (400), the client account (403) and a missing token (401)', async () => {
    expect((await riders('from=2026-10-05&to=2026-10-01')).status).toBe(400);
    expect((await riders('from=2026-10-01')).status).toBe(400);
    expect((await riders(`from=2026-10-01&to=2026-10-31&extra=1`)).status).toBe(400);
    const r = await riders(`from=2026-10-01&to=2026-10-31`, client);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe(403);
    expect((await s.call('GET', `${API}/reports/riders?from=2026-10-01&to=2026-10-31`)).status).toBe(401);
  });
});

describe('where the data ends', () => {
  it('the summary says the newest record it counted, and when it was computed', async () => {
    const from = daysAgo(365);
    const to = today();
    const d = (await s.call('GET', `${API}/reports/summary?from=${from}&to=${to}`, { token: admin })).body.data;
    const db = s.readData();
    const times = [
      ...db['swap-orders'].filter((r: Row) => inDays(r.startAt, from, to)).map((r: Row) => r.startAt),
      ...db['rent-orders'].filter((r: Row) => inDays(r.createdAt, from, to)).map((r: Row) => r.createdAt),
    ].map((t: string) => Date.parse(t));
    expect(Date.parse(d.dataUntil)).toBeGreaterThanOrEqual(Math.max(...times));
    expect(Date.parse(d.dataUntil)).toBeLessThanOrEqual(Date.parse(d.generatedAt));
    // a range with no record in it: no end to tell
    const empty = (await s.call('GET', `${API}/reports/summary?from=2020-01-01&to=2020-01-02`, { token: admin })).body.data;
    expect(empty.dataUntil).toBeNull();
  });
});
