import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider, NO_ADMIN_CONSOLE_MESSAGE } from '../../src/providers/authProvider';
import { ApiCallError, type HttpClient } from '../../src/providers/http';
import { registry } from '../../src/schema/registry';

const SESSION = {
  accessToken: 't',
  userData: { id: '1', role: 'admin', avatar: '', nn: 'Nick', un: 'user' },
  userAbility: [{ action: 'manage', subject: 'all' }],
};

function setup(opts: { privileges?: string[] | Error; login?: { status: number; body: unknown }; path?: string } = {}) {
  const request = vi.fn(async () => {
    if (opts.privileges instanceof Error) throw opts.privileges;
    return { data: (opts.privileges ?? ['RESOURCE_ADMIN', 'RESOURCE_ADMIN_COMPANY_STORE_STORE']).map((code) => ({ code })) };
  });
  const log = vi.fn();
  const postJson = vi.fn(async () => opts.login ?? { status: 200, body: SESSION });
  const auth = createAuthProvider({ http: { request } as unknown as HttpClient, registry, postJson, currentPath: () => opts.path ?? '/apps/store/store', log });
  return { auth, request, log, postJson };
}

beforeEach(() => localStorage.clear());

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
    expect(await auth.getIdentity?.()).toEqual({ id: '1', fullName: 'user', avatar: '/a.png' });
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
