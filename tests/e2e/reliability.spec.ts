import { expect, test } from './fixtures';
import { loginAndLand, useLocale } from './helpers';

test.describe(() => {
  test.use({ signedIn: 'admin' });
  test('a network failure while saving shows a clear notice, keeps the form filled, and retry works', async ({ page }) => {
    await useLocale(page, 'en');
    await page.goto('/#/apps/store/tag/1');
    const description = page.getByLabel('Description');
    await expect(description).toBeVisible();
    await description.fill('kept across a failure');
    await page.route('**/admin-company/v1/tags/1', (route) => (route.request().method() === 'PATCH' ? route.abort('connectionrefused') : route.continue()));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The server cannot be reached').first()).toBeVisible();
    await expect(description).toHaveValue('kept across a failure');
    await page.unroute('**/admin-company/v1/tags/1');
    await page.getByRole('button', { name: 'Save' }).click();
    // saved: back on the record's page
    await expect(page).toHaveURL(/\/apps\/store\/tag\/1\/show$/);
    // the record's field (its history, below, says it too)
    await expect(page.getByText('kept across a failure').first()).toBeVisible();
  });
});

// signed in through the form: the password typed there must not leak either

test('no token or password appears in URLs or in the console', async ({ page }) => {
  const console: string[] = [];
  const urls: string[] = [];
  page.on('console', (m) => console.push(m.text()));
  page.on('request', (r) => urls.push(r.url()));
  await useLocale(page, 'en');
  await loginAndLand(page, 'admin');
  await page.goto('/#/apps/assets/battery');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  const token = (await page.evaluate(() => localStorage.getItem('accessToken'))) ?? 'missing';
  for (const text of [...console, ...urls, page.url()]) {
    expect(text).not.toContain(token);
    expect(text).not.toContain('password');
  }
});
