/**
 * Saved views (CONTRACT §2.5, issue 35: "my open alarms in my area, sorted by time, without two
 * columns — tomorrow, and for a colleague"): the admin filters the alarms, sorts them, hides two
 * columns, saves the view shared with everyone and copies its link; a colleague opens the link
 * signed out, signs in, and lands on the list with the same filter, sort and columns; the admin signs
 * out and in, and the view is still listed and applies.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, signedOut, test } from './fixtures';
import { api, useLocale } from './helpers';
import { violations } from './axe';

test.use({ signedIn: 'admin' });

const ALARM = 'RESOURCE_ADMIN_CAB_WARN';

const headers = (page: Page) => page.locator('#main-content thead th');
const filterBar = (page: Page) => page.locator('#main-content form').first();

/** The alarms list shows the view: critical alarms only, by alarm number, without the cabinet and slot columns. */
async function showsTheView(page: Page) {
  await expect(page).toHaveURL(/sort=alarmNo/);
  await expect(page).not.toHaveURL(/view=/);
  await expect(filterBar(page).getByRole('combobox', { name: /^Level/ })).toContainText('Critical');
  await expect(headers(page).filter({ hasText: 'Alarm no.' })).toBeVisible();
  await expect(headers(page).filter({ hasText: 'Slot no.' })).toHaveCount(0);
  await expect(headers(page).filter({ hasText: /^Cabinet$/ })).toHaveCount(0);
  await expect(page.locator('#main-content tbody tr').first()).toContainText('Critical');
}

/** A colleague's account (a role reading the alarms), made through the API. */
async function colleague(page: Page): Promise<{ email: string; password: string }> {
  const tag = `${Date.now()}${test.info().parallelIndex}`;
  const role = await api<{ id: string }>(page, 'POST', '/roles', { name: `Alarm watchers ${tag}`, privilegeIds: ['RESOURCE_ADMIN', `${ALARM}:read`] });
  expect(role.status).toBe(200);
  const email = `watcher${tag}@demo.com`;
  const password = 'watcher-pass-1';
  const made = await api(page, 'POST', '/sys-users', {
    email,
    username: `watcher${tag}`,
    nickname: `Watcher ${tag}`,
    role: 'admin',
    roleIds: [role.data.id],
    status: 'active',
    password,
  });
  expect(made.status).toBe(200);
  return { email, password };
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.getByRole('textbox', { name: 'Email' }).fill(who.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens `link` in a new context with no session: to the login first, then back to the link. */
async function openSignedOut(browser: Browser, link: string, who: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ storageState: signedOut });
  const page = await context.newPage();
  await useLocale(page, 'en');
  await page.goto(link);
  await expect(page).toHaveURL(/#\/login/);
  await signIn(page, who);
  return page;
}

test('a view with hidden columns, saved for everyone, opened by a colleague through its link and by its owner after a sign-out', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await useLocale(page, 'en');
  await page.goto('/#/apps/cab/warn');
  await expect(page.locator('#main-content tbody tr').first()).toBeVisible();
  // filter: critical alarms
  await filterBar(page)
    .getByRole('combobox', { name: /^Level/ })
    .click();
  await page.getByRole('option', { name: 'Critical' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/level%22%3A%5B%22critical/);
  // the list has taken the filter (its "clear all filters" is drawn from it) before the next click: the address changes
  // first, and a sort clicked before the list redrew was applied to the list as it was, without the filter
  await expect(page.getByRole('button', { name: 'Clear all filters' })).toBeVisible();
  // sort: by alarm number
  await page
    .locator('#main-content thead')
    .getByRole('button', { name: /^Alarm no\./ })
    .click();
  await expect(page).toHaveURL(/sort=alarmNo/);
  await expect(headers(page).filter({ hasText: 'Alarm no.' })).toHaveAttribute('aria-sort', 'ascending');
  // two columns hidden
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Cabinet' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Slot no.' }).click();
  await page.keyboard.press('Escape');
  await showsTheView(page);

  // saved, shared with everyone
  const name = `Critical by number ${Date.now()}`;
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('dialog', { name: 'Saved views' }).getByRole('button', { name: 'Save current view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save the current view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('radio', { name: 'Everyone' }).check();
  expect(await violations(page), 'the save dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`View “${name}” saved`)).toBeVisible();
  const panel = page.getByRole('dialog', { name: 'Saved views' });
  const mine = panel.getByRole('list', { name: 'My views' });
  await expect(mine.getByText(name)).toBeVisible();
  expect(await violations(page), 'the views panel').toEqual([]);
  // its link, copied
  await mine.getByRole('button', { name: `Copy the link to “${name}”` }).click();
  await expect(page.getByText(`Link to “${name}” copied`)).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/#\/apps\/cab\/warn\?view=\d+$/);
  await page.keyboard.press('Escape');

  // a colleague opens the link signed out, signs in, and lands on the view with its columns
  const other = await openSignedOut(browser, link, await colleague(page));
  await showsTheView(other);
  await other.getByRole('button', { name: 'Views' }).click();
  await expect(other.getByRole('list', { name: 'Shared with everyone' }).getByText(name)).toBeVisible();
  await other.context().close();

  // the admin signs out and in: the view is still there, and applies
  await page.getByRole('button', { name: '系统管理员' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/#\/login/);
  await signIn(page, { email: 'admin@demo.com', password: 'admin' });
  await expect(page).not.toHaveURL(/#\/login/);
  await page.goto('/#/apps/cab/warn?filter=%7B%7D');
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitem', { name: 'Default columns' }).click();
  await expect(headers(page).filter({ hasText: 'Slot no.' })).toBeVisible();
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('dialog', { name: 'Saved views' }).getByRole('list', { name: 'My views' }).getByText(name).click();
  await showsTheView(page);
});
