/**
 * The addresses anyone may open without a session (CONTRACT: the login, register, forgot-password
 * and 404 pages; the template's blank-layout auth and misc pages). Every other address needs one.
 */
const PUBLIC = new Set(['/login', '/register', '/forgot-password', '/error-404']);
const PUBLIC_PREFIXES = ['/pages/auth/', '/pages/misc/'];

export const isPublicPath = (path: string): boolean => PUBLIC.has(path) || PUBLIC_PREFIXES.some((p) => path.startsWith(p));

/** The path of a hash address (`#/apps/x?y=1` → `/apps/x`). */
export const hashPath = (hash: string): string => hash.replace(/^#/, '').split('?')[0] || '/';

/**
 * No session and a protected address: straight to the login screen, at start and whenever the
 * address changes by hand (typed, bookmarked, back/forward). react-admin would get there too, but
 * through a logout whose query reset re-runs its session check while it navigates: in Chromium that
 * kept the page blank for 10-15 s (thousands of navigations to #/login). Registered before the
 * router, so the router reads the corrected address.
 */
export function guardSession(hasSession: () => boolean): void {
  const check = () => {
    if (!hasSession() && !isPublicPath(hashPath(window.location.hash))) window.history.replaceState(window.history.state, '', '#/login');
  };
  check();
  window.addEventListener('hashchange', check);
  window.addEventListener('popstate', check);
}
