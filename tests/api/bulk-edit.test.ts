/**
 * A bulk edit (CONTRACT §2.5): `PATCH /{resource}` with `{ids, data}` sets the same fields on each
 * record, each checked, written and audited as one PATCH (history action `bulk`); a record that
 * refuses does not stop the others and is named with its status and why, in the caller's language.
 * And the filters through a reference (`cabinetId.areaId`), and the battery's whereabouts rules.
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

const list = async (path: string, token = admin): Promise<Row[]> => {
  const r = await s.call('GET', `${API}${path}`, { token });
  expect(r.status, r.text).toBe(200);
  return r.body.data.data as Row[];
};

describe('PATCH /{resource}: a bulk edit', () => {
  it('moves twenty batteries to another store, each one version more, each in its history as a bulk write', async () => {
    const batteries = await list('/batteries?locationType=cabinet&locationType=rider&size=20');
    expect(batteries).toHaveLength(20);
    const ids = batteries.map((b) => String(b.id));
    const r = await s.call('PATCH', `${API}/batteries`, { token: admin, body: { ids, data: { storeId: '3' } } });
    expect(r.status, r.text).toBe(200);
    expect(r.body.data).toEqual({ done: ids, refused: [] });
    const after = await list(`/batteries?${ids.map((id) => `id=${id}`).join('&')}&size=20`);
    expect(after.map((b) => b.storeId)).toEqual(ids.map(() => '3'));
    for (const b of after) expect(b.version).toBe(Number(batteries.find((x) => x.id === b.id)?.version) + 1);
    const history = await s.call('GET', `${API}/batteries/${ids[0]}/history`, { token: admin });
    expect(history.body.data.data[0]).toMatchObject({ action: 'bulk', via: 'batteries', changes: [{ field: 'storeId', from: batteries[0].storeId, to: '3' }] });
  });

  it('reports the records that refuse, with their status and why in the caller’s language, and writes the others', async () => {
    const [atStore] = await list('/batteries?locationType=store&size=1');
    const [inCabinet] = await list('/batteries?locationType=cabinet&size=1');
    // a battery at a store must name its store (requiredWhen); one in a cabinet need not
    const r = await s.call('PATCH', `${API}/batteries`, {
      token: admin,
      headers: { 'Accept-Language': 'zh-CN' },
      body: { ids: [String(atStore.id), String(inCabinet.id), '999999'], data: { storeId: null } },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body.data.done).toEqual([String(inCabinet.id)]);
    expect(r.body.data.refused).toEqual([
      { id: String(atStore.id), status: 422, reason: '校验未通过', errors: { storeId: 'app.validation.required' } },
      { id: '999999', status: 404, reason: expect.stringContaining('999999') },
    ]);
    expect((await s.call('GET', `${API}/batteries/${atStore.id}`, { token: admin })).body.data.storeId).toBe(atStore.storeId);
  });

  it('refuses fields one value cannot be set on many records, and unknown ones, before writing anything', async () => {
    const [a, b] = await list('/batteries?size=2');
    const r = await s.call('PATCH', `${API}/batteries`, {
      token: admin,
      body: { ids: [String(a.id), String(b.id)], data: { sn: 'BAT-SAME', colour: 'red', brand: 'X' } },
    });
    expect(r.status, r.text).toBe(422);
    expect(r.body.data.errors).toEqual({ sn: 'app.validation.notBulkEditable', colour: 'app.validation.unknownField' });
    expect((await s.call('GET', `${API}/batteries/${a.id}`, { token: admin })).body.data.brand).toBe(a.brand ?? undefined);
  });

  it('refuses a malformed body: no ids, more than 1000, no data', async () => {
    for (const body of [
      { ids: [], data: { brand: 'X' } },
      { ids: Array.from({ length: 1001 }, (_, i) => String(i + 1)), data: { brand: 'X' } },
      { ids: ['1'], data: {} },
      { ids: '1', data: { brand: 'X' } },
    ]) {
      const r = await s.call('PATCH', `${API}/batteries`, { token: admin, body });
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });

  it('keeps a store manager to their store: another store’s record is refused as missing, theirs written', async () => {
    const [mine] = await list('/store-consumers?size=1', client);
    const [other] = await list('/consumers?storeId=2&size=1');
    const r = await s.call('PATCH', `${API}/store-consumers`, {
      token: client,
      body: { ids: [String(mine.id), String(other.id)], data: { emergencyContact: '赵六' } },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body.data.done).toEqual([String(mine.id)]);
    expect(r.body.data.refused).toEqual([expect.objectContaining({ id: String(other.id), status: 404 })]);
  });

  it('needs the update right, and is documented with it', async () => {
    const r = await s.call('PATCH', `${API}/batteries`, { token: client, body: { ids: ['1'], data: { brand: 'X' } } });
    expect(r.status).toBe(403);
    const doc = (await s.call('GET', `${API}/openapi.json`)).body;
    expect(doc.paths['/batteries'].patch['x-privilege']).toBe('RESOURCE_ADMIN_COMPANY_ASSETS_BATTERY:update');
    const bulk = doc.components.schemas['batteries.bulk'];
    expect(Object.keys(bulk.properties.data.properties)).toContain('storeId');
    expect(Object.keys(bulk.properties.data.properties)).not.toContain('sn');
  });
});

describe('a filter through a reference', () => {
  it('lists the alarms whose cabinet is in an area, and only those', async () => {
    const cabinets = await list('/cab-devices?areaId=1&size=1000');
    expect(cabinets.length).toBeGreaterThan(0);
    const inArea = new Set(cabinets.map((c) => String(c.id)));
    const r = await s.call('GET', `${API}/cab-warnings?cabinetId.areaId=1&size=1000`, { token: admin });
    expect(r.status, r.text).toBe(200);
    const alarms = r.body.data.data as Row[];
    expect(alarms.length).toBeGreaterThan(0);
    for (const a of alarms) expect(inArea.has(String(a.cabinetId))).toBe(true);
    const all = await s.call('GET', `${API}/cab-warnings?size=1`, { token: admin });
    const elsewhere = await s.call('GET', `${API}/cab-warnings?cabinetId.areaId=2&cabinetId.areaId=3&size=1`, { token: admin });
    expect(r.body.data.total + elsewhere.body.data.total).toBeLessThanOrEqual(all.body.data.total);
    // with the store's own scope too: a store manager's alarms in an area are theirs and in it
    const mine = await s.call('GET', `${API}/store-cab-warnings?cabinetId.areaId=1&size=1000`, { token: client });
    expect(mine.status, mine.text).toBe(200);
    for (const a of mine.body.data.data as Row[]) expect(inArea.has(String(a.cabinetId))).toBe(true);
  });

  it('refuses a field the schema does not filter through, and a value of the wrong type', async () => {
    expect((await s.call('GET', `${API}/cab-warnings?cabinetId.name=x`, { token: admin })).status).toBe(400);
    expect((await s.call('GET', `${API}/batteries?storeId.areaId=1`, { token: admin })).status).toBe(400);
  });

  it('is documented per field', async () => {
    const doc = (await s.call('GET', `${API}/openapi.json`)).body;
    const names = (doc.paths['/cab-warnings'].get.parameters as { name: string }[]).map((p) => p.name);
    expect(names).toContain('cabinetId.areaId');
  });
});

describe('where a battery is says what it needs', () => {
  it('a battery at a store needs its store, in a cabinet its cabinet, with a rider its rider', async () => {
    const base = { model: '48V20AH', voltage: 48, status: 'idle', assetStatus: 'stock' };
    for (const [locationType, field] of [
      ['store', 'storeId'],
      ['cabinet', 'cabinetId'],
      ['rider', 'consumerId'],
    ]) {
      const r = await s.call('POST', `${API}/batteries`, { token: admin, body: { ...base, sn: `BULK-${locationType.toUpperCase()}`, locationType } });
      expect(r.status, r.text).toBe(422);
      expect(r.body.data.errors[field]).toBe('app.validation.required');
    }
    const ok = await s.call('POST', `${API}/batteries`, { token: admin, body: { ...base, sn: 'BULK-WAREHOUSE', locationType: 'warehouse' } });
    expect(ok.status, ok.text).toBe(200);
  });
});

describe('what else the domain requires under a condition', () => {
  it('a frame or a vehicle in use names its rider; a battery’s alarm names the battery', async () => {
    const frame = await s.call('POST', `${API}/frames`, { token: admin, body: { sn: 'FRAME-RULE-1', status: 'in_use' } });
    expect(frame.status, frame.text).toBe(422);
    expect(frame.body.data.errors.consumerId).toBe('app.validation.required');
    const [cabinet] = await list('/cab-devices?size=1');
    const alarm = await s.call('POST', `${API}/cab-warnings`, {
      token: admin,
      body: { code: 'cell_imbalance', level: 'warning', category: 'battery', source: 'staff', cabinetId: String(cabinet.id) },
    });
    expect(alarm.status, alarm.text).toBe(422);
    expect(alarm.body.data.errors.batterySn).toBe('app.validation.required');
  });
});
