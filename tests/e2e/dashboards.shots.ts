import { expect, test, type Page } from '@playwright/test';
import { stillColours, useTheme } from './axe';
import { loginAndLand, useLocale } from './helpers';
import { SHOTS_DIR } from './shots';

/**
 * Screenshots of the dashboards for a person to look at (not compared): the map (admin and the
 * store manager), analytics, eCommerce and CRM, in Chinese light and dark and in Arabic, at 1440
 * and 390 wide. `SHOTS_DIR=… npx playwright test -c playwright.shots.config.ts tests/e2e/dashboards.shots.ts`.
 */
const SCREENS = ['/dashboards/map', '/dashboards/analytics', '/dashboards/eCommerce', '/dashboards/crm'];
const RUNS = [
  { locale: 'zh_CN', theme: 'light', width: 1440 },
  { locale: 'zh_CN', theme: 'dark', width: 1440 },
  { locale: 'ar', theme: 'light', width: 1440 },
  { locale: 'zh_CN', theme: 'light', width: 390 },
  { locale: 'ar', theme: 'dark', width: 390 },
] as const;

async function ready(page: Page, route: string) {
  if (route === '/dashboards/map') await expect(page.getByTestId('ops-map').locator('.ops-marker').first()).toBeVisible();
  else await expect(page.locator('[data-testid^="chart-"]').first()).toBeVisible();
  await expect(page.getByTestId('data-until')).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await page.mouse.move(0, 0); // no tooltip in the picture
}

for (const run of RUNS)
  test(`dashboards in ${run.locale}, ${run.theme}, ${run.width} wide`, async ({ page }) => {
    const dir = SHOTS_DIR;
    test.setTimeout(180_000);
    await page.setViewportSize({ width: run.width, height: run.width > 800 ? 900 : 844 });
    // charts drawn at once (recharts skips its animations for reduced motion)
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await useLocale(page, run.locale);
    await useTheme(page, run.theme);
    const name = (route: string, who = 'admin') =>
      `${dir}/${run.locale}-${run.theme}-${run.width}${route.replace(/\//g, '_')}${who === 'admin' ? '' : `-${who}`}.png`;
    await loginAndLand(page, 'admin');
    await stillColours(page);
    for (const route of SCREENS) {
      await page.goto(`/#${route}`);
      await ready(page, route);
      await page.screenshot({ path: name(route), fullPage: route !== '/dashboards/map' });
    }
    // the store manager's landing map
    await page.evaluate(() => localStorage.removeItem('accessToken'));
    await page.goto('/#/login');
    await page.reload();
    await loginAndLand(page, 'client');
    await stillColours(page);
    await ready(page, '/dashboards/map');
    await page.screenshot({ path: name('/dashboards/map', 'client') });
    await page.getByTestId('ops-map').locator('.ops-pin[data-kind="store"]').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: name('/dashboards/map', 'client-store-panel') });
  });
