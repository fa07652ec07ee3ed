/**
 * GET /reports/summary: every figure equals what the data file says (computed here, independently
 * of the server's code), follows records created through the API, refuses bad ranges (400) and
 * callers without RESOURCE_ADMIN_REPORT (403).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeSummary, parseRange } from '../../server/api/reports';
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
/** Well before the demo data's last 90 days, so that the range covers them. */
const FROM = daysAgo(150);
const summary = async (qs: string, token = admin) => s.call('GET', `${API}/reports/summary?${qs}`, { token });
const inDays = (iso: unknown, from: string, to: string) => typeof iso === 'string' && iso.slice(0, 10) >= from && iso.slice(0, 10) <= to;
const sumMoney = (rows: Row[]) => Math.round(rows.reduce((a, r) => a + Math.round(Number(r.amount) * 100), 0)) / 100;

/** The figures, straight from the data file (UTC days). */
function expected(db: Record<string, Row[]>, from: string, to: string) {
  const swaps = db['swap-orders'].filter((r) => inDays(r.startAt, from, to));
  const rentals = db['rent-orders'].filter((r) => inDays(r.createdAt, from, to));
  const paid = (name: string, states: string[]) => db[name].filter((r) => states.includes(r.status) && inDays(r.paidAt ?? r.createdAt, from, to));
  const revenue = {
    rent: paid('rent-orders', ['paid', 'refund_pending', 'refund_refused']),
    sell: paid('sell-orders', ['paid', 'delivered']),
    card: paid('card-orders', ['paid']),
    deposit: paid('deposit-orders', ['paid', 'refund_pending', 'deducted']),
  };
  const cabs = db['cab-devices'];
  const open = db['cab-warnings'].filter((w) => w.status === 'open');
  const storeSwaps = new Map<string, number>();
  for (const r of swaps) if (r.status === 'success') storeSwaps.set(String(r.storeId), (storeSwaps.get(String(r.storeId)) ?? 0) + 1);
  return {
    swaps: swaps.length,
    swapsSuccess: swaps.filter((r) => r.status === 'success').length,
    rentals: rentals.length,
    revenueByKind: Object.fromEntries(Object.entries(revenue).map(([k, rows]) => [k, { amount: sumMoney(rows), count: rows.length }])),
    revenue: sumMoney(Object.values(revenue).flat()),
    soh: [
      [0, 59],
      [60, 69],
      [70, 79],
      [80, 89],
      [90, 100],
    ].map(([min, max]) => db.batteries.filter((b) => b.soh >= min && b.soh <= max).length),
    health: {
      online: cabs.filter((c) => c.health === 'online').length,
      offline: cabs.filter((c) => c.health === 'offline').length,
      fault: cabs.filter((c) => c.health === 'fault').length,
    },
    openByLevel: {
      critical: open.filter((w) => w.level === 'critical').length,
      warning: open.filter((w) => w.level === 'warning').length,
      info: open.filter((w) => w.level === 'info').length,
    },
    topSwapStore: Math.max(...storeSwaps.values()),
    rentalsOn: (day: string) => db['rent-orders'].filter((r) => String(r.createdAt).slice(0, 10) === day).length,
  };
}

describe('GET /reports/summary', () => {
  it('answers the envelope with every figure equal to the data file', async () => {
    const to = today();
    const r = await summary(`from=${FROM}&to=${to}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 200, msg: 'ok' });
    const d = r.body.data;
    const want = expected(s.readData(), FROM, to);
    expect(want.swaps).toBeGreaterThan(100); // the range really covers the demo data
    expect(d.totals).toMatchObject({ swaps: want.swaps, swapsSuccess: want.swapsSuccess, rentals: want.rentals, revenue: want.revenue });
    // one entry per day, both ends included, summing to the totals
    const days = (Date.parse(to) - Date.parse(FROM)) / 86_400_000 + 1;
    for (const series of [d.swapsPerDay, d.rentalsPerDay, d.revenuePerDay]) {
      expect(series).toHaveLength(days);
      expect(series[0].date).toBe(FROM);
      expect(series.at(-1).date).toBe(to);
    }
    expect(d.swapsPerDay.reduce((a: number, x: { total: number }) => a + x.total, 0)).toBe(want.swaps);
    expect(d.rentalsPerDay.reduce((a: number, x: { total: number }) => a + x.total, 0)).toBe(want.rentals);
    // every day's rentals, the days the demo data has them on (its last months) and the others
    for (const x of d.rentalsPerDay as { date: string; total: number }[]) expect(x.total, x.date).toBe(want.rentalsOn(x.date));
    expect(d.rentalsPerDay.filter((x: { total: number }) => x.total > 0).length).toBeGreaterThan(60);
    // each kind names what it counted: the orders of its resource in its paid states (the app links to that list)
    const counted: Record<string, [string, string[]]> = {
      rent: ['rent-orders', ['paid', 'refund_pending', 'refund_refused']],
      sell: ['sell-orders', ['paid', 'delivered']],
      card: ['card-orders', ['paid']],
      deposit: ['deposit-orders', ['paid', 'refund_pending', 'deducted']],
    };
    for (const k of d.revenueByKind)
      expect(k, k.kind).toEqual({ kind: k.kind, ...want.revenueByKind[k.kind], resource: counted[k.kind][0], states: counted[k.kind][1] });
    expect(d.revenueByKind.map((k: { kind: string }) => k.kind)).toEqual(['rent', 'sell', 'card', 'deposit']);
    expect(d.sohBuckets.map((b: { count: number }) => b.count)).toEqual(want.soh);
    expect(d.sohBuckets.reduce((a: number, b: { count: number }) => a + b.count, 0) + d.sohUnknown).toBe(s.readData('batteries').batteries.length);
    const total = want.health.online + want.health.offline + want.health.fault;
    expect(d.cabinetHealth).toEqual({ ...want.health, total, onlineRate: Math.round((want.health.online / total) * 10_000) / 10_000 });
    expect(Object.fromEntries(d.openWarnings.map((w: { level: string; count: number }) => [w.level, w.count]))).toEqual(want.openByLevel);
    expect(d.topStores.bySwaps.length).toBeGreaterThan(0);
    expect(d.topStores.bySwaps.length).toBeLessThanOrEqual(10);
    expect(d.topStores.bySwaps[0].swaps).toBe(want.topSwapStore);
    const stores = s.readData('stores').stores as Row[];
    expect(d.topStores.bySwaps[0].name).toBe(stores.find((x) => String(x.id) === d.topStores.bySwaps[0].storeId)?.name);
    const revenues = d.topStores.byRevenue.map((x: { revenue: number }) => x.revenue);
    expect([...revenues].sort((a, b) => b - a)).toEqual(revenues);
  });

  it('a narrower range counts only its days', async () => {
    // the week before yesterday: days the demo data has swaps and rentals on, with more of them before and after
    const [from, to] = [daysAgo(8), daysAgo(2)];
    const r = await summary(`from=${from}&to=${to}`);
    const want = expected(s.readData(), from, to);
    expect(want.swaps).toBeGreaterThan(0);
    expect(want.swaps).toBeLessThan(expected(s.readData(), FROM, today()).swaps);
    expect(r.body.data.swapsPerDay).toHaveLength(7);
    expect(r.body.data.totals.swaps).toBe(want.swaps);
    expect(r.body.data.totals.rentals).toBe(want.rentals);
    expect(r.body.data.totals.revenue).toBe(want.revenue);
  });

  it('changes after records are created and moved through the API', async () => {
    const day = today();
    const qs = `from=${day}&to=${day}`;
    const before = (await summary(qs)).body.data;
    const db = s.readData();
    const commodity = (db.commodities as Row[]).find((c) => c.days && c.price) ?? db.commodities[0];
    const order = {
      orderNo: `RO${Date.now()}`,
      consumerId: String(db.consumers[0].id),
      storeId: String(db.stores[2].id),
      commodityId: String(commodity.id),
      type: 'new',
      days: 30,
      payway: 'wechat',
      total: 229,
      amount: 219.5,
    };
    const created = await s.call('POST', `${API}/rent-orders`, { token: admin, body: order });
    expect(created.status, created.text).toBe(200);
    const afterCreate = (await summary(qs)).body.data;
    expect(afterCreate.totals.rentals).toBe(before.totals.rentals + 1);
    expect(afterCreate.rentalsPerDay[0].total).toBe(before.rentalsPerDay[0].total + 1);
    expect(afterCreate.totals.revenue).toBe(before.totals.revenue); // unpaid: no revenue yet

    const paid = await s.call('POST', `${API}/rent-orders/${created.body.data.id}/transitions/pay`, { token: admin, body: {} });
    expect(paid.status, paid.text).toBe(200);
    const afterPay = (await summary(qs)).body.data;
    const rent = (d: { revenueByKind: { kind: string; amount: number; count: number }[] }) => d.revenueByKind.find((k) => k.kind === 'rent')!;
    expect(rent(afterPay).amount).toBe(Math.round((rent(before).amount + 219.5) * 100) / 100);
    expect(rent(afterPay).count).toBe(rent(before).count + 1);
    expect(afterPay.totals.revenue).toBe(Math.round((before.totals.revenue + 219.5) * 100) / 100);
    expect(afterPay.revenuePerDay[0].rent).toBe(Math.round((before.revenuePerDay[0].rent + 219.5) * 100) / 100);
    expect(afterPay.topStores.byRevenue.some((x: { storeId: string }) => x.storeId === order.storeId)).toBe(true);

    // a refund takes it out again: asked for, approved by a second person, paid out
    const refund = await s.call('POST', `${API}/rent-orders/${created.body.data.id}/actions/refund`, {
      token: admin,
      body: { amount: 219.5, reason: '测试' },
    });
    expect(refund.status, refund.text).toBe(200);
    const second = await s.call('POST', `${API}/sys-users`, {
      token: admin,
      body: { email: 'reviewer@demo.com', username: 'reviewer', nickname: '审核', role: 'admin', roleIds: ['admin'], status: 'active', password: 'reviewer1' },
    });
    expect(second.status, second.text).toBe(200);
    const reviewer = await s.login('reviewer@demo.com', 'reviewer1');
    const approve = await s.call('POST', `${API}/refund-orders/${refund.body.data.id}/transitions/approve`, { token: reviewer, body: {} });
    expect(approve.status, approve.text).toBe(200);
    const payout = await s.call('POST', `${API}/refund-orders/${refund.body.data.id}/transitions/refund`, {
      token: admin,
      body: { payoutChannel: 'original', payoutReference: '4200000000000001' },
    });
    expect(payout.status, payout.text).toBe(200);
    expect(rent((await summary(qs)).body.data).amount).toBe(rent(before).amount);

    // snapshot figures: a new open warning, then acknowledged
    const level = (d: { openWarnings: { level: string; count: number }[] }, l: string) => d.openWarnings.find((w) => w.level === l)!.count;
    const warn = await s.call('POST', `${API}/cab-warnings`, {
      token: admin,
      body: { code: 'smoke', level: 'critical', category: 'cabinet', source: 'staff', cabinetId: String(db['cab-devices'][0].id) },
    });
    expect(warn.status, warn.text).toBe(200);
    expect(level((await summary(qs)).body.data, 'critical')).toBe(level(before, 'critical') + 1);
    await s.call('POST', `${API}/cab-warnings/${warn.body.data.id}/transitions/acknowledge`, { token: admin, body: {} });
    expect(level((await summary(qs)).body.data, 'critical')).toBe(level(before, 'critical'));

    // a new battery lands in its state-of-health bucket
    const bat = await s.call('POST', `${API}/batteries`, {
      token: admin,
      body: { sn: `BATTEST${Date.now() % 1e8}`, model: '60V30AH', status: 'idle', assetStatus: 'stock', locationType: 'warehouse', soh: 55 },
    });
    expect(bat.status, bat.text).toBe(200);
    expect((await summary(qs)).body.data.sohBuckets[0].count).toBe(before.sohBuckets[0].count + 1);
  });

  it('buckets days at the caller’s UTC offset', async () => {
    const db = s.readData();
    const late = (db['rent-orders'] as Row[]).find((r) => {
      const h = new Date(r.createdAt).getUTCHours();
      return h >= 16 && h < 24;
    })!;
    const utcDay = late.createdAt.slice(0, 10);
    const next = new Date(Date.parse(utcDay) + 86_400_000).toISOString().slice(0, 10);
    const atUtc = (await summary(`from=${utcDay}&to=${utcDay}`)).body.data.totals.rentals;
    const shanghai = (await summary(`from=${next}&to=${next}&utcOffset=480`)).body.data;
    expect(shanghai.utcOffset).toBe(480);
    const want = (db['rent-orders'] as Row[]).filter((r) => new Date(Date.parse(r.createdAt) + 480 * 60_000).toISOString().slice(0, 10) === next).length;
    expect(shanghai.totals.rentals).toBe(want);
    expect(atUtc).toBe((db['rent-orders'] as Row[]).filter((r) => r.createdAt.slice(0, 10) === utcDay).length);
  });

  it('refuses bad dates and ranges with 400', async () => {
    for (const qs of [
      '',
      'from=2026-10-01',
      'to=2026-10-01',
      'from=2026-13-01&to=2026-12-01',
      'from=2026-02-30&to=2026-03-01',
      'from=01/10/2026&to=2026-10-02',
      'from=2026-10-1&to=2026-10-02',
      'from=yesterday&to=2026-10-02',
      'from=2026-10-05&to=2026-10-01',
      'from=2020-01-01&to=2026-10-01',
      'from=2026-10-01&to=2026-10-02&from=2026-09-01',
      'from=2026-10-01&to=2026-10-02&colour=red',
      'from=2026-10-01&to=2026-10-02&utcOffset=abc',
      'from=2026-10-01&to=2026-10-02&utcOffset=9999',
      'from[a]=1&to=2026-10-02',
    ]) {
      const r = await summary(qs);
      expect(r.status, qs).toBe(400);
      expect(r.body.code, qs).toBe(400);
      expect(r.body.data === null || typeof r.body.data === 'object', qs).toBe(true);
    }
    const reversed = await summary('from=2026-10-05&to=2026-10-01');
    expect(reversed.body.data.errors).toEqual({ from: 'app.validation.range' });
    // one day is a valid range
    expect((await summary('from=2026-10-05&to=2026-10-05')).status).toBe(200);
  });

  it('answers 403 to the client account and 401 without a token', async () => {
    const r = await summary(`from=${FROM}&to=${today()}`, client);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 403, data: null });
    expect(r.body.msg).toContain('RESOURCE_ADMIN_REPORT');
    // privilege first: a bad range does not reveal anything either
    expect((await summary('from=x', client)).status).toBe(403);
    expect((await s.call('GET', `${API}/reports/summary?from=${FROM}&to=${today()}`)).status).toBe(401);
  });
});

describe('computeSummary scoping', () => {
  it('a store-bound caller sees its own store only', () => {
    const db = s.readData();
    const rows = (c: string) => (db[c] ?? []) as Row[];
    const range = parseRange({ from: FROM, to: today() });
    const mine = computeSummary(rows, range, '1');
    const all = computeSummary(rows, range);
    const ownSwaps = rows('swap-orders').filter((r) => String(r.storeId) === '1' && inDays(r.startAt, FROM, today())).length;
    expect(mine.totals.swaps).toBe(ownSwaps);
    expect(mine.totals.swaps).toBeLessThan(all.totals.swaps);
    expect(mine.cabinetHealth.total).toBe(rows('cab-devices').filter((c) => String(c.storeId) === '1').length);
    expect(mine.topStores.bySwaps.every((x) => x.storeId === '1')).toBe(true);
  });
});
