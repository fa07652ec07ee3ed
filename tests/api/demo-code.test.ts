/**
 * The template's demo apps sit behind a code of their own, RESOURCE_ADMIN_DEMO (a child of
 * RESOURCE_ADMIN): the admin role holds it, the store manager's (client) does not. The code is in
 * the privilege list like any other, so it can be granted to a role. The demo apps' mock API of
 * spec §7 (`/apps/...`, `/data-table/...`) is plain and unauthenticated by contract (CONTRACT §2.2):
 * it is not guarded by any code, and stays so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

const API = '/admin-company/v1';
let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const codesOf = async (email: string, password: string): Promise<string[]> => {
  const r = await s.call('GET', `${API}/tenant/user/privilege/resource/list`, { token: await s.login(email, password) });
  expect(r.status).toBe(200);
  return (r.body.data.data as { code: string }[]).map((p) => p.code);
};

describe('the demo apps’ code', () => {
  it('the admin holds RESOURCE_ADMIN_DEMO; the store manager does not', async () => {
    expect(await codesOf('admin@demo.com', 'admin')).toContain('RESOURCE_ADMIN_DEMO');
    const client = await codesOf('client@demo.com', 'client');
    expect(client).toContain('RESOURCE_ADMIN');
    expect(client).not.toContain('RESOURCE_ADMIN_DEMO');
  });

  it('is a node of the privilege tree under RESOURCE_ADMIN, which a role can be given', async () => {
    const admin = await s.login('admin@demo.com', 'admin');
    const node = await s.call('GET', `${API}/privileges/RESOURCE_ADMIN_DEMO`, { token: admin });
    expect(node.status).toBe(200);
    expect(node.body.data).toMatchObject({ code: 'RESOURCE_ADMIN_DEMO', parentId: 'RESOURCE_ADMIN' });
    const role = await s.call('GET', `${API}/roles/client`, { token: admin });
    const saved = await s.call('PATCH', `${API}/roles/client`, {
      token: admin,
      body: { privilegeIds: [...role.body.data.privilegeIds, 'RESOURCE_ADMIN_DEMO'] },
    });
    expect(saved.status).toBe(200);
    expect(await codesOf('client@demo.com', 'client')).toContain('RESOURCE_ADMIN_DEMO');
  });
});
