// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider, NO_ADMIN_CONSOLE_MESSAGE, PasswordChangeError } from './authProvider';
import { RETURN_TO_KEY } from '../publicPaths';
import { ApiCallError, type HttpClient } from './http';
import { registry } from '../schema/registry';

const SESSION = {
  accessToken: 't',
  userData: { id: '1', role: 'admin', avatar: '', nn: 'Nick', un: 'user' },
  userAbility: [{ action: 'manage', subject: 'all' }],
};

function setup(
  opts: {
    privileges?: string[] | Error;
    login?: { status: number; body: unknown };
    path?: string;
    address?: string;
    me?: { status: number; body: unknown };
    changed?: { status: number; body: unknown };
  } = {},
) {
  const request = vi.fn(async () => {
    if (opts.privileges instanceof Error) throw opts.privileges;
    return { data: (opts.privileges ?? ['RESOURCE_ADMIN', 'RESOURCE_ADMIN_COMPANY_STORE_STORE']).map((code) => ({ code })) };
  });
  const log = vi.fn();
  const postJson = vi.fn(async (path: string) =>
    path === '/auth/change-password' ? (opts.changed ?? { status: 500, body: null }) : (opts.login ?? { status: 200, body: SESSION }),
  );
  const getJson = vi.fn(async () => opts.me ?? { status: 500, body: null });
  const auth = createAuthProvider({
    http: { request } as unknown as HttpClient,
    registry,
    postJson,
    getJson,
    currentPath: () => opts.path ?? '/apps/store/store',
    currentAddress: () => opts.address ?? opts.path ?? '/apps/store/store',
    log,
  });
  return { auth, request, log, postJson, getJson };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('authProvider', () => {
  it('login keeps the three session keys and fetches the privileges', async () => {
    const { auth, request, postJson } = setup();
    await expect(auth.login({ email: 'a@b.c', password: 'p' })).resolves.toEqual({ redirectTo: '/dashboards/map' });
    expect(postJson).toHaveBeenCalledWith('/auth/login', { email: 'a@b.c', password: 'p' });
    expect(localStorage.getItem('accessToken')).toBe('t');
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}').nn).toBe('Nick');
    expect(JSON.parse(localStorage.getItem('userAbility') ?? '[]')).toEqual(SESSION.userAbility);
    expect(request).toHaveBeenCalledWith('GET', '/tenant/user/privilege/resource/list');
  });
  it('login failure rejects with the spec message key', async () => {
    const { auth } = setup({ login: { status: 400, body: { error: { email: ['Email or Password is Invalid'] } } } });
    await expect(auth.login({ email: 'a', password: 'b' })).rejects.toThrow('app.auth.invalid');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
  it('without RESOURCE_ADMIN: console message, token removed, login refused', async () => {
    const { auth, log } = setup({ privileges: [] });
    await expect(auth.login({ email: 'g', password: 'g' })).rejects.toThrow('app.auth.no_admin');
    expect(log).toHaveBeenCalledWith(NO_ADMIN_CONSOLE_MESSAGE);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
  it('a failed privilege fetch is ignored silently (no refusal, empty privileges)', async () => {
    const { auth, log } = setup({ privileges: new ApiCallError(500, 500, 'down', null) });
    await expect(auth.login({ email: 'a', password: 'b' })).resolves.toBeTruthy();
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(log).not.toHaveBeenCalled();
    expect(await auth.getPermissions?.({})).toEqual([]);
  });
  it('checkAuth without a token sends to login silently', async () => {
    const { auth } = setup();
    await expect(auth.checkAuth({})).rejects.toEqual({ redirectTo: '/login', message: false });
  });
  it('checkAuth with a token refused by the server (401) removes it and says the login expired', async () => {
    localStorage.setItem('accessToken', 'old');
    const { auth } = setup({ privileges: new ApiCallError(401, 401, 'expired', null) });
    await expect(auth.checkAuth({})).rejects.toEqual({ redirectTo: '/login', message: 'app.auth.expired' });
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
  it('checkError: 401 (not on login) → expired notice and login; other errors pass', async () => {
    const { auth } = setup();
    await expect(auth.checkError({ status: 401 })).rejects.toEqual({ redirectTo: '/login', message: 'app.auth.expired' });
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 500 })).resolves.toBeUndefined();
    const onLogin = setup({ path: '/login' });
    await expect(onLogin.auth.checkError({ status: 401 })).resolves.toBeUndefined();
  });
  it('logout clears the three keys, resets the ability to read Public, goes to login', async () => {
    const { auth } = setup();
    await auth.login({ email: 'a', password: 'b' });
    expect(auth.ability()).toEqual(SESSION.userAbility);
    await expect(auth.logout({})).resolves.toBe('/login');
    expect(['accessToken', 'userData', 'userAbility'].map((k) => localStorage.getItem(k))).toEqual([null, null, null]);
    expect(auth.ability()).toEqual([{ action: 'read', subject: 'Public' }]);
  });
  it('getIdentity gives the nickname, else the username, and the avatar', async () => {
    const { auth } = setup();
    localStorage.setItem('userData', JSON.stringify({ id: '1', role: 'admin', avatar: '/a.png', nn: '', un: 'user' }));
    expect(await auth.getIdentity?.()).toEqual({ id: '1', fullName: 'user', avatar: '/a.png', role: 'admin' });
  });
  it('getPermissions and canAccess follow the privilege set and the schema', async () => {
    const { auth } = setup();
    await auth.login({ email: 'a', password: 'b' });
    expect(await auth.getPermissions?.({})).toEqual(['RESOURCE_ADMIN', 'RESOURCE_ADMIN_COMPANY_STORE_STORE']);
    expect(await auth.canAccess?.({ resource: 'apps/store/store', action: 'list' })).toBe(true);
    expect(await auth.canAccess?.({ resource: 'apps/system/user', action: 'list' })).toBe(false);
    expect(await auth.canAccess?.({ resource: 'apps/system/privilege', action: 'create' })).toBe(false);
  });
});

describe('authProvider: back where the user was going after login', () => {
  const CLIENT_CODES = ['RESOURCE_ADMIN', 'RESOURCE_ADMIN_DASHBOARD_MAP', 'RESOURCE_ADMIN_STORE_ORDER_REFUND'];
  const ADMIN_CODES = [...CLIENT_CODES, 'RESOURCE_ADMIN_COMPANY_ORDER_REFUND'];

  it('lands on the address remembered when the session was missing (once), else on the map', async () => {
    sessionStorage.setItem(RETURN_TO_KEY, '/apps/order/refund/5/show?tab=1');
    const { auth } = setup({ privileges: ADMIN_CODES });
    await expect(auth.login({ email: 'a', password: 'b' })).resolves.toEqual({ redirectTo: '/apps/order/refund/5/show?tab=1' });
    await auth.logout({});
    await expect(auth.login({ email: 'a', password: 'b' })).resolves.toEqual({ redirectTo: '/dashboards/map' });
  });

  it('lands on the map when the user may not open the remembered address (a store manager on a company record)', async () => {
    sessionStorage.setItem(RETURN_TO_KEY, '/apps/order/refund/5/show');
    const client = setup({ privileges: CLIENT_CODES });
    await expect(client.auth.login({ email: 'c', password: 'c' })).resolves.toEqual({ redirectTo: '/dashboards/map' });
    sessionStorage.setItem(RETURN_TO_KEY, '/store/order-refund/5/show');
    await expect(client.auth.login({ email: 'c', password: 'c' })).resolves.toEqual({ redirectTo: '/store/order-refund/5/show' });
    // a page outside the schemas guards itself
    sessionStorage.setItem(RETURN_TO_KEY, '/dashboards/eCommerce');
    await expect(client.auth.login({ email: 'c', password: 'c' })).resolves.toEqual({ redirectTo: '/dashboards/eCommerce' });
  });

  it('remembers the address a 401 ends the session on (checkError, checkAuth), with its query', async () => {
    localStorage.setItem('accessToken', 'old');
    const { auth } = setup({ address: '/apps/cab/warn?filter=%7B%7D' });
    await expect(auth.checkError({ status: 401 })).rejects.toBeTruthy();
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBe('/apps/cab/warn?filter=%7B%7D');
    sessionStorage.clear();
    const refused = setup({ privileges: new ApiCallError(401, 401, 'expired', null), address: '/apps/assets/battery/3/show' });
    await expect(refused.auth.checkAuth({})).rejects.toBeTruthy();
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBe('/apps/assets/battery/3/show');
  });

  it('remembers nothing after a logout (no token: a late 401 is not the session ending) nor on a public page', async () => {
    const { auth } = setup({ address: '/apps/cab/warn' });
    await expect(auth.checkError({ status: 401 })).rejects.toBeTruthy();
    await expect(auth.checkAuth({})).rejects.toBeTruthy();
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBeNull();
    localStorage.setItem('accessToken', 'old');
    const onRegister = setup({ address: '/register', path: '/register' });
    await expect(onRegister.auth.checkError({ status: 401 })).rejects.toBeTruthy();
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBeNull();
  });
});

describe('authProvider: identity and password', () => {
  const CLIENT = { id: '2', role: 'client', avatar: '', nn: '雁塔店长', un: 'client', email: 'client@demo.com', storeId: '1' };

  it('getIdentity gives the role, the role names and the store; a session kept without them is completed from /auth/me once', async () => {
    localStorage.setItem('accessToken', 't');
    localStorage.setItem('userData', JSON.stringify(CLIENT));
    const { auth, getJson } = setup({
      privileges: ['RESOURCE_ADMIN'],
      me: { status: 200, body: { userData: { ...CLIENT, roleNames: ['门店店长'], storeName: '长安1号店', storeSn: 'MD10001' } } },
    });
    await auth.privileges();
    expect(auth.settledAnswers()?.identity).toBeUndefined(); // left to getIdentity, which completes it
    expect(await auth.getIdentity?.()).toEqual({
      id: '2',
      fullName: '雁塔店长',
      email: 'client@demo.com',
      role: 'client',
      roleNames: ['门店店长'],
      storeId: '1',
      storeName: '长安1号店',
      storeSn: 'MD10001',
    });
    expect(getJson).toHaveBeenCalledWith('/auth/me', { token: 't' });
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}').storeName).toBe('长安1号店');
    await auth.getIdentity?.();
    expect(getJson).toHaveBeenCalledTimes(1);
    expect(auth.settledAnswers()?.identity).toMatchObject({ storeName: '长安1号店' });
  });

  it('changePassword keeps the new session the server answers', async () => {
    localStorage.setItem('accessToken', 'old');
    const fresh = { accessToken: 'new', userData: { ...CLIENT, roleNames: ['门店店长'], storeName: 'S' }, userAbility: [{ action: 'read', subject: 'ACL' }] };
    const { auth, postJson } = setup({ changed: { status: 200, body: fresh } });
    await auth.changePassword({ currentPassword: 'a', newPassword: 'bbbbbb' });
    expect(postJson).toHaveBeenCalledWith('/auth/change-password', { currentPassword: 'a', newPassword: 'bbbbbb' }, { token: 'old' });
    expect(localStorage.getItem('accessToken')).toBe('new');
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}').storeName).toBe('S');
    expect(auth.ability()).toEqual(fresh.userAbility);
  });

  it('changePassword rejects with the server’s key per field, and keeps the session', async () => {
    localStorage.setItem('accessToken', 'old');
    const { auth } = setup({ changed: { status: 400, body: { error: { currentPassword: ['app.session.current_wrong'] } } } });
    const error = await auth.changePassword({ currentPassword: 'x', newPassword: 'bbbbbb' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PasswordChangeError);
    expect(error).toMatchObject({ status: 400, fields: { currentPassword: 'app.session.current_wrong' } });
    expect(localStorage.getItem('accessToken')).toBe('old');
    const signedOut = setup();
    localStorage.clear();
    await expect(signedOut.auth.changePassword({ currentPassword: 'x', newPassword: 'y' })).rejects.toMatchObject({ status: 401 });
  });
});

describe('the privilege list asked again (CONTRACT §2.4: a publish reaches open sessions)', () => {
  it('hands the declarations in force to the app, and says whether the codes changed', async () => {
    localStorage.setItem('accessToken', 't');
    localStorage.setItem('userData', JSON.stringify(SESSION.userData));
    let codes = ['RESOURCE_ADMIN'];
    const declarations = vi.fn();
    const request = vi.fn(async () => ({ data: codes.map((code) => ({ code })), declarations: [{ name: 'charging-piles' }] }));
    const auth = createAuthProvider({
      http: { request } as unknown as HttpClient,
      registry,
      declarations,
      postJson: vi.fn(),
      currentPath: () => '/apps/store/store',
    });
    expect([...(await auth.privileges())]).toEqual(['RESOURCE_ADMIN']);
    expect(declarations).toHaveBeenLastCalledWith([{ name: 'charging-piles' }]);
    await expect(auth.refreshPrivileges()).resolves.toBe(false);
    codes = ['RESOURCE_ADMIN', 'RESOURCE_ADMIN_CAB_PILE'];
    await expect(auth.refreshPrivileges()).resolves.toBe(true);
    expect([...(await auth.privileges())]).toContain('RESOURCE_ADMIN_CAB_PILE');
    expect(declarations).toHaveBeenCalledTimes(3);
  });
  it('changes nothing when the list cannot be had', async () => {
    localStorage.setItem('accessToken', 't');
    const { auth, request } = setup();
    await auth.privileges();
    request.mockRejectedValueOnce(new Error('offline'));
    await expect(auth.refreshPrivileges()).resolves.toBe(false);
    expect([...(await auth.privileges())]).toContain('RESOURCE_ADMIN_COMPANY_STORE_STORE');
  });
});
