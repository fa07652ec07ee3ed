/**
 * Issue 18, session and notifications: the caller's notifications are counts of the data (each the
 * total its list answers for the same filter, store-scoped for a store manager) that follow the
 * alarms' transitions and new alarms; a password change needs the current password, ends the
 * user's other sessions and keeps the caller signed in; the session names the user's roles and store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

const API = '/admin-company/v1';
const NOTIFICATIONS = `${API}/tenant/user/notifications`;

let s: TestServer;
let admin: string;
let client: string;
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin@demo.com', 'admin');
  client = await s.login('client@demo.com', 'client');
});
afterAll(() => s.close());

interface Item {
  id: string;
  kind: string;
  level?: string;
  resource: string;
  route: string;
  filter: Record<string, string[]>;
  count: number;
}
type Row = Record<string, unknown>;

const notifications = async (token: string) => {
  const r = await s.call('GET', NOTIFICATIONS, { token });
  expect(r.status).toBe(200);
  return r.body.data as { items: Item[]; total: number; generatedAt: string };
};
const byId = (items: Item[]) => Object.fromEntries(items.map((i) => [i.id, i]));
/** The total the list answers for an item's filter (arrays repeat the parameter). */
const listTotal = async (token: string, item: Item) => {
  const q = new URLSearchParams({ size: '1' });
  for (const [k, values] of Object.entries(item.filter)) for (const v of values) q.append(k, v);
  const r = await s.call('GET', `${API}/${item.resource}?${q}`, { token });
  expect(r.status).toBe(200);
  return r.body.data.total as number;
};

describe('GET /tenant/user/notifications', () => {
  it('counts, for an admin, the open alarms per level, the refunds and real-name checks waiting, from the data', async () => {
    const data = s.readData('cab-warnings', 'refund-orders', 'real-name-verifications');
    const { items, total } = await notifications(admin);
    const n = byId(items);
    expect(Object.keys(n)).toEqual(['alarms.info', 'alarms.warning', 'alarms.critical', 'refunds', 'real_names']);
    const warnings = data['cab-warnings'] as Row[];
    for (const level of ['info', 'warning', 'critical']) {
      expect(n[`alarms.${level}`]).toMatchObject({
        kind: 'alarms',
        level,
        resource: 'cab-warnings',
        route: '/apps/cab/warn',
        filter: { status: ['open'], level: [level] },
      });
      expect(n[`alarms.${level}`].count, level).toBe(warnings.filter((w) => w.status === 'open' && w.level === level).length);
    }
    expect(n.refunds).toMatchObject({ resource: 'refund-orders', route: '/apps/order/refund', filter: { status: ['requested'] } });
    expect(n.refunds.count).toBe((data['refund-orders'] as Row[]).filter((r) => r.status === 'requested').length);
    expect(n.real_names).toMatchObject({ resource: 'real-name-verifications', route: '/apps/consumer/real-auth', filter: { status: ['pending'] } });
    expect(n.real_names.count).toBe((data['real-name-verifications'] as Row[]).filter((r) => r.status === 'pending').length);
    expect(n.refunds.count).toBeGreaterThan(0);
    expect(n['alarms.critical'].count).toBeGreaterThan(0);
    expect(total).toBe(items.reduce((sum, i) => sum + i.count, 0));
    // each count is what its list answers for the same filter
    for (const item of items) expect(await listTotal(admin, item), item.id).toBe(item.count);
  });

  it('follows an alarm acknowledged, and an alarm created, through the API', async () => {
    const before = byId((await notifications(admin)).items);
    const open = (s.readData('cab-warnings')['cab-warnings'] as Row[]).find((w) => w.status === 'open' && w.level === 'critical');
    expect(open).toBeTruthy();
    const ack = await s.call('POST', `${API}/cab-warnings/${open!.id}/transitions/acknowledge`, { token: admin, body: {} });
    expect(ack.status).toBe(200);
    const acknowledged = await notifications(admin);
    expect(byId(acknowledged.items)['alarms.critical'].count).toBe(before['alarms.critical'].count - 1);
    const created = await s.call('POST', `${API}/cab-warnings`, {
      token: admin,
      body: { code: 'smoke', level: 'warning', category: 'cabinet', source: 'staff', cabinetId: String(open!.cabinetId), description: 'test' },
    });
    expect(created.status).toBe(200);
    const after = await notifications(admin);
    const n = byId(after.items);
    expect(n['alarms.warning'].count).toBe(before['alarms.warning'].count + 1);
    expect(n['alarms.critical'].count).toBe(before['alarms.critical'].count - 1);
    expect(after.total).toBe(acknowledged.total + 1);
  });

  it('gives a store manager only what their privileges and store allow', async () => {
    const data = s.readData('sys-users', 'refund-orders', 'real-name-verifications');
    const me = (data['sys-users'] as Row[]).find((u) => u.email === 'client@demo.com')!;
    const { items, total } = await notifications(client);
    // no alarm privilege: no alarms; the store-level refund and real-name lists, scoped to the store
    expect(items.map((i) => i.id)).toEqual(['refunds', 'real_names']);
    const n = byId(items);
    expect(n.refunds).toMatchObject({ resource: 'store-refund-orders', route: '/store/order-refund', filter: { status: ['requested'] } });
    expect(n.real_names).toMatchObject({ resource: 'store-real-names', route: '/store/user-real', filter: { status: ['pending'] } });
    const refunds = (data['refund-orders'] as Row[]).filter((r) => r.status === 'requested');
    expect(n.refunds.count).toBe(refunds.filter((r) => r.storeId === me.storeId).length);
    expect(n.refunds.count).toBeLessThan(refunds.length);
    expect(n.real_names.count).toBe((data['real-name-verifications'] as Row[]).filter((r) => r.status === 'pending' && r.storeId === me.storeId).length);
    for (const item of items) expect(await listTotal(client, item), item.id).toBe(item.count);
    expect(total).toBe(n.refunds.count + n.real_names.count);
  });

  it('refuses a caller without the back-office privilege (403) and one without a token (401)', async () => {
    const guest = await s.login('guest@demo.com', 'guest');
    expect((await s.call('GET', NOTIFICATIONS, { token: guest })).status).toBe(403);
    expect((await s.call('GET', NOTIFICATIONS)).status).toBe(401);
  });

  it('is documented in openapi.json', async () => {
    const doc = (await s.call('GET', `${API}/openapi.json`)).body;
    expect(doc.paths['/tenant/user/notifications'].get).toMatchObject({ operationId: 'notifications_mine', 'x-privilege': 'RESOURCE_ADMIN' });
  });
});

describe('the session names the roles and the store', () => {
  it('login and /auth/me give the role names, and for a store manager the store', async () => {
    const store = (s.readData('stores').stores as Row[]).find((x) => x.id === '1')!;
    const login = await s.call('POST', '/auth/login', { body: { email: 'client@demo.com', password: 'client' } });
    expect(login.body.userData).toMatchObject({ role: 'client', storeId: '1', storeName: store.name, storeSn: store.sn, roleNames: ['门店店长'] });
    const me = await s.call('GET', '/auth/me', { token: login.body.accessToken });
    expect(me.body.userData).toMatchObject({ storeName: store.name, roleNames: ['门店店长'] });
    const a = await s.call('POST', '/auth/login', { body: { email: 'admin@demo.com', password: 'admin' } });
    expect(a.body.userData.storeName).toBeUndefined();
    expect(a.body.userData.roleNames).toEqual(['超级管理员']);
  });
});

describe('POST /auth/change-password', () => {
  const EMAIL = 'pw.tester@demo.com';
  let userId: string;
  beforeAll(async () => {
    const r = await s.call('POST', `${API}/sys-users`, {
      token: admin,
      body: {
        email: EMAIL,
        username: 'pw.tester',
        nickname: 'PW',
        role: 'client',
        roleIds: ['client'],
        storeId: '1',
        status: 'active',
        password: 'first-pass',
      },
    });
    expect(r.status).toBe(200);
    userId = String(r.body.data.id);
  });
  const change = (token: string | undefined, body: unknown) => s.call('POST', '/auth/change-password', { token, body });
  const privileges = (token: string) => s.call('GET', `${API}/tenant/user/privilege/resource/list`, { token });

  it('needs a session', async () => {
    expect((await change(undefined, { currentPassword: 'first-pass', newPassword: 'second-pass' })).status).toBe(401);
    expect((await change('not-a-token', { currentPassword: 'first-pass', newPassword: 'second-pass' })).status).toBe(401);
  });

  it('refuses a wrong current password, and a new one the rules refuse, changing nothing', async () => {
    const token = await s.login(EMAIL, 'first-pass');
    const wrong = await change(token, { currentPassword: 'nope', newPassword: 'second-pass' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: { currentPassword: ['app.session.current_wrong'] } });
    const missing = await change(token, { newPassword: 'second-pass' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.currentPassword).toEqual(['app.validation.required']);
    const short = await change(token, { currentPassword: 'first-pass', newPassword: '123' });
    expect(short.status).toBe(422);
    expect(short.body).toEqual({ error: { newPassword: ['app.session.password_too_short'] } });
    const same = await change(token, { currentPassword: 'first-pass', newPassword: 'first-pass' });
    expect(same.status).toBe(422);
    expect(same.body.error.newPassword).toEqual(['app.session.password_same']);
    // nothing changed: the token still works and the password still logs in
    expect((await privileges(token)).status).toBe(200);
    expect((await s.call('POST', '/auth/login', { body: { email: EMAIL, password: 'first-pass' } })).status).toBe(200);
  });

  it('with the right one: hashed, other sessions end, the caller gets a new session, the new password logs in and the old does not', async () => {
    const other = await s.login(EMAIL, 'first-pass');
    const mine = await s.login(EMAIL, 'first-pass');
    const adminsBefore = admin;
    const r = await change(mine, { currentPassword: 'first-pass', newPassword: 'second-pass' });
    expect(r.status).toBe(200);
    expect(r.body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(r.body.userData).toMatchObject({ id: userId, storeId: '1' });
    expect(JSON.stringify(r.body)).not.toMatch(/passwordHash|second-pass/);
    // the other sessions, and the token the change was made with, are over; the new one works
    expect((await privileges(other)).status).toBe(401);
    expect((await privileges(mine)).status).toBe(401);
    expect((await s.call('GET', '/auth/me', { token: other })).status).toBe(401);
    expect((await privileges(r.body.accessToken)).status).toBe(200);
    // another user's session is untouched
    expect((await privileges(adminsBefore)).status).toBe(200);
    expect((await s.call('POST', '/auth/login', { body: { email: EMAIL, password: 'first-pass' } })).status).toBe(400);
    expect((await s.call('POST', '/auth/login', { body: { email: EMAIL, password: 'second-pass' } })).status).toBe(200);
    const data = s.readData('sys-users', 'audit-logs');
    const row = (data['sys-users'] as Row[]).find((u) => u.id === userId)!;
    expect(row.passwordHash).toMatch(/^\$2[aby]\$/);
    expect(row.password).toBeUndefined();
    // audited, without the password
    const audit = (data['audit-logs'] as Row[]).filter((l) => l.resource === 'sys-users' && l.recordId === userId).pop();
    expect(audit).toMatchObject({ action: 'update', actorId: userId });
    expect(JSON.stringify(audit)).not.toMatch(/second-pass/);
  });

  it('the revocation survives a restart of the server (kept with the data)', async () => {
    const token = await s.login(EMAIL, 'second-pass');
    const r = await change(token, { currentPassword: 'second-pass', newPassword: 'third-pass' });
    expect(r.status).toBe(200);
    await s.restart();
    expect((await s.call('GET', `${API}/tenant/user/privilege/resource/list`, { token })).status).toBe(401);
    expect((await s.call('GET', `${API}/tenant/user/privilege/resource/list`, { token: r.body.accessToken })).status).toBe(200);
  });
});
