/**
 * The record routes find rows through the database's indexes: get one, update and delete by id,
 * uniqueness by value, references and dependents by id. These walk one record's life and check
 * after each write that every lookup sees it — a stale lookup answers 404, a false 409 or a missed
 * 409 here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

const API = '/admin-company/v1';
const battery = (sn: string, extra: Record<string, unknown> = {}) => ({
  sn,
  model: '60V30AH',
  status: 'idle',
  assetStatus: 'stock',
  locationType: 'warehouse',
  ...extra,
});

describe('lookups follow every write', () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startServer();
    admin = await s.login('admin@demo.com', 'admin');
  });
  afterAll(() => s.close());

  it('create → get one → change the unique field → delete: get, uniqueness and dependents agree at each step', async () => {
    const call = (method: string, url: string, body?: unknown) => s.call(method, `${API}${url}`, { token: admin, body });
    const a = await call('POST', '/batteries', battery('IDX-AAA'));
    expect(a.status).toBe(200);
    const idA = String(a.body.data.id);
    expect((await call('GET', `/batteries/${idA}`)).body.data.sn).toBe('IDX-AAA');
    // taken by the row just created
    expect((await call('POST', '/batteries', battery('IDX-AAA'))).status).toBe(409);
    // its own value is not a clash on update
    expect((await call('PATCH', `/batteries/${idA}`, { sn: 'IDX-AAA' })).status).toBe(200);

    expect((await call('PATCH', `/batteries/${idA}`, { sn: 'IDX-AAA2' })).status).toBe(200);
    expect((await call('GET', `/batteries/${idA}`)).body.data.sn).toBe('IDX-AAA2');
    const b = await call('POST', '/batteries', battery('IDX-AAA')); // the old value is free again
    expect(b.status).toBe(200);
    const idB = String(b.body.data.id);
    expect((await call('POST', '/batteries', battery('IDX-AAA2'))).status).toBe(409); // the new one is taken
    expect((await call('PATCH', `/batteries/${idB}`, { sn: 'IDX-AAA2' })).status).toBe(409);

    // a reference to the new row is accepted (the id lookup sees it) and then blocks its deletion
    const vehicle = (await call('GET', '/vehicles?size=1&sort=id&order=asc')).body.data.data[0];
    expect((await call('PATCH', `/vehicles/${vehicle.id}`, { batteryId: idB })).status).toBe(200);
    expect((await call('DELETE', `/batteries/${idB}`)).status).toBe(409);
    expect((await call('PATCH', `/vehicles/${vehicle.id}`, { batteryId: idA })).status).toBe(200);
    expect((await call('DELETE', `/batteries/${idA}`)).status).toBe(409); // the reference moved with the update
    expect((await call('DELETE', `/batteries/${idB}`)).status).toBe(200);

    expect((await call('GET', `/batteries/${idB}`)).status).toBe(404);
    expect((await call('PATCH', `/batteries/${idB}`, { soc: 5 })).status).toBe(404);
    expect((await call('PATCH', `/vehicles/${vehicle.id}`, { batteryId: idB })).status).toBe(422); // a reference to the deleted row
    expect((await call('POST', '/batteries', battery('IDX-AAA'))).status).toBe(200); // the deleted row's value is free
  });

  it('compares unique values case-insensitively, against the values as last written', async () => {
    const call = (method: string, url: string, body?: unknown) => s.call(method, `${API}${url}`, { token: admin, body });
    const [v1, v2] = (await call('GET', '/vehicles?size=2&sort=id&order=asc')).body.data.data as { id: string; plate: string }[];
    expect((await call('PATCH', `/vehicles/${v1.id}`, { plate: 'idx-plate' })).status).toBe(200);
    expect((await call('PATCH', `/vehicles/${v2.id}`, { plate: 'IDX-PLATE' })).status).toBe(409);
    expect((await call('PATCH', `/vehicles/${v2.id}`, { plate: v1.plate.toLowerCase() })).status).toBe(200); // v1's old plate is free
  });

  it('a record created in another collection is a valid reference at once, and its dependents are counted', async () => {
    const call = (method: string, url: string, body?: unknown) => s.call(method, `${API}${url}`, { token: admin, body });
    const store = await call('POST', '/stores', {
      sn: 'MD99077',
      name: '索引门店',
      areaId: '2',
      status: 'open',
      phone: '13800000000',
      address: '西安市长安路1号',
      location: { lng: 108.9, lat: 34.3 },
    });
    expect(store.status).toBe(200);
    const storeId = String(store.body.data.id);
    const b = await call('POST', '/batteries', battery('IDX-REF-1', { storeId }));
    expect(b.status).toBe(200);
    expect((await call('DELETE', `/stores/${storeId}`)).status).toBe(409); // the new battery depends on it
    expect((await call('PATCH', `/batteries/${b.body.data.id}`, { storeId: '1' })).status).toBe(200);
    expect((await call('DELETE', `/stores/${storeId}`)).status).toBe(200); // no longer
    expect((await call('POST', '/batteries', battery('IDX-REF-2', { storeId }))).status).toBe(422);
  });
});
