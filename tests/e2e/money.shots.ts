import { expect, test, type Page } from '@playwright/test';
import { stillColours, useTheme } from './axe';
import { api, loginAndLand, useLocale } from './helpers';
import { SHOTS_DIR } from './shots';

/**
 * Screenshots of the money screens for a person to look at (not compared): a refund's approval with
 * the order it refunds, a charged failed swap, and a rider account's ledger — Chinese light and
 * dark, Arabic, and a phone.
 * `SHOTS_DIR=… npx playwright test -c playwright.shots.config.ts tests/e2e/money.shots.ts`.
 */
const RUNS = [
  { locale: 'zh_CN', theme: 'light', width: 1440 },
  { locale: 'zh_CN', theme: 'dark', width: 1440 },
  { locale: 'ar', theme: 'light', width: 1440 },
  { locale: 'en', theme: 'light', width: 390 },
] as const;

type Row = Record<string, unknown>;
const first = async (page: Page, path: string) => (await api<{ data: Row[] }>(page, 'GET', path)).data.data[0];

for (const run of RUNS)
  test(`money screens in ${run.locale}, ${run.theme}, ${run.width} wide`, async ({ page }) => {
    const dir = SHOTS_DIR;
    const shot = (name: string) => page.screenshot({ path: `${dir}/money-${name}-${run.locale}-${run.theme}-${run.width}.png`, fullPage: run.width < 800 });
    await page.setViewportSize({ width: run.width, height: run.width > 800 ? 900 : 844 });
    await useLocale(page, run.locale);
    await useTheme(page, run.theme);
    await loginAndLand(page, 'admin');
    await stillColours(page);
    const refund = await first(page, '/refund-orders?status=requested&orderType=swap&size=1');
    await page.goto(`/#/apps/order/refund/${String(refund.id)}/show`);
    await page
      .locator('#main-content')
      .getByRole('button')
      .filter({ hasText: /同意|Approve|موافقة/ })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByRole('region')).toBeVisible();
    await expect(page.getByRole('dialog').locator('.MuiSkeleton-root')).toHaveCount(0);
    await shot('approve');
    await page.keyboard.press('Escape');
    const swap = await first(page, '/swap-orders?status=failed&paidAmount_gte=1&size=1');
    await page.goto(`/#/apps/order/bat-ex/${String(swap.id)}/show`);
    await expect(page.locator('#main-content')).toContainText(String(swap.failReason));
    await shot('swap');
    const account = await first(page, '/consumer-accounts?status=normal&balance_gte=50&size=1');
    await page.goto(`/#/apps/consumer/account/${String(account.id)}/show`);
    await expect(page.locator('#main-content table').first()).toBeVisible();
    await page.mouse.move(0, 0);
    await shot('account');
  });
