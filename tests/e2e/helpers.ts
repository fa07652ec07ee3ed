import { expect, type Page } from '@playwright/test';

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

export async function loginAndLand(page: Page, who: keyof typeof ACCOUNTS) {
  await login(page, who);
  await expect(page).toHaveURL(/#\/dashboards\/map/);
  // landed = the dashboard's heading is on screen inside the app's shell (the login page has a heading too,
  // and can still be on screen for a moment after the address changed): the session is fully set up
  await expect(page.locator('#main-content').getByRole('heading', { level: 1 })).toBeVisible();
}

/** Collects uncaught page errors, to assert a walk through the app produced none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Calls the API from the page with the session's token. */
export async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const r = await fetch(`/admin-company/v1${path}`, {
        method,
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const j = (await r.json()) as { data: unknown };
      return { status: r.status, data: j.data as never };
    },
    { method, path, body },
  );
}
