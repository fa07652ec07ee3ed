/** Test helpers: the app's English catalogue in a react-admin context, and a routed `fetch` mock. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type TranslationMessages } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import en from '../../../../i18n/en';

export function renderInAdmin(ui: ReactElement, options: { route?: string; path?: string } = {}) {
  const i18nProvider = polyglotI18nProvider(() => en as TranslationMessages, 'en');
  return render(
    <MemoryRouter initialEntries={[options.route ?? '/']}>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        {options.path ? (
          <Routes>
            <Route path={options.path} element={ui} />
          </Routes>
        ) : (
          ui
        )}
      </AdminContext>
    </MemoryRouter>,
  );
}

export const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface Call {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}

type Handler = (call: Call) => Response | Promise<Response>;

/**
 * Replaces `fetch` with a router over `"METHOD /path"` keys; unknown routes answer 404 so a
 * missing handler shows up in the test. Returns the mock and the list of calls made.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path: url.pathname, url, body };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    return handler ? handler(call) : json({ message: `No mock for ${method} ${url.pathname}` }, 404);
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls };
}
