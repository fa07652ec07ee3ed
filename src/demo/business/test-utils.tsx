/** Test helpers of the business demo screens: the app's English catalogue, a router, and a fake `fetch`. */
import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type TranslationMessages } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi, type Mock } from 'vitest';
import en from '../../../i18n/en';

// These screens render many MUI fields; on a busy machine a find or a test can take a while.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 60_000 });

/** Renders `ui` at `route` (matched against `path`) inside react-admin's context, in English. */
export function renderScreen(ui: ReactElement, { path = '/', route = '/' }: { path?: string; route?: string } = {}) {
  const i18nProvider = polyglotI18nProvider(() => en as TranslationMessages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
  return render(
    <MemoryRouter initialEntries={[route]}>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

export type FetchHandler = (url: URL, init: RequestInit) => FakeAnswer | Promise<FakeAnswer>;

/** Replaces `fetch` with a `vi.fn` answering through `handler` (URLs resolved against http://test). */
export function mockFetch(handler: FetchHandler): Mock {
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://test');
    const { status = 200, body = null } = await handler(url, init);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      json: async () => body,
    } as Response;
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The URLs (decoded search params) of every call to `fn` whose path is `path`. */
export function callsTo(fn: Mock, path: string): URLSearchParams[] {
  return fn.mock.calls
    .map((c) => new URL(String(c[0]), 'http://test'))
    .filter((u) => u.pathname === path)
    .map((u) => u.searchParams);
}
