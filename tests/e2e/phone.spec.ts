/**
 * A phone reaches everything (issue 35, CONTRACT §4), at 390×844: the navigation drawer scrolls to
 * its last entry; an alarm is acknowledged with the action bar that stays at the foot of the screen
 * while its page scrolls (targets at least 44 px); a list's card offers the row's next step; the
 * filters fold behind one button; axe finds nothing serious on the phone's list and record page in
 * light and dark. And by keyboard alone: from the bell to a refund approved in at most ten keys.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, useLocale } from './helpers';
import { useTheme, violationsInBothThemes } from './axe';

test.use({ signedIn: 'admin' });

const PHONE = { width: 390, height: 844 };
const WAITING_REFUNDS = `/#/apps/order/refund?filter=${encodeURIComponent(JSON.stringify({ status: ['requested'] }))}`;

interface Row {
  id: number | string;
  [field: string]: unknown;
}

async function onPhone(page: Page) {
  await page.setViewportSize(PHONE);
  await useLocale(page, 'en');
}

/** The element's box: as high and as wide as a thumb needs. */
async function expectThumbSized(target: Locator) {
  const box = await target.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
}

test('the navigation drawer scrolls to its last entry on a phone', async ({ page }) => {
  await onPhone(page);
  await page.goto('/#/apps/cab/warn');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav).toBeVisible();
  // every section's own entries and group toggles: each one scrolled to, in view
  const top = nav.locator('[role="group"] > [role="menu"] > [role="menuitem"], [role="group"] > * [aria-expanded], [role="group"] > [aria-expanded]');
  const count = await top.count();
  expect(count).toBeGreaterThan(10);
  for (let i = 0; i < count; i++) {
    const entry = top.nth(i);
    await entry.scrollIntoViewIfNeeded();
    await expect(entry).toBeInViewport();
  }
  // the last group opened, its last entry clicked: the page it names opens
  const lastGroup = nav.locator('[aria-expanded]').last();
  await lastGroup.scrollIntoViewIfNeeded();
  if ((await lastGroup.getAttribute('aria-expanded')) === 'false') await lastGroup.click();
  const lastEntry = nav.getByRole('menuitem').last();
  await lastEntry.scrollIntoViewIfNeeded();
  await expect(lastEntry).toBeInViewport();
  const href = (await lastEntry.getAttribute('href'))!;
  expect(href).toMatch(/^#\//);
  const ends = new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  if ((await lastEntry.getAttribute('target')) === '_blank') {
    // a page of its own (the demo's sign-in pages): it opens in a new tab
    const [tab] = await Promise.all([page.waitForEvent('popup'), lastEntry.click()]);
    await expect(tab).toHaveURL(ends);
    await tab.close();
  } else {
    await lastEntry.click();
    await expect(page).toHaveURL(ends);
    await expect(nav).toBeHidden();
  }
});

test('an alarm acknowledged with the action bar that stays on screen as its page scrolls', async ({ page }) => {
  await onPhone(page);
  const open = (await api<{ data: Row[] }>(page, 'GET', '/cab-warnings?status=open&size=20')).data.data;
  const alarm = open.find((a) => a.alarmNo)!;
  await page.goto(`/#/apps/cab/warn/${alarm.id}/show`);
  // the page leads with the alarm's title, not its internal id
  await expect(page.getByRole('heading', { level: 1, name: String(alarm.alarmNo) })).toBeVisible();
  await expect(page.locator('#main-content').getByText(/^ID$/)).toHaveCount(0);
  const bar = page.getByRole('toolbar', { name: 'Record actions' });
  const acknowledge = bar.getByRole('button', { name: 'Acknowledge' });
  await expect(acknowledge).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(acknowledge).toBeInViewport({ ratio: 1 });
  await expectThumbSized(acknowledge);
  // the step that refuses is at the bar's other end, not beside it
  const ignore = bar.getByRole('button', { name: 'Ignore' });
  const [a, b] = [await acknowledge.boundingBox(), await ignore.boundingBox()];
  expect(b!.x - (a!.x + a!.width)).toBeGreaterThanOrEqual(24);
  await acknowledge.click();
  const dialog = page.getByRole('dialog', { name: 'Acknowledge' });
  await expect(dialog.getByRole('button', { name: 'Acknowledge' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(dialog).toBeHidden();
  await expect(bar.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);
  expect((await api<Row>(page, 'GET', `/cab-warnings/${alarm.id}`)).data.status).toBe('acknowledged');
});

test('a card offers its next step, and the filters fold behind one button', async ({ page }) => {
  await onPhone(page);
  await page.goto(WAITING_REFUNDS);
  const fold = page.getByRole('button', { name: 'Filters (1)' });
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('textbox', { name: 'Search' })).toBeHidden();
  const card = page
    .locator('#main-content li')
    .filter({ has: page.getByRole('link', { name: /^RF/ }) })
    .first();
  const title = (await card.getByRole('link').first().textContent())!.trim();
  const approve = card.getByRole('button', { name: `Approve: ${title}` });
  await expect(approve).toBeVisible();
  await expectThumbSized(approve);
  // the step runs from the card (confirmed), the card's link still opens the record
  await approve.click();
  const dialog = page.getByRole('dialog', { name: 'Approve' });
  await expect(dialog.getByRole('button', { name: 'Approve' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await fold.click();
  await expect(page.getByRole('textbox', { name: 'Search' })).toBeVisible();
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const)
  test(`no serious axe violation on the phone's list and record page (${theme})`, async ({ page }) => {
    await onPhone(page);
    await useTheme(page, theme);
    await page.goto(WAITING_REFUNDS);
    await expect(page.locator('#main-content li .SchemaCell-actions button').first()).toBeVisible();
    const list = await violationsInBothThemes(page, theme);
    await page.locator('#main-content li').getByRole('link').first().click();
    await expect(page.getByRole('toolbar', { name: 'Record actions' }).getByRole('button').first()).toBeVisible();
    const record = await violationsInBothThemes(page, list.theme);
    expect([...list.found, ...record.found]).toEqual([]);
  });

test('from the bell to a refund approved by keyboard alone, in at most ten keys', async ({ page }) => {
  await useLocale(page, 'en');
  await page.goto('/#/apps/cab/warn');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.focus();
  await expect(bell).toBeFocused();
  let keys = 0;
  const press = async (key: string) => {
    keys++;
    await page.keyboard.press(key);
  };
  await press('Enter');
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const oldest = panel.getByRole('button', { name: /^Oldest waiting: RF/ }).or(panel.getByRole('link', { name: /^Oldest waiting: RF/ }));
  await expect(oldest).toBeVisible();
  const refundNo = (await oldest.textContent())!.replace(/^Oldest waiting: /, '').trim();
  for (let i = 0; i < 10 && !(await oldest.evaluate((el) => el === document.activeElement)); i++) await press('Tab');
  await expect(oldest).toBeFocused();
  await press('Enter');
  // the record's page, the focus on its heading: the next Tab is its next step
  const heading = page.getByRole('heading', { level: 1, name: refundNo });
  await expect(heading).toBeFocused();
  await press('Tab');
  const approve = page.getByRole('toolbar', { name: 'Record actions' }).getByRole('button', { name: 'Approve' });
  await expect(approve).toBeFocused();
  await press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Approve' });
  await expect(dialog.getByRole('button', { name: 'Approve' })).toBeFocused();
  await press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.locator('#main-content').getByText('Approved', { exact: true }).first()).toBeVisible();
  expect(keys).toBeLessThanOrEqual(10);
});

test('the collapsed bulk bar takes no Tab stop', async ({ page }) => {
  await useLocale(page, 'en');
  await page.goto(WAITING_REFUNDS);
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  const hidden = page.locator('.RaBulkActionsToolbar-collapsed button');
  await expect(hidden.first()).toBeAttached();
  // none of its buttons can take the focus while nothing is selected
  expect(await hidden.evaluateAll((els) => els.filter((el) => (el.focus(), document.activeElement === el)).length)).toBe(0);
  // a row selected: the bar and its buttons are there
  await page.locator('table tbody tr').first().getByRole('checkbox').check();
  await expect(page.getByRole('button', { name: 'Approve' }).first()).toBeVisible();
});

test('a record action’s dialog puts Cancel before its Save, as a confirmation does', async ({ page }) => {
  await useLocale(page, 'en');
  await page.goto('/#/apps/cab/device/1/show');
  await page.getByRole('button', { name: 'Send a command' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a command' });
  const [cancel, save] = [dialog.getByRole('button', { name: 'Cancel' }), dialog.getByRole('button', { name: 'Save' })];
  await expect(save).toBeVisible();
  expect((await cancel.boundingBox())!.x).toBeLessThan((await save.boundingBox())!.x);
});
