import { expect, test } from '@playwright/test';
import { stillColours, useTheme } from './axe';
import { api, loginAndLand, useLocale } from './helpers';

/**
 * Screenshots of a record's history and of the "changed meanwhile" dialog for a person to look at
 * (not compared): Chinese light and dark, Arabic.
 * `SHOTS_DIR=… npx playwright test -c playwright.shots.config.ts tests/e2e/versions.shots.ts`.
 */
const RUNS = [
  { locale: 'zh_CN', theme: 'light' },
  { locale: 'zh_CN', theme: 'dark' },
  { locale: 'ar', theme: 'light' },
] as const;

for (const run of RUNS)
  test(`history and the changed-meanwhile dialog in ${run.locale}, ${run.theme}`, async ({ page }) => {
    const dir = process.env.SHOTS_DIR || '/tmp/shots';
    await page.setViewportSize({ width: 1440, height: 900 });
    await useLocale(page, run.locale);
    await useTheme(page, run.theme);
    await loginAndLand(page, 'admin');
    await stillColours(page);
    const id = run.locale === 'ar' ? '11' : run.theme === 'dark' ? '12' : '13';
    await page.goto(`/#/apps/assets/battery/${id}`);
    const soc = page.locator('input[name="soc"]');
    await expect(soc).toBeVisible();
    // someone else saves first
    expect((await api(page, 'PATCH', `/batteries/${id}`, { soc: 42, cycles: 300 })).status).toBe(200);
    await soc.fill('88');
    await page.getByRole('button', { name: /保存|حفظ/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button').nth(1).click();
    await expect(dialog.getByRole('table')).toBeVisible();
    await page.screenshot({ path: `${dir}/stale-${run.locale}-${run.theme}.png` });
    await dialog.getByRole('button').nth(2).click();
    await expect(page).toHaveURL(/show$/);
    await page.locator('section').last().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/history-${run.locale}-${run.theme}.png`, fullPage: true });
  });
