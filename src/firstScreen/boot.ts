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
import SCREEN_HINTS from 'virtual:first-screen-hints';
import { PRIVILEGE_LIST_PATH, prefetchGet } from '../providers/http';
import { listQuery } from '../providers/listQuery';
import { warmFormatters } from '../schema/formatters';
import { RELATED_PER_PAGE } from '../schema/listDefaults';
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
/** What the first screen shows: signed out, the login screen; signed in, the shell; on a resource route, the generated list too. */
export const FIRST_SCREEN = {
  login: !token,
  shell: !!token,
  list: !!token && path !== '/' && !isPublicPath(path) && !path.startsWith('/dashboards'),
};

if (FIRST_SCREEN.login) void import('../pages/LoginPage');
if (FIRST_SCREEN.shell) void import('../layout/Layout');
/** A record's page (`/apps/consumer/list/34/show`): its list's path and the record's id. */
const shown = /^(.+)\/([^/]+)\/show$/.exec(path);
const hint = SCREEN_HINTS[shown ? shown[1] : path];
if (FIRST_SCREEN.list) {
  void import('../schema/list/ResourceList');
  void import('./prefetchFirstList');
}
if (FIRST_SCREEN.list && shown) {
  // opened directly (a link, a reload): the record page's chunk loads with the app, not after it
  // starts, and its data — the record, the records it links to, the related tables that point back
  // by its id — is answered while the app downloads, instead of after the shell's first render.
  void import('../schema/record/ResourceShow');
  if (token && hint) {
    const id = decodeURIComponent(shown[2]);
    const record = `/${hint.name}/${encodeURIComponent(id)}`;
    prefetchGet(record, token);
    prefetchGet(`${record}/references`, token);
    for (const related of hint.related) {
      const page = { pagination: { page: 1, perPage: RELATED_PER_PAGE }, sort: related.sort, filter: { [related.via]: id } };
      prefetchGet(`/${related.name}`, token, listQuery(page));
    }
  }
} else if (FIRST_SCREEN.list && token && hint && !search && localStorage.getItem(storageKey(`${route}.listParams`)) === null) {
  // A generated list's page, when it is the default one (no query in the address, no list
  // parameters remembered): answered while the app is still downloading and compiling, instead of
  // after the first render, which holds the main thread for a few hundred milliseconds. Any other
  // page is asked by the app's start (src/firstScreen/prefetchFirstList.ts) with react-admin's own rules.
  prefetchGet(`/${hint.name}`, token, listQuery({ pagination: { page: 1, perPage: hint.perPage }, sort: hint.sort, filter: {} }));
}

// The lists' number and date formats are slow to make the first time (the browser loads the
// language's data: tens of milliseconds); made here, in the next task, they are ready before the
// app's scripts have even arrived, instead of in the middle of the first screen's render.
if (FIRST_SCREEN.shell) setTimeout(() => warmFormatters(localeInfo(locale).htmlLang));
