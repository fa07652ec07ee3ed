/** Test helpers of the shell: react-admin's context in English with a store, a router and a viewport width. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, testDataProvider, type AuthProvider, type DataProvider, type Store, type TranslationMessages } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import en from '../../i18n/en';
import { withRouteAliases } from '../providers/i18nProvider';
import { registry } from '../schema/registry';
import { makeThemes } from './theme';

/** Shows the current path (and, apart, its query), to assert navigation. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <>
      <output data-testid="location">{pathname}</output>
      <output data-testid="location-search">{search}</output>
    </>
  );
}

export interface ShellRenderOptions {
  store?: Store;
  dataProvider?: Partial<DataProvider>;
  /** Privilege codes `usePermissions` returns; omitted = no auth provider (everything allowed). */
  privileges?: readonly string[];
  /** Extra auth provider methods (e.g. `canAccess`). */
  auth?: Partial<AuthProvider>;
  route?: string;
}

/** Renders `ui` inside react-admin's context (English, a memory store unless given) and a memory router. */
export function renderShell(ui: ReactElement, { store = memoryStore(), dataProvider = {}, privileges, auth, route = '/' }: ShellRenderOptions = {}) {
  const messages = withRouteAliases(en, registry) as TranslationMessages;
  const i18nProvider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
  const authProvider: AuthProvider | undefined =
    privileges || auth
      ? {
          login: async () => undefined,
          logout: async () => undefined,
          checkAuth: async () => undefined,
          checkError: async () => undefined,
          getPermissions: async () => [...(privileges ?? [])],
          getIdentity: async () => ({ id: '1', fullName: 'Tester' }),
          ...auth,
        }
      : undefined;
  const themes = makeThemes('ltr');
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <AdminContext
        dataProvider={testDataProvider(dataProvider)}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        theme={themes.light}
        lightTheme={themes.light}
        darkTheme={themes.dark}
      >
        {ui}
        <LocationProbe />
      </AdminContext>
    </MemoryRouter>,
  );
  return { ...result, store };
}

/**
 * A `window.matchMedia` that answers width queries (`min-width` / `max-width` in px) for a viewport
 * width that `setWidth` changes, notifying listeners like a browser does on resize. Other queries
 * (colour scheme, reduced motion) do not match.
 */
export function mockViewport(initialWidth: number) {
  let width = initialWidth;
  const lists = new Set<{ query: string; matches: boolean; listeners: Set<(e: MediaQueryListEvent) => void> }>();
  const evaluate = (query: string) => {
    const parts = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
    if (parts.length === 0) return false;
    return parts.every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)));
  };
  const matchMedia = vi.fn((query: string) => {
    const entry = { query, matches: evaluate(query), listeners: new Set<(e: MediaQueryListEvent) => void>() };
    lists.add(entry);
    const mql = {
      media: query,
      get matches() {
        return evaluate(query);
      },
      onchange: null,
      addEventListener: (_: string, l: (e: MediaQueryListEvent) => void) => entry.listeners.add(l),
      removeEventListener: (_: string, l: (e: MediaQueryListEvent) => void) => entry.listeners.delete(l),
      addListener: (l: (e: MediaQueryListEvent) => void) => entry.listeners.add(l),
      removeListener: (l: (e: MediaQueryListEvent) => void) => entry.listeners.delete(l),
      dispatchEvent: () => true,
    };
    return mql as unknown as MediaQueryList;
  });
  vi.stubGlobal('matchMedia', matchMedia);
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  return {
    restore() {
      vi.unstubAllGlobals();
      delete (window as { matchMedia?: unknown }).matchMedia;
    },
    setWidth(next: number) {
      width = next;
      for (const entry of lists) {
        const now = evaluate(entry.query);
        if (now === entry.matches) continue;
        entry.matches = now;
        for (const l of entry.listeners) l({ matches: now, media: entry.query } as MediaQueryListEvent);
      }
    },
  };
}
