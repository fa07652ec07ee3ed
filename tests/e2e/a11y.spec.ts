/**
 * axe-core on every route of the specification as admin, in light and dark theme: the suite fails
 * on any serious or critical violation.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SPEC_ROUTES } from './a11y-routes';
import { loginAndLand, storageKey, useLocale } from './helpers';

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/** One of each kind of screen, for the dark theme (colour is what changes between themes). */
const DARK_SAMPLE = [
  '/dashboards/map',
  '/dashboards/analytics',
  '/apps/area',
  '/apps/area/2',
  '/apps/assets/battery',
  '/apps/cab/device/1/show',
  '/apps/system/role/admin',
  '/apps/store/tag/create',
  '/store/order-refund',
  '/apps/system/log-sign-in',
];

for (const [theme, routes] of [
  ['light', SPEC_ROUTES],
  ['dark', DARK_SAMPLE],
] as const) {
  test(`no serious or critical axe violation (${theme} theme, ${routes.length} routes)`, async ({ page }) => {
    test.setTimeout(420_000);
    await useLocale(page, 'en');
    await page.addInitScript(([key, t]) => localStorage.setItem(key, JSON.stringify(t)), [storageKey('theme'), theme] as const);
    await loginAndLand(page, 'admin');
    const found: string[] = [];
    for (const route of routes) {
      // five rows are enough to check a list's markup and colours, and keep axe quick
      await page.goto(`/#${route}${route.startsWith('/dashboards') ? '' : '?perPage=5'}`);
      await expect(page.locator('table tbody tr, .RaList-noResults, .RaEmpty-message, h1, h2, #main-content ul li, .RaShow-main, .RaEdit-main, .RaCreate-main').first()).toBeVisible();
      for (const v of await violations(page)) found.push(`${route}: ${v}`);
    }
    await page.goto('/#/login');
    expect(found).toEqual([]);
  });
}

test('no serious or critical axe violation on the public pages', async ({ page }) => {
  await useLocale(page, 'en');
  const found: string[] = [];
  for (const route of ['/login', '/register', '/forgot-password', '/error-404']) {
    await page.goto(`/#${route}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const v of await violations(page)) found.push(`${route}: ${v}`);
  }
  expect(found).toEqual([]);
});
