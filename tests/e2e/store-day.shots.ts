import { expect, test } from '@playwright/test';
import { stillColours, useTheme } from './axe';
import { loginAndLand, useLocale } from './helpers';
import { SHOTS_DIR } from './shots';

/**
 * Screenshots of the store manager's home (its store's day above the map) for a person to look at
 * (not compared): Chinese light and dark, Arabic light, at 1440 and 390 wide.
 * `SHOTS_DIR=… npx playwright test -c playwright.shots.config.ts tests/e2e/store-day.shots.ts`.
 */
const RUNS = [
  { locale: 'zh_CN', theme: 'light', width: 1440 },
  { locale: 'zh_CN', theme: 'dark', width: 1440 },
  { locale: 'ar', theme: 'light', width: 1440 },
  { locale: 'ar', theme: 'dark', width: 390 },
  { locale: 'en', theme: 'light', width: 390 },
] as const;

for (const run of RUNS)
  test(`the store's day in ${run.locale}, ${run.theme}, ${run.width} wide`, async ({ page }) => {
    const dir = SHOTS_DIR;
    await page.setViewportSize({ width: run.width, height: run.width > 800 ? 900 : 844 });
    await useLocale(page, run.locale);
    await useTheme(page, run.theme);
    await loginAndLand(page, 'client');
    await stillColours(page);
    const day = page.getByTestId('store-day');
    await expect(day.getByTestId('store-day-date')).not.toBeEmpty();
    await expect(day.locator('.MuiSkeleton-root')).toHaveCount(0);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${dir}/store-day-${run.locale}-${run.theme}-${run.width}.png`, fullPage: run.width < 800 });
  });
