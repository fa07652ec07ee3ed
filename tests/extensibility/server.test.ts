// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../api/harness';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

describe('a schema file added under resources/ (nothing else edited)', () => {
  it('gets an API with validation and demo data with resolved references', async () => {
    const token = await s.login('admin@demo.com', 'admin');
    const list = await s.call('GET', '/admin-company/v1/probe-widgets?size=50', { token });
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(7);
    const storeIds = new Set((s.readData().stores as { id: string }[]).map((x) => x.id));
    expect(list.body.data.data.every((w: { storeId: string }) => storeIds.has(w.storeId))).toBe(true);
    const bad = await s.call('POST', '/admin-company/v1/probe-widgets', { token, body: { size: 'huge' } });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors).toMatchObject({ name: 'app.validation.required', storeId: 'app.validation.required', size: 'app.validation.enum' });
  });
  it('is guarded by its privilege code and listed in openapi.json', async () => {
    const client = await s.login('client@demo.com', 'client');
    expect((await s.call('GET', '/admin-company/v1/probe-widgets', { token: client })).status).toBe(403);
    const doc = await s.call('GET', '/admin-company/v1/openapi.json');
    expect(doc.body.paths['/probe-widgets'].get['x-privilege']).toBe('RESOURCE_ADMIN_COMPANY_STORE_TAG');
    // what a create must send, and what every record read back holds
    expect(doc.body.components.schemas['probe-widgets.create'].required).toEqual(['name', 'storeId']);
    expect(doc.body.components.schemas['probe-widgets'].required).toEqual(['id', 'name', 'storeId']);
  });
});
