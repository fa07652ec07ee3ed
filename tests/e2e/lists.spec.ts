/**
 * The lists as staff use them (issue: lists, filters and forms staff can work in all day): filters
 * of every kind, a filter from a link that stays visible and can be cleared, the column chooser and
 * its memory, the card list on a phone, rows that open the record, pickers that pick the right
 * record, and an export a person can read.
 */
import fs from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, storageKey, useLocale } from './helpers';

test.use({ signedIn: 'admin' });

const rows = (page: Page) => page.locator('#main-content table tbody tr');
const filterBar = (page: Page) => page.locator('#main-content form').first();

test.describe('filters', () => {
  test.beforeEach(async ({ page }) => {
    await useLocale(page, 'en');
  });

  test('every kind: an enum, a range pair, a reference, a yes/no, a text, a date range — each applied, shown and removed', async ({ page }) => {
    await page.goto('/#/apps/assets/battery');
    await expect(rows(page).first()).toBeVisible();
    const all = Number(await page.locator('#main-content table').getAttribute('aria-rowcount'));
    // "add filter" lists each filter once, by its label
    await page.getByRole('button', { name: 'Add filter' }).click();
    const items = page.getByRole('menuitemcheckbox');
    const labels = await items.allTextContents();
    expect(labels.length).toBe(new Set(labels).size);
    expect(labels).toEqual(
      expect.arrayContaining(['Model', 'SOC', 'SOH', 'Charge cycles', 'Asset status', 'Location', 'Store', 'Cabinet', 'Rider', 'Enabled']),
    );
    await items.filter({ hasText: /^SOC$/ }).click();
    // a range is one labelled pair, its unit after each bound (the label names the quantity only)
    const soc = filterBar(page).getByRole('group', { name: 'SOC', exact: true });
    await expect(soc.getByText('%')).toHaveCount(2);
    await soc.getByLabel('SOC to').fill('20');
    await expect(page).toHaveURL(/soc%22%3A%7B%22lte%22%3A20/);
    await expect(page.locator('#main-content table td').first()).toBeVisible();
    // an enum (always on): Fault
    await filterBar(page)
      .getByRole('combobox', { name: /^Status/ })
      .click();
    await page.getByRole('option', { name: 'Fault', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/status%22%3A%5B%22fault%22%5D/);
    // the shown rows match both
    for (const r of await api<{ data: { soc: number; status: string }[] }>(page, 'GET', '/batteries?soc_lte=20&status=fault&size=100').then((a) => a.data.data))
      expect(r.soc <= 20 && r.status === 'fault').toBe(true);
    // removed: the range by its own button, then everything at once
    await filterBar(page).locator('[data-source="soc"]').getByRole('button', { name: 'Remove this filter' }).click();
    await expect(soc).toBeHidden();
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page.locator('#main-content table')).toHaveAttribute('aria-rowcount', String(all));
  });

  test('a filter set by a link (the map’s “fault” counter) is on screen, and cleared', async ({ page }) => {
    await page.goto(`/#/apps/cab/device?filter=${encodeURIComponent(JSON.stringify({ health: ['fault'] }))}`);
    await expect(rows(page).first()).toBeVisible();
    const health = filterBar(page).getByRole('combobox', { name: /^Health/ });
    await expect(health).toBeVisible();
    await expect(health).toContainText('Fault');
    // leave and come back from the menu: the filter is still visible, and one click clears it
    await page.goto('/#/apps/cab/msg');
    await expect(rows(page).first()).toBeVisible();
    await page.goto('/#/apps/cab/device');
    await expect(filterBar(page).getByRole('combobox', { name: /^Health/ })).toContainText('Fault');
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(filterBar(page).getByRole('combobox', { name: /^Health/ })).toBeHidden();
  });

  test('a yes/no and a date range', async ({ page }) => {
    await page.goto('/#/apps/assets/frame');
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Enabled' }).click();
    await filterBar(page)
      .getByRole('combobox', { name: /^Enabled/ })
      .click();
    await page.getByRole('option', { name: 'No' }).click();
    await expect(page).toHaveURL(/enabled%22%3Afalse/);
    // the list holds the scrapped frames only (the demo data disables exactly those)
    await expect(rows(page).first()).toContainText('Scrapped');
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Created at' }).click();
    // a date picker in the app's language (English: MM/DD/YYYY hh:mm), typed section by section
    await filterBar(page).getByRole('group', { name: 'Created at from' }).getByRole('spinbutton', { name: 'Month' }).click();
    await page.keyboard.type('010120260000');
    await expect(page).toHaveURL(/createdAt%22%3A%7B%22gte/);
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page).not.toHaveURL(/enabled/);
  });
});

test.describe('columns, density and cards', () => {
  test('the column chooser: the choice stays after a reload and a logout, per user', async ({ page }) => {
    await useLocale(page, 'en');
    await page.goto('/#/apps/assets/battery');
    const headers = page.locator('#main-content thead th');
    await expect(headers.filter({ hasText: 'Model' })).toBeVisible();
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Model' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Brand' }).click();
    await page.keyboard.press('Escape');
    await expect(headers.filter({ hasText: 'Brand' })).toBeVisible();
    await expect(headers.filter({ hasText: /^Model$/ })).toHaveCount(0);
    await page.reload();
    await expect(headers.filter({ hasText: 'Brand' })).toBeVisible();
    await expect(headers.filter({ hasText: /^Model$/ })).toHaveCount(0);
    expect(await page.evaluate((k) => localStorage.getItem(k), storageKey('prefs.1.apps/assets/battery.columns'))).toContain('brand');
    // every list fits at 1440 with its default columns: the status is on screen
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitem', { name: 'Default columns' }).click();
    for (const route of [
      'apps/order/rent',
      'apps/order/sell',
      'apps/order/sell-card',
      'apps/consumer/complain',
      'apps/cab/warn',
      'vstore/order-withdraw',
      'store/order-rent',
    ]) {
      await page.goto(`/#/${route}`);
      await expect(rows(page).first()).toBeVisible();
      const status = page.locator('#main-content thead th').filter({ hasText: /^Status$/ });
      await expect(status, route).toBeInViewport({ ratio: 1 });
    }
  });

  test('compact rows, and a phone sees cards that open the record', async ({ page }) => {
    await useLocale(page, 'en');
    await page.goto('/#/apps/order/rent');
    const first = rows(page).first();
    await expect(first).toBeVisible();
    const comfortable = (await first.boundingBox())!.height;
    await page.getByRole('button', { name: 'Compact rows' }).click();
    await expect.poll(async () => (await first.boundingBox())!.height).toBeLessThan(comfortable);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('#main-content table')).toHaveCount(0);
    // a card (its title the link to the record, beside the row's next step when it has one)
    const card = page
      .locator('#main-content ul li')
      .filter({ has: page.getByRole('link') })
      .first();
    await expect(card).toBeVisible();
    // its number, its status and its amount
    await expect(card).toContainText(/RO\d+/);
    await expect(card).toContainText(/Paid|Unpaid|Refunded|Refund pending|Canceled|Refund refused/);
    await expect(card).toContainText('¥');
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/#\/apps\/order\/rent\/\d+\/show$/);
  });
});

test.describe('lists that fit, in Arabic and on a phone', () => {
  test('Arabic at 1440: the alarms fit with their actions, every row as high as the others', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await useLocale(page, 'ar');
    await page.goto('/#/apps/cab/warn');
    await expect(rows(page).first()).toBeVisible();
    // the rows' next steps are drawn (a part that follows the rows): an open alarm offers "confirm"
    await expect(page.locator('#main-content tbody button').first()).toBeVisible();
    const fit = await page.locator('#main-content table[aria-rowcount]').evaluate((table) => {
      const scroller = table.parentElement as HTMLElement;
      const t = table.getBoundingClientRect();
      const s = scroller.getBoundingClientRect();
      const heights = [...table.querySelectorAll('tbody tr[aria-rowindex]')].map((r) => r.getBoundingClientRect().height);
      return { overflow: scroller.scrollWidth - scroller.clientWidth, left: t.left - s.left, spread: Math.max(...heights) - Math.min(...heights) };
    });
    expect(fit.overflow, 'the table is wider than its card').toBeLessThanOrEqual(0);
    expect(fit.left).toBeGreaterThanOrEqual(0);
    expect(fit.spread, 'rows with and without buttons differ in height').toBeLessThanOrEqual(1);
  });

  test('a phone: the title stays readable, create is in the toolbar, an alarm card shows its level', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useLocale(page, 'zh_CN');
    await page.goto('/#/apps/cab/warn');
    const card = page
      .locator('#main-content ul li')
      .filter({ has: page.getByRole('link') })
      .first();
    await expect(card).toBeVisible();
    // the bar's buttons are drawn, the language is its icon, and the title "告警" is whole
    const language = page.getByRole('button', { name: '简体中文' });
    await expect(language).toBeVisible();
    expect((await language.boundingBox())!.width).toBeLessThanOrEqual(48);
    const title = page.locator('header').getByText('告警', { exact: true });
    await expect(title).toBeVisible();
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().width >= 32)).toBe(true);
    // create is a button of the list's toolbar, not a button floating over the cards
    const create = page.getByRole('link', { name: '新建' });
    await expect(create).toBeVisible();
    expect(await create.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');
    // the card: number, status, cabinet and type, and its level as a chip
    await expect(card).toContainText(/AL\d+/);
    await expect(card).toContainText(/提示|警告|严重/);
    await create.click();
    await expect(page).toHaveURL(/#\/apps\/cab\/warn\/create$/);
  });

  test('the navigation closed by a narrow window opens again when it is wide again; one the user closed stays closed', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await useLocale(page, 'en');
    await page.goto('/#/apps/assets/battery');
    const nav = page.getByRole('navigation').filter({ has: page.getByRole('menuitem', { name: 'Batteries' }) });
    const width = () => nav.evaluate((el) => Math.round(el.getBoundingClientRect().width));
    await expect.poll(width).toBeGreaterThan(200);
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect.poll(width).toBeLessThan(100);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(width).toBeGreaterThan(200);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(width).toBeLessThan(100);
    await page.setViewportSize({ width: 1000, height: 900 });
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect.poll(width).toBeLessThan(100);
  });
});

test.describe('view first, pick right, export for people', () => {
  test.beforeEach(async ({ page }) => {
    await useLocale(page, 'en');
  });

  test('a row click opens the record; a device alarm offers no edit and no delete', async ({ page }) => {
    await page.goto('/#/apps/cab/warn');
    await rows(page).first().locator('td').nth(2).click();
    await expect(page).toHaveURL(/#\/apps\/cab\/warn\/\d+\/show$/);
    await expect(page.getByRole('button', { name: /^Edit$/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete$/ })).toHaveCount(0);
    // an editable record: editing is a deliberate button on its page
    await page.goto('/#/apps/store/store');
    await rows(page).first().locator('td').nth(1).click();
    await expect(page).toHaveURL(/#\/apps\/store\/store\/\d+\/show$/);
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/#\/apps\/store\/store\/\d+$/);
  });

  test('a store picker ranks the exact store first and says which is which', async ({ page }) => {
    await page.goto('/#/apps/assets/battery');
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Store' }).click();
    await filterBar(page).getByRole('combobox', { name: 'Store' }).fill('长安1');
    const options = page.getByRole('option');
    await expect(options.first()).toContainText('长安1号店');
    await expect(options.nth(1)).toContainText('长安14号店');
    // the second line: its code and its area
    await expect(options.first()).toContainText(/MD\d{5} · /);
    await options.first().click();
    await expect(page).toHaveURL(/storeId%22%3A%221%22/);
  });

  test('the export: names, words, local times, and a file named after what it holds', async ({ page }) => {
    await page.goto(`/#/apps/assets/battery?filter=${encodeURIComponent(JSON.stringify({ soc: { lte: 20 } }))}`);
    await expect(rows(page).first()).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    expect(file.suggestedFilename()).toBe(`Batteries_${today}_SOC≤20%.csv`);
    const csv = fs.readFileSync(await file.path(), 'utf8');
    const [header, ...lines] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const cols = header.split(',');
    const expected = (await api<{ total: number }>(page, 'GET', '/batteries?soc_lte=20&size=1')).data.total;
    expect(lines).toHaveLength(expected);
    const cell = (line: string, name: string) => line.split(',')[cols.indexOf(name)];
    const withStore = lines.find((l) => cell(l, 'Store'))!;
    expect(cell(withStore, 'Store')).toMatch(/号店$/);
    expect(cell(lines[0], 'Enabled')).toMatch(/^(Yes|No)$/);
    expect(cell(lines[0], 'Status')).toMatch(/^(Idle|Charging|Discharging|Fault)$/);
    // a column of figures says their unit (the list's label names the quantity only; its cells write the unit)
    expect(Number(cell(lines[0], 'SOC (%)'))).toBeLessThanOrEqual(20);
    expect(csv).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  });
});
