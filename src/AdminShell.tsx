/**
 * react-admin's <Admin> (AdminContext + AdminUI), with every page slot given by this app.
 *
 * react-admin's own <AdminUI> names its defaults (the stock login form with react-hook-form and
 * its inputs, the default layout with its app bar, menu, sidebar and user menu, …) in its
 * parameter list, so they are in the entry chunk even when the app passes its own. This shell
 * passes every slot itself: the login screen loads only what it shows, and the layout and the
 * rarely seen pages are lazy chunks.
 */
import { createElement, useMemo, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { AdminContext, CoreAdminUI, LoadingPage } from 'react-admin';
import { ErrorPage } from './pages/ErrorPage';
import { StaticResourceDefinitions, definitionsOf } from './firstScreen/StaticResourceDefinitions';
import { lazyComponent } from './lazyComponent';

const AccessDenied = lazyComponent(() => import('./pages/raPages').then((m) => m.AccessDenied), { fallback: null });
const AuthenticationError = lazyComponent(() => import('./pages/raPages').then((m) => m.AuthenticationError), { fallback: null });

type ContextProps = Omit<ComponentProps<typeof AdminContext>, 'children'>;
type UiProps = Omit<ComponentProps<typeof CoreAdminUI>, 'layout' | 'loginPage' | 'catchAll' | 'error' | 'loading' | 'accessDenied' | 'authenticationError'>;

export interface AdminShellProps extends ContextProps, UiProps {
  layout: ComponentType<{ children: ReactNode }>;
  loginPage: ComponentType;
  catchAll: ComponentType;
  notification: ComponentType;
}

export function AdminShell({
  authProvider,
  dataProvider,
  i18nProvider,
  store,
  theme,
  lightTheme,
  darkTheme,
  defaultTheme,
  queryClient,
  basename,
  notification,
  children,
  ...ui
}: AdminShellProps) {
  // known before the first render (react-admin's router registers them after it: src/firstScreen/StaticResourceDefinitions.tsx)
  const definitions = useMemo(() => definitionsOf(children), [children]);
  return (
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      defaultTheme={defaultTheme}
      queryClient={queryClient}
      basename={basename}
    >
      <CssBaseline enableColorScheme>
        <StaticResourceDefinitions definitions={definitions}>
          <CoreAdminUI
            {...ui}
            error={ErrorPage}
            loading={LoadingPage}
            accessDenied={AccessDenied}
            authenticationError={AuthenticationError}
            authCallbackPage={false}
          >
            {children}
          </CoreAdminUI>
        </StaticResourceDefinitions>
        {createElement(notification)}
      </CssBaseline>
    </AdminContext>
  );
}
