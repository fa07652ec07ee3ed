import { expect, test } from '@playwright/test';
import { useTheme } from './axe';
import { login, useLocale } from './helpers';
import { SHOTS_DIR } from './shots';

/**
 * Screenshots of the session parts (the store chip in the app bar, the notifications panel, the
 * user menu, the change-password dialog with an error) as the store manager (and once as the
 * administrator), light and dark,
 * Chinese, English and Arabic, at 1440 and 390 px, for a person to look at (not compared):
 * `npm run shots` (into SHOTS_DIR, default /tmp/shots). A tool, not a test: `npm test` does not run it.
 */
const CASES = [
  { name: 'en-light-1440', width: 1440, height: 900, locale: 'en', theme: 'light', who: 'client' },
  { name: 'admin-en-light-1440', width: 1440, height: 900, locale: 'en', theme: 'light', who: 'admin' },
  { name: 'zh-dark-1440', width: 1440, height: 900, locale: 'zh_CN', theme: 'dark', who: 'client' },
  { name: 'ar-light-1440', width: 1440, height: 900, locale: 'ar', theme: 'light', who: 'client' },
  { name: 'zh-light-390', width: 390, height: 844, locale: 'zh_CN', theme: 'light', who: 'client' },
  { name: 'ar-dark-390', width: 390, height: 844, locale: 'ar', theme: 'dark', who: 'client' },
] as const;

for (const c of CASES)
  test(`session screenshots: ${c.name}`, async ({ page }) => {
    const dir = SHOTS_DIR;
    await page.setViewportSize({ width: c.width, height: c.height });
    await useLocale(page, c.locale);
    await useTheme(page, c.theme);
    await login(page, c.who);
    await expect(page).toHaveURL(/#\/dashboards\/map/);
    if (c.who === 'admin') await expect(page.getByRole('button', { name: /系统管理员/ })).toBeVisible();
    else if (c.width >= 600) await expect(page.getByTestId('store-chip')).toBeVisible();
    else {
      // on a phone: the store under the navigation's header
      await page.getByRole('banner').getByRole('button').first().click();
      await expect(page.getByTestId('store-nav-line')).toBeVisible();
      await page.screenshot({ path: `${dir}/session-${c.name}-nav.png` });
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('store-nav-line')).toBeHidden();
    }
    await page.screenshot({ path: `${dir}/session-${c.name}-appbar.png` });
    await page.mouse.move(c.width / 2, c.height - 10);
    await page.getByTestId('notifications-badge').click();
    await expect(page.locator('[data-notification]').first()).toBeVisible();
    await expect(page.locator('.MuiPopover-paper').last()).toHaveCSS('opacity', '1');
    await page.screenshot({ path: `${dir}/session-${c.name}-notifications.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('button').last().click();
    await expect(page.getByTestId('session-summary')).toBeVisible();
    await expect(page.getByRole('menuitem').first()).toBeFocused();
    await expect(page.locator('.MuiPopover-paper').last()).toHaveCSS('opacity', '1');
    await page.mouse.move(c.width / 2, c.height - 10); // no tooltip left in the picture
    await page.screenshot({ path: `${dir}/session-${c.name}-user-menu.png` });
    await page.getByRole('menuitem').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="newPassword"]').fill('123');
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expect(page.locator('.MuiDialog-paper')).toHaveCSS('opacity', '1');
    await page.screenshot({ path: `${dir}/session-${c.name}-password.png` });
  });
