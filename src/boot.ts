/**
 * Run by the entry before anything else is loaded: starts the downloads the first screen will need
 * in parallel instead of one after the other (catalogue → app → privileges → shell → screen).
 * Nothing here decides anything; each import() is the same one the app makes later, which then
 * finds it loaded, and the privilege list's response is adopted by the app's first request for it.
 * Only tiny modules are imported here, so this runs as soon as the entry arrives.
 */
import { loadMessages } from '../i18n/locales';
import { PRIVILEGE_LIST_PATH, prefetchGet } from './providers/http';
import { getToken } from './providers/session';
import { storageKey, storedLocale } from './providers/storedPreferences';

const token = getToken();
/** Signed in: the privilege list (asked before any screen opens) goes first, before the scripts take the browser's connections. */
if (token) prefetchGet(PRIVILEGE_LIST_PATH, token);

void loadMessages(storedLocale(storageKey('locale')));

const route = window.location.hash.replace(/^#\/?/, '').split('?')[0];
/** What the first screen shows: signed in, the shell; on a resource route, the generated list too. */
export const FIRST_SCREEN = {
  shell: !!token,
  list: !!token && !!route && !/^(login|register|forgot-password|error-404)$/.test(route) && !route.startsWith('dashboards'),
};

if (FIRST_SCREEN.shell) void import('./layout/Layout');
if (FIRST_SCREEN.list) {
  void import('./schema/ResourceList');
  void import('./schema/firstListPrefetch');
}
