/**
 * The first screen, in one folder: what it loads before the app renders, what it asks the API for
 * ahead of the app, and what it settles so the first render is the finished one.
 *
 * - `boot.ts` (this file; run by the tiny entry before anything else): decides what the first
 *   screen is (`FIRST_SCREEN`) and starts its downloads in parallel — the privilege list, the
 *   language's catalogue, the login screen or the shell, the generated list or record page, the
 *   first list's page.
 * - `start.tsx` (the app's start): builds the providers, then awaits the catalogue, the first
 *   screen's code (App's `preloadFirstScreen`) and the privilege list before the first render.
 * - `prefetchFirstList.ts`: the first list's page as react-admin's list controller will ask for it.
 * - `settledAuthQueries.ts`: access checks, permissions and identity answered in react-admin's cache
 *   from the first render on.
 * - `StaticResourceDefinitions.tsx`: the resources' definitions complete before the first render.
 *
 * The last three are where this app knows react-admin's internals (the query keys of its list and
 * auth hooks, its resource registration); each says what it copies and what it saves
 * (docs/performance.md has the measurements). Nothing here decides anything: each import() is
 * the one the app makes later, and an answer the app does not ask for is simply not used.
 */
import { loadMessages, localeInfo } from '../../i18n/locales';
import LIST_HINTS from 'virtual:first-list-hints';
import { PRIVILEGE_LIST_PATH, prefetchGet } from '../providers/http';
import { listQuery } from '../providers/listQuery';
import { warmFormatters } from '../schema/formatters';
import { getToken } from '../providers/session';
import { hashPath, isPublicPath } from '../publicPaths';
import { storageKey, storedLocale } from '../providers/storedPreferences';

const token = getToken();
/** Signed in: the privilege list (asked before any screen opens) goes first, before the scripts take the browser's connections. */
if (token) prefetchGet(PRIVILEGE_LIST_PATH, token);

const locale = storedLocale(storageKey('locale'));
void loadMessages(locale);

const path = hashPath(window.location.hash);
const route = path.replace(/^\//, '');
const search = window.location.hash.split('?')[1];
const onResourceRoute = !!token && path !== '/' && !isPublicPath(path) && !path.startsWith('/dashboards');
/**
 * What the first screen shows: signed out, the login screen; signed in, the shell; on a resource
 * route, the generated list too, and on a record page's address (a link, a reload) that page.
 */
export const FIRST_SCREEN = {
  login: !token,
  shell: !!token,
  list: onResourceRoute,
  record: onResourceRoute && /\/show$/.test(path),
};

if (FIRST_SCREEN.login) void import('../pages/LoginPage');
if (FIRST_SCREEN.shell) void import('../layout/Layout');
const hint = LIST_HINTS[path];
// A record's page opened directly (a link, a reload): its screen's chunk loads with the app, not after
// it starts, and so does the code that asks for its data at the start (prefetchFirstRecord: plain
// functions, so its requests need not wait for the screen's code). The data is not asked from here: sent
// beside the scripts, the record and its related tables took the browser's six connections from them,
// 70 ms slower in 9 A/B loads; docs/performance.md.
if (FIRST_SCREEN.record) {
  void import('../schema/record/ResourceShow');
  void import('./prefetchFirstRecord');
}
if (FIRST_SCREEN.list) {
  void import('../schema/list/ResourceList');
  void import('./prefetchFirstList');
  // A generated list's page, when it is the default one (no query in the address, no list
  // parameters remembered): answered while the app is still downloading and compiling, instead of
  // after the first render, which holds the main thread for a few hundred milliseconds. Any other
  // page is asked by the app's start (src/firstScreen/prefetchFirstList.ts) with react-admin's own rules.
  if (token && hint && !search && localStorage.getItem(storageKey(`${route}.listParams`)) === null) {
    prefetchGet(`/${hint.name}`, token, listQuery({ pagination: { page: 1, perPage: hint.perPage }, sort: hint.sort, filter: {} }));
  }
}

// The lists' number and date formats are slow to make the first time (the browser loads the
// language's data: tens of milliseconds); made here, in the next task, they are ready before the
// app's scripts have even arrived, instead of in the middle of the first screen's render. Not for a
// record page: there the app's start is waiting for the record's data, and these delayed the
// scripts' arrival instead (rider page, 10 A/B loads: 1,396 vs 1,458 ms; made later in the start, 1,330 vs 1,428).
if (FIRST_SCREEN.shell && !FIRST_SCREEN.record) setTimeout(() => warmFormatters(localeInfo(locale).htmlLang));
