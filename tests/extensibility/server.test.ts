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
    expect(doc.body.paths['/probe-widgets'].get['x-privilege']).toBe('RESOURCE_ADMIN_COMPANY_STORE_TAG:read');
    // what a create must send, and what every record read back holds
    expect(doc.body.components.schemas['probe-widgets.create'].required).toEqual(['name', 'storeId']);
    expect(doc.body.components.schemas['probe-widgets'].required).toEqual(['id', 'name', 'storeId']);
  });
});

describe('what its schema declares beyond fields (nothing else edited)', () => {
  it('its record action creates a command for its cabinet; its rule is enforced; both are in openapi.json', async () => {
    const token = await s.login('admin@demo.com', 'admin');
    const widget = (await s.call('GET', '/admin-company/v1/probe-widgets?size=1', { token })).body.data.data[0];
    const made = await s.call('POST', `/admin-company/v1/probe-widgets/${widget.id}/actions/ping`, { token, body: { operate: 'reboot' } });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ cabinetId: widget.cabinetId, operate: 'reboot' });
    const rule = await s.call('PATCH', `/admin-company/v1/probe-widgets/${widget.id}`, { token, body: { size: 'large', faultNote: null } });
    expect(rule.status).toBe(422);
    expect(rule.body.data.errors).toEqual({ faultNote: 'app.validation.required' });
    const doc = (await s.call('GET', '/admin-company/v1/openapi.json')).body;
    expect(doc.paths['/probe-widgets/{id}/actions/ping'].post['x-creates']).toBe('cab-commands');
    expect(doc.components.schemas['probe-widgets.update'].properties.faultNote['x-required-when']).toEqual({ size: ['large'] });
  });
});
