/**
 * Rights per action (CONTRACT §2.6) as an admin and their staff meet them: the admin makes a role
 * read-only for batteries in the privilege tree, and its user reads the list and a battery with no
 * button to change anything; the demo's refund reviewer approves a refund and is offered no way to
 * create one.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, useLocale } from './helpers';

test.use({ signedIn: 'admin' });

const BATTERY = 'RESOURCE_ADMIN_COMPANY_ASSETS_BATTERY';

/** A staff account with the one role `roleId`, made through the API (unique per run and worker). */
async function staffWith(page: Page, roleId: string): Promise<{ email: string; password: string }> {
  const tag = `${Date.now()}${test.info().parallelIndex}`;
  const email = `staff${tag}@demo.com`;
  const password = 'staff-pass-1';
  const made = await api(page, 'POST', '/sys-users', {
    email,
    username: `staff${tag}`,
    nickname: `Staff ${tag}`,
    role: 'admin',
    roleIds: [roleId],
    status: 'active',
    password,
  });
  expect(made.status).toBe(200);
  return { email, password };
}

/** A page of a new browser context signed in as `who` through the login form, in English. */
async function signedInAs(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ storageState: undefined });
  const page = await context.newPage();
  await useLocale(page, 'en');
  await page.goto('/#/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(who.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/#\/login/);
  return page;
}

test('an admin makes a role read-only for batteries in the privilege tree; its user reads them with no button to change anything', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await useLocale(page, 'en');
  const role = await api<{ id: string }>(page, 'POST', '/roles', { name: `Battery auditors ${Date.now()}`, privilegeIds: ['RESOURCE_ADMIN', BATTERY] });
  expect(role.status).toBe(200);
  await page.goto(`/#/apps/system/role/${role.data.id}`);
  const tree = page.getByRole('group', { name: 'Privileges' });
  await tree.getByRole('searchbox', { name: 'Search privileges' }).fill(BATTERY);
  // the batteries' rights, under them in words, all held through the resource's code
  for (const right of ['Read', 'Create', 'Edit', 'Delete']) await expect(tree.getByRole('checkbox', { name: right, exact: true })).toBeChecked();
  await tree.getByRole('button', { name: 'Keep only the right to read Batteries' }).click();
  await expect(tree.getByRole('checkbox', { name: 'Read', exact: true })).toBeChecked();
  for (const right of ['Create', 'Edit', 'Delete']) await expect(tree.getByRole('checkbox', { name: right, exact: true })).not.toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(async () => (await api<{ privilegeIds: string[] }>(page, 'GET', `/roles/${role.data.id}`)).data.privilegeIds)
    .toEqual(['RESOURCE_ADMIN', `${BATTERY}:read`]);

  const auditor = await signedInAs(browser, await staffWith(page, role.data.id));
  await auditor.goto('/#/apps/assets/battery');
  const main = auditor.locator('#main-content');
  await expect(main.getByRole('row').nth(1)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Create' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Create' })).toHaveCount(0);
  // a battery's page: read, with no edit or delete
  await main.getByRole('row').nth(1).click();
  await expect(auditor).toHaveURL(/#\/apps\/assets\/battery\/\d+\/show$/);
  await expect(main.getByRole('heading', { name: 'Battery', level: 2 })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  // and the edit address itself says it is not theirs
  const id = /battery\/(\d+)\/show/.exec(auditor.url())![1];
  await auditor.goto(`/#/apps/assets/battery/${id}`);
  await expect(auditor.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
  await auditor.context().close();
});

test('the refund reviewer approves a refund and is offered no way to create one', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const [refund] = (await api<{ data: { id: string; refundNo: string }[] }>(page, 'GET', '/refund-orders?status=requested&size=1')).data.data;
  const reviewer = await signedInAs(browser, await staffWith(page, 'refund-reviewer'));
  await reviewer.goto('/#/apps/order/refund');
  const main = reviewer.locator('#main-content');
  await expect(main.getByRole('row').nth(1)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Create' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Create' })).toHaveCount(0);
  await reviewer.goto(`/#/apps/order/refund/${refund.id}/show`);
  await expect(main).toContainText(refund.refundNo);
  // approving and rejecting are theirs; paying out is not
  await expect(main.getByRole('button', { name: 'Reject' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Pay out' })).toHaveCount(0);
  await main.getByRole('button', { name: 'Approve' }).click();
  const dialog = reviewer.getByRole('dialog', { name: 'Approve' });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(async () => (await api<{ status: string }>(page, 'GET', `/refund-orders/${refund.id}`)).data.status).toBe('approved');
  await reviewer.context().close();
});
