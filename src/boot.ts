/**
 * Imported first by main.tsx, so it runs as soon as its few dependencies are evaluated: it starts
 * downloading what the first screen will need, in parallel, instead of one after the other
 * (locale catalogue → app → privileges → shell → screen). Nothing here decides anything; each
 * import() is the same one the app makes later, which then finds it loaded.
 */
import { loadMessages } from '../i18n/locales';
import { storedLocale } from './providers/i18nProvider';
import { storageKey } from './providers/preferencesStore';
import { getToken } from './providers/session';

void loadMessages(storedLocale(storageKey('locale')));

/** Signed in: the shell and, on a resource route, the generated list are needed next. */
if (getToken()) {
  void import('./layout/Layout');
  const route = window.location.hash.replace(/^#\/?/, '').split('?')[0];
  if (route && !/^(login|register|forgot-password|error-404)$/.test(route) && !route.startsWith('dashboards')) void import('./schema/ResourceList');
}
