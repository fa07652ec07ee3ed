import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

let s: TestServer;
let admin: string;
let client: string;
const API = '/admin-company/v1';
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin@demo.com', 'admin');
  client = await s.login('client@demo.com', 'client');
});
afterAll(() => s.close());

const pick = (o: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.filter((k) => o[k] !== undefined).map((k) => [k, o[k]]));
const validStore = (sn: string) => ({
  sn,
  name: '测试门店',
  areaId: '2',
  status: 'open',
  phone: '13800000000',
  address: '西安市长安路1号',
  location: { lng: 108.9, lat: 34.3 },
});

describe('list', () => {
  it('pages, sorts and counts with the envelope', async () => {
    const r = await s.call('GET', `${API}/batteries?page=2&size=5&sort=soc&order=desc`, { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(200);
    expect(r.body.data.data).toHaveLength(5);
    const all = s.readData('batteries').batteries as { soc: number }[];
    expect(r.body.data.total).toBe(all.length);
    const socs = (r.body.data.data as { soc: number }[]).map((b) => b.soc);
    expect([...socs].sort((a, b) => b - a)).toEqual(socs);
    const first = await s.call('GET', `${API}/batteries?page=1&size=5&sort=soc&order=desc`, { token: admin });
    expect(first.body.data.data[4].soc).toBeGreaterThanOrEqual(socs[0]);
  });
  it('size defaults to 20 and is capped at 1000', async () => {
    expect((await s.call('GET', `${API}/batteries`, { token: admin })).body.data.data).toHaveLength(20);
    const big = await s.call('GET', `${API}/consumers?size=99999`, { token: admin });
    expect(big.body.data.data.length).toBeLessThanOrEqual(1000);
  });
  it('repeated field = any of; _gte/_lte ranges; q over searchable fields', async () => {
    const any = await s.call('GET', `${API}/batteries?status=fault&status=idle&size=1000`, { token: admin });
    expect(any.body.data.data.every((b: { status: string }) => ['fault', 'idle'].includes(b.status))).toBe(true);
    expect(any.body.data.total).toBe((s.readData('batteries').batteries as { status: string }[]).filter((b) => ['fault', 'idle'].includes(b.status)).length);
    const range = await s.call('GET', `${API}/batteries?soc_gte=40&soc_lte=60&size=1000`, { token: admin });
    expect(range.body.data.data.every((b: { soc: number }) => b.soc >= 40 && b.soc <= 60)).toBe(true);
    const q = await s.call('GET', `${API}/batteries?q=BAT60V100012`, { token: admin });
    expect(q.body.data.data.map((b: { sn: string }) => b.sn)).toEqual(['BAT60V100012']);
  });
  it('refuses unknown parameters, bad numbers and unsortable fields with 400', async () => {
    for (const qs of ['colour=red', 'page=abc', 'size=-5', 'sort=__proto__', 'sort=nope', 'order=sideways', 'soc_gte=high', 'status_gte=a']) {
      const r = await s.call('GET', `${API}/batteries?${qs}`, { token: admin });
      expect(r.status, qs).toBe(400);
      expect(r.body.code).toBe(400);
    }
  });
});

describe('one, create, update, delete', () => {
  it('404 envelope for an unknown record and an unknown resource', async () => {
    const r = await s.call('GET', `${API}/stores/99999`, { token: admin });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 404, data: null });
    expect((await s.call('GET', `${API}/nothing-here`, { token: admin })).body.code).toBe(404);
  });
  it('creates with server-chosen id and defaults, refuses client ids and unknown fields (422)', async () => {
    const bad = await s.call('POST', `${API}/stores`, { token: admin, body: { ...validStore('MD99001'), id: '777', hack: true } });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors).toMatchObject({ id: 'app.validation.readOnly', hack: 'app.validation.unknownField' });
    const ok = await s.call('POST', `${API}/stores`, { token: admin, body: validStore('MD99001') });
    expect(ok.status).toBe(200);
    expect(ok.body.data.id).not.toBe('777');
    expect(ok.body.data.businessHours).toBe('08:00-21:00');
    expect(s.readData('stores').stores.some((x: { sn: string }) => x.sn === 'MD99001')).toBe(true);
  });
  it('an empty list sent for a field that holds no list clears it, like null (PostgreSQL answered 500: its index read [] as a number)', async () => {
    const [c] = (await s.call('GET', `${API}/commodities?size=1`, { token: admin })).body.data.data as Record<string, unknown>[];
    const r = await s.call('PATCH', `${API}/commodities/${String(c.id)}`, { token: admin, body: { days: [] } });
    expect(r.status, r.text).toBe(200);
    expect(r.body.data).not.toHaveProperty('days');
    // a required one is refused as empty
    expect((await s.call('PATCH', `${API}/commodities/${String(c.id)}`, { token: admin, body: { price: [] } })).body.data.errors).toEqual({
      price: 'app.validation.required',
    });
  });
  it('422 with per-field messages for missing and malformed fields', async () => {
    const r = await s.call('POST', `${API}/stores`, { token: admin, body: { sn: 'X1', phone: '123', location: { lng: 500, lat: 1 } } });
    expect(r.status).toBe(422);
    expect(r.body.data.errors).toMatchObject({
      sn: 'app.validation.storeSn',
      phone: 'app.validation.phone',
      location: 'app.validation.geo',
      name: 'app.validation.required',
      areaId: 'app.validation.required',
    });
  });
  it('409 for a uniqueness clash', async () => {
    const r = await s.call('POST', `${API}/stores`, { token: admin, body: validStore('MD10001') });
    expect(r.status).toBe(409);
    expect(r.body.data.errors.sn).toBe('app.validation.unique');
  });
  it('422 for a reference to a missing record', async () => {
    const r = await s.call('POST', `${API}/stores`, { token: admin, body: { ...validStore('MD99002'), areaId: '99999' } });
    expect(r.status).toBe(422);
    expect(r.body.data.errors.areaId).toBe('app.validation.reference');
  });
  it('PATCH changes some fields, PUT replaces the writable ones, and both are audited', async () => {
    const p = await s.call('PATCH', `${API}/stores/3`, { token: admin, body: { name: '改名店' } });
    expect(p.status).toBe(200);
    expect(p.body.data.name).toBe('改名店');
    const before = (await s.call('GET', `${API}/stores/3`, { token: admin })).body.data;
    const put = await s.call('PUT', `${API}/stores/3`, { token: admin, body: { ...validStore(before.sn), name: '整店替换' } });
    expect(put.status).toBe(200);
    expect(put.body.data.manager).toBeUndefined();
    expect(put.body.data.createdAt).toBe(before.createdAt);
    const audit = s.readData('audit-logs')['audit-logs'] as {
      resource: string;
      action: string;
      recordId: string;
      actorId: string;
      previousData: Record<string, unknown>;
      data: Record<string, unknown>;
    }[];
    const patchLog = audit.find((a) => a.resource === 'stores' && a.action === 'update' && a.recordId === '3');
    expect(patchLog).toMatchObject({ actorId: '1', data: { name: '改名店' } });
    expect(patchLog?.previousData.name).toBeDefined();
  });
  it('refuses a required field emptied by PATCH', async () => {
    const r = await s.call('PATCH', `${API}/stores/4`, { token: admin, body: { name: null } });
    expect(r.status).toBe(422);
  });
  it('DELETE is refused with 409 while records depend on it, and other collections are untouched', async () => {
    const before = s.readData();
    const r = await s.call('DELETE', `${API}/stores/1`, { token: admin });
    expect(r.status).toBe(409);
    const after = s.readData();
    for (const k of Object.keys(before)) if (Array.isArray(before[k]) && k !== 'audit-logs') expect(after[k].length, k).toBe(before[k].length);
  });
  it('DELETE of an unreferenced record removes only it', async () => {
    const created = await s.call('POST', `${API}/stores`, { token: admin, body: validStore('MD99003') });
    const before = s.readData();
    const r = await s.call('DELETE', `${API}/stores/${created.body.data.id}`, { token: admin });
    expect(r.status).toBe(200);
    const after = s.readData();
    expect(after.stores.length).toBe(before.stores.length - 1);
    // into the trash, whole (CONTRACT §2.5)
    expect(after.trash.length).toBe((before.trash?.length ?? 0) + 1);
    expect(after.trash.at(-1)).toMatchObject({ resource: 'stores', recordId: String(created.body.data.id), record: { sn: 'MD99003' } });
    for (const k of Object.keys(before))
      if (Array.isArray(before[k]) && !['stores', 'audit-logs', 'trash'].includes(k)) expect(after[k].length, k).toBe(before[k].length);
  });
});

describe('workflow transitions', () => {
  const findIn = (collection: string, state: string, field = 'status') =>
    (s.readData(collection)[collection] as Record<string, string>[]).find((r) => r[field] === state);
  it('runs a legal transition, stamps and audits it', async () => {
    const row = findIn('cab-devices', 'pending', 'deployStatus');
    expect(row).toBeDefined();
    const r = await s.call('POST', `${API}/cab-devices/${row!.id}/transitions/deploy`, { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.data.deployStatus).toBe('operating');
    expect((s.readData('audit-logs')['audit-logs'] as { action: string }[]).some((a) => a.action === 'transition:deploy')).toBe(true);
  });
  it('409 for an illegal transition', async () => {
    const row = findIn('cab-devices', 'operating', 'deployStatus');
    const r = await s.call('POST', `${API}/cab-devices/${row!.id}/transitions/deploy`, { token: admin });
    expect(r.status).toBe(409);
    expect(r.body.data.allowed).toContain('maintain');
  });
  it('422 when an asked field is missing, then OK with it', async () => {
    const row = findIn('cab-devices', 'operating', 'deployStatus');
    expect((await s.call('POST', `${API}/cab-devices/${row!.id}/transitions/maintain`, { token: admin, body: {} })).status).toBe(422);
    const ok = await s.call('POST', `${API}/cab-devices/${row!.id}/transitions/maintain`, { token: admin, body: { remark: '更换主板' } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ deployStatus: 'maintenance', remark: '更换主板' });
  });
  it('409 when an update tries to change the state directly', async () => {
    const row = findIn('cab-devices', 'operating', 'deployStatus');
    const r = await s.call('PATCH', `${API}/cab-devices/${row!.id}`, { token: admin, body: { deployStatus: 'pending' } });
    expect(r.status).toBe(409);
  });
});

describe('privileges and store scoping', () => {
  it('403 for a resource whose code the caller lacks', async () => {
    const r = await s.call('GET', `${API}/stores`, { token: client });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe(403);
    const guest = await s.login('guest@demo.com', 'guest');
    expect((await s.call('GET', `${API}/store-batteries`, { token: guest })).status).toBe(403);
  });
  it('the client account only ever reads its own store’s records', async () => {
    const r = await s.call('GET', `${API}/store-batteries?size=1000`, { token: client });
    expect(r.status).toBe(200);
    expect(r.body.data.total).toBeGreaterThan(0);
    expect(r.body.data.data.every((b: { storeId: string }) => b.storeId === '1')).toBe(true);
    const foreign = (s.readData('batteries').batteries as { id: string; storeId?: string }[]).find((b) => b.storeId && b.storeId !== '1');
    expect((await s.call('GET', `${API}/store-batteries/${foreign!.id}`, { token: client })).status).toBe(404);
    // writes: the store's battery view offers none (405) — never applied
    expect((await s.call('PATCH', `${API}/store-batteries/${foreign!.id}`, { token: client, body: { brand: 'x' } })).status).toBe(405);
    expect((await s.call('DELETE', `${API}/store-batteries/${foreign!.id}`, { token: client })).status).toBe(405);
    const own = await s.call('GET', `${API}/store-rent-channels?size=1000`, { token: client });
    expect(own.body.data.data.every((c: { storeId: string }) => c.storeId === '1')).toBe(true);
    const foreignChannel = (s.readData('rent-channels')['rent-channels'] as { id: string; storeId: string }[]).find((c) => c.storeId !== '1');
    expect((await s.call('PATCH', `${API}/store-rent-channels/${foreignChannel!.id}`, { token: client, body: { remark: 'x' } })).status).toBe(404);
    const created = await s.call('POST', `${API}/store-rent-channels`, {
      token: client,
      body: { ...pick(foreignChannel!, ['name', 'type']), code: 'QD99991' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.storeId).toBe('1');
    const stolen = await s.call('POST', `${API}/store-rent-channels`, {
      token: client,
      body: { ...pick(foreignChannel!, ['name', 'type']), code: 'QD99992', storeId: '2' },
    });
    expect(stolen.status).toBeGreaterThanOrEqual(400);
    expect(s.readData('rent-channels')['rent-channels'].some((c: { code: string }) => c.code === 'QD99992')).toBe(false);
    const filtered = await s.call('GET', `${API}/store-batteries?storeId=${foreign!.storeId}`, { token: client });
    expect(filtered.body.data.total).toBe(0);
    const q = await s.call('GET', `${API}/store-batteries?q=BAT&size=1000`, { token: client });
    expect(q.body.data.data.every((b: { storeId: string }) => b.storeId === '1')).toBe(true);
  });
  it('the admin sees every store through the same store-level resource', async () => {
    const r = await s.call('GET', `${API}/store-batteries?size=1000`, { token: admin });
    expect(new Set(r.body.data.data.map((b: { storeId: string }) => b.storeId)).size).toBeGreaterThan(1);
  });
});

describe('openapi.json', () => {
  it('is public, OpenAPI 3.1, a path pair per resource with x-privilege and per-operation bodies', async () => {
    const r = await s.call('GET', `${API}/openapi.json`);
    expect(r.status).toBe(200);
    expect(r.body.openapi).toBe('3.1.0');
    for (const def of s.registry.all) {
      expect(r.body.paths[`/${def.name}`].get['x-privilege']).toBe(`${def.privilege}:read`);
      // the trash is only listed: its entries are named by their records' ids
      if (def.name !== 'trash') expect(r.body.paths[`/${def.name}/{id}`].get['x-privilege']).toBe(`${def.privilege}:read`);
      else expect(r.body.paths['/trash/{id}']).toBeUndefined();
      expect(r.body.components.schemas[def.name].type).toBe('object');
    }
    const { schemas } = r.body.components;
    expect(schemas['stores.create'].required).toEqual(expect.arrayContaining(['sn', 'name', 'areaId', 'phone', 'address', 'location']));
    expect(schemas['stores.create'].properties).not.toHaveProperty('id');
    expect(schemas['stores.update'].required).toEqual([]);
    // a read-only log documents reading only
    expect(Object.keys(r.body.paths['/audit-logs'])).toEqual(['get']);
    expect(Object.keys(r.body.paths['/audit-logs/{id}'])).toEqual(['get']);
    // a command is created and moved by transitions, never edited
    expect(Object.keys(r.body.paths['/cab-commands/{id}']).sort()).toEqual(['get']);
  });
  it('answers 405 with an envelope and Allow for an operation a resource does not offer, whatever the caller holds', async () => {
    for (const [method, url, allow] of [
      ['POST', '/audit-logs', 'GET'],
      ['DELETE', '/audit-logs/1', 'GET'],
      ['PUT', '/cab-commands/1', 'GET'],
      ['PATCH', '/cab-messages/1', 'GET'],
      ['POST', '/store-consumers', 'GET, PATCH'],
      ['PATCH', '/cab-warnings', 'GET, POST'],
      ['POST', '/batteries/1', 'GET, PUT, PATCH, DELETE'],
    ] as const) {
      const r = await s.call(method, `${API}${url}`, { token: admin, body: {} });
      expect(r.status, `${method} ${url}`).toBe(405);
      expect(r.body).toMatchObject({ code: 405, data: null });
      expect(r.headers.get('allow'), `${method} ${url}`).toBe(allow);
    }
    // 405 is about the resource, not the caller: a client account gets it too (403 is for a missing code)
    expect((await s.call('DELETE', `${API}/store-batteries/1`, { token: client })).status).toBe(405);
    expect((await s.call('DELETE', `${API}/batteries/1`, { token: client })).status).toBe(403);
  });
});
