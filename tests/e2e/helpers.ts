import { expect, type BrowserContext, type Page } from '@playwright/test';
import { seededToken } from './session-seed';

/** Where react-admin keeps the store (src/providers/preferencesProvider.ts). */
export const storageKey = (key: string) => `RaStoreswap-admin.${key}`;
const LOCALE_KEY = storageKey('locale');

export const ACCOUNTS = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
  guest: { email: 'guest@demo.com', password: 'guest' },
} as const;

/** Sets the language before the app starts (react-admin keeps it in its store). */
export async function useLocale(page: Page, locale: 'zh_CN' | 'en' | 'fr' | 'ar') {
  // the script runs in the page: everything it needs is passed in
  await page.addInitScript(
    ([key, l]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify(l));
    },
    [LOCALE_KEY, locale] as const,
  );
}

export async function login(page: Page, who: keyof typeof ACCOUNTS) {
  await page.goto('/#/login');
  await page.locator('input[name="email"]').fill(ACCOUNTS[who].email);
  await page.locator('input[name="password"]').fill(ACCOUNTS[who].password);
  await page.locator('button[type="submit"]').click();
}

/** Signs in through the login form and waits until the app has landed (for the tests about signing in; the others start signed in: fixtures.ts). */
export async function loginAndLand(page: Page, who: keyof typeof ACCOUNTS) {
  await login(page, who);
  await landed(page);
}

/** Opens the app where a login lands (the map dashboard), with the test's stored session, and waits for it. */
export async function openLanding(page: Page) {
  await page.goto('/#/dashboards/map');
  await landed(page);
}

async function landed(page: Page) {
  await expect(page).toHaveURL(/#\/dashboards\/map/);
  // landed = the dashboard's heading is on screen inside the app's shell (the login page has a heading too,
  // and can still be on screen for a moment after the address changed): the session is fully set up
  await expect(page.locator('#main-content').getByRole('heading', { level: 1 })).toBeVisible();
}

/** Collects uncaught page errors, to assert a walk through the app produced none. */
/** A translation key shown as is (what polyglot shows for a key no catalogue has). */
const RAW_KEY = /\b(?:app|ra|resources)\.[a-z][\w-]*\.[\w./-]+/;

/** The raw translation keys on screen, in its text and its accessible names (every string should come from a catalogue). */
export function rawKeysShown(page: Page): Promise<string[]> {
  return page.evaluate((pattern) => {
    const re = new RegExp(pattern, 'g');
    const names = [...document.querySelectorAll('[aria-label],[title],[placeholder]')].map((el) =>
      ['aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? '').join(' '),
    );
    return [...new Set([document.body.innerText, ...names].join('\n').match(re) ?? [])];
  }, RAW_KEY.source);
}

/** The API's refusals and failures (4xx, 5xx) the page met, as "status url". */
export function collectApiFailures(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/admin-company/v1/') && r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  return failed;
}

export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** The stored session's token a context started with (reading a context's storage opens a page: once per context). */
const startTokens = new WeakMap<BrowserContext, Promise<string | null>>();

/** The session's token: the open app's, or before the first page is opened the test's stored session's. */
async function tokenOf(page: Page): Promise<string | null> {
  if (page.url().startsWith('http')) return page.evaluate(() => localStorage.getItem('accessToken'));
  const context = page.context();
  const seeded = seededToken(context);
  if (seeded !== undefined) return seeded;
  if (!startTokens.has(context))
    startTokens.set(
      context,
      context.storageState().then(({ origins }) => origins.flatMap((o) => o.localStorage).find((item) => item.name === 'accessToken')?.value ?? null),
    );
  return startTokens.get(context)!;
}

/** Calls the API with the session's token (of the open app, or the stored one the test starts with). */
export async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  const response = await page.request.fetch(`/admin-company/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
    data: body,
  });
  const j = (await response.json()) as { data: unknown };
  return { status: response.status(), data: j.data as never };
}
