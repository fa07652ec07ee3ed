/**
 * Versions (CONTRACT §2.5): every record has `version`, 1 at create and one more at every write;
 * GET sends it as the ETag; PUT, PATCH, DELETE, transitions and record actions honour If-Match — a
 * stale one is 412 with the record as it is now, and changes nothing. Without If-Match a write is
 * accepted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

const API = '/admin-company/v1';
let s: TestServer;
let admin: string;
type Row = Record<string, unknown>;

const call = (method: string, path: string, opts: { body?: Row; ifMatch?: string } = {}) =>
  s.call(method, `${API}${path}`, { token: admin, body: opts.body, headers: opts.ifMatch === undefined ? undefined : { 'If-Match': opts.ifMatch } });

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin@demo.com', 'admin');
});
afterAll(() => s.close());

describe('record versions', () => {
  it('GET sends the version as the ETag; a write with the current one moves it, a stale one is 412 with the record as it is now', async () => {
    const first = await call('GET', '/batteries/3');
    expect(first.body.data.version).toBe(1);
    expect(first.headers.get('etag')).toBe('"1"');
    const a = await call('PATCH', '/batteries/3', { body: { soc: 55 }, ifMatch: '"1"' });
    expect(a.status, a.text).toBe(200);
    expect(a.body.data).toMatchObject({ soc: 55, version: 2 });
    expect((await call('GET', '/batteries/3')).headers.get('etag')).toBe('"2"');
    // B still holds version 1: refused, told what the record is now, and nothing changed
    const b = await call('PATCH', '/batteries/3', { body: { soc: 77 }, ifMatch: '"1"' });
    expect(b.status).toBe(412);
    expect(b.body.code).toBe(412);
    expect(b.body.data.current).toMatchObject({ id: '3', soc: 55, version: 2 });
    // who changed it, and when: what the app tells the second person
    expect(b.body.data.changed).toMatchObject({ by: { id: '1', name: '系统管理员' }, at: expect.any(String) });
    expect((await call('GET', '/batteries/3')).body.data.soc).toBe(55);
    // a PUT built from the earlier read is refused the same way
    const put = await call('PUT', '/batteries/3', { body: { ...first.body.data, soc: 77 }, ifMatch: '"1"' });
    expect(put.status).toBe(412);
    // the current version, weak or strong, or any (*), is accepted; no If-Match at all too (scripts)
    expect((await call('PATCH', '/batteries/3', { body: { soc: 60 }, ifMatch: 'W/"2"' })).body.data.version).toBe(3);
    expect((await call('PATCH', '/batteries/3', { body: { soc: 61 }, ifMatch: '*' })).body.data.version).toBe(4);
    expect((await call('PATCH', '/batteries/3', { body: { soc: 62 } })).body.data.version).toBe(5);
    // the version sent back in a whole record is the server's to keep, not a field to write
    const whole = (await call('GET', '/batteries/3')).body.data;
    const echoed = await call('PUT', '/batteries/3', { body: { ...whole, version: 99 }, ifMatch: '"5"' });
    expect(echoed.status, echoed.text).toBe(200);
    expect(echoed.body.data.version).toBe(6);
  });

  it('a new record is at version 1; lists carry each row’s version', async () => {
    const made = await call('POST', '/tags', { body: { name: `版本测试${Date.now()}`, color: 'red' } });
    expect(made.status, made.text).toBe(200);
    expect(made.body.data.version).toBe(1);
    const listed = await call('GET', `/tags?id=${String(made.body.data.id)}`);
    expect(listed.body.data.data[0].version).toBe(1);
  });

  it('a stale DELETE, transition or record action is 412 and changes nothing', async () => {
    const made = await call('POST', '/tags', { body: { name: `删除测试${Date.now()}`, color: 'red' } });
    const id = String(made.body.data.id);
    await call('PATCH', `/tags/${id}`, { body: { color: 'blue' } });
    expect((await call('DELETE', `/tags/${id}`, { ifMatch: '"1"' })).status).toBe(412);
    expect((await call('GET', `/tags/${id}`)).status).toBe(200);
    expect((await call('DELETE', `/tags/${id}`, { ifMatch: '"2"' })).status).toBe(200);

    const [alarm] = (await call('GET', '/cab-warnings?status=open&size=1')).body.data.data as Row[];
    // a version the alarm is not at (another write came first)
    const stale = `"${Number(alarm.version) + 3}"`;
    const moved = await call('POST', `/cab-warnings/${String(alarm.id)}/transitions/acknowledge`, { body: {}, ifMatch: stale });
    expect(moved.status).toBe(412);
    expect(moved.body.data.current.status).toBe('open');

    const [cabinet] = (await call('GET', '/cab-devices?size=1')).body.data.data as Row[];
    const action = Object.keys(s.registry.byName('cab-devices')?.recordActions ?? {})[0];
    const before = Number(cabinet.version);
    const refused = await call('POST', `/cab-devices/${String(cabinet.id)}/actions/${action}`, { body: {}, ifMatch: `"${before + 7}"` });
    expect(refused.status).toBe(412);
    expect((await call('GET', `/cab-devices/${String(cabinet.id)}`)).body.data.version).toBe(before);
  });

  it('every write moves the version: a transition, a posting to an account, a refund moving its order', async () => {
    const [alarm] = (await call('GET', '/cab-warnings?status=open&size=1')).body.data.data as Row[];
    const acked = await call('POST', `/cab-warnings/${String(alarm.id)}/transitions/acknowledge`, { body: {}, ifMatch: `"${Number(alarm.version)}"` });
    expect(acked.status, acked.text).toBe(200);
    expect(acked.body.data.version).toBe(Number(alarm.version) + 1);
    const [account] = (await call('GET', '/consumer-accounts?status=normal&size=1')).body.data.data as Row[];
    await call('POST', '/account-adjustments', { body: { accountId: account.id, target: 'balance', amount: 5, reason: '版本测试' } });
    expect((await call('GET', `/consumer-accounts/${String(account.id)}`)).body.data.version).toBe(Number(account.version) + 1);
  });
});
