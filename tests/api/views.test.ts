/**
 * Saved views (CONTRACT §2.5, server/api/views.ts): saved, listed, replaced and deleted through
 * `/views`; seen by their owner, by the holders of the owner's role (`role`) or by everyone, and only
 * by callers who may list their resource; changed or deleted by their owner only; a bad body is a
 * 422 naming its fields; kept across a restart. Stored in a table of their own through the
 * repository's plain calls (the same on both engines), so not in DATABASE_SUITE.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

const API = '/admin-company/v1';
const ALARM = 'RESOURCE_ADMIN_CAB_WARN';
const BATTERY = 'RESOURCE_ADMIN_COMPANY_ASSETS_BATTERY';

let s: TestServer;
let admin: string;
let made = 0;
/** The owner, a colleague holding the same role, a user of another role, and one who may not list the alarms. */
let owner: string;
let sameRole: string;
let otherRole: string;
let noAlarms: string;

/** A role holding the back-office code and `codes`; its id. */
async function roleWith(codes: readonly string[]): Promise<string> {
  const role = await s.call('POST', `${API}/roles`, { token: admin, body: { name: `views role ${++made}`, privilegeIds: ['RESOURCE_ADMIN', ...codes] } });
  expect(role.status, JSON.stringify(role.body)).toBe(200);
  return String(role.body.data.id);
}

/** A user whose one role is `roleId`, signed in. */
async function userOf(roleId: string): Promise<string> {
  const n = ++made;
  const email = `views${n}@demo.com`;
  const user = await s.call('POST', `${API}/sys-users`, {
    token: admin,
    body: { email, username: `views${n}`, nickname: `Views ${n}`, role: 'admin', roleIds: [roleId], status: 'active', password: 'views12345' },
  });
  expect(user.status, JSON.stringify(user.body)).toBe(200);
  return s.login(email, 'views12345');
}

const view = (overrides: Record<string, unknown> = {}) => ({
  name: 'My open alarms',
  resource: 'cab-warnings',
  filter: { status: ['open'], q: 'AL' },
  sort: 'createdAt',
  order: 'DESC',
  perPage: 50,
  columns: ['alarmNo', 'createdAt', 'level', 'status', 'cabinetId'],
  shared: 'me',
  ...overrides,
});

const names = async (token: string, query = '?resource=cab-warnings') => {
  const r = await s.call('GET', `${API}/views${query}`, { token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.data.total).toBe(r.body.data.data.length);
  return (r.body.data.data as { name: string }[]).map((v) => v.name).sort();
};

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin@demo.com', 'admin');
  const alarms = await roleWith([`${ALARM}:read`]);
  owner = await userOf(alarms);
  sameRole = await userOf(alarms);
  otherRole = await userOf(await roleWith([`${ALARM}:read`]));
  noAlarms = await userOf(await roleWith([`${BATTERY}:read`]));
});
afterAll(() => s?.close());

describe('saved views', () => {
  const ids: Record<string, string> = {};

  it('saves a view with its filter, sort, page size, columns and sharing, owned by the caller', async () => {
    for (const shared of ['me', 'role', 'everyone']) {
      const r = await s.call('POST', `${API}/views`, { token: owner, body: view({ name: `alarms ${shared}`, shared }) });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.code).toBe(200);
      const saved = r.body.data;
      expect(saved).toMatchObject({ ...view({ name: `alarms ${shared}`, shared }), ownerName: expect.stringMatching(/^Views /), editable: true });
      expect(typeof saved.id).toBe('string');
      expect(saved.createdAt).toBe(saved.updatedAt);
      ids[shared] = saved.id;
    }
    // "all" is -1; a name is trimmed
    const all = await s.call('POST', `${API}/views`, { token: owner, body: view({ name: '  every alarm  ', perPage: -1, filter: {}, columns: [] }) });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.data).toMatchObject({ name: 'every alarm', perPage: -1 });
    ids.all = all.body.data.id;
  });

  it('lists to each caller what is theirs, their role’s and everyone’s, only of resources they may list', async () => {
    expect(await names(owner)).toEqual(['alarms everyone', 'alarms me', 'alarms role', 'every alarm']);
    expect(await names(sameRole)).toEqual(['alarms everyone', 'alarms role']);
    expect(await names(otherRole)).toEqual(['alarms everyone']);
    // the admin holds every code but not the owner's role
    expect(await names(admin)).toEqual(['alarms everyone']);
    // a caller who may not list the alarms sees none of their views, shared with everyone or not
    expect(await names(noAlarms)).toEqual([]);
    expect(await names(noAlarms, '')).toEqual([]);
    // without a resource: every resource's the caller may list
    expect(await names(sameRole, '')).toEqual(['alarms everyone', 'alarms role']);
    expect(await names(owner, '?resource=batteries')).toEqual([]);
    const listed = (await s.call('GET', `${API}/views?resource=cab-warnings`, { token: sameRole })).body.data.data as { editable: boolean }[];
    expect(listed.every((v) => !v.editable)).toBe(true);
    expect((await s.call('GET', `${API}/views?resource=nothing-here`, { token: owner })).status).toBe(400);
    expect((await s.call('GET', `${API}/views`)).status).toBe(401);
  });

  it('lets only the owner change or delete a view; an unknown id is 404', async () => {
    for (const token of [sameRole, admin]) {
      const put = await s.call('PUT', `${API}/views/${ids.everyone}`, { token, body: view({ name: 'taken over', shared: 'everyone' }) });
      expect(put.status, JSON.stringify(put.body)).toBe(403);
      expect((await s.call('DELETE', `${API}/views/${ids.everyone}`, { token })).status).toBe(403);
    }
    expect((await s.call('PUT', `${API}/views/999999`, { token: owner, body: view() })).status).toBe(404);
    expect((await s.call('DELETE', `${API}/views/999999`, { token: owner })).status).toBe(404);
    const before = (await s.call('GET', `${API}/views?resource=cab-warnings`, { token: owner })).body.data.data.find((v: { id: string }) => v.id === ids.role);
    const put = await s.call('PUT', `${API}/views/${ids.role}`, {
      token: owner,
      body: view({ name: 'alarms renamed', shared: 'everyone', columns: ['alarmNo', 'status'], id: 'ignored', ownerId: 'ignored' }),
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data).toMatchObject({
      id: ids.role,
      name: 'alarms renamed',
      shared: 'everyone',
      columns: ['alarmNo', 'status'],
      createdAt: before.createdAt,
    });
    expect(put.body.data.ownerId).toBe(before.ownerId);
    // now shared with everyone: the other role sees it
    expect(await names(otherRole)).toEqual(['alarms everyone', 'alarms renamed']);
    // a caller who may not list the resource may not save a view of it
    expect((await s.call('POST', `${API}/views`, { token: noAlarms, body: view() })).status).toBe(403);
  });

  it('refuses a bad body with 422 naming each field at fault', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ resource: 'nothing-here' }, 'resource'],
      [{ filter: { notAField: 'x' } }, 'filter'],
      [{ filter: ['status'] }, 'filter'],
      [{ sort: 'notAField' }, 'sort'],
      [{ order: 'UP' }, 'order'],
      [{ columns: ['alarmNo', 'notAField'] }, 'columns'],
      [{ shared: 'team' }, 'shared'],
      [{ perPage: 0 }, 'perPage'],
      [{ perPage: 2.5 }, 'perPage'],
      [{ perPage: '20' }, 'perPage'],
    ];
    for (const [change, field] of cases) {
      const r = await s.call('POST', `${API}/views`, { token: owner, body: view(change) });
      expect(r.status, `${JSON.stringify(change)}: ${JSON.stringify(r.body)}`).toBe(422);
      expect(Object.keys(r.body.data.errors), JSON.stringify(change)).toEqual([field]);
    }
    // range bounds are filters of their field
    const ranged = await s.call('POST', `${API}/views`, { token: owner, body: view({ name: 'ranged', filter: { createdAt_gte: '2026-01-01' } }) });
    expect(ranged.status, JSON.stringify(ranged.body)).toBe(200);
    await s.call('DELETE', `${API}/views/${ranged.body.data.id}`, { token: owner });
    const put = await s.call('PUT', `${API}/views/${ids.me}`, { token: owner, body: view({ shared: 'nobody' }) });
    expect(put.status).toBe(422);
    expect(put.body.data.errors).toEqual({ shared: 'app.validation.enum' });
    expect((await s.call('POST', `${API}/views`, { token: owner, raw: '[1]' })).status).toBe(400);
  });

  it('keeps the views across a restart, and deletes one for good', async () => {
    await s.restart();
    expect(await names(owner)).toEqual(['alarms everyone', 'alarms me', 'alarms renamed', 'every alarm']);
    expect(await names(sameRole)).toEqual(['alarms everyone', 'alarms renamed']);
    const gone = await s.call('DELETE', `${API}/views/${ids.me}`, { token: owner });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(gone.body.data).toEqual({ id: ids.me });
    expect(await names(owner)).toEqual(['alarms everyone', 'alarms renamed', 'every alarm']);
    expect((await s.call('DELETE', `${API}/views/${ids.me}`, { token: owner })).status).toBe(404);
  });
});
