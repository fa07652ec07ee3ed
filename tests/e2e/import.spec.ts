/**
 * Import (CONTRACT §2.5, issue 35's done-when): as the admin on the batteries list, a CSV of 50 rows
 * with 3 bad ones — the dry run names the 3 lines and why before anything is written — then
 * "import the 47 valid rows" writes 47 new batteries (found by their serials' prefix).
 */
import { expect, test } from './fixtures';
import { api, useLocale } from './helpers';

test.use({ signedIn: 'admin' });

test('a CSV of 50 rows with 3 bad ones: the dry run names the 3 lines, the import writes the 47 others', async ({ page }) => {
  test.setTimeout(90_000);
  const prefix = `E2EIMP${Date.now().toString(36).toUpperCase()}${test.info().parallelIndex}`;
  const serial = (i: number) => `${prefix}-${String(i).padStart(3, '0')}`;
  const rows = Array.from({ length: 50 }, (_, i) => `${serial(i)},60V 30Ah,Idle`);
  rows[7] = `${serial(7)},99V 9Ah,Idle`; // line 9: no such model
  rows[22] = `${serial(22)},,Idle`; // line 24: the model left out
  rows[38] = `${serial(37)},60V 30Ah,Idle`; // line 40: the serial of line 39 again
  const csv = `\uFEFF${['SN,Model,Status', ...rows].join('\r\n')}\r\n`;

  await useLocale(page, 'en');
  await page.goto('/#/apps/assets/battery');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Batteries' });
  await dialog.locator('input[type=file]').setInputFiles({ name: 'batteries.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  await expect(dialog.getByRole('status')).toContainText('47 of 50 rows are valid');
  const table = dialog.getByRole('table', { name: 'Rows that cannot be imported' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(1)).toContainText(/^9\s*Model\s*Unknown value “99V 9Ah”$/);
  await expect(table.getByRole('row').nth(2)).toContainText(/^24\s*Model\s*Required$/);
  await expect(table.getByRole('row').nth(3)).toContainText(/^40\s*SN\s*Same value as line 39 of the file$/);
  // nothing written by the dry run
  expect((await api<{ total: number }>(page, 'GET', `/batteries?sn=${prefix}`)).data.total).toBe(0);
  await expect(dialog.getByRole('button', { name: 'Import all (only if none are bad)' })).toBeDisabled();

  await dialog.getByRole('button', { name: 'Import the 47 valid rows' }).click();
  await expect(page.getByText('47 records imported')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect((await api<{ total: number }>(page, 'GET', `/batteries?sn=${prefix}`)).data.total).toBe(47);
  // the list, refreshed and filtered by the prefix, shows them (in serial order: the bad rows' serials are not there)
  await page.getByRole('textbox', { name: 'SN' }).fill(prefix);
  await expect(page.getByRole('link', { name: serial(0), exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: serial(6), exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: serial(7), exact: true })).toBeHidden();
});
