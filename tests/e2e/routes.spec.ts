import { expect, test } from './fixtures';
import { api, useLocale } from './helpers';

test.use({ signedIn: 'admin' });

// every route of the specification opened by the administrator, with no page error, no refused call and no raw
// translation key: in the accessibility walk (a11y.spec.ts), which opens each of them anyway

test.describe(() => {
  test.use({ signedIn: 'client' });
  test('the client sees only its own store at the store-level screens', async ({ page }) => {
    await useLocale(page, 'en');
    const storeIds = new Set<string>();
    page.on('response', async (r) => {
      if (!r.url().includes('/admin-company/v1/store-') || r.request().method() !== 'GET') return;
      const body = (await r.json().catch(() => null)) as { data?: { data?: { storeId?: string }[] } } | null;
      for (const row of body?.data?.data ?? []) if (row.storeId) storeIds.add(row.storeId);
    });
    for (const route of ['/store/assert-battery', '/store/order-rent', '/store/user-list']) {
      await page.goto(`/#${route}`);
      await expect(page.locator('table tbody tr').first()).toBeVisible();
    }
    expect([...storeIds]).toEqual(['1']);
    await page.goto('/#/apps/assets/battery');
    await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
  });
});

test('create a record through the generated form: client validation, server 409 under the field, then success', async ({ page }) => {
  await useLocale(page, 'en');
  await page.goto('/#/apps/store/tag/create');
  const name = page.getByLabel('Name *');
  await page.getByLabel('Description').fill('VIP riders');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await expect(page).toHaveURL(/create/);
  // server-side: a name already in use comes back as 409 under the field
  const existing = await page.evaluate(async () => {
    const r = await fetch('/admin-company/v1/tags?size=1', { headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` } });
    return ((await r.json()) as { data: { data: { name: string }[] } }).data.data[0].name;
  });
  await name.fill(existing);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Already in use').first()).toBeVisible();
  await name.fill(`E2E ${Date.now() % 100000}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/apps\/store\/tag\/\d+\/show/);
  // on the page (and in its history, once that has reloaded)
  await expect(page.getByText('VIP riders').first()).toBeVisible();
});

test('a workflow transition is offered only where legal and moves the record', async ({ page }) => {
  await useLocale(page, 'en');
  await page.goto('/#/apps/cab/device?filter=%7B%22deployStatus%22%3A%5B%22pending%22%5D%7D');
  // a click anywhere on the row opens the record's page, as the row's title links to it
  const first = page.locator('table tbody tr').first();
  const showHref = await first.getByRole('link').first().getAttribute('href');
  expect(showHref).toMatch(/\/show$/);
  await first.getByRole('cell').nth(1).click();
  await expect.poll(() => new URL(page.url()).hash).toBe(showHref);
  const deploy = page.getByRole('button', { name: 'Deploy' });
  await expect(deploy).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume operation' })).toHaveCount(0);
  await deploy.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deploy' }).click();
  await expect(page.getByRole('button', { name: 'Start maintenance' })).toBeVisible();
});

test('rows are selected with their checkboxes, one by one and all at once, and deleted together', async ({ page }, testInfo) => {
  await useLocale(page, 'en');
  // numbers of this attempt's own: a retry does not meet the first attempt's records
  const tag = `BULKSEL${testInfo.retry}`;
  const sns = [1, 2, 3].map((n) => `${tag}00${n}`);
  for (const sn of sns) {
    const created = await api(page, 'POST', '/batteries', { sn, model: '60V30AH', status: 'idle', assetStatus: 'stock', locationType: 'warehouse' });
    expect(created.status, sn).toBe(200);
  }
  await page.goto(`/#/apps/assets/battery?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(3);
  // the page settled as a user sees it: its filter bar (drawn after the rows) shows the search
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue(tag);
  // one by one: a click on a row's checkbox selects it without opening the record
  for (const n of [0, 2]) {
    const box = rows.nth(n).getByRole('checkbox', { name: 'Select this row' });
    await box.click();
    await expect(box).toBeChecked();
  }
  await expect(page).toHaveURL(/battery\?/);
  await expect(page.getByText('2 items selected')).toBeVisible();
  await expect(rows.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(rows.nth(1)).toHaveAttribute('aria-selected', 'false');
  // all at once
  await page.getByRole('checkbox', { name: 'Select all' }).click();
  await expect(page.getByText('3 items selected')).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(rows).toHaveCount(0);
  await expect.poll(async () => (await api<{ total: number }>(page, 'GET', `/batteries?q=${tag}`)).data.total).toBe(0);
});
