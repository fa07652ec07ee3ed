import { expect, test } from '@playwright/test';
import { stillColours, useTheme } from './axe';
import { api, loginAndLand, useLocale } from './helpers';
import { SHOTS_DIR } from './shots';

/**
 * Screenshots of the words of issue 35, for a person to look at (not compared): the app bar (the
 * bell's badge beside the theme button, right-to-left too), the sidebar's names read whole, a
 * date-range filter's picker open in the language shown, and a refund's payout with its reference
 * marked required. `SHOTS_DIR=… npx playwright test -c playwright.shots.config.ts tests/e2e/words.shots.ts`.
 */
const RUNS = [
  { locale: 'ar', theme: 'light' },
  { locale: 'ar', theme: 'dark' },
  { locale: 'en', theme: 'light' },
  { locale: 'fr', theme: 'light' },
  { locale: 'zh_CN', theme: 'dark' },
] as const;

/** The picker's "choose a date" button, in each language (app.schema.date_choose). */
const CHOOSE = /选择日期|Choose date|Choisir une date|اختيار التاريخ/;
const PAY = { zh_CN: '确认已退款', en: 'Pay out', fr: 'Verser', ar: 'صرف المبلغ' } as const;

for (const run of RUNS)
  test(`words in ${run.locale}, ${run.theme}`, async ({ page }) => {
    const dir = SHOTS_DIR;
    const name = (what: string) => `${dir}/words-${what}-${run.locale}-${run.theme}.png`;
    await page.setViewportSize({ width: 1440, height: 900 });
    await useLocale(page, run.locale);
    await useTheme(page, run.theme);
    await loginAndLand(page, 'admin');
    await stillColours(page);

    // the app bar (the bell's badge and the theme button) and the sidebar, its group of orders open
    await page.goto('/#/apps/order/refund');
    await expect(page.getByRole('table')).toBeVisible();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: name('appbar'), clip: { x: 0, y: 0, width: 1440, height: 70 } });
    // the whole sidebar, the store section's long names at its end (a tall window: the sidebar scrolls in its own box)
    await page.setViewportSize({ width: 1440, height: 2000 });
    await page.screenshot({ path: name('sidebar'), clip: { x: 0, y: 0, width: 480, height: 2000 } });
    await page.setViewportSize({ width: 1440, height: 900 });

    // the widest badge the bell draws ("999+"), beside the theme button
    await page.route(/\/tenant\/user\/notifications/, async (route) => {
      const answer = (await (await route.fetch()).json()) as { data: { items: { id: string; count: number }[] } };
      for (const item of answer.data.items) if (item.id === 'alarms.critical') item.count = 1234;
      await route.fulfill({ json: answer });
    });
    await page.reload();
    await stillColours(page);
    await expect(page.getByTestId('notifications-badge')).toContainText('999+');
    await page.mouse.move(0, 0);
    await page.screenshot({ path: name('appbar-999'), clip: { x: 0, y: 0, width: 1440, height: 70 } });
    await page.unroute(/\/tenant\/user\/notifications/);

    // a date-range filter with its picker open
    const filter = encodeURIComponent(JSON.stringify({ createdAt: { gte: '2026-10-23T00:00:00.000Z' } }));
    await page.goto(`/#/apps/cab/warn?displayedFilters=${encodeURIComponent(JSON.stringify({ createdAt: true }))}&filter=${filter}`);
    await page.getByRole('button', { name: CHOOSE }).first().click();
    await expect(page.getByRole('dialog').or(page.getByRole('grid')).first()).toBeVisible();
    await page.screenshot({ path: name('date-filter') });
    await page.keyboard.press('Escape');

    // a refund paid out through a channel: its reference marked required
    const approved = await api<{ data: { id: string }[] }>(page, 'GET', '/refund-orders?status=approved&size=1');
    await page.goto(`/#/apps/order/refund/${approved.data.data[0].id}/show`);
    const pay = page.getByRole('button', { name: PAY[run.locale] }).first();
    await pay.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').first().click();
    await page.getByRole('option').nth(1).click();
    await expect(dialog.getByRole('textbox').first()).toHaveAttribute('aria-required', 'true');
    await expect(page.getByRole('listbox')).toBeHidden();
    await page.screenshot({ path: name('refund-required') });
  });
