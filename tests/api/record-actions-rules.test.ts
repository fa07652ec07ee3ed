/** Record actions (`POST /{resource}/{id}/actions/{name}`) and conditional rules (`requiredWhen`, `visibleWhen`) on the server, and what openapi.json says of them. */
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

type Row = Record<string, unknown> & { id: string };
const rows = (name: string) => s.readData(name)[name] as Row[];

describe('record actions', () => {
  it('a cabinet sends a command: the link is filled in from the cabinet, the command gets its number and shows in the cabinet’s commands', async () => {
    const cabinet = rows('cab-devices')[3];
    const r = await s.call('POST', `${API}/cab-devices/${cabinet.id}/actions/sendCommand`, { token: admin, body: { operate: 'bin_unlock', binOrdinal: 3 } });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ cabinetId: String(cabinet.id), operate: 'bin_unlock', binOrdinal: 3, status: 'pending' });
    expect(r.body.data.sn).toMatch(/^CMD\d{10}$/);
    const related = await s.call('GET', `${API}/cab-commands?cabinetId=${cabinet.id}&sort=createdAt&order=DESC&size=1`, { token: admin });
    expect(related.body.data.data[0].id).toBe(r.body.data.id);
  });
  it('refuses what it does not ask for (the link among them), a missing required answer, an unknown action, an unknown record', async () => {
    const [cabinet, other] = rows('cab-devices');
    const link = await s.call('POST', `${API}/cab-devices/${cabinet.id}/actions/sendCommand`, {
      token: admin,
      body: { operate: 'reboot', cabinetId: other.id },
    });
    expect(link.status).toBe(422);
    expect(link.body.data.errors).toEqual({ cabinetId: 'app.validation.unknownField' });
    const missing = await s.call('POST', `${API}/cab-devices/${cabinet.id}/actions/sendCommand`, { token: admin, body: { operate: 'door_open' } });
    expect(missing.status).toBe(422);
    expect(missing.body.data.errors).toEqual({ binOrdinal: 'app.validation.required' });
    expect((await s.call('POST', `${API}/cab-devices/${cabinet.id}/actions/explode`, { token: admin, body: {} })).status).toBe(404);
    expect((await s.call('POST', `${API}/cab-devices/999999/actions/sendCommand`, { token: admin, body: { operate: 'reboot' } })).status).toBe(404);
  });
  it('is refused (403) to a caller without its code, and listed in openapi.json with its code and body', async () => {
    const cabinet = rows('cab-devices')[0];
    expect((await s.call('POST', `${API}/cab-devices/${cabinet.id}/actions/sendCommand`, { token: client, body: { operate: 'reboot' } })).status).toBe(403);
    const doc = (await s.call('GET', `${API}/openapi.json`, { token: admin })).body;
    const op = doc.paths['/cab-devices/{id}/actions/sendCommand'].post;
    expect(op['x-privilege']).toBe('RESOURCE_ADMIN_CAB_DEVICE:action:sendCommand + RESOURCE_ADMIN_CAB_CMD:create');
    expect(op['x-creates']).toBe('cab-commands');
    const body = doc.components.schemas['cab-devices.action.sendCommand'];
    expect(Object.keys(body.properties).sort()).toEqual(['binOrdinal', 'operate', 'remark']);
    expect(body.properties.cabinetId).toBeUndefined();
  });
});

describe('conditional rules on the server', () => {
  it('requiredWhen: a battery marked faulty without a fault code is refused (422); with one it is kept', async () => {
    const battery = rows('batteries').find((b) => b.status !== 'fault')!;
    const refused = await s.call('PATCH', `${API}/batteries/${battery.id}`, { token: admin, body: { status: 'fault' } });
    expect(refused.status).toBe(422);
    expect(refused.body.data.errors).toEqual({ faultCode: 'app.validation.required' });
    const kept = await s.call('PATCH', `${API}/batteries/${battery.id}`, { token: admin, body: { status: 'fault', faultCode: 'E07 cell imbalance' } });
    expect(kept.status).toBe(200);
    expect(kept.body.data.faultCode).toBe('E07 cell imbalance');
  });
  it('visibleWhen: a value sent for a field the record hides is ignored', async () => {
    const battery = rows('batteries').find((b) => b.status !== 'fault' && !b.faultCode)!;
    const r = await s.call('PATCH', `${API}/batteries/${battery.id}`, { token: admin, body: { status: 'idle', faultCode: 'ignored' } });
    expect(r.status).toBe(200);
    expect(r.body.data.faultCode).toBeUndefined();
  });
  it('a transition into a state that asks for a field refuses to run without it', async () => {
    const complaint = rows('complaints').find((c) => c.status === 'processing')!;
    const r = await s.call('POST', `${API}/complaints/${complaint.id}/transitions/close`, { token: admin, body: {} });
    expect(r.status).toBe(422);
    expect(r.body.data.errors.resolution).toBe('app.validation.required');
  });
  it('openapi.json states the rules: x-required-when on the field, if/then where the body holds the condition', async () => {
    const doc = (await s.call('GET', `${API}/openapi.json`, { token: admin })).body;
    const create = doc.components.schemas['batteries.create'] ?? doc.components.schemas['batteriesCreate'];
    expect(create.properties.faultCode['x-required-when']).toEqual({ status: ['fault'] });
    expect(create.allOf).toContainEqual({
      if: { properties: { status: { enum: ['fault'] } }, required: ['status'] },
      // the field it requires is declared there too, as it must then be sent: not blank
      then: { properties: { faultCode: expect.objectContaining({ type: 'string', minLength: 1 }) }, required: ['faultCode'] },
    });
  });
});
