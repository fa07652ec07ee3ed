/**
 * What a write may send and what it keeps (resources/writes.ts, CONTRACT §2.1): per operation,
 * the server accepts what the document says and a PUT never drops a field a client may not write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

const API = '/admin-company/v1';
let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin@demo.com', 'admin');
});
afterAll(() => s.close());

const get = async (path: string) => (await s.call('GET', `${API}${path}`, { token: admin })).body.data;

describe('create', () => {
  it('fills what the body leaves out: the defaults of writable fields, the server-kept ones, the initial state', async () => {
    const cabinet = (await get('/cab-devices?size=1')).data[0];
    // the default command opens a slot, so it names one (its `requiredWhen`)
    const r = await s.call('POST', `${API}/cab-commands`, { token: admin, body: { cabinetId: cabinet.id, binOrdinal: 1 } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ cabinetId: cabinet.id, operate: 'door_open', business: 'operate', retryTimes: 0, status: 'pending' });
    // a required field with a default sent empty gets the default too
    const empty = await s.call('POST', `${API}/cab-commands`, { token: admin, body: { cabinetId: cabinet.id, operate: null, business: '', binOrdinal: 1 } });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ operate: 'door_open', business: 'operate' });
  });

  it('refuses a field the client may not write, naming it (the bug that kept the command form from saving)', async () => {
    const cabinet = (await get('/cab-devices?size=1')).data[0];
    const r = await s.call('POST', `${API}/cab-commands`, { token: admin, body: { cabinetId: cabinet.id, binOrdinal: 1, retryTimes: 0 } });
    expect(r.status).toBe(422);
    expect(r.body.data.errors).toEqual({ retryTimes: 'app.validation.readOnly' });
    const role = await s.call('POST', `${API}/roles`, { token: admin, body: { name: '巡检员', builtin: false } });
    expect(role.body.data.errors).toEqual({ builtin: 'app.validation.readOnly' });
    const ok = await s.call('POST', `${API}/roles`, { token: admin, body: { name: '巡检员' } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.builtin).toBe(false);
  });
});

describe('PUT', () => {
  it('keeps every field a client may not write at its stored value, and replaces the writable ones', async () => {
    const complaint =
      (await get('/complaints?size=1&status=open&sort=id')).data.find((c: { contactPhone?: string }) => c.contactPhone) ??
      (await get('/complaints?size=1')).data[0];
    expect(complaint.content).toBeDefined();
    const body = { type: 'billing', priority: 'high' };
    const r = await s.call('PUT', `${API}/complaints/${complaint.id}`, { token: admin, body });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const after = await get(`/complaints/${complaint.id}`);
    // create-only (the rider and what they wrote), read-only (number, time) and the state stay; the writable fields are the body's
    expect(after).toMatchObject({
      ...body,
      consumerId: complaint.consumerId,
      content: complaint.content,
      ticketNo: complaint.ticketNo,
      createdAt: complaint.createdAt,
      status: complaint.status,
    });
    // writable fields the body left out are cleared: that is what a PUT is
    expect(after.contactPhone).toBeUndefined();
  });

  it('keeps a stored secret when the body does not send one', async () => {
    const r = await s.call('PUT', `${API}/sys-users/3`, {
      token: admin,
      body: { email: 'guest@demo.com', username: 'guest', nickname: '访客', role: 'guest', roleIds: ['guest'], status: 'active' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(s.readData('sys-users')['sys-users'].find((u: { id: string }) => u.id === '3').passwordHash).toBeTruthy();
    await s.login('guest@demo.com', 'guest');
  });
});

describe('bad bodies get a 4xx naming the field, never a 500', () => {
  /** `{"field": [[[…]]]}` as sent over the wire (too deep for JSON.stringify to build). */
  const nested = (field: string, depth: number) => `{"${field}":${'['.repeat(depth)}${']'.repeat(depth)}}`;
  it.each([
    ['PATCH', '/rent-channels', 'createdAt'],
    ['PATCH', '/rent-channels', 'remark'],
    ['POST', '/batteries', 'sn'],
    ['PUT', '/stores', 'location'],
  ])('%s %s with %s nested 5,000 levels deep', async (method, path, field) => {
    const url = method === 'POST' ? `${API}${path}` : `${API}${path}/${(await get(`${path}?size=1`)).data[0].id}`;
    const r = await s.call(method, url, { token: admin, raw: nested(field, 5000) });
    expect(r.status).toBe(422);
    expect(r.body.data.errors[field]).toBe('app.validation.tooDeep');
  });
  it('in a transition body too', async () => {
    const refund = (await get('/refund-orders?size=1&status=requested')).data[0];
    const r = await s.call('POST', `${API}/refund-orders/${refund.id}/transitions/reject`, { token: admin, raw: nested('rejectReason', 100) });
    expect(r.status).toBe(422);
    expect(r.body.data.errors.rejectReason).toBe('app.validation.tooDeep');
  });
  it('a value 16 levels deep is judged by the field rules, not refused for its depth', async () => {
    const channel = (await get('/rent-channels?size=1')).data[0];
    const r = await s.call('PATCH', `${API}/rent-channels/${channel.id}`, { token: admin, raw: nested('remark', 16) });
    expect(r.status).toBe(422);
    expect(r.body.data.errors.remark).toBe('app.validation.type');
  });
});
