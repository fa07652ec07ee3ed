/**
 * The addresses anyone may open without a session (CONTRACT: the login, register, forgot-password
 * and 404 pages; the template's blank-layout auth and misc pages). Every other address needs one.
 */
const PUBLIC = new Set(['/login', '/register', '/forgot-password', '/error-404']);
const PUBLIC_PREFIXES = ['/pages/auth/', '/pages/misc/'];

export const isPublicPath = (path: string): boolean => PUBLIC.has(path) || PUBLIC_PREFIXES.some((p) => path.startsWith(p));

/** The path of a hash address (`#/apps/x?y=1` → `/apps/x`). */
export const hashPath = (hash: string): string => hash.replace(/^#/, '').split('?')[0] || '/';

/** Where the address to come back to after login is kept: this tab only, gone with it. */
export const RETURN_TO_KEY = 'returnTo';

/** An address inside the app (`/apps/…`), never one another site could be named by (`//host`, `/\\host`). */
const isAppAddress = (target: string): boolean => /^\/(?![/\\])/.test(target);

/**
 * Remembers a protected address (`/apps/order/refund/5/show?x=1`, or a hash address) to open after
 * the next login: one opened without a session, or the one the user was on when the session
 * ended. Public addresses and the root (which leads to the landing page anyway) are not kept.
 */
export function rememberReturnTo(address: string): void {
  const target = address.replace(/^#/, '');
  const path = hashPath(`#${target}`);
  if (!isAppAddress(target) || path === '/' || isPublicPath(path)) return;
  try {
    sessionStorage.setItem(RETURN_TO_KEY, target);
  } catch {
    /* storage refused (private mode, quota): the login lands on the default page */
  }
}

/** The remembered address (once: it is forgotten as it is read), or undefined. */
export function takeReturnTo(): string | undefined {
  try {
    const target = sessionStorage.getItem(RETURN_TO_KEY);
    sessionStorage.removeItem(RETURN_TO_KEY);
    return target && isAppAddress(target) && !isPublicPath(hashPath(`#${target}`)) ? target : undefined;
  } catch {
    return undefined;
  }
}

/**
 * No session and a protected address: straight to the login screen (the address is remembered, to
 * be opened after login), at start and whenever the address changes by hand (typed, bookmarked,
 * back/forward). react-admin would get there too, but through a logout whose query reset re-runs
 * its session check while it navigates: in Chromium that kept the page blank for 10-15 s
 * (thousands of navigations to #/login). Registered before the router, so the router reads the
 * corrected address.
 */
export function guardSession(hasSession: () => boolean): void {
  const check = () => {
    if (!hasSession() && !isPublicPath(hashPath(window.location.hash))) {
      rememberReturnTo(window.location.hash);
      window.history.replaceState(window.history.state, '', '#/login');
    }
  };
  check();
  window.addEventListener('hashchange', check);
  window.addEventListener('popstate', check);
}
