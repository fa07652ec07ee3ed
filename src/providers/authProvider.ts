/**
 * Session, privileges and the 401 rule of spec §4, as react-admin's authProvider.
 * Menu, routes and buttons all ask `canAccess`, which reads the same pure function the server
 * enforces (resources/access.ts).
 *
 * After login the user lands where they were going: the address opened without a session, or the
 * one the session ended on (a 401), when they may open it (src/publicPaths.ts keeps it);
 * otherwise on the map dashboard.
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import { canAccess, type Action } from '../../resources/access';
import { ADMIN_CODE } from '../../resources/privilege-tree';
import type { Registry } from '../../resources/registry';
import type { Declaration } from '../../resources/declarations';
import { rememberReturnTo, takeReturnTo } from '../publicPaths';
import { ApiCallError, PRIVILEGE_LIST_PATH, type HttpClient } from './http';
import { PUBLIC_ABILITY, clearSession, getToken, getUserData, removeToken, saveSession, type Ability, type UserData } from './session';

export const NO_ADMIN_CONSOLE_MESSAGE = '没有后台权限';

/** Where a login lands when there is no address to go back to (or the user may not open it). */
export const LANDING_PATH = '/dashboards/map';

export interface JsonAnswer {
  status: number;
  body: unknown;
}

export interface AuthDeps {
  /** Plain-JSON client for the demo auth routes (`/auth/login`; with the session's token for `/auth/change-password`). */
  postJson(path: string, body: unknown, options?: { token?: string }): Promise<JsonAnswer>;
  /** Plain-JSON GET of the demo auth routes (`/auth/me`) with the session's token; without it, stored sessions are not completed. */
  getJson?(path: string, options: { token: string }): Promise<JsonAnswer>;
  /** Envelope client for the real API. */
  http: HttpClient;
  registry: Registry;
  /** Receives the run-time declarations in force that come with the privilege list (CONTRACT §2.4): the app's registry installs them. */
  declarations?(declarations: readonly Declaration[]): void;
  /** Current hash path, e.g. `/login` (to apply "when not already on login"). */
  currentPath(): string;
  /** Current hash address with its query (`/apps/x?filter=…`), remembered when the session ends; default: the window's. */
  currentAddress?(): string;
  log?: (message: string) => void;
}

export type AppAuthProvider = AuthProvider & {
  /** The caller's privilege codes (loaded once per session). */
  privileges(): Promise<ReadonlySet<string>>;
  /** Asks the privilege list again (with it, the declarations in force); true when the caller's codes changed. */
  refreshPrivileges(): Promise<boolean>;
  /** The in-memory ability (read Public after logout). */
  ability(): readonly Ability[];
  /**
   * What `checkAuth`, `getPermissions` and `canAccess` would answer right now, when they would answer
   * without waiting and without a side effect: signed in and the privilege list loaded with the
   * back-office privilege. Otherwise undefined (the asynchronous methods decide, refusals included).
   */
  settledAnswers(): SettledAuthAnswers | undefined;
  /**
   * Changes the signed-in user's password (`POST /auth/change-password`). The server ends the
   * user's other sessions and answers a new one, kept in place of this one. Refusals reject with
   * a PasswordChangeError (per field, a message key).
   */
  changePassword(params: { currentPassword: string; newPassword: string }): Promise<void>;
};

export type PasswordField = 'currentPassword' | 'newPassword';

/** A refused password change: the HTTP status and, per field, the server's message key. */
export class PasswordChangeError extends Error {
  constructor(
    readonly status: number,
    readonly fields: Partial<Record<PasswordField, string>>,
  ) {
    super(fields.currentPassword ?? fields.newPassword ?? (status === 401 ? 'app.auth.expired' : 'app.auth.something_wrong'));
    this.name = 'PasswordChangeError';
  }
}

/** What the app shows of the signed-in user (react-admin's identity, plus their role and store). */
export interface AppIdentity extends UserIdentity {
  email?: string;
  /** The role code (`admin`, `client`, `guest`): translated as `resources.sys-users.enums.role.*`. */
  role?: string;
  /** The names of the user's roles as the server keeps them (`roles.name`). */
  roleNames?: readonly string[];
  storeId?: string;
  storeName?: string;
  storeSn?: string;
}

export interface SettledAuthAnswers {
  privileges: ReadonlySet<string>;
  /** getIdentity's answer; undefined when the session holds no user (getIdentity then refuses) or one to complete from `/auth/me` (getIdentity does). */
  identity: UserIdentity | undefined;
  canAccess(request: { resource: string; action: string }): boolean;
}

const identityOf = (user: UserData | null | undefined): AppIdentity | undefined =>
  user
    ? {
        id: user.id,
        fullName: user.nn || user.un,
        avatar: user.avatar || undefined,
        ...(user.email ? { email: user.email } : {}),
        ...(user.role ? { role: user.role } : {}),
        ...(user.roleNames ? { roleNames: user.roleNames } : {}),
        ...(user.storeId ? { storeId: user.storeId } : {}),
        ...(user.storeName ? { storeName: user.storeName } : {}),
        ...(user.storeSn ? { storeSn: user.storeSn } : {}),
      }
    : undefined;

/** A session kept before the server named the roles and the store: completed from `/auth/me`. */
const incomplete = (user: UserData): boolean => user.roleNames === undefined || (!!user.storeId && user.storeName === undefined);

/** The privilege list's answer: the caller's codes, and the run-time declarations in force. */
interface PrivilegeList {
  data?: { code?: unknown }[];
  declarations?: Declaration[];
}
const codesOf = (res: PrivilegeList | undefined): ReadonlySet<string> => new Set((Array.isArray(res?.data) ? res.data : []).map((p) => String(p?.code ?? '')));

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first message key per field of a refused password change (`{error: {field: [key]}}`). */
function fieldErrors(body: unknown): Partial<Record<PasswordField, string>> {
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const out: Partial<Record<PasswordField, string>> = {};
  for (const field of ['currentPassword', 'newPassword'] as const) {
    const v = error[field];
    const first = Array.isArray(v) ? v[0] : v;
    if (typeof first === 'string' && first) out[field] = first;
  }
  return out;
}

export function createAuthProvider(deps: AuthDeps): AppAuthProvider {
  const log = deps.log ?? ((m: string) => console.info(m));
  const currentAddress = deps.currentAddress ?? (() => window.location.hash.replace(/^#/, '') || '/');
  /** `/auth/me`'s completion of a stored session (once per session). */
  let completing: Promise<void> | undefined;
  /** `loaded` is false when the fetch failed (ignored silently): then nobody is refused for it. */
  let privilegesPromise: Promise<{ codes: ReadonlySet<string>; loaded: boolean }> | undefined;
  let ability: readonly Ability[] = PUBLIC_ABILITY;
  /** The privilege list once its fetch has succeeded (for this session). */
  let loadedCodes: ReadonlySet<string> | undefined;

  /** Fetches the privilege list; a failure is ignored silently (empty set), a 401 is the session ending. */
  const fetchPrivileges = () =>
    (privilegesPromise ??= deps.http
      .request<PrivilegeList>('GET', PRIVILEGE_LIST_PATH)
      .then((res) => {
        const codes = codesOf(res);
        if (Array.isArray(res?.declarations)) deps.declarations?.(res.declarations);
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

  /** Asks the privilege list again (a role changed, a declaration was published); true when the codes changed. Failures change nothing. */
  const refreshPrivileges = async (): Promise<boolean> => {
    if (!getToken() || !loadedCodes) return false;
    const res = await deps.http.request<PrivilegeList>('GET', PRIVILEGE_LIST_PATH).catch(() => undefined);
    if (!res) return false;
    if (Array.isArray(res.declarations)) deps.declarations?.(res.declarations);
    const codes = codesOf(res);
    const before = loadedCodes;
    if (before.size === codes.size && [...codes].every((c) => before.has(c))) return false;
    loadedCodes = codes;
    privilegesPromise = Promise.resolve({ codes, loaded: true });
    return true;
  };

  const reset = () => {
    privilegesPromise = undefined;
    loadedCodes = undefined;
    ability = PUBLIC_ABILITY;
    completing = undefined;
  };

  /** Whether a holder of `codes` may open an address of the app: a schema's screen by its access rule; other pages guard themselves. */
  const mayOpen = (codes: ReadonlySet<string>, address: string): boolean => {
    const segments = address.split('?')[0].replace(/^\//, '').split('/');
    for (let i = segments.length; i > 0; i--) {
      const name = segments.slice(0, i).join('/');
      if (!deps.registry.byRouteName(name)) continue;
      const rest = segments.slice(i);
      const action = rest.length === 0 ? 'list' : rest[0] === 'create' ? 'create' : 'show';
      return canAccessWith(codes, { resource: name, action });
    }
    return true;
  };

  /** After a login: the remembered address when the user may open it, else the landing page. */
  const landing = (): string => {
    const target = takeReturnTo();
    if (!target) return LANDING_PATH;
    // the privilege list could not be loaded: the page's own guard decides
    return !loadedCodes || mayOpen(loadedCodes, target) ? target : LANDING_PATH;
  };

  /** Completes a session stored before the server named roles and store (once; a failure leaves it as it is). */
  const complete = (): Promise<void> =>
    (completing ??= (async () => {
      const token = getToken();
      const user = getUserData();
      if (!token || !user || !deps.getJson || !incomplete(user)) return;
      try {
        const { status, body } = await deps.getJson('/auth/me', { token });
        const me = isRecord(body) && isRecord(body.userData) ? body.userData : undefined;
        if (status !== 200 || !me || getToken() !== token) return;
        const extra: Partial<UserData> = { roleNames: Array.isArray(me.roleNames) ? me.roleNames.map(String) : [] };
        if (typeof me.storeName === 'string') extra.storeName = me.storeName;
        if (typeof me.storeSn === 'string') extra.storeSn = me.storeSn;
        saveSession({ accessToken: token, userData: { ...user, ...extra }, userAbility: [...ability] });
      } catch {
        /* shown without them */
      }
    })());

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
    return canAccess(codes, { resource: def, action: verb as Action, transition, resourceNamed: deps.registry.byName });
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
        if (e instanceof ApiCallError) return { redirectTo: landing() };
        throw e;
      }
      return { redirectTo: landing() };
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
          // the token is refused (expired, revoked): back here after the next login
          rememberReturnTo(currentAddress());
          removeToken();
          throw { redirectTo: '/login', message: 'app.auth.expired' };
        }
        throw { redirectTo: '/login', message: false };
      }
    },

    async checkError(error: { status?: number }) {
      if (error?.status === 401 && deps.currentPath() !== '/login') {
        // The session ended under the user (not a logout: that removes the token first): back here after the next login.
        if (getToken()) rememberReturnTo(currentAddress());
        // react-admin then notifies (while the session still looks open) and calls logout(),
        // which removes the token with the rest of the session.
        throw { redirectTo: '/login', message: 'app.auth.expired' };
      }
    },

    async getIdentity() {
      await complete();
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
    refreshPrivileges,
    ability: () => ability,
    settledAnswers() {
      const codes = loadedCodes;
      if (!getToken() || !codes?.has(ADMIN_CODE)) return undefined;
      const user = getUserData();
      // a session to complete is left to getIdentity (which completes it)
      const identity = user && !(deps.getJson && incomplete(user)) ? identityOf(user) : undefined;
      return { privileges: codes, identity, canAccess: (request) => canAccessWith(codes, request) };
    },

    async changePassword({ currentPassword, newPassword }) {
      const token = getToken();
      if (!token) throw new PasswordChangeError(401, {});
      const { status, body } = await deps.postJson('/auth/change-password', { currentPassword, newPassword }, { token });
      if (status === 200 && isRecord(body) && typeof body.accessToken === 'string' && isRecord(body.userData)) {
        const session = body as unknown as { accessToken: string; userData: UserData; userAbility: Ability[] };
        // this tab's session goes on with the new token (the server ended every other)
        saveSession({ accessToken: session.accessToken, userData: session.userData, userAbility: session.userAbility ?? [...ability] });
        if (Array.isArray(session.userAbility)) ability = session.userAbility;
        return;
      }
      throw new PasswordChangeError(status, fieldErrors(body));
    },
  };
  return provider;
}
