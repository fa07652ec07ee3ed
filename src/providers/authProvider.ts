/**
 * Session, privileges and the 401 rule of spec §4, as react-admin's authProvider.
 * Menu, routes and buttons all ask `canAccess`, which reads the same pure function the server
 * enforces (resources/access.ts).
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import { canAccess, type Action } from '../../resources/access';
import { ADMIN_CODE } from '../../resources/privileges';
import type { Registry } from '../../resources/registry';
import { ApiCallError, PRIVILEGE_LIST_PATH, type HttpClient } from './http';
import { PUBLIC_ABILITY, clearSession, getToken, getUserData, removeToken, saveSession, type Ability, type UserData } from './session';

export const NO_ADMIN_CONSOLE_MESSAGE = '没有后台权限';

export interface AuthDeps {
  /** Plain-JSON client for the demo auth routes (`/auth/login`). */
  postJson(path: string, body: unknown): Promise<{ status: number; body: unknown }>;
  /** Envelope client for the real API. */
  http: HttpClient;
  registry: Registry;
  /** Current hash path, e.g. `/login` (to apply "when not already on login"). */
  currentPath(): string;
  log?: (message: string) => void;
}

export type AppAuthProvider = AuthProvider & {
  /** The caller's privilege codes (loaded once per session). */
  privileges(): Promise<ReadonlySet<string>>;
  /** The in-memory ability (read Public after logout). */
  ability(): readonly Ability[];
  /**
   * What `checkAuth`, `getPermissions` and `canAccess` would answer right now, when they would answer
   * without waiting and without a side effect: signed in and the privilege list loaded with the
   * back-office privilege. Otherwise undefined (the asynchronous methods decide, refusals included).
   */
  settledAnswers(): SettledAuthAnswers | undefined;
};

export interface SettledAuthAnswers {
  privileges: ReadonlySet<string>;
  /** getIdentity's answer; undefined when the session holds no user (getIdentity then refuses). */
  identity: UserIdentity | undefined;
  canAccess(request: { resource: string; action: string }): boolean;
}

const identityOf = (user: UserData | null | undefined): UserIdentity | undefined =>
  user ? { id: user.id, fullName: user.nn || user.un, avatar: user.avatar || undefined } : undefined;

export function createAuthProvider(deps: AuthDeps): AppAuthProvider {
  const log = deps.log ?? ((m: string) => console.info(m));
  /** `loaded` is false when the fetch failed (ignored silently): then nobody is refused for it. */
  let privilegesPromise: Promise<{ codes: ReadonlySet<string>; loaded: boolean }> | undefined;
  let ability: readonly Ability[] = PUBLIC_ABILITY;
  /** The privilege list once its fetch has succeeded (for this session). */
  let loadedCodes: ReadonlySet<string> | undefined;

  /** Fetches the privilege list; a failure is ignored silently (empty set), a 401 is the session ending. */
  const fetchPrivileges = () =>
    (privilegesPromise ??= deps.http
      .request<{ data?: { code?: unknown }[] }>('GET', PRIVILEGE_LIST_PATH)
      .then((res) => {
        const codes: ReadonlySet<string> = new Set((Array.isArray(res?.data) ? res.data : []).map((p) => String(p?.code ?? '')));
        loadedCodes = codes;
        return { codes, loaded: true };
      })
      .catch((e: unknown) => {
        if (e instanceof ApiCallError && e.status === 401) {
          privilegesPromise = undefined;
          throw e;
        }
        return { codes: new Set<string>() as ReadonlySet<string>, loaded: false };
      }));
  const loadPrivileges = async (): Promise<ReadonlySet<string>> => (await fetchPrivileges()).codes;

  const reset = () => {
    privilegesPromise = undefined;
    loadedCodes = undefined;
    ability = PUBLIC_ABILITY;
  };

  /** No RESOURCE_ADMIN: console message, token removed, back to login. */
  const refuseWithoutAdmin = async (): Promise<void> => {
    const { codes, loaded } = await fetchPrivileges();
    if (loaded && !codes.has(ADMIN_CODE)) {
      log(NO_ADMIN_CONSOLE_MESSAGE);
      clearSession();
      reset();
      throw new Error('app.auth.no_admin');
    }
  };

  /** canAccess on a known privilege list; names outside the registry are guarded by their own code (src/pages/RequireCode.tsx). */
  const canAccessWith = (codes: ReadonlySet<string>, { resource, action }: { resource: string; action: string }): boolean => {
    const def = deps.registry.byRouteName(resource) ?? deps.registry.byName(resource);
    if (!def) return true;
    const [verb, transition] = action.split(':');
    return canAccess(codes, { resource: def, action: verb as Action, transition });
  };

  const provider: AppAuthProvider = {
    async login(params: { email?: string; password?: string }) {
      const { status, body } = await deps.postJson('/auth/login', { email: params.email ?? '', password: params.password ?? '' });
      if (status === 429) throw new Error('app.auth.rate_limited');
      if (status !== 200 || typeof body !== 'object' || body === null || !('accessToken' in body)) throw new Error('app.auth.invalid');
      const session = body as { accessToken: string; userData: UserData; userAbility: Ability[] };
      reset();
      saveSession(session);
      ability = session.userAbility;
      try {
        await refuseWithoutAdmin();
      } catch (e) {
        if (e instanceof ApiCallError) return { redirectTo: '/dashboards/map' };
        throw e;
      }
      return { redirectTo: '/dashboards/map' };
    },

    async logout() {
      clearSession();
      reset();
      return '/login';
    },

    async checkAuth() {
      if (!getToken()) throw { redirectTo: '/login', message: false };
      try {
        await refuseWithoutAdmin();
      } catch (e) {
        if (e instanceof ApiCallError) {
          removeToken();
          throw { redirectTo: '/login', message: 'app.auth.expired' };
        }
        throw { redirectTo: '/login', message: false };
      }
    },

    async checkError(error: { status?: number }) {
      if (error?.status === 401 && deps.currentPath() !== '/login') {
        // react-admin then notifies (while the session still looks open) and calls logout(),
        // which removes the token with the rest of the session.
        throw { redirectTo: '/login', message: 'app.auth.expired' };
      }
    },

    async getIdentity() {
      const identity = identityOf(getUserData());
      if (!identity) throw new Error('app.auth.no_session');
      return identity;
    },

    async getPermissions() {
      if (!getToken()) return [];
      return [...(await loadPrivileges())];
    },

    async canAccess(request: { resource: string; action: string }) {
      if (!getToken()) return false;
      return canAccessWith(await loadPrivileges(), request);
    },

    privileges: () => (getToken() ? loadPrivileges() : Promise.resolve(new Set<string>())),
    ability: () => ability,
    settledAnswers() {
      const codes = loadedCodes;
      if (!getToken() || !codes?.has(ADMIN_CODE)) return undefined;
      return { privileges: codes, identity: identityOf(getUserData()), canAccess: (request) => canAccessWith(codes, request) };
    },
  };
  return provider;
}
