/** json-server 0.17's unsafe defaults (DESIGN.md) are closed: one test each. */
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

const noLeak = (text: string) => {
  expect(text).not.toMatch(/at .+\.(ts|js):\d+|node_modules|\/work\/|Error: /);
};

describe('json-server sharp edges', () => {
  it('GET /db does not dump the database', async () => {
    for (const path of ['/db', `${API}/db`]) {
      const r = await s.call('GET', path, { token: admin });
      expect(r.status).toBe(404);
      expect(r.text).not.toMatch(/passwordHash/);
    }
  });
  it('JSONP (?callback=) is refused', async () => {
    const r = await s.call('GET', `${API}/batteries?callback=steal`, { token: admin });
    expect(r.status).toBe(400);
    expect(r.text.startsWith('steal(')).toBe(false);
    expect((await s.call('GET', '/apps/user/users?callback=steal')).status).toBe(400);
  });
  it('X-HTTP-Method-Override cannot turn a GET into a DELETE', async () => {
    const before = s.readData('tags').tags.length;
    const r = await s.call('POST', `${API}/tags/1`, { token: admin, headers: { 'X-HTTP-Method-Override': 'DELETE' } });
    expect(r.status).toBe(400);
    expect(s.readData('tags').tags.length).toBe(before);
  });
  it('nested routes do not bypass the privilege check', async () => {
    const r = await s.call('GET', `${API}/stores/1/batteries`, { token: client });
    expect([403, 404]).toContain(r.status);
    expect(r.body.data).toBeNull();
  });
  it('_embed and _expand are refused, not honoured', async () => {
    for (const qs of ['_embed=batteries', '_expand=area', 'name_like=.*', '_sort=name', '_page=1']) {
      const r = await s.call('GET', `${API}/store-batteries?${qs}`, { token: client });
      expect(r.status, qs).toBe(400);
    }
  });
  it('a catastrophic or invalid *_like pattern cannot block or crash the server', async () => {
    const started = Date.now();
    const r = await s.call('GET', `${API}/stores?name_like=${encodeURIComponent('(a+)+$')}`, { token: admin });
    expect(r.status).toBe(400);
    const r2 = await s.call('GET', `${API}/stores?name_like=${encodeURIComponent('[')}`, { token: admin });
    expect(r2.status).toBe(400);
    expect(Date.now() - started).toBeLessThan(2000);
  });
  it('a `q` or search filter with regex characters is a plain substring', async () => {
    const r = await s.call('GET', `${API}/stores?q=${encodeURIComponent('(a+)+$[')}`, { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.data.total).toBe(0);
  });
  it('malformed JSON → 400 envelope, too large → 413 envelope, never a stack trace', async () => {
    const bad = await s.call('POST', `${API}/tags`, { token: admin, raw: '{"name": ' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 400, data: null });
    noLeak(bad.text);
    const huge = await s.call('POST', `${API}/tags`, { token: admin, raw: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }) });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe(413);
    noLeak(huge.text);
    const mock = await s.call('POST', '/apps/user/users', { raw: '{oops' });
    expect(mock.status).toBe(400);
    noLeak(mock.text);
  });
  it('unknown routes answer 404 as JSON (envelope under the API)', async () => {
    const r = await s.call('GET', `${API}/no/such/route/here`, { token: admin });
    expect(r.status).toBe(404);
    expect(r.body.code).toBe(404);
    expect((await s.call('GET', '/no-such-page')).body).toEqual({ message: '没有此接口：GET /no-such-page' });
  });
  it('CORS is closed by default', async () => {
    const r = await s.call('GET', `${API}/openapi.json`, { headers: { Origin: 'https://evil.example' } });
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
    expect(r.headers.get('access-control-allow-credentials')).toBeNull();
  });
  it('security headers: CSP without inline scripts, frame-ancestors none, nosniff, no X-Powered-By', async () => {
    const r = await s.call('GET', `${API}/openapi.json`);
    const csp = r.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('x-powered-by')).toBeNull();
  });
  it('mass assignment: unknown fields and read-only fields are refused on create and update', async () => {
    const r = await s.call('POST', `${API}/sys-users`, {
      token: admin,
      body: {
        email: 'm@demo.com',
        username: 'm',
        nickname: 'M',
        role: 'admin',
        roleIds: ['admin'],
        status: 'active',
        passwordHash: 'x',
        lastSigninAt: '2020-01-01T00:00:00Z',
      },
    });
    expect(r.status).toBe(422);
    expect(r.body.data.errors).toMatchObject({ passwordHash: 'app.validation.unknownField', lastSigninAt: 'app.validation.readOnly' });
  });
  it('prototype-pollution keys in a body change nothing', async () => {
    const r = await s.call('PATCH', `${API}/tags/1`, {
      token: admin,
      raw: '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
    });
    expect(r.status).toBe(422);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
