import { expect, test } from './fixtures';
import { collectPageErrors, useLocale } from './helpers';

test.use({ signedIn: 'admin' });

test.beforeEach(async ({ page }) => {
  await useLocale(page, 'en');
});

test('invoices: filter by status and search, then open a preview', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/#/apps/invoice/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(10);

  await page.getByRole('combobox', { name: 'Invoice status' }).click();
  await page.getByRole('option', { name: 'Past due' }).click();
  await expect(page.getByText(/^1–\d+ of \d+$/)).toBeVisible();
  await expect(async () => {
    const statuses = await rows.locator('td:nth-child(2)').allInnerTexts();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['Past due']));
  }).toPass();

  const name = (await rows.first().locator('td:nth-child(3) p').first().innerText()).trim();
  await page.getByRole('searchbox', { name: 'Search by client name or email' }).fill(name);
  await expect(async () => {
    const clients = await rows.locator('td:nth-child(3)').allInnerTexts();
    expect(clients.length).toBeGreaterThan(0);
    for (const c of clients) expect(c).toContain(name);
  }).toPass();

  const link = rows.first().getByRole('link').first();
  const id = (await link.innerText()).replace('#', '');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`#/apps/invoice/preview/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Invoice #${id}` })).toBeVisible();
  await expect(page.getByText('Bill to')).toBeVisible();
  await expect(page.getByText('Demo Commercial Bank')).toBeVisible();

  await page.goto('/#/apps/invoice/preview/1');
  await expect(page.getByText('Invoice not found')).toBeVisible();
  expect(errors).toEqual([]);
});

test('users: add a user in the drawer and find it in the list', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/#/apps/user/list');
  await expect(page.getByRole('group', { name: 'All users' })).toContainText(/\d+/);
  const stamp = Date.now().toString(36);
  await page.getByRole('button', { name: 'Add user' }).click();
  const form = page.getByRole('form', { name: 'Add a user' });
  await form.getByRole('textbox', { name: 'Full name' }).fill(`E2E Rider ${stamp}`);
  await form.getByRole('textbox', { name: 'Username' }).fill(`e2e.${stamp}`);
  await form.getByRole('textbox', { name: 'Email' }).fill(`e2e.${stamp}@example.com`);
  await form.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Editor' }).click();
  await form.getByRole('combobox', { name: 'Plan' }).click();
  await page.getByRole('option', { name: 'Standard' }).click();
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search by name, username or email' }).fill(`e2e.${stamp}`);
  const row = page.locator('tbody tr').filter({ hasText: `E2E Rider ${stamp}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Active');
  await row.getByRole('link', { name: `E2E Rider ${stamp}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `E2E Rider ${stamp}` })).toBeVisible();

  await page.goto('/#/apps/user/view/99999');
  await expect(page.getByText('User not found')).toBeVisible();
  expect(errors).toEqual([]);
});

test('orders table shows products, buyers and status chips', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/#/tables/data-table');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(10);
  await expect(page.getByText('1–10 of 50')).toBeVisible();
  await expect(
    page
      .locator('tbody')
      .getByText(/^(Completed|Confirmed|Cancelled)$/)
      .first(),
  ).toBeVisible();
  await expect(
    page
      .locator('tbody')
      .getByText(/^(Fully paid|Partially paid|Unpaid)$/)
      .first(),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search orders' }).fill('Unpaid');
  await expect(async () => {
    const received = await page.locator('tbody tr td:nth-child(6)').allInnerTexts();
    expect(received.length).toBeGreaterThan(0);
    expect(new Set(received)).toEqual(new Set(['Unpaid']));
  }).toPass();
  expect(errors).toEqual([]);
});

test('every template page inside the layout opens without a page error', async ({ page }) => {
  const errors = collectPageErrors(page);
  const pages: [string, string][] = [
    ['/tables/simple', 'Simple table'],
    ['/charts/apex', 'Charts: business overview'],
    ['/charts/chartjs', 'Charts: orders and users'],
    ['/maps/leaflet', 'Cabinet map'],
    ['/forms/elements', 'Form elements'],
    ['/forms/layouts', 'Form layouts'],
    ['/forms/validation', 'Form validation'],
    ['/pages/account-settings', 'Account settings'],
    ['/pages/pricing', 'Pricing'],
    ['/pages/faq', 'FAQ'],
    ['/pages/knowledge-base', 'Knowledge base'],
    ['/apps/invoice/add', 'New invoice'],
  ];
  for (const [route, title] of pages) {
    await page.goto(`/#${route}`);
    await expect(page.getByRole('heading', { level: 1, name: title }), route).toBeVisible();
  }
  // the validation form checks its fields with react-admin's validators
  await page.goto('/#/forms/validation');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await expect(page.getByText('You must accept the terms')).toBeVisible();
  // the charts draw the demo data, and the map says when there are no tiles
  await page.goto('/#/charts/apex');
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await page.goto('/#/maps/leaflet');
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(page.locator('path.leaflet-interactive').filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText(/^Map tiles unavailable/).or(page.locator('img.leaflet-tile-loaded').first())).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe(() => {
  test.use({ signedIn: undefined });
  test('every public template page opens without signing in and without a page error', async ({ page }) => {
    const errors = collectPageErrors(page);
    const pages: [string, string][] = [
      ['/pages/misc/under-maintenance', 'Under maintenance'],
      ['/pages/misc/coming-soon', 'Coming soon'],
      ['/pages/misc/not-authorized', 'You are not authorized'],
      ['/pages/misc/error', 'Page not found'],
      ['/pages/auth/login-v1', 'Welcome back'],
      ['/pages/auth/login-v2', 'Welcome back'],
      ['/pages/auth/register-v1', 'Create an account'],
      ['/pages/auth/register-v2', 'Create an account'],
      ['/pages/auth/forgot-password-v1', 'Forgot your password?'],
      ['/pages/auth/forgot-password-v2', 'Forgot your password?'],
      ['/pages/auth/reset-password-v1', 'Reset your password'],
      ['/pages/auth/reset-password-v2', 'Reset your password'],
    ];
    for (const [route, title] of pages) {
      await page.goto(`/#${route}`);
      await expect(page.getByRole('heading', { level: 1, name: title }), route).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`#${route}$`));
    }
    // the auth templates only check their form in the browser, and say so
    await page.goto('/#/pages/auth/login-v2');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter your email.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill('someone@example.com');
    await page.locator('input[name="password"]').fill('secret');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The form is valid. Nothing was sent: this is a template page.')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
