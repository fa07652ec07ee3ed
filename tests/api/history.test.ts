/**
 * A record's history (CONTRACT §2.5): `GET /{resource}/{id}/history`, newest first, every write of
 * the record through any screen of its collection — a store manager's edit of a rider is in the
 * rider's history — with who, when, the action, the screen and each field from → to, and the
 * titles of the records the values refer to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

const API = '/admin-company/v1';
let s: TestServer;
let admin: string;
let client: string;
type Row = Record<string, unknown>;

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin@demo.com', 'admin');
  client = await s.login('client@demo.com', 'client');
});
afterAll(() => s.close());

describe('a record’s history', () => {
  it('lists a store screen’s edit in the rider’s history, newest first, field by field, with who and through which screen', async () => {
    const [rider] = (await s.call('GET', `${API}/store-consumers?size=1`, { token: client })).body.data.data as Row[];
    const id = String(rider.id);
    const edited = await s.call('PATCH', `${API}/store-consumers/${id}`, { token: client, body: { emergencyContact: '李四' } });
    expect(edited.status, edited.text).toBe(200);
    await s.call('PATCH', `${API}/consumers/${id}`, { token: admin, body: { emergencyContact: '王五' } });
    const r = await s.call('GET', `${API}/consumers/${id}/history?page=1&size=5`, { token: admin });
    expect(r.status, r.text).toBe(200);
    const [latest, before] = r.body.data.data as Row[];
    expect(latest).toMatchObject({
      action: 'update',
      via: 'consumers',
      actor: { id: '1' },
      changes: [{ field: 'emergencyContact', from: '李四', to: '王五' }],
    });
    expect(before).toMatchObject({
      action: 'update',
      via: 'store-consumers',
      actor: { id: '2', name: '雁塔店长' },
      changes: [expect.objectContaining({ field: 'emergencyContact', to: '李四' })],
    });
    expect(Date.parse(String(latest.at))).toBeGreaterThanOrEqual(Date.parse(String(before.at)));
    expect(r.body.data.total).toBeGreaterThanOrEqual(2);
    // the same history, read through the store's screen
    const mine = await s.call('GET', `${API}/store-consumers/${id}/history`, { token: client });
    expect((mine.body.data.data as Row[]).map((e) => e.via)).toContain('store-consumers');
  });

  it('holds a creation, a transition by name and the titles of what the values refer to', async () => {
    const [cabinet] = (await s.call('GET', `${API}/cab-devices?size=1`, { token: admin })).body.data.data as Row[];
    const made = await s.call('POST', `${API}/cab-warnings`, {
      token: admin,
      body: { code: 'smoke', level: 'critical', category: 'cabinet', source: 'staff', cabinetId: String(cabinet.id) },
    });
    const id = String(made.body.data.id);
    await s.call('POST', `${API}/cab-warnings/${id}/transitions/acknowledge`, { token: admin, body: {} });
    const r = await s.call('GET', `${API}/cab-warnings/${id}/history`, { token: admin });
    const [moved, created] = r.body.data.data as Row[];
    expect(moved).toMatchObject({ action: 'transition:acknowledge', changes: expect.arrayContaining([{ field: 'status', from: 'open', to: 'acknowledged' }]) });
    expect(created.action).toBe('create');
    expect(created.changes).toContainEqual({ field: 'cabinetId', from: null, to: String(cabinet.id) });
    expect(r.body.data.titles.cabinetId[String(cabinet.id)]).toBe(cabinet.sn);
  });

  it('is the record’s: 404 for one that does not exist or is another store’s, 403 without the right to read it', async () => {
    expect((await s.call('GET', `${API}/consumers/999999/history`, { token: admin })).status).toBe(404);
    const [other] = (await s.call('GET', `${API}/consumers?storeId=2&size=1`, { token: admin })).body.data.data as Row[];
    expect((await s.call('GET', `${API}/store-consumers/${String(other.id)}/history`, { token: client })).status).toBe(404);
    expect((await s.call('GET', `${API}/consumers/1/history`, { token: client })).status).toBe(403);
  });
});

describe('a refused delete names its blockers', () => {
  it('409 with data.blockers: the resource, the field, how many, and which (ids a person can open)', async () => {
    const [order] = (await s.call('GET', `${API}/rent-orders?size=1`, { token: admin })).body.data.data as Row[];
    const r = await s.call('DELETE', `${API}/commodities/${String(order.commodityId)}`, { token: admin });
    expect(r.status).toBe(409);
    const blocker = (r.body.data.blockers as Row[]).find((b) => b.resource === 'rent-orders' && b.field === 'commodityId');
    expect(blocker).toMatchObject({ count: expect.any(Number), ids: expect.arrayContaining([String(order.id)]) });
    expect((blocker?.ids as string[]).length).toBe(Math.min(20, Number(blocker?.count)));
  });
});
