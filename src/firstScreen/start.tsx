/** The app's start (loaded by the tiny entry, src/main.tsx, after it has started the first downloads): providers, then the root. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadFirstScreen } from '../App';
import { FIRST_SCREEN } from './boot';
import { createAuthProvider } from '../providers/authProvider';
import { createDataProvider } from '../providers/dataProvider';
import { createHttpClient } from '../providers/http';
import { createI18nProvider } from '../providers/i18nProvider';
import { storageKey, storedLocale } from '../providers/storedPreferences';
import { setExtraMessagesLoader } from '../providers/i18nExtras';
import { createPreferencesProvider } from '../providers/preferencesProvider';
import { createQueryClient } from '../providers/queryClient';
import { answerSettledAuthQueries } from './settledAuthQueries';
import { getToken } from '../providers/session';
import { guardSession, hashPath } from '../publicPaths';
import { registry } from '../schema/registry';
import { reportClientError } from '../providers/clientErrors';
import { OVERRIDES } from '../pages/overrides';

/** The longest the first render waits for a record page's data (a slow answer does not hold the shell back). */
const FIRST_RECORD_WAIT_MS = 400;

async function postJson(path: string, body: unknown, { token }: { token?: string } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json().catch(() => null)) as unknown };
}

async function getJson(path: string, { token }: { token: string }) {
  const res = await fetch(path, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json().catch(() => null)) as unknown };
}

async function start() {
  guardSession(() => !!getToken());
  const preferences = createPreferencesProvider();
  const http = createHttpClient({ getToken });
  const authProvider = createAuthProvider({
    http,
    registry,
    // the run-time declarations in force come with the privilege list: their screens, menu entries and labels follow
    declarations: (declarations) => {
      for (const { name, problem } of registry.install(declarations))
        reportClientError(new Error(`declaration ${name} left out: ${problem}`), window.location.hash);
    },
    postJson,
    getJson,
    currentPath: () => hashPath(window.location.hash),
  });
  const queryClient = createQueryClient();
  // access checks, permissions and identity known in memory are in react-admin's cache from the first render on
  answerSettledAuthQueries(queryClient, authProvider.settledAnswers);
  // the catalogue translates the API's error notices; it is not needed to send a request
  let translate: (key: string, options?: Record<string, unknown>) => string = (key) => key;
  const dataProvider = createDataProvider(http, registry, (key, options) => translate(key, options));
  let firstRecord: Promise<void> | undefined;
  if (getToken()) {
    // signed in: the privilege list (asked by every screen's access check; its request was sent at boot) loads while the catalogue does,
    void authProvider.privileges();
    // and so does the first list's page (a chunk of its own: the login screen does not need it; boot has started its download)
    void import('./prefetchFirstList').then(({ prefetchFirstList }) =>
      prefetchFirstList({ hash: window.location.hash, registry, handWritten: (def) => !!OVERRIDES[def.name]?.list, preferences, queryClient, dataProvider }),
    );
    // on a record page's address, the record, its connections and its related tables' first pages (which of those the user may list: once the privileges are in)
    if (FIRST_SCREEN.record)
      firstRecord = Promise.all([import('./prefetchFirstRecord'), authProvider.privileges().catch(() => undefined)]).then(([{ prefetchFirstRecord }]) =>
        prefetchFirstRecord({
          hash: window.location.hash,
          registry,
          handWritten: (def) => !!OVERRIDES[def.name]?.show,
          mayList: (resource) => authProvider.settledAnswers()?.canAccess({ resource, action: 'list' }) ?? false,
          preferences,
          queryClient,
          dataProvider,
        }),
      );
  }
  const [i18nProvider] = await Promise.all([
    createI18nProvider(registry, storedLocale(storageKey('locale'))),
    preloadFirstScreen(FIRST_SCREEN),
    // the privilege list usually arrives before the catalogue and the first screen's code; waiting
    // for it lets that first screen render whole at once (its access checks settled), not in passes
    getToken() ? authProvider.privileges().catch(() => undefined) : undefined,
    // a record page's data usually arrives a few tens of milliseconds after its code: waiting for it (not
    // long) draws the page with its related rows in the first render, not in three passes
    firstRecord && Promise.race([firstRecord, new Promise((resolve) => setTimeout(resolve, FIRST_RECORD_WAIT_MS))]),
  ]);
  translate = (key, options) => i18nProvider.translate(key, options);
  setExtraMessagesLoader(i18nProvider.loadExtras);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} preferences={preferences} queryClient={queryClient} />
    </StrictMode>,
  );
}

void start();
