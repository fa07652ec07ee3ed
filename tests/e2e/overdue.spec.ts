/**
 * Overdue rentals on screen (CONTRACT §2.8): the company's and the store's rent-order lists filter
 * them with their "Overdue" filter (the server's answer, as many as it counts), each row with its due
 * date, its days overdue and its fee in yuan; the record's page and the rider's page say the same.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, useLocale } from './helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers read field by field
type Row = Record<string, any>;

const rows = (page: Page) => page.locator('#main-content table tbody tr');
const listTotal = (page: Page) => page.getByText(/^\d+-\d+ of (\d+)$/).first();
const yuan = (v: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'CNY' }).format(v);

/** Picks "Yes" in the list's always-shown "Overdue" filter. */
async function onlyOverdue(page: Page) {
  await page
    .locator('#main-content form')
    .first()
    .getByRole('combobox', { name: /^Overdue/ })
    .click();
  await page.getByRole('option', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/overdue%22%3Atrue/);
}

test.describe('the company', () => {
  test.use({ signedIn: 'admin' });

  test('filters the overdue rentals, each with its days and fee; its page and its rider’s say the same', async ({ page }) => {
    await useLocale(page, 'en');
    const late = (await api<{ data: Row[]; total: number }>(page, 'GET', '/rent-orders?overdue=true&size=1000')).data;
    expect(late.total).toBeGreaterThan(0);
    await page.goto('/#/apps/order/rent');
    await expect(rows(page).first()).toBeVisible();
    for (const name of ['Due at', 'Days overdue', 'Overdue fee'])
      await expect(page.locator('#main-content thead th').filter({ hasText: new RegExp(`^${name}$`) })).toHaveCount(1);
    await onlyOverdue(page);
    await expect(listTotal(page)).toHaveText(new RegExp(` of ${late.total}$`));
    // the list's first row (newest first), as the server answers it
    const shown = (await api<{ data: Row[] }>(page, 'GET', '/rent-orders?overdue=true&size=1&sort=createdAt&order=desc')).data.data[0];
    const row = rows(page).filter({ hasText: shown.orderNo });
    await expect(row).toContainText(String(shown.overdueDays));
    await expect(row).toContainText(yuan(shown.overdueFee));

    await row.getByRole('link', { name: shown.orderNo }).click();
    const main = page.locator('#main-content');
    await expect(main).toContainText('Days overdue');
    await expect(main).toContainText(yuan(shown.overdueFee));

    // a rider's page: their rentals (the newest five first), an overdue one marked
    let mine: Row | undefined;
    for (const r of late.data.slice(0, 30)) {
      const newest = (await api<{ data: Row[] }>(page, 'GET', `/rent-orders?consumerId=${r.consumerId}&size=5&sort=createdAt&order=desc`)).data.data;
      if (newest.some((x) => x.id === r.id)) {
        mine = r;
        break;
      }
    }
    expect(mine, 'an overdue rental among its rider’s newest five').toBeDefined();
    await page.goto(`/#/apps/consumer/list/${mine!.consumerId}/show`);
    const rentals = page.getByRole('region', { name: /^Rental orders/ });
    await expect(rentals.locator('thead th').filter({ hasText: /^Days overdue$/ })).toHaveCount(1);
    await expect(rentals.locator('tbody tr').filter({ hasText: mine!.orderNo })).toContainText(yuan(mine!.overdueFee));
  });
});

test.describe('the store', () => {
  test.use({ signedIn: 'client' });

  test('the store manager filters its own overdue rentals', async ({ page }) => {
    await useLocale(page, 'en');
    const late = (await api<{ data: Row[]; total: number }>(page, 'GET', '/store-rent-orders?overdue=true&size=1000')).data;
    expect(late.total).toBeGreaterThan(0);
    expect(late.data.every((r) => r.storeId === '1' && r.overdueDays >= 1)).toBe(true);
    await page.goto('/#/store/order-rent');
    await expect(rows(page).first()).toBeVisible();
    await onlyOverdue(page);
    await expect(listTotal(page)).toHaveText(new RegExp(` of ${late.total}$`));
    const shown = (await api<{ data: Row[] }>(page, 'GET', '/store-rent-orders?overdue=true&size=1&sort=createdAt&order=desc')).data.data[0];
    await expect(rows(page).filter({ hasText: shown.orderNo })).toContainText(yuan(shown.overdueFee));
  });
});
