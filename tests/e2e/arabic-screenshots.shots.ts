import { expect, test } from '@playwright/test';
import { stillColours, switchTheme, useTheme } from './axe';
import { loginAndLand, useLocale } from './helpers';
import { MAIN_SCREENS } from './main-screens';
import { SHOTS_DIR } from './shots';

/**
 * Screenshots of the main screens in Arabic, light and dark, for a person to look at (not compared):
 * `npm run shots` (into SHOTS_DIR, default /tmp/shots). A tool, not a test: `npm test` does not run it.
 */
test('screenshots of the main screens in Arabic, light and dark', async ({ page }) => {
  const dir = SHOTS_DIR;
  test.setTimeout(180_000);
  await useLocale(page, 'ar');
  await useTheme(page, 'light');
  await loginAndLand(page, 'admin');
  await stillColours(page);
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await switchTheme(page, 'dark');
    for (const screen of MAIN_SCREENS) {
      await page.goto(`/#${screen.route}`);
      await screen.open?.(page);
      await expect(screen.ready(page)).toBeVisible();
      await page.screenshot({ path: `${dir}/ar-${theme}${screen.route.replace(/\//g, '_')}.png` });
    }
    await page.getByRole('button', { name: 'فتح تخصيص المظهر' }).click();
    await expect(page.getByRole('dialog', { name: 'تخصيص المظهر' })).toBeVisible();
    await page.screenshot({ path: `${dir}/ar-${theme}_settings-drawer.png` });
    await page.keyboard.press('Escape');
    // no focus ring or tooltip left on the settings button in the next pictures
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  }
});
