/**
 * A bulk edit as staff do it (CONTRACT §2.5, issue "Work in bulk"): twenty batteries moved to
 * another store in one edit from the list's bulk bar, then every battery matching a filter (more
 * than a page) changed at once after a confirmation naming how many; and the alarms of an area,
 * filtered through their cabinet.
 */
import { expect, test } from './fixtures';
import { api, useLocale } from './helpers';
import { stillColours, useTheme, violationsInBothThemes } from './axe';

test.use({ signedIn: 'admin' });

type Row = Record<string, unknown>;
const list = async (page: Parameters<typeof api>[0], path: string) => (await api<{ data: Row[]; total: number }>(page, 'GET', path)).data;

test('twenty batteries moved to another store in one bulk edit', async ({ page }) => {
  await useLocale(page, 'en');
  const [store] = (await list(page, '/stores?sort=id&order=desc&size=1')).data;
  const filter = encodeURIComponent(JSON.stringify({ locationType: ['rider'] }));
  await page.goto(`/#/apps/assets/battery?filter=${filter}&perPage=20&sort=id&order=ASC`);
  const rows = page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: 'Select this row' }) });
  await expect(rows).toHaveCount(20);
  // checked, not only clicked (Playwright's check() fails when the click leaves it unchecked): once under CI's load (ci50)
  // the first click right after the rows came left the page unselected, the checkbox focused; its cause is not found
  const selectAll = page.getByRole('checkbox', { name: 'Select all' });
  await expect(() => selectAll.check({ timeout: 5_000 })).toPass();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit 20 Batteries' });
  await dialog.getByRole('combobox', { name: 'Field to change' }).click();
  await page.getByRole('option', { name: 'Store', exact: true }).click();
  const picker = dialog.getByRole('combobox', { name: 'Store', exact: true });
  await picker.fill(String(store.name));
  await page
    .getByRole('option', { name: new RegExp(String(store.name)) })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Change 20 records' }).click();
  await expect(dialog.getByRole('status')).toHaveText('20 changed, 0 refused');
  await dialog.getByRole('button', { name: 'Close' }).click();
  // the first twenty riders' batteries by id are now at that store
  const moved = (await list(page, '/batteries?locationType=rider&sort=id&order=asc&size=20')).data;
  expect(moved.map((b) => b.storeId)).toEqual(moved.map(() => String(store.id)));
  // each says so in its history
  const history = (await api<{ data: Row[] }>(page, 'GET', `/batteries/${String(moved[0].id)}/history`)).data.data;
  expect(history[0]).toMatchObject({ action: 'bulk' });
});

test('every battery matching a filter changed at once, after a confirmation naming how many', async ({ page }) => {
  await useLocale(page, 'en');
  const { total } = await list(page, '/batteries?locationType=store&model=60V30AH&size=1');
  expect(total).toBeGreaterThan(20);
  const filter = encodeURIComponent(JSON.stringify({ locationType: ['store'], model: ['60V30AH'] }));
  await page.goto(`/#/apps/assets/battery?filter=${filter}&perPage=20`);
  // checked until it holds, as the first test's "Select all" (a click right after the rows came was lost once here too)
  const firstRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: 'Select this row' }) })
    .first();
  await expect(() => firstRow.getByRole('checkbox').check({ timeout: 5_000 })).toPass();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: `All ${total} matching the filter` }).check();
  await expect(dialog).toContainText(`every one of the ${total} records matching the filter`);
  await dialog.getByRole('combobox', { name: 'Field to change' }).click();
  await page.getByRole('option', { name: 'Brand', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Brand' }).fill('Bulk brand');
  await dialog.getByRole('button', { name: `Change ${total} records` }).click();
  await expect(dialog.getByRole('status')).toHaveText(`${total} changed, 0 refused`);
  const after = await list(page, '/batteries?locationType=store&model=60V30AH&size=1000');
  expect(after.data.filter((b) => b.brand === 'Bulk brand')).toHaveLength(total);
});

test('the alarms of an area, filtered through their cabinet', async ({ page }) => {
  await useLocale(page, 'en');
  const [area] = (await list(page, '/areas?sort=id&order=asc&size=1')).data;
  const { total } = await list(page, `/cab-warnings?cabinetId.areaId=${String(area.id)}&size=1`);
  await page.goto('/#/apps/cab/warn');
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Cabinet: Area' }).click();
  const picker = page.getByRole('combobox', { name: 'Cabinet: Area' });
  await picker.fill(String(area.name));
  await page
    .getByRole('option', { name: new RegExp(String(area.name)) })
    .first()
    .click();
  await expect(page).toHaveURL(/cabinetId%40areaId/);
  await expect(page.getByText(new RegExp(`of ${total}$`))).toBeVisible();
});

test('the bulk edit and import dialogs have no serious accessibility violation in either theme', async ({ page }) => {
  // four axe walks of a page holding a list and a dialog
  test.setTimeout(150_000);
  await useLocale(page, 'en');
  await useTheme(page, 'light');
  await page.goto('/#/apps/assets/battery?perPage=10');
  // colours measured once settled (no dialog or label half-way through its transition)
  await stillColours(page);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: 'Select this row' }) })
    .first();
  await row.getByRole('checkbox').click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const bulk = page.getByRole('dialog');
  await expect(bulk.getByRole('radio').first()).toBeVisible();
  const first = await violationsInBothThemes(page, 'light');
  expect(first.found).toEqual([]);
  await bulk.getByRole('button', { name: 'Cancel' }).click();
  await expect(bulk).toBeHidden();
  // the selection's bar covers the toolbar until nothing is selected
  await row.getByRole('checkbox').click();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const imports = page.getByRole('dialog', { name: 'Import Batteries' });
  const csv = 'sn,model,locationType\nAXE-000001,60V30AH,warehouse\nAXE-000002,99V,warehouse\n';
  await imports.locator('input[type=file]').setInputFiles({ name: 'batteries.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(imports.getByRole('status')).toContainText('1 of 2 rows are valid');
  expect((await violationsInBothThemes(page, first.theme)).found).toEqual([]);
});
