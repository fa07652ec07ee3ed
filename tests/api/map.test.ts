/**
 * GET /map: the operations map's data scoped to the caller. The admin gets every store and cabinet
 * and counts equal to the lists' totals; the store manager (client@demo.com, bound to store 1,
 * without the company codes) gets its own store, the cabinets placed at it and its batteries —
 * with no 403 — and nothing of other stores; a caller without the map's code gets 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

let s: TestServer;
let admin: string;
let client: string;
let guest: string;
const API = '/admin-company/v1';
const BRAND = 'other';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of the data file, read field by field
type Row = Record<string, any>;

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin@demo.com', 'admin');
  client = await s.login('client@demo.com', 'client');
  guest = await s.login('guest@demo.com', 'guest');
});
afterAll(() => s.close());

const map = async (token?: string) => s.call('GET', `${API}/map`, { token });
const total = async (path: string, token = admin) => {
  const r = await s.call('GET', `${API}${path}${path.includes('?') ? '&' : '?'}size=1`, { token });
  expect(r.status, `${path}: ${r.text}`).toBe(200);
  return r.body.data.total as number;
};

describe('GET /map', () => {
  it('gives the admin every store and cabinet, with counts equal to the lists’ totals', async () => {
    const r = await map(admin);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.storeId).toBeNull();
    expect(d.stores).toHaveLength(await total('/stores'));
    expect(d.cabinets).toHaveLength(await total('/cab-devices'));
    expect(d.totals).toEqual({
      stores: await total('/stores'),
      cabinets: await total('/cab-devices'),
      online: await total('/cab-devices?health=online'),
      offline: await total('/cab-devices?health=offline'),
      fault: await total('/cab-devices?health=fault'),
      batteries: await total('/batteries'),
      openWarnings: await total('/cab-warnings?status=open'),
    });
    // what a point carries: what the map and its panel show, not the whole record
    const cab = d.cabinets.find((c: Row) => c.id === '1');
    const stored = s.readData('cab-devices')['cab-devices'].find((c: Row) => c.id === '1');
    expect(cab).toMatchObject({ sn: stored.sn, name: stored.name, health: stored.health, location: stored.location, batteryNum: stored.batteryNum });
    expect(cab.simSn).toBeUndefined();
    // a store's batteries and cabinets, counted
    const db = s.readData('batteries', 'cab-devices');
    const store1 = d.stores.find((x: Row) => x.id === '1');
    expect(store1.batteries).toBe(db.batteries.filter((b: Row) => b.storeId === '1').length);
    expect(store1.cabinets).toBe(db['cab-devices'].filter((c: Row) => c.storeId === '1').length);
    // the areas of the points, with the areas above them
    const areaIds = new Set(d.areas.map((a: Row) => a.id));
    for (const p of [...d.stores, ...d.cabinets]) expect(areaIds.has(p.areaId), `area ${p.areaId}`).toBe(true);
    for (const a of d.areas) if (a.parentId) expect(areaIds.has(a.parentId)).toBe(true);
    const newest = Math.max(...db['cab-devices'].map((c: Row) => Date.parse(c.lastHeartbeatAt)).filter(Number.isFinite));
    expect(Date.parse(d.dataUntil)).toBe(newest);
  });

  it('gives the store manager its own store, its cabinets and batteries, and no 403', async () => {
    const db = s.readData('sys-users', 'stores', 'cab-devices', 'cab-warnings');
    const user = db['sys-users'].find((u: Row) => u.email === 'client@demo.com');
    expect(user.storeId).toBe('1');
    // the company lists the map used to read are closed to this account
    expect((await s.call('GET', `${API}/stores?size=1`, { token: client })).status).toBe(403);
    expect((await s.call('GET', `${API}/cab-devices?size=1`, { token: client })).status).toBe(403);

    const r = await map(client);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.storeId).toBe('1');
    expect(d.stores.map((x: Row) => x.id)).toEqual(['1']);
    expect(d.stores[0]).toMatchObject({ sn: 'MD10001', name: db.stores.find((x: Row) => x.id === '1').name });
    const own = db['cab-devices'].filter((c: Row) => c.storeId === '1');
    expect(own.length).toBeGreaterThan(0);
    expect(d.cabinets.map((c: Row) => c.id).sort()).toEqual(own.map((c: Row) => c.id).sort());
    expect(d.totals.stores).toBe(1);
    expect(d.totals.cabinets).toBe(own.length);
    // its batteries: the store-level list's total, as this account sees it
    expect(d.totals.batteries).toBe(await total('/store-batteries', client));
    expect(d.stores[0].batteries).toBe(d.totals.batteries);
    const openHere = db['cab-warnings'].filter((w: Row) => w.status === 'open' && own.some((c: Row) => c.id === w.cabinetId)).length;
    expect(d.totals.openWarnings).toBe(openHere);
    // the store-level alarm list's total (the counter links to it)
    expect(d.totals.openWarnings).toBe(await total('/store-cab-warnings?status=open', client));
  });

  it('follows the data: a cabinet placed at the store shows on its manager’s map', async () => {
    const before = (await map(client)).body.data.totals.cabinets;
    const created = await s.call('POST', `${API}/cab-devices`, {
      token: admin,
      body: {
        sn: 'CAB199999',
        serial: 'YD2024999999',
        name: '测试换电柜',
        brand: BRAND,
        areaId: '2',
        storeId: '1',
        doors: 12,
        address: '西安市测试路1号',
        location: { lng: 108.95, lat: 34.27 },
      },
    });
    expect(created.status, created.text).toBe(200);
    const d = (await map(client)).body.data;
    expect(d.totals.cabinets).toBe(before + 1);
    expect(d.cabinets.some((c: Row) => c.id === created.body.data.id)).toBe(true);
    // another store's cabinet does not
    const other = await s.call('POST', `${API}/cab-devices`, {
      token: admin,
      body: {
        sn: 'CAB199998',
        serial: 'YD2024999998',
        name: '别店换电柜',
        brand: BRAND,
        areaId: '2',
        storeId: '2',
        doors: 12,
        address: '西安市测试路2号',
        location: { lng: 108.9, lat: 34.2 },
      },
    });
    expect(other.status, other.text).toBe(200);
    expect((await map(client)).body.data.cabinets.some((c: Row) => c.id === other.body.data.id)).toBe(false);
  });

  it('refuses a caller without the map’s code (403) and a missing token (401)', async () => {
    const r = await map(guest);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 403, data: null });
    expect((await map()).status).toBe(401);
  });
});
