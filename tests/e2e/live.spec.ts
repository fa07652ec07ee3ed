/**
 * Live events and the trash (issue 33, CONTRACT §2.5), in the browser: a record created through the
 * API shows in an open list without a reload; a record deleted from its page comes back with the
 * notice's Undo; a deleted record comes back from the trash screen; an open record follows a change
 * made elsewhere, and its form keeps what the user typed.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, useLocale } from './helpers';

test.use({ signedIn: 'admin' });

type Row = Record<string, unknown>;

/** A battery nothing refers to (a demo battery may be refused: other records refer to it). */
async function newBattery(page: Page, sn: string): Promise<string> {
  const { status, data } = await api<Row>(page, 'POST', '/batteries', { sn, model: '60V30AH' });
  expect(status).toBe(200);
  return String(data.id);
}

const unique = (prefix: string) => `${prefix}${Date.now() % 1_000_000}`;

/** Resolves once the page's live events stream is open (the list or record page subscribed). */
const streamOpened = (page: Page) => page.waitForResponse((r) => r.url().includes('/admin-company/v1/events?ticket='));

test.beforeEach(async ({ page }) => {
  await useLocale(page, 'en');
});

test('a record created through the API shows in an open list without a reload', async ({ page }) => {
  const sn = unique('BAT60VLIVE');
  const opened = streamOpened(page);
  await page.goto(`/#/apps/assets/battery?filter=${encodeURIComponent(JSON.stringify({ q: sn }))}`);
  await opened;
  await expect(page.getByText('No Batteries found using the current filters.')).toBeVisible();
  const start = Date.now();
  await newBattery(page, sn);
  // within two seconds of the write (CONTRACT §2.5), and no reload: the page is the same document
  await expect(page.getByRole('link', { name: sn })).toBeVisible({ timeout: 2_000 });
  expect(Date.now() - start).toBeLessThan(2_000);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
});

test('a record deleted from its page comes back with the notice’s Undo', async ({ page }) => {
  const sn = unique('BAT60VUNDO');
  const id = await newBattery(page, sn);
  await page.goto(`/#/apps/assets/battery/${id}/show`);
  await expect(page.getByRole('heading', { name: new RegExp(sn) }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  const notice = page.locator('.MuiSnackbar-root');
  await expect(notice).toContainText(`Deleted “${sn}”`);
  await expect(page).toHaveURL(/#\/apps\/assets\/battery(\?|$)/);
  expect((await api(page, 'GET', `/batteries/${id}`)).status).toBe(404);
  await notice.getByRole('button', { name: 'Undo' }).click();
  await expect(notice).toContainText(`Restored “${sn}”`);
  expect((await api<Row>(page, 'GET', `/batteries/${id}`)).data.sn).toBe(sn);
  await notice.getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(new RegExp(`#/apps/assets/battery/${id}/show`));
  await expect(page.getByRole('heading', { name: new RegExp(sn) }).first()).toBeVisible();
});

test('a deleted record comes back from the trash screen', async ({ page }) => {
  const sn = unique('BAT60VTRSH');
  const id = await newBattery(page, sn);
  expect((await api(page, 'DELETE', `/batteries/${id}`)).status).toBe(200);
  await page.goto('/#/apps/system/trash');
  const row = page.getByRole('row').filter({ hasText: sn });
  await expect(row).toContainText('Battery');
  await expect(row).toContainText('系统管理员');
  await row.getByRole('button', { name: `Restore “${sn}”` }).click();
  const notice = page.locator('.MuiSnackbar-root');
  await expect(notice).toContainText(`Restored “${sn}”`);
  await expect(row).toHaveCount(0);
  expect((await api<Row>(page, 'GET', `/batteries/${id}`)).data.sn).toBe(sn);
  await notice.getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(new RegExp(`#/apps/assets/battery/${id}/show`));
});

test('an open record follows a change made elsewhere; its form keeps what the user typed and says so', async ({ page }) => {
  const id = await newBattery(page, unique('BAT60VEDIT'));
  const opened = streamOpened(page);
  await page.goto(`/#/apps/assets/battery/${id}/show`);
  await opened;
  expect((await api(page, 'PATCH', `/batteries/${id}`, { soc: 37 })).status).toBe(200);
  await expect(page.getByText('37%').first()).toBeVisible();

  // the form's subscription joins the stream the page opened
  await page.goto(`/#/apps/assets/battery/${id}`);
  const soc = page.getByLabel('SOC', { exact: true });
  await expect(soc).toHaveValue('37');
  await soc.fill('55');
  expect((await api(page, 'PATCH', `/batteries/${id}`, { soc: 12 })).status).toBe(200);
  const banner = page.getByTestId('live-record-notice');
  await expect(banner).toContainText('Changed by someone else since you opened it.');
  await expect(soc).toHaveValue('55');
  await banner.getByRole('button', { name: 'Reload' }).click();
  await expect(soc).toHaveValue('12');
  await expect(banner).toBeHidden();
});
