/**
 * Run by the entry before anything else is loaded: starts the downloads the first screen will need
 * in parallel instead of one after the other (catalogue → app → privileges → shell → screen).
 * Nothing here decides anything; each import() is the same one the app makes later, which then
 * finds it loaded, and the responses of the privilege list and of the first list's page are adopted
 * by the app's first identical requests. Only tiny modules are imported here, so this runs as soon
 * as the entry arrives.
 */
import { loadMessages, localeInfo } from '../i18n/locales';
import LIST_HINTS from 'virtual:first-list-hints';
import { PRIVILEGE_LIST_PATH, prefetchGet } from './providers/http';
import { listQuery } from './providers/listQuery';
import { warmFormatters } from './schema/formatters';
import { getToken } from './providers/session';
import { storageKey, storedLocale } from './providers/storedPreferences';

const token = getToken();
/** Signed in: the privilege list (asked before any screen opens) goes first, before the scripts take the browser's connections. */
if (token) prefetchGet(PRIVILEGE_LIST_PATH, token);

const locale = storedLocale(storageKey('locale'));
void loadMessages(locale);

const [route, search] = window.location.hash.replace(/^#\/?/, '').split('?');
/** What the first screen shows: signed out, the login screen; signed in, the shell; on a resource route, the generated list too. */
export const FIRST_SCREEN = {
  login: !token,
  shell: !!token,
  list: !!token && !!route && !/^(login|register|forgot-password|error-404)$/.test(route) && !route.startsWith('dashboards'),
};

if (FIRST_SCREEN.login) void import('./pages/LoginPage');
if (FIRST_SCREEN.shell) void import('./layout/Layout');
// A record's page opened directly (a link, a reload): its screens' chunk loads with the app, not after it starts.
if (FIRST_SCREEN.list && /\/show$/.test(route)) void import('./schema/record/ResourceShow');
if (FIRST_SCREEN.list) {
  void import('./schema/list/ResourceList');
  void import('./schema/firstListPrefetch');
  // A generated list's page, when it is the default one (no query in the address, no list
  // parameters remembered): answered while the app is still downloading and compiling, instead of
  // after the first render, which holds the main thread for a few hundred milliseconds. Any other
  // page is asked by the app's start (src/schema/firstListPrefetch.ts) with react-admin's own rules.
  const hint = LIST_HINTS[`/${route}`];
  if (token && hint && !search && localStorage.getItem(storageKey(`${route}.listParams`)) === null) {
    prefetchGet(`/${hint.name}`, token, listQuery({ pagination: { page: 1, perPage: hint.perPage }, sort: hint.sort, filter: {} }));
  }
}

// The lists' number and date formats are slow to make the first time (the browser loads the
// language's data: tens of milliseconds); made here, in the next task, they are ready before the
// app's scripts have even arrived, instead of in the middle of the first screen's render.
if (FIRST_SCREEN.shell) setTimeout(() => warmFormatters(localeInfo(locale).htmlLang));
