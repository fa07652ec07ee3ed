import './boot'; // first: starts the first screen's downloads in parallel
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { createHttpClient } from './providers/http';
import { createI18nProvider, storedLocale } from './providers/i18nProvider';
import { setExtraMessagesLoader } from './providers/i18nExtras';
import { preferencesStore, storageKey } from './providers/preferencesStore';
import { createQueryClient } from './providers/queryClient';
import { getToken } from './providers/session';
import { guardSession, hashPath } from './publicPaths';
import { registry } from './schema/registry';

async function postJson(path: string, body: unknown) {
  const res = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json().catch(() => null)) as unknown };
}

async function start() {
  guardSession(() => !!getToken());
  const store = preferencesStore();
  const http = createHttpClient({ getToken });
  const authProvider = createAuthProvider({
    http,
    registry,
    postJson,
    currentPath: () => hashPath(window.location.hash),
  });
  // signed in: the privilege list (asked by every screen's access check) loads while the catalogue does
  if (getToken()) void authProvider.privileges();
  const i18nProvider = await createI18nProvider(registry, storedLocale(storageKey('locale')));
  setExtraMessagesLoader(i18nProvider.loadExtras);
  const dataProvider = createDataProvider(http, registry, (key, options) => i18nProvider.translate(key, options));
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store} queryClient={createQueryClient()} />
    </StrictMode>,
  );
}

void start();
