/** <Admin> wiring only: providers, layout, resources from the registry, custom routes. */
import { useMemo, useSyncExternalStore } from 'react';
import { CacheProvider } from '@emotion/react';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { QueryClient } from '@tanstack/react-query';
import { CustomRoutes, Loading, Resource, type I18nProvider, type Store } from 'react-admin';
import { AdminShell } from './AdminShell';
import { Navigate, Route } from 'react-router-dom';
import { localeInfo } from '../i18n/locales';
import { makeThemes } from './layout/theme';
import { useCatalogueLocale, withMuiWords } from './layout/muiWords';
import { emotionCache } from './layout/direction';
import { useShellTheme } from './layout/settings';
import { OVERRIDES } from './pages/overrides';
import { RequireCode } from './pages/RequireCode';
import { SCHEMA_CODE } from '../resources/privilege-tree';
import { RootRedirect } from './pages/RootRedirect';
import NotAuthorized from './pages/NotAuthorized';
import { ScreenErrorBoundary } from './pages/ScreenErrorBoundary';
import { EngineScreensProvider, type EngineScreens } from './schema/RequireAccess';
import type { AppAuthProvider } from './providers/authProvider';
import type { AppDataProvider } from './providers/dataProvider';
import { LazyResourceList, LazyResourceShow, resourceProps } from './schema/resourceProps';
import { registry } from './schema/registry';
import { useCurrentRegistry } from './schema/useCurrentRegistry';
import * as businessDemo from './demo/business/routes';
import * as communicationDemo from './demo/communication/routes';
import { withExtraMessages } from './providers/i18nExtras';
import { lazyComponent } from './lazyComponent';

// Pages other than the login screen are chunks of their own, loaded when first shown.
const ForgotPasswordPage = lazyComponent(() => import('./pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage), { fallback: null });
const RegisterPage = lazyComponent(() => import('./pages/RegisterPage').then((m) => m.RegisterPage), { fallback: null });
const NotFoundPage = lazyComponent(() => import('./pages/NotFoundPage').then((m) => m.NotFoundPage), { fallback: null });
const MapDashboard = lazyComponent(
  withExtraMessages(() => import('./pages/MapDashboard').then((m) => m.MapDashboard)),
  { fallback: <Loading /> },
);
const DataModelPage = lazyComponent(
  withExtraMessages(() => import('./pages/dataModel/DataModelPage').then((m) => m.DataModelPage)),
  { fallback: <Loading /> },
);
const ReportPage = lazyComponent(
  withExtraMessages(() => import('./pages/ReportPage').then((m) => m.ReportPage)),
  { fallback: <Loading /> },
);
// The notifications' snackbar is drawn after the first paint (react-admin keeps the notifications given before it is in).
const Notification = lazyComponent(() => import('./layout/Notification').then((m) => m.Notification), { when: 'painted' });
// The shell (menu, app bar, search, customizer) is not needed by the login screen: a chunk of its own.
const Layout = lazyComponent(() => import('./layout/Layout').then((m) => m.Layout), { fallback: <Loading /> });
// Nor is the login screen (its form's inputs, the language menu) needed by a signed-in one.
const LoginPage = lazyComponent(() => import('./pages/LoginPage').then((m) => m.LoginPage), { fallback: null });

/**
 * Loads the first screen's code before the first render (signed out, the login screen; signed in,
 * the shell and, on a resource route, the generated list, and on a record's address its page), so that none suspends: the app's start
 * awaits it. A failed load is left to the screens' own lazy loading and its error handling.
 */
export function preloadFirstScreen({ login, shell, list, record }: { login: boolean; shell: boolean; list: boolean; record: boolean }): Promise<unknown> {
  return Promise.all([login && LoginPage.preload(), shell && Layout.preload(), list && LazyResourceList.preload(), record && LazyResourceShow.preload()]).catch(
    () => undefined,
  );
}

export interface AppProps {
  dataProvider: AppDataProvider;
  authProvider: AppAuthProvider;
  i18nProvider: I18nProvider;
  /** The user's preferences: react-admin's `store`. */
  preferences: Store;
  queryClient?: QueryClient;
}

const NotFoundRedirect = () => <Navigate to="/error-404" replace />;

/**
 * The schemas' screens: built once per registry version, so a re-render of the app (a language or
 * theme change) hands react-admin the same elements, and a published declaration adds its screens.
 */
function useResources() {
  const current = useCurrentRegistry();
  return useMemo(
    () =>
      current.all.map((def) => {
        const { key, ...props } = resourceProps(def, registry, OVERRIDES[def.name]);
        return <Resource key={key} {...props} />;
      }),
    [current],
  );
}

function useLocale(preferences: Store, fallback: string): string {
  return useSyncExternalStore(
    (cb) => preferences.subscribe('locale', cb),
    () => String(preferences.getItem('locale', fallback)),
  );
}

/** The generated screens' refusal and error screens are the app's pages (src/schema/RequireAccess.tsx). */
const ENGINE_SCREENS: EngineScreens = { notAuthorized: NotAuthorized, errorBoundary: ScreenErrorBoundary };

export function App({ dataProvider, authProvider, i18nProvider, preferences, queryClient }: AppProps) {
  const locale = useLocale(preferences, i18nProvider.getLocale());
  const { dir, palette, skin } = useShellTheme(preferences, locale, localeInfo(locale).dir);
  // MUI's own controls' words (a pager's, an autocomplete's) in the language shown, once its catalogue is in
  const wordsLocale = useCatalogueLocale(i18nProvider, locale);
  // the system's "reduce motion": no transitions, no ripples (src/layout/theme.ts), followed as it changes
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const themes = useMemo(
    () => withMuiWords(makeThemes(dir, { palette, skin, reducedMotion }), (key, options) => i18nProvider.translate(key, options)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the catalogue's language changes what i18nProvider.translate answers
    [dir, palette, skin, reducedMotion, wordsLocale, i18nProvider],
  );
  const resources = useResources();
  return (
    <CacheProvider value={emotionCache(dir)}>
      <EngineScreensProvider value={ENGINE_SCREENS}>
        <AdminShell
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          store={preferences}
          queryClient={queryClient}
          layout={Layout}
          loginPage={LoginPage}
          dashboard={RootRedirect}
          catchAll={NotFoundRedirect}
          notification={Notification}
          theme={themes.light}
          lightTheme={themes.light}
          darkTheme={themes.dark}
          title="app.shell.app_name"
          disableTelemetry
          requireAuth
        >
          <CustomRoutes noLayout>
            <Route path="/register" element={<RegisterPage />} />
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/error-404" element={<NotFoundPage />} />
            {communicationDemo.blankRoutes}
            {businessDemo.blankRoutes}
          </CustomRoutes>
          <CustomRoutes>
            <Route
              path="/dashboards/map"
              element={
                <RequireCode code="RESOURCE_ADMIN_DASHBOARD_MAP">
                  <MapDashboard />
                </RequireCode>
              }
            />
            <Route
              path="/dashboards/eCommerce"
              element={
                <RequireCode code="RESOURCE_ADMIN_REPORT">
                  <ReportPage titleKey="app.menu.pages.eCommerce" kind="eCommerce" />
                </RequireCode>
              }
            />
            <Route
              path="/dashboards/analytics"
              element={
                <RequireCode code="RESOURCE_ADMIN_REPORT_HIDE">
                  <ReportPage titleKey="app.menu.pages.analytics" kind="analytics" />
                </RequireCode>
              }
            />
            <Route
              path="/dashboards/crm"
              element={
                <RequireCode code="RESOURCE_ADMIN_REPORT_HIDE">
                  <ReportPage titleKey="app.menu.pages.crm" kind="crm" />
                </RequireCode>
              }
            />
            <Route
              path="/apps/system/schema/*"
              element={
                <RequireCode code={SCHEMA_CODE}>
                  <DataModelPage />
                </RequireCode>
              }
            />
            {communicationDemo.layoutRoutes}
            {businessDemo.layoutRoutes}
          </CustomRoutes>
          {resources}
        </AdminShell>
      </EngineScreensProvider>
    </CacheProvider>
  );
}
