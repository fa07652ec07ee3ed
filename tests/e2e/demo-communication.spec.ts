/** The email, chat and calendar demo apps against the production build and the mock API. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { collectPageErrors, useLocale } from './helpers';

test.use({ signedIn: 'admin' });

test.beforeEach(async ({ page }) => {
  await useLocale(page, 'en');
});

const inboxLink = (page: Page) => page.getByRole('navigation', { name: 'Folders' }).getByRole('link', { name: /^Inbox/ });

/** The inbox's unread count, read from its link's "N unread" text (none shown when 0). */
async function unreadCount(page: Page): Promise<number> {
  // allTextContents() does not wait: the counter disappears when it reaches 0
  const [text] = await inboxLink(page)
    .getByText(/^\d+ unread$/)
    .allTextContents();
  return text === undefined ? 0 : Number.parseInt(text, 10);
}

test('email: selecting an unread email and marking it read lowers the inbox count', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/#/apps/email');
  const list = page.getByRole('list', { name: 'Emails' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const unreadRows = list.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Unread:/ }) });
  if ((await unreadRows.count()) === 0) {
    // an earlier run read everything: make one unread again first
    await list.getByRole('listitem').first().getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Mark as unread' }).click();
    await expect(unreadRows.first()).toBeVisible();
  }
  const unreadRow = unreadRows.first();
  const before = await unreadCount(page);
  expect(before).toBeGreaterThan(0);

  await unreadRow.getByRole('checkbox').check();
  await expect(page.getByText('1 selected')).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith('/apps/email/update-emails') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Mark as read' }).click();
  expect((await saved).status()).toBe(200);
  await expect.poll(() => unreadCount(page)).toBe(before - 1);
  expect(errors).toEqual([]);
});

test('email: the hostile email is shown sanitized, with no dialog and no handler attribute', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/#/apps/email');
  await page.getByRole('searchbox', { name: 'Search mail by sender or subject' }).fill('suspicious');
  const row = page.getByRole('button', { name: /Suspicious invoice attached/ });
  await row.click();
  await expect(page.getByRole('heading', { name: 'Suspicious invoice attached' })).toBeVisible();
  await expect(page.getByText('Hello, the invoice you asked for is below.')).toBeVisible();
  const link = page.getByText('Open the invoice');
  await expect(link).toBeVisible();
  await link.click(); // an alert() would open a dialog right here

  expect(await page.locator('[onerror], [onload], [onclick], [onmouseover]').count()).toBe(0);
  const body = page.getByRole('article', { name: /Message from/ }).first();
  expect(await body.locator('script, iframe, object, embed, svg').count()).toBe(0);
  expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});

test('calendar: create an event, drag it to another day, then delete it', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/#/apps/calendar');
  await expect(page.locator('.fc-daygrid-body')).toBeVisible();

  await page.getByRole('button', { name: 'Add event' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add event' });
  const title = `E2E standup ${Date.now()}`;
  await drawer.getByRole('textbox', { name: 'Title' }).fill(title);
  const start = await drawer.getByLabel(/^Start/).inputValue(); // today, prefilled
  const created = page.waitForResponse((r) => r.url().endsWith('/apps/calendar/events') && r.request().method() === 'POST');
  await drawer.getByRole('button', { name: 'Add' }).click();
  const event = (await (await created).json()) as { id: number; start: string };
  expect(event.start).toBe(start);

  const chip = page.locator(`td[data-date="${start}"] .fc-event`, { hasText: title });
  await expect(chip).toBeVisible();
  // the drawer gone: the calendar is laid out where the drag will be measured (a drag measured while it closed missed the chip)
  await expect(drawer).toBeHidden();
  const day = Number(start.slice(8, 10));
  const target = new Date(Number(start.slice(0, 4)), Number(start.slice(5, 7)) - 1, day > 15 ? day - 3 : day + 3);
  const targetDay = `${target.getFullYear()}-${String(target.getMonth() + 1).padStart(2, '0')}-${String(target.getDate()).padStart(2, '0')}`;
  const from = await chip.boundingBox();
  const to = await page.locator(`td[data-date="${targetDay}"]`).boundingBox();
  if (!from || !to) throw new Error('calendar cells not laid out');

  const moved = page.waitForResponse((r) => r.url().endsWith(`/apps/calendar/events/${event.id}`) && r.request().method() === 'POST');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 5, from.y + from.height / 2 + 5, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  const answer = (await (await moved).json()) as { start: string; end: string };
  expect(answer.start).toBe(targetDay);
  const movedChip = page.locator(`td[data-date="${targetDay}"] .fc-event`, { hasText: title });
  await expect(movedChip).toBeVisible();

  // open it and delete it (which also leaves the calendar as it was)
  await movedChip.click();
  const editor = page.getByRole('dialog', { name: 'Edit event' });
  await expect(editor.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  const deleted = page.waitForResponse((r) => r.url().endsWith(`/apps/calendar/events/${event.id}`) && r.request().method() === 'DELETE');
  await editor.getByRole('button', { name: 'Delete' }).click();
  expect((await deleted).status()).toBe(200);
  await expect(page.locator('.fc-event', { hasText: title })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('chat: send a message to a model-backed persona and get its answer', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/#/apps/chat');
  await page
    .getByRole('list', { name: 'Chats' })
    .getByRole('button', { name: /Nova Assistant/ })
    .click();
  const log = page.getByRole('log', { name: 'Conversation with Nova Assistant' });
  await expect(log).toBeVisible();
  const posted = page.waitForResponse((r) => r.url().endsWith('/apps/chat/chats/2') && r.request().method() === 'POST');
  const text = `Hello from the end-to-end test ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Your message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  expect((await posted).status()).toBe(201);
  await expect(log.getByText(text)).toBeVisible();
  if (!process.env.CHAT_API_URL || !process.env.CHAT_MODEL) await expect(log.getByText(/^No model configured/).last()).toBeVisible();
  await expect(log.locator('[aria-busy="true"]')).toHaveCount(0);

  // a persona that is not yet open cannot be messaged
  await page.getByRole('button', { name: /Legal Advisor/ }).click();
  await expect(page.getByRole('textbox', { name: 'Your message' })).toBeDisabled();
  await expect(page.getByText('Legal Advisor is not yet open: this persona cannot receive messages in this version.')).toBeVisible();
  expect(errors).toEqual([]);
});
