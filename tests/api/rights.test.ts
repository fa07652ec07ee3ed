/**
 * Rights per action (CONTRACT §2.6): each right allows exactly its operation and the others answer 403
 * naming the right missing, in words and by its code; the resource's own code still grants them all;
 * openapi.json names each operation's right; every right is a privilege record a role can grant; the
 * demo's reviewer and viewer roles do what they say.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

const API = '/admin-company/v1';
const BATTERY = 'RESOURCE_ADMIN_COMPANY_ASSETS_BATTERY';
const ALARM = 'RESOURCE_ADMIN_CAB_WARN';
const CABINET = 'RESOURCE_ADMIN_CAB_DEVICE';
const COMMAND = 'RESOURCE_ADMIN_CAB_CMD';
const REFUND = 'RESOURCE_ADMIN_COMPANY_ORDER_REFUND';

let s: TestServer;
let admin: string;
let made = 0;

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin@demo.com', 'admin');
});
afterAll(() => s.close());

/** A user whose one role is `roleId`, signed in. */
async function userOf(roleId: string): Promise<string> {
  const n = ++made;
  const email = `rights${n}@demo.com`;
  const user = await s.call('POST', `${API}/sys-users`, {
    token: admin,
    body: { email, username: `rights${n}`, nickname: `Rights ${n}`, role: 'admin', roleIds: [roleId], status: 'active', password: 'rights1234' },
  });
  expect(user.status, JSON.stringify(user.body)).toBe(200);
  return s.login(email, 'rights1234');
}

/** A user holding the back-office code and `codes`, through a role made for them. */
async function userWith(codes: readonly string[]): Promise<string> {
  const role = await s.call('POST', `${API}/roles`, { token: admin, body: { name: `rights role ${made + 1}`, privilegeIds: ['RESOURCE_ADMIN', ...codes] } });
  expect(role.status, JSON.stringify(role.body)).toBe(200);
  return userOf(String(role.body.data.id));
}

/** The batteries' operations, each with the right it needs. */
const batteryOps = (id: string) =>
  [
    { right: `${BATTERY}:read`, method: 'GET', path: `/batteries` },
    { right: `${BATTERY}:read`, method: 'GET', path: `/batteries/${id}` },
    { right: `${BATTERY}:read`, method: 'GET', path: `/batteries/${id}/history` },
    { right: `${BATTERY}:create`, method: 'POST', path: `/batteries`, body: {} },
    { right: `${BATTERY}:update`, method: 'PATCH', path: `/batteries/${id}`, body: {} },
    { right: `${BATTERY}:delete`, method: 'DELETE', path: `/batteries/${id}` },
  ] as const;

describe('a right per action', () => {
  it('each of read, create, update and delete allows its operation and no other; a refusal names the missing right', async () => {
    // a battery of its own, so that a delete allowed goes through without touching the demo's
    const {
      id: _id,
      version: _version,
      binOrdinal: _bin,
      lastCheckAt: _checked,
      ...values
    } = (await s.call('GET', `${API}/batteries/1`, { token: admin })).body.data;
    const created = await s.call('POST', `${API}/batteries`, { token: admin, body: { ...values, sn: 'RIGHTS0001' } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = String(created.body.data.id);
    for (const held of ['read', 'create', 'update', 'delete']) {
      const token = await userWith([`${BATTERY}:${held}`]);
      for (const op of batteryOps(id)) {
        const r = await s.call(op.method, `${API}${op.path}`, { token, body: 'body' in op ? op.body : undefined, headers: { 'Accept-Language': 'en' } });
        const label = `holding ${held}: ${op.method} ${op.path}`;
        if (op.right === `${BATTERY}:${held}`) {
          expect(r.status, label).not.toBe(403);
          expect(r.status, label).toBeLessThan(500);
        } else {
          expect(r.status, label).toBe(403);
          expect(r.body.data, label).toEqual({ right: op.right });
          expect(r.body.msg, label).toContain(op.right);
          expect(r.body.msg, label).toMatch(/^Not allowed: this needs the right to /);
        }
      }
    }
    // the holder of delete did delete it
    expect((await s.call('GET', `${API}/batteries/${id}`, { token: admin })).status).toBe(404);
  });

  it('a transition’s right allows that transition only, and reading does not', async () => {
    const open = (await s.call('GET', `${API}/cab-warnings?status=open&size=2`, { token: admin })).body.data.data as { id: string }[];
    expect(open.length).toBe(2);
    const acknowledger = await userWith([`${ALARM}:read`, `${ALARM}:transition:acknowledge`]);
    const reader = await userWith([`${ALARM}:read`]);
    const refused = await s.call('POST', `${API}/cab-warnings/${open[0].id}/transitions/acknowledge`, {
      token: reader,
      headers: { 'Accept-Language': 'zh-CN' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.data).toEqual({ right: `${ALARM}:transition:acknowledge` });
    expect(refused.body.msg).toContain('无权操作');
    const done = await s.call('POST', `${API}/cab-warnings/${open[0].id}/transitions/acknowledge`, { token: acknowledger });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.status).toBe('acknowledged');
    for (const other of ['resolve', 'ignore']) {
      const r = await s.call('POST', `${API}/cab-warnings/${open[1].id}/transitions/${other}`, { token: acknowledger, body: { ignoreReason: 'x' } });
      expect(r.status, other).toBe(403);
      expect(r.body.data).toEqual({ right: `${ALARM}:transition:${other}` });
    }
    // nor may they raise or delete alarms
    expect((await s.call('POST', `${API}/cab-warnings`, { token: acknowledger, body: {} })).status).toBe(403);
  });

  it('a record action needs its own right, and the right to create what it creates', async () => {
    const path = `${API}/cab-devices/1/actions/sendCommand`;
    const body = { operate: 'open', binOrdinal: 1 };
    const onlyAction = await userWith([`${CABINET}:read`, `${CABINET}:action:sendCommand`]);
    const r1 = await s.call('POST', path, { token: onlyAction, body });
    expect(r1.status).toBe(403);
    expect(r1.body.data).toEqual({ right: `${COMMAND}:create` });
    const both = await userWith([`${CABINET}:read`, `${CABINET}:action:sendCommand`, `${COMMAND}:create`]);
    expect((await s.call('POST', path, { token: both, body })).status).not.toBe(403);
    const noAction = await userWith([`${CABINET}:read`, `${COMMAND}:create`]);
    const r3 = await s.call('POST', path, { token: noAction, body });
    expect(r3.status).toBe(403);
    expect(r3.body.data).toEqual({ right: `${CABINET}:action:sendCommand` });
  });

  it('the resource’s own code still grants every right (the roles made before rights)', async () => {
    const token = await userWith([BATTERY]);
    for (const op of batteryOps('1').filter((o) => o.method !== 'DELETE')) {
      const r = await s.call(op.method, `${API}${op.path}`, { token, body: 'body' in op ? op.body : undefined });
      expect(r.status, `${op.method} ${op.path}`).not.toBe(403);
    }
  });
});

describe('rights as data', () => {
  it('openapi.json names each operation’s right (x-privilege)', async () => {
    const doc = (await s.call('GET', `${API}/openapi.json`)).body;
    const right = (path: string, method: string) => doc.paths[path][method]['x-privilege'];
    expect(right('/batteries', 'get')).toBe(`${BATTERY}:read`);
    expect(right('/batteries', 'post')).toBe(`${BATTERY}:create`);
    expect(right('/batteries/{id}', 'get')).toBe(`${BATTERY}:read`);
    expect(right('/batteries/{id}', 'put')).toBe(`${BATTERY}:update`);
    expect(right('/batteries/{id}', 'patch')).toBe(`${BATTERY}:update`);
    expect(right('/batteries/{id}', 'delete')).toBe(`${BATTERY}:delete`);
    expect(right('/refund-orders/{id}/transitions/approve', 'post')).toBe(`${REFUND}:transition:approve`);
    expect(right('/cab-devices/{id}/actions/sendCommand', 'post')).toBe(`${CABINET}:action:sendCommand + ${COMMAND}:create`);
  });

  it('every right is a privilege record under its resource’s code, which a role grants like any code', async () => {
    const r = await s.call('GET', `${API}/privileges?parentId=${REFUND}&size=100`, { token: admin });
    expect(r.status).toBe(200);
    const rights = (r.body.data.data as { code: string; type: string }[]).filter((p) => p.type === 'action').map((p) => p.code);
    expect(rights).toEqual(
      expect.arrayContaining([
        `${REFUND}:read`,
        `${REFUND}:create`,
        `${REFUND}:transition:approve`,
        `${REFUND}:transition:reject`,
        `${REFUND}:transition:refund`,
      ]),
    );
    // refunds offer no edit or delete: no right for them
    expect(rights).not.toContain(`${REFUND}:update`);
    expect(rights).not.toContain(`${REFUND}:delete`);
    // an unknown code is refused by the role's reference check
    const bad = await s.call('POST', `${API}/roles`, { token: admin, body: { name: 'bad rights', privilegeIds: [`${REFUND}:transition:nope`] } });
    expect(bad.status).toBe(422);
  });
});

describe('the demo roles', () => {
  it('the refund reviewer approves and rejects refunds, and creates none', async () => {
    const token = await userOf('refund-reviewer');
    const requested = (await s.call('GET', `${API}/refund-orders?status=requested&size=5`, { token })).body.data.data as { id: string; createdBy?: string }[];
    expect(requested.length).toBeGreaterThan(0);
    const approved = await s.call('POST', `${API}/refund-orders/${requested[0].id}/transitions/approve`, { token });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const create = await s.call('POST', `${API}/refund-orders`, { token, body: {} });
    expect(create.status).toBe(403);
    expect(create.body.data).toEqual({ right: `${REFUND}:create` });
    expect((await s.call('GET', `${API}/batteries`, { token })).status).toBe(403);
  });

  it('the viewer reads every company screen and writes nothing', async () => {
    const token = await userOf('viewer');
    for (const def of s.registry.all.filter((d) => !d.privilege.startsWith('RESOURCE_ADMIN_STORE'))) {
      const list = await s.call('GET', `${API}/${def.name}?size=1`, { token });
      expect(list.status, def.name).toBe(200);
    }
    for (const [method, path] of [
      ['POST', '/batteries'],
      ['PATCH', '/batteries/1'],
      ['DELETE', '/stores/1'],
      ['POST', '/refund-orders/1/transitions/approve'],
    ] as const) {
      const r = await s.call(method, `${API}${path}`, { token, body: method === 'DELETE' ? undefined : {} });
      expect(r.status, `${method} ${path}`).toBe(403);
    }
  });
});
