import { expect, test } from '@playwright/test';
import { stillColours, useTheme } from './axe';
import { loginAndLand, useLocale } from './helpers';
import { SHOTS_DIR } from './shots';

/**
 * Screenshots of a bulk edit (the bar with "Edit", the dialog choosing a field and the scope) and
 * of a filter through a reference, for a person to look at (not compared). A phone's cards select
 * nothing: a bulk edit is a desk's task.
 * `SHOTS_DIR=… npx playwright test -c playwright.shots.config.ts tests/e2e/bulk-edit.shots.ts`.
 */
const RUNS = [
  { locale: 'en', theme: 'light', width: 1440, edit: 'Edit' },
  { locale: 'zh_CN', theme: 'dark', width: 1440, edit: '批量修改' },
  { locale: 'ar', theme: 'light', width: 1024, edit: 'تعديل' },
] as const;

for (const run of RUNS)
  test(`a bulk edit in ${run.locale}, ${run.theme}, ${run.width} wide`, async ({ page }) => {
    const dir = SHOTS_DIR;
    await page.setViewportSize({ width: run.width, height: 900 });
    await useLocale(page, run.locale);
    await useTheme(page, run.theme);
    await loginAndLand(page, 'admin');
    await stillColours(page);
    await page.goto('/#/apps/assets/battery?perPage=10');
    const boxes = page.getByRole('checkbox');
    await expect(boxes.nth(3)).toBeVisible();
    for (const i of [1, 2, 3]) await boxes.nth(i).check();
    await page.screenshot({ path: `${dir}/bulk-bar-${run.locale}-${run.theme}-${run.width}.png` });
    await page.getByRole('button', { name: run.edit, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('radio').first()).toBeVisible();
    await dialog.getByRole('radio').nth(1).check();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${dir}/bulk-dialog-${run.locale}-${run.theme}-${run.width}.png` });
  });
