/**
 * Record pages staff work from (issue 19): a rider's page shows their records in tables of their
 * own (content, totals, server paging, a create that fills the rider in); a cabinet's page sends
 * it a command, which shows in its commands at once; a battery's page finds its swaps by serial.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, useLocale } from './helpers';

test.use({ signedIn: 'admin' });

interface Row {
  id: string;
  [field: string]: unknown;
}
const page1 = async (page: Page, path: string) => (await api<{ data: Row[]; total: number }>(page, 'GET', path)).data;
const section = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });

test('a rider’s page: their rentals with the total, paged on the server, and a complaint filed for them from there', async ({ page }) => {
  test.setTimeout(120_000);
  await useLocale(page, 'en');
  // a rider with more rentals than one page of a related table (5)
  const orders = (await page1(page, '/rent-orders?size=1000')).data;
  const counts = new Map<string, number>();
  for (const o of orders) counts.set(String(o.consumerId), (counts.get(String(o.consumerId)) ?? 0) + 1);
  const [riderId, most] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  // one more than a page whatever the demo data drew: rentals added through the API
  const [commodity] = (await page1(page, '/commodities?size=1')).data;
  for (let n = most; n <= 5; n++) {
    const orderNo = `RO2026${String(Date.now()).slice(-8)}${n}`;
    const made = await api(page, 'POST', '/rent-orders', {
      orderNo,
      consumerId: riderId,
      storeId: '1',
      commodityId: commodity.id,
      days: 30,
      total: 99,
      amount: 99,
    });
    expect(made.status).toBe(200);
    orders.push({ ...(made.data as Row), orderNo });
  }
  const total = Math.max(most, 6);
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

test('a rider’s page: a header with their state, tabs of related records; a refund approved and the rider blacklisted from there', async ({ page }) => {
  test.setTimeout(120_000);
  await useLocale(page, 'en');
  const [refund] = (await page1(page, '/refund-orders?status=requested&size=1')).data;
  const riderId = String(refund.consumerId);
  const rider = (await api<Row>(page, 'GET', `/consumers/${riderId}`)).data;
  await page.goto(`/#/apps/consumer/list/${riderId}/show`);
  // a rider without a name reads by their phone
  const header = page.getByRole('region', { name: String(rider.name || rider.phone), exact: true });
  await expect(header).toContainText('Active');
  await expect(header).toContainText('Points');
  // the overview tab: the rider's fields and the tables used most; the refund's row offers its next step
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  const refunds = section(page, 'Refunds');
  await refunds.getByRole('button', { name: `Approve: ${String(refund.refundNo)}` }).click();
  const approve = page.getByRole('dialog', { name: 'Approve' });
  await expect(approve).toContainText(String(refund.refundNo));
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve).toHaveCount(0);
  await expect(refunds.getByRole('row').filter({ hasText: String(refund.refundNo) })).toContainText('Approved');
  // the other tabs hold the rest
  await page.getByRole('tab', { name: 'Purchases and cards' }).click();
  await expect(section(page, 'Sales orders')).toBeVisible();
  await expect(section(page, 'Refunds')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Account and assets' }).click();
  await expect(section(page, 'Rider accounts')).toBeVisible();
  // blacklisted, with a reason, from the page; the header says so and offers the way back
  await page.getByRole('button', { name: 'Blacklist', exact: true }).click();
  const block = page.getByRole('dialog', { name: 'Blacklist' });
  await block.getByRole('textbox', { name: /Reason for blacklisting/ }).fill('押金纠纷，多次恶意投诉');
  await block.getByRole('button', { name: 'Blacklist' }).click();
  await expect(block).toHaveCount(0);
  await expect(header).toContainText('Blacklisted');
  await expect(page.getByRole('button', { name: 'Lift the blacklisting' })).toBeVisible();
  await expect.poll(async () => (await api<Row>(page, 'GET', `/consumers/${riderId}`)).data.blockReason).toBe('押金纠纷，多次恶意投诉');
});

test('a slot command asks for its slot; a reboot does not', async ({ page }) => {
  test.setTimeout(120_000);
  await useLocale(page, 'en');
  const [, cabinet] = (await page1(page, '/cab-devices?size=2')).data;
  await page.goto(`/#/apps/cab/device/${cabinet.id}/show`);
  await page.getByRole('button', { name: 'Send a command' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a command' });
  const slot = dialog.getByRole('spinbutton', { name: /Slot no\./ });
  await dialog.getByRole('combobox', { name: /Command/ }).click();
  await page.getByRole('option', { name: 'Reboot cabinet' }).click();
  await expect(slot).toHaveCount(0);
  await dialog.getByRole('combobox', { name: /Command/ }).click();
  await page.getByRole('option', { name: 'Unlock slot' }).click();
  await expect(slot).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toContainText('Required');
  await slot.fill('2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const commands = section(page, 'Device commands');
  await expect(commands.locator('tbody tr').first()).toContainText('Unlock slot');
  const [sent] = (await page1(page, `/cab-commands?cabinetId=${cabinet.id}&sort=createdAt&order=DESC&size=1`)).data;
  expect(sent).toMatchObject({ operate: 'bin_unlock', binOrdinal: 2, cabinetId: String(cabinet.id) });
});

test('a faulty battery needs its fault code: the form asks for it, the server refuses a write without it', async ({ page }) => {
  test.setTimeout(120_000);
  await useLocale(page, 'en');
  const [battery] = (await page1(page, '/batteries?status=idle&size=1')).data;
  // the server: 422 naming the field
  const refused = await api<{ errors: Record<string, string> }>(page, 'PATCH', `/batteries/${battery.id}`, { status: 'fault' });
  expect(refused.status).toBe(422);
  expect(refused.data.errors).toEqual({ faultCode: 'app.validation.required' });
  // the form: the fault code shows once the status is a fault, and must be given
  await page.goto(`/#/apps/assets/battery/${battery.id}`);
  const faultCode = page.getByRole('textbox', { name: /Fault code/ });
  await expect(page.getByRole('combobox', { name: /^Status/ })).toBeVisible();
  await expect(faultCode).toHaveCount(0);
  await page.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'Fault', exact: true }).click();
  await expect(faultCode).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await faultCode.fill('E07 cell imbalance');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/apps/assets/battery/${battery.id}/show$`));
  await expect(page.locator('#main-content')).toContainText('E07 cell imbalance');
});
