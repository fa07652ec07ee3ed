/**
 * Two staff edit one record (review staff-tasks-3, task 2; CONTRACT §2.5): the second save is
 * refused with who changed it and when, and offers to compare, keep mine or reload theirs; nothing
 * either typed is lost unseen.
 */
import type { Page } from '@playwright/test';
import { expect, sessionOf, test } from './fixtures';
import { api, useLocale } from './helpers';

test.use({ signedIn: 'admin' });

type Row = Record<string, unknown>;
const battery = async (page: Page, id: string) => (await api<Row>(page, 'GET', `/batteries/${id}`)).data;

async function openEdit(page: Page, id: string) {
  await useLocale(page, 'en');
  await page.goto(`/#/apps/assets/battery/${id}`);
  await expect(page.getByLabel('SOC', { exact: true })).toBeVisible();
}

test('the second of two people saving one record is told who changed it, compares, and keeps theirs or mine', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const id = '7';
  const other = await browser.newContext({ storageState: sessionOf('admin') });
  const b = await other.newPage();
  await openEdit(page, id);
  await openEdit(b, id);

  // A saves SOC 55
  await page.getByLabel('SOC', { exact: true }).fill('55');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`#/apps/assets/battery/${id}/show`));

  // B, still on the version it opened, saves SOC 77: refused, told by whom, nothing lost
  await b.getByLabel('SOC', { exact: true }).fill('77');
  await b.getByRole('button', { name: 'Save' }).click();
  const dialog = b.getByRole('dialog', { name: 'Changed meanwhile' });
  await expect(dialog).toContainText('系统管理员 changed this record');
  expect((await battery(page, id)).soc).toBe(55);
  await dialog.getByRole('button', { name: 'Compare' }).click();
  const row = dialog.getByRole('table', { name: 'Compare' }).getByRole('row', { name: /SOC/ });
  await expect(row).toContainText('55');
  await expect(row).toContainText('77');
  // keep mine: saved over theirs, built from their version
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await expect(b).toHaveURL(new RegExp(`#/apps/assets/battery/${id}/show`));
  const now = await battery(page, id);
  expect(now.soc).toBe(77);

  // again, and this time B reloads theirs: the form shows the record as it is now
  await openEdit(b, id);
  await openEdit(page, id);
  await expect(page.getByLabel('SOC', { exact: true })).toHaveValue('77');
  await page.getByLabel('SOC', { exact: true }).fill('60');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`#/apps/assets/battery/${id}/show`));
  await b.getByLabel('SOC', { exact: true }).fill('90');
  await b.getByRole('button', { name: 'Save' }).click();
  await b.getByRole('dialog', { name: 'Changed meanwhile' }).getByRole('button', { name: 'Reload theirs' }).click();
  await expect(b.getByLabel('SOC', { exact: true })).toHaveValue('60');
  expect((await battery(page, id)).soc).toBe(60);
  await other.close();
});

test('a rider’s history lists, in words, the change a store manager made through the store’s screen', async ({ page, browser }) => {
  const store = await browser.newContext({ storageState: sessionOf('client') });
  const manager = await store.newPage();
  const [rider] = (await api<{ data: Row[] }>(manager, 'GET', '/store-consumers?size=1')).data.data;
  const contact = `联系人${Date.now() % 10000}`;
  expect((await api(manager, 'PATCH', `/store-consumers/${String(rider.id)}`, { emergencyContact: contact })).status).toBe(200);
  await store.close();
  await useLocale(page, 'en');
  await page.goto(`/#/apps/consumer/list/${String(rider.id)}/show`);
  // a rider's page has tabs: the history is the last one
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('tabpanel').getByRole('region', { name: /History/ });
  const entry = history.getByRole('listitem').filter({ hasText: 'via Store rider' }).first();
  await expect(entry).toContainText('Edit');
  await expect(entry).toContainText(new RegExp(`Emergency contact: .+ → ${contact}`));
  await expect(entry).toContainText('雁塔店长');
});

test('the audit log finds a battery’s edit by its serial number and reads the change in words', async ({ page }) => {
  const id = '9';
  const { sn } = await battery(page, id);
  expect((await api(page, 'PATCH', `/batteries/${id}`, { status: 'fault', faultCode: 'E-42', soc: 12 })).status).toBe(200);
  await useLocale(page, 'en');
  await page.goto('/#/apps/system/log-sensitive');
  await page.getByRole('textbox', { name: 'Search' }).first().fill(String(sn));
  // the search applied (react-admin puts it in the address once its debounce has run): a later one would bring the page back to the list
  await expect(page).toHaveURL(new RegExp(String(sn)));
  const row = page
    .getByRole('row')
    .filter({ hasText: 'Edit' })
    .filter({ hasText: String(sn) })
    .first();
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: 'Edit' }).click();
  const changes = page.getByRole('table', { name: 'Changes' });
  await expect(changes.getByRole('row', { name: /^Status/ })).toContainText('Fault');
  await expect(changes.getByRole('row', { name: /^SOC/ })).toContainText('12%');
  await expect(changes.getByRole('row', { name: /^Fault code/ })).toContainText('E-42');
  await expect(page.getByText('"status"')).toHaveCount(0);
});
