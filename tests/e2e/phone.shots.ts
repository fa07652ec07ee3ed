import { expect, test } from '@playwright/test';
import { stillColours, useTheme } from './axe';
import { loginAndLand, useLocale } from './helpers';
import { SHOTS_DIR } from './shots';

/**
 * Screenshots of the app on a phone (390×844), for a person to look at (not compared): the alarms
 * list (folded filters, each card's next step), an alarm's page with its action bar at the foot of
 * the screen after scrolling, and the navigation drawer scrolled to its last entry — in light, dark
 * and Arabic. `SHOTS_DIR=… npx playwright test -c playwright.shots.config.ts tests/e2e/phone.shots.ts`.
 */
const RUNS = [
  { locale: 'en', theme: 'light' },
  { locale: 'zh_CN', theme: 'dark' },
  { locale: 'ar', theme: 'light' },
] as const;

for (const run of RUNS)
  test(`a phone in ${run.locale}, ${run.theme}`, async ({ page }) => {
    const dir = SHOTS_DIR;
    const name = (what: string) => `${dir}/phone-${what}-${run.locale}-${run.theme}.png`;
    await page.setViewportSize({ width: 390, height: 844 });
    await useLocale(page, run.locale);
    await useTheme(page, run.theme);
    await loginAndLand(page, 'admin');
    await stillColours(page);

    await page.goto('/#/apps/cab/warn?filter=%7B%22status%22%3A%5B%22open%22%5D%7D');
    const cards = page.locator('#main-content li');
    await expect(cards.first().locator('.SchemaCell-actions button').first()).toBeVisible();
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await page.screenshot({ path: name('list') });

    await cards.first().locator('a').first().click();
    await expect(page.getByRole('toolbar').first()).toBeVisible();
    await page.mouse.wheel(0, 1200);
    await page.waitForFunction(() => window.scrollY > 0);
    // the page's entrance (RouteTransition, a fade) is over
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await page.screenshot({ path: name('record') });

    await page.locator('header button').first().click();
    const drawer = page.locator('.MuiDrawer-modal .MuiDrawer-paper');
    await expect(drawer).toBeVisible();
    await drawer.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await page.screenshot({ path: name('drawer') });
  });
