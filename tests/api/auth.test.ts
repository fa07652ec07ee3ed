import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { startServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const PRIVS = '/admin-company/v1/tenant/user/privilege/resource/list';

describe('POST /auth/login', () => {
  it('answers accessToken, userData and userAbility for a demo account', async () => {
    const r = await s.call('POST', '/auth/login', { body: { email: 'admin@demo.com', password: 'admin' } });
    expect(r.status).toBe(200);
    expect(r.body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(r.body.userData).toMatchObject({ id: '1', role: 'admin', nn: '系统管理员', un: 'admin' });
    expect(r.body.userAbility).toEqual([{ action: 'manage', subject: 'all' }]);
    expect(JSON.stringify(r.body)).not.toMatch(/passwordHash|\$2[aby]\$/);
  });

  it('the token is HS256 and carries the spec §3 claims', async () => {
    const token = await s.login('client@demo.com', 'client');
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({ sub: '2', uid: '2', clientType: 'web', userType: 'manager', enterpriseRole: 'ENTERPRISE' });
    for (const claim of ['exp', 'iat', 'nbf', 'iss', 'names', 'tenantId', 'enterpriseId']) expect(payload).toHaveProperty(claim);
    expect(payload.exp).toBeGreaterThan(payload.iat);
  });

  it('refuses a wrong password with 400 and error.email', async () => {
    const r = await s.call('POST', '/auth/login', { body: { email: 'admin@demo.com', password: 'nope' } });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ error: { email: ['Email or Password is Invalid'] } });
  });

  it('refuses an unknown email the same way', async () => {
    const r = await s.call('POST', '/auth/login', { body: { email: 'who@demo.com', password: 'admin' } });
    expect(r.status).toBe(400);
    expect(r.body.error.email).toEqual(['Email or Password is Invalid']);
  });

  it('stores passwords hashed', () => {
    const users = s.readData('sys-users')['sys-users'] as { email: string; passwordHash?: string; password?: string }[];
    const admin = users.find((u) => u.email === 'admin@demo.com');
    expect(admin?.passwordHash).toMatch(/^\$2[aby]\$/);
    expect(admin?.password).toBeUndefined();
  });

  it('records every attempt in the sign-in log (success and failure, account, IP, user agent)', async () => {
    await s.call('POST', '/auth/login', { body: { email: 'client@demo.com', password: 'bad' }, headers: { 'User-Agent': 'vitest-agent' } });
    const logs = s.readData('signin-logs')['signin-logs'] as {
      account: string;
      success: boolean;
      reason: string;
      ip: string;
      userAgent: string;
      createdAt: string;
    }[];
    const last = logs[logs.length - 1];
    expect(last).toMatchObject({ account: 'client@demo.com', success: false, reason: 'bad_credentials', userAgent: 'vitest-agent' });
    expect(last.ip).toBeTruthy();
    expect(Date.parse(last.createdAt)).toBeGreaterThan(Date.now() - 60000);
    expect(logs.some((l) => l.account === 'admin@demo.com' && l.success)).toBe(true);
  });
});

describe('POST /auth/register', () => {
  it('400 with an empty body when a field is missing', async () => {
    for (const body of [
      { email: 'a@b.co', password: 'x' },
      { username: 'u', password: 'x' },
      { username: 'u', email: 'a@b.co' },
    ]) {
      const r = await s.call('POST', '/auth/register', { body });
      expect(r.status).toBe(400);
      expect(r.text).toBe('');
    }
  });
  it('per-field messages for an email or username already in use', async () => {
    const r = await s.call('POST', '/auth/register', { body: { username: 'admin', email: 'admin@demo.com', password: 'pw123456' } });
    expect(r.status).toBe(400);
    expect(r.body.error).toEqual({ email: ['This email is already in use.'], username: ['This username is already in use.'] });
  });
  it('creates an admin-role user with full rights and gives a token at once', async () => {
    const r = await s.call('POST', '/auth/register', { body: { username: 'newbie', email: 'newbie@demo.com', password: 'pw123456' } });
    expect(r.status).toBe(200);
    expect(r.body.userData.role).toBe('admin');
    const privs = await s.call('GET', PRIVS, { token: r.body.accessToken });
    expect(privs.body.data.data.map((p: { code: string }) => p.code)).toContain('RESOURCE_ADMIN_SYSTEM_RBAC_USER');
  });
  it('can be switched off', async () => {
    const off = await startServer({ allowRegister: false });
    try {
      const r = await off.call('POST', '/auth/register', { body: { username: 'x', email: 'x@demo.com', password: 'pw' } });
      expect(r.status).toBe(403);
    } finally {
      await off.close();
    }
  });
});

describe('GET /auth/me', () => {
  it('answers the user without password for a valid token', async () => {
    const token = await s.login('admin@demo.com', 'admin');
    const r = await s.call('GET', '/auth/me', { token });
    expect(r.status).toBe(200);
    expect(r.body.userData.email).toBe('admin@demo.com');
    expect(r.body.userData.passwordHash).toBeUndefined();
  });
  it('401 without a token', async () => {
    expect((await s.call('GET', '/auth/me')).status).toBe(401);
  });
});

describe('privilege list', () => {
  const codes = async (email: string, password: string) => {
    const r = await s.call('GET', PRIVS, { token: await s.login(email, password) });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(200);
    return (r.body.data.data as { code: string }[]).map((p) => p.code);
  };
  it('admin holds every code', async () => {
    const c = await codes('admin@demo.com', 'admin');
    expect(c).toContain('RESOURCE_ADMIN');
    expect(c).toContain('RESOURCE_ADMIN_SYSTEM_LOG_SIGNIN');
    expect(c.length).toBeGreaterThan(60);
  });
  it('client holds RESOURCE_ADMIN, the map and the store-level codes only', async () => {
    const c = await codes('client@demo.com', 'client');
    expect(c).toContain('RESOURCE_ADMIN');
    expect(c).toContain('RESOURCE_ADMIN_DASHBOARD_MAP');
    expect(c.every((x) => x === 'RESOURCE_ADMIN' || x === 'RESOURCE_ADMIN_DASHBOARD_MAP' || x.startsWith('RESOURCE_ADMIN_STORE'))).toBe(true);
  });
  it('guest holds none', async () => {
    expect(await codes('guest@demo.com', 'guest')).toEqual([]);
  });
});

describe('tokens', () => {
  const other = (claims: Record<string, unknown>, secret: string, opts: { exp?: number; nbf?: number } = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('ebike-admin-demo')
      .setIssuedAt(now)
      .setNotBefore(opts.nbf ?? now)
      .setExpirationTime(opts.exp ?? now + 60)
      .sign(new TextEncoder().encode(secret));
  };
  it.each([
    ['missing', undefined],
    ['malformed', 'abc'],
    ['two words', 'Bearer a b'],
  ])('401 envelope for a %s token', async (_name, token) => {
    const r = await s.call('GET', PRIVS, token === 'Bearer a b' ? { headers: { Authorization: 'Bearer a b' } } : { token });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 401, data: null });
    expect(typeof r.body.msg).toBe('string');
  });
  it('401 for another secret, an expired token, a not-yet-valid token, alg none and a tampered payload', async () => {
    const now = Math.floor(Date.now() / 1000);
    const good = await s.login('admin@demo.com', 'admin');
    const [h, , sig] = good.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ sub: '2', iss: 'ebike-admin-demo', exp: now + 999 })).toString('base64url')}.${sig}`;
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify({ sub: '1', iss: 'ebike-admin-demo', exp: now + 999 })).toString('base64url')}.`;
    const tokens = [
      await other({}, 'another-secret'),
      await other({}, 'test-secret-0123456789', { exp: now - 10, nbf: now - 100 }),
      await other({}, 'test-secret-0123456789', { nbf: now + 3600, exp: now + 7200 }),
      none,
      tampered,
    ];
    for (const t of tokens) expect((await s.call('GET', PRIVS, { token: t })).status).toBe(401);
  });
  it('a token of a disabled user stops working', async () => {
    const admin = await s.login('admin@demo.com', 'admin');
    const created = await s.call('POST', '/admin-company/v1/sys-users', {
      token: admin,
      body: { email: 'temp@demo.com', username: 'temp', nickname: 'Temp', role: 'admin', roleIds: ['admin'], status: 'active', password: 'temp1234' },
    });
    expect(created.status).toBe(200);
    const token = await s.login('temp@demo.com', 'temp1234');
    expect((await s.call('GET', PRIVS, { token })).status).toBe(200);
    await s.call('PATCH', `/admin-company/v1/sys-users/${created.body.data.id}`, { token: admin, body: { status: 'disabled' } });
    expect((await s.call('GET', PRIVS, { token })).status).toBe(401);
  });
});

describe('rate limiting', () => {
  it('answers 429 after repeated failures for one account and IP, and logs it', async () => {
    const t = await startServer({ loginMaxFailures: 3 });
    try {
      for (let i = 0; i < 3; i++) expect((await t.call('POST', '/auth/login', { body: { email: 'client@demo.com', password: 'x' } })).status).toBe(400);
      const r = await t.call('POST', '/auth/login', { body: { email: 'client@demo.com', password: 'client' } });
      expect(r.status).toBe(429);
      const logs = t.readData('signin-logs')['signin-logs'] as { reason: string }[];
      expect(logs[logs.length - 1].reason).toBe('rate_limited');
      expect((await t.call('POST', '/auth/login', { body: { email: 'admin@demo.com', password: 'admin' } })).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('counts the guesses in the database: a restart forgives none, and on PostgreSQL every process counts the same ones', async () => {
    const guess = (server: TestServer) => server.call('POST', '/auth/login', { body: { email: 'client@demo.com', password: 'x' } }).then((r) => r.status);
    const first = await startServer({ loginMaxFailures: 3 });
    try {
      expect(await guess(first)).toBe(400);
      expect(await guess(first)).toBe(400);
      await first.restart();
      expect(await guess(first)).toBe(400);
      expect(await guess(first)).toBe(429);
      if (first.config.databaseUrl) {
        // a second process on the same PostgreSQL database counts the same guesses
        const second = await startServer({ loginMaxFailures: 3, databaseUrl: first.config.databaseUrl });
        try {
          expect(await guess(second)).toBe(429);
        } finally {
          await second.close();
        }
      }
    } finally {
      await first.close();
    }
  });
});
