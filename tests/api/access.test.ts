/** For every resource of openapi.json: 403 without its code; store-level resources never leak another store's records. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

let s: TestServer;
let guest: string;
let client: string;
const API = '/admin-company/v1';
beforeAll(async () => {
  s = await startServer();
  guest = await s.login('guest@demo.com', 'guest');
  client = await s.login('client@demo.com', 'client');
});
afterAll(() => s.close());

describe('every resource', () => {
  it('answers 403 on every operation to a caller without its code', async () => {
    const doc = (await s.call('GET', `${API}/openapi.json`)).body as {
      paths: Record<string, Record<string, { 'x-privilege'?: string; servers?: unknown[] }>>;
    };
    const clientCodes = new Set(
      ((await s.call('GET', `${API}/tenant/user/privilege/resource/list`, { token: client })).body.data.data as { code: string }[]).map((c) => c.code),
    );
    // an operation's right (CONTRACT §2.6), or several joined by ` + `: each held as itself or through its resource's code
    const holds = (code: string) => code.split(' + ').every((c) => clientCodes.has(c) || clientCodes.has(c.split(':')[0]));
    let checked = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!path.startsWith('/') || path.startsWith('/tenant/')) continue;
      const concrete = path.replace('{id}', '1');
      for (const method of Object.keys(ops)) {
        // the calls that need no code (the session's, the schemas' reads, error reports) or no token, and those outside the base path
        const code = ops[method]['x-privilege'];
        if (!code || ops[method].servers) continue;
        const r = await s.call(method.toUpperCase(), `${API}${concrete}`, { token: guest, body: method === 'get' || method === 'delete' ? undefined : {} });
        expect(r.status, `${method} ${path}`).toBe(403);
        expect(r.body.code).toBe(403);
        checked++;
        // the store manager holds the back-office code (the search, …), the store screens, the map and the reports
        if (!holds(code)) {
          const c = await s.call(method.toUpperCase(), `${API}${concrete}`, { token: client, body: method === 'get' || method === 'delete' ? undefined : {} });
          expect(c.status, `client ${method} ${path}`).toBe(403);
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('a store-level user never receives another store’s record: list, one, update, delete, filters, q', async () => {
    const storeViews = s.registry.all.filter((d) => d.scope);
    expect(storeViews.length).toBe(13);
    const data = s.readData();
    for (const def of storeViews) {
      const collection = data[def.collection ?? def.name] as Record<string, unknown>[];
      const field = def.scope!.store;
      const list = await s.call('GET', `${API}/${def.name}?size=1000`, { token: client });
      expect(list.status, def.name).toBe(200);
      expect(
        list.body.data.data.every((r: Record<string, unknown>) => r[field] === '1'),
        def.name,
      ).toBe(true);
      expect(list.body.data.total, def.name).toBe(collection.filter((r) => r[field] === '1').length);
      const foreign = collection.find((r) => r[field] !== '1');
      if (!foreign) continue;
      expect((await s.call('GET', `${API}/${def.name}/${foreign.id}`, { token: client })).status, def.name).toBe(404);
      // a write is refused as not found (404), or as not offered by a read-only view (405)
      expect([404, 405]).toContain((await s.call('PATCH', `${API}/${def.name}/${foreign.id}`, { token: client, body: {} })).status);
      expect([404, 405]).toContain((await s.call('DELETE', `${API}/${def.name}/${foreign.id}`, { token: client })).status);
      const byFilter = await s.call('GET', `${API}/${def.name}?${field}=${foreign[field]}`, { token: client });
      expect(byFilter.status === 400 || byFilter.body.data.total === 0, def.name).toBe(true);
      const title = String(foreign[def.title] ?? '');
      if (title) {
        const byQ = await s.call('GET', `${API}/${def.name}?q=${encodeURIComponent(title)}&size=1000`, { token: client });
        expect(
          byQ.body.data.data.every((r: Record<string, unknown>) => r[field] === '1'),
          def.name,
        ).toBe(true);
      }
    }
  });
});
