/**
 * Record pages staff work from (issue 19): a rider's page shows their records in tables of their
 * own (content, totals, server paging, a create that fills the rider in); a cabinet's page sends
 * it a command, which shows in its commands at once; a battery's page finds its swaps by serial.
 */
import { expect, test, type Page } from '@playwright/test';
import { api, loginAndLand, useLocale } from './helpers';

interface Row {
  id: string;
  [field: string]: unknown;
}
const page1 = async (page: Page, path: string) => (await api<{ data: Row[]; total: number }>(page, 'GET', path)).data;
const section = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });

test('a rider’s page: their rentals with the total, paged on the server, and a complaint filed for them from there', async ({ page }) => {
  test.setTimeout(120_000);
  await useLocale(page, 'en');
  await loginAndLand(page, 'admin');
  // a rider with more rentals than one page of a related table (5)
  const orders = (await page1(page, '/rent-orders?size=1000')).data;
  const counts = new Map<string, number>();
  for (const o of orders) counts.set(String(o.consumerId), (counts.get(String(o.consumerId)) ?? 0) + 1);
  const [riderId, total] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  expect(total).toBeGreaterThan(5);
  await page.goto(`/#/apps/consumer/list/${riderId}/show`);
  const rentals = section(page, 'Rental orders');
  await expect(rentals.getByRole('heading', { name: `Rental orders ${total}` })).toBeVisible();
  const rows = rentals.locator('tbody tr');
  await expect(rows).toHaveCount(5);
  const first = await rows.first().innerText();
  // every row is one of this rider's, and links to it
  const mine = new Set(orders.filter((o) => String(o.consumerId) === riderId).map((o) => String(o.orderNo)));
  for (const text of await rows.locator('a').filter({ hasText: /^RO/ }).allInnerTexts()) expect(mine.has(text)).toBe(true);
  await rentals.getByRole('button', { name: 'Go to next page' }).click();
  await expect(rows.first()).not.toHaveText(first);
  await expect(section(page, 'Battery swaps')).toBeVisible();
  await expect(section(page, 'Complaints')).toBeVisible();

  // a complaint for this rider: the create form comes with the rider filled in
  const rider = (await api<Row>(page, 'GET', `/consumers/${riderId}`)).data;
  await section(page, 'Complaints').getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/#\/apps\/consumer\/complain\/create/);
  await expect(page.getByRole('combobox', { name: /Rider/ })).toHaveValue(String(rider.name ?? rider.nickname));
});

test('a cabinet’s page sends it a command, which shows among its commands at once', async ({ page }) => {
  test.setTimeout(120_000);
  await useLocale(page, 'en');
  await loginAndLand(page, 'admin');
  const [cabinet] = (await page1(page, '/cab-devices?size=1')).data;
  const before = (await page1(page, `/cab-commands?cabinetId=${cabinet.id}&size=1`)).total;
  await page.goto(`/#/apps/cab/device/${cabinet.id}/show`);
  const commands = section(page, 'Device commands');
  await expect(commands.getByRole('heading', { name: `Device commands ${before}` })).toBeVisible();
  await page.getByRole('button', { name: 'Send a command' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a command' });
  // the cabinet is filled in; the operator picks the command
  await dialog.getByRole('combobox', { name: /Command/ }).click();
  await page.getByRole('option', { name: 'Reboot cabinet' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(commands.getByRole('heading', { name: `Device commands ${before + 1}` })).toBeVisible();
  await expect(commands.locator('tbody tr').first()).toContainText('Reboot cabinet');
});

test('a battery’s page lists the swaps that put it in or took it out', async ({ page }) => {
  await useLocale(page, 'en');
  await loginAndLand(page, 'admin');
  // a battery some swap took out (a serial of the swaps that a battery holds)
  const recent = (await page1(page, '/swap-orders?size=50')).data;
  let battery: Row | undefined;
  for (const swap of recent) {
    [battery] = (await page1(page, `/batteries?sn=${String(swap.putOutBatterySn)}`)).data;
    if (battery) break;
  }
  if (!battery) throw new Error('no battery holds the serial of any of 50 swaps');
  const sn = String(battery.sn);
  const total = (await page1(page, `/swap-orders?${encodeURIComponent('putInBatterySn|putOutBatterySn')}=${sn}&size=1`)).total;
  await page.goto(`/#/apps/assets/battery/${battery.id}/show`);
  const swaps = section(page, 'Battery swaps');
  await expect(swaps.getByRole('heading', { name: `Battery swaps ${total}` })).toBeVisible();
  await expect(swaps.locator('tbody tr').first()).toContainText(sn);
});
