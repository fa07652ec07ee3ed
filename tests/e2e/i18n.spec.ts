import { expect, test } from '@playwright/test';
import { loginAndLand } from './helpers';

test('Chinese is the default; the language menu names each language in its own script', async ({ page }) => {
  await page.goto('/#/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.getByRole('button', { name: '简体中文' }).click();
  for (const name of ['简体中文', 'English', 'Français', 'العربية']) await expect(page.getByRole('menuitem', { name })).toBeVisible();
});

test('Arabic switches to right-to-left and survives a reload', async ({ page }) => {
  await loginAndLand(page, 'admin');
  await page.getByRole('button', { name: '简体中文' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('button', { name: 'العربية' })).toBeVisible();
  // the navigation sits on the right in RTL
  const nav = page.locator('.RaSidebar-fixed').first();
  const box = await nav.boundingBox();
  const width = page.viewportSize()?.width ?? 1280;
  expect(box && box.x > width / 2).toBe(true);
});

test('in zh_CN the 401 notice reads exactly as the specification writes it', async ({ page }) => {
  await loginAndLand(page, 'admin');
  await page.evaluate(() => localStorage.setItem('accessToken', 'expired'));
  await page.goto('/#/apps/assets/battery');
  await expect(page.getByText('登录已失效').first()).toBeVisible();
});

test('the chosen language survives a logout', async ({ page }) => {
  await loginAndLand(page, 'admin');
  await page.getByRole('button', { name: '简体中文' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.evaluate(() => localStorage.removeItem('accessToken'));
  await page.reload();
  await expect(page).toHaveURL(/#\/login/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});
