/**
 * The app by keyboard alone (issue 8): a login, the global search jumping to a record, filtering a
 * list, editing and saving a record, and a workflow transition; the focus is visible at every stop,
 * dialogs and drawers keep the focus inside and give it back, icon-only buttons are named in the
 * active language. No mouse: only key presses, and the focus is asserted where each one lands.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNTS, useLocale } from './helpers';

const API = '/admin-company/v1';

/**
 * The focused element shows a focus indicator: an outline of at least 2 px on it or on the MUI control
 * that draws its keyboard focus (`Mui-focusVisible`, e.g. a checkbox around its hidden input), or the
 * focused border of a text field.
 */
async function expectFocusVisible(page: Page) {
  const focused = page.locator(':focus');
  await expect(focused).toHaveCount(1);
  await expect
    .poll(() =>
      focused.evaluate((el) => {
        if (el.closest('.MuiInputBase-root.Mui-focused')) return 'shown';
        for (const shown of [el, el.closest('.Mui-focusVisible')]) {
          if (!shown) continue;
          const s = getComputedStyle(shown);
          if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2) return 'shown';
        }
        return `no focus indicator on ${el.outerHTML.slice(0, 120)}`;
      }),
    )
    .toBe('shown');
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a user walking the tab order does. */
async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  await expect(target).toBeFocused();
  await expectFocusVisible(page);
}

/**
 * The skip link (the first stop of the tab order) jumps over the app bar and the navigation: it
 * moves the tab order's starting point to the content, so the next Tab lands inside it.
 */
async function skipToContent(page: Page, { back = false } = {}) {
  const skip = page.getByRole('button', { name: 'Skip to content' });
  await tabTo(page, skip, { back, max: back ? 3 : 40 });
  await page.keyboard.press('Enter');
  await expect(skip).not.toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('#main-content :focus')).toHaveCount(1);
}

/**
 * After a navigation the focus is on the new page's heading (issue 35): its own `h1` (a record's
 * title), from which the next Tab is in the page, or, for a page without one, its title in the app
 * bar, from which the skip link is two keys back. Either way the next stop is the content.
 */
async function fromHeading(page: Page) {
  const heading = page.locator('#main-content h1, #react-admin-title');
  await expect.poll(() => heading.evaluateAll((els) => els.some((el) => el === document.activeElement))).toBe(true);
  if (await page.locator('#react-admin-title').evaluate((el) => el === document.activeElement)) await skipToContent(page, { back: true });
}

async function token(request: APIRequestContext): Promise<string> {
  const res = await request.post('/auth/login', { data: ACCOUNTS.admin });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function apiGet<T>(request: APIRequestContext, auth: string, path: string): Promise<T> {
  const res = await request.get(`${API}${path}`, { headers: { Authorization: `Bearer ${auth}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

interface Row {
  id: number | string;
  [field: string]: unknown;
}

test('login, search, filter, edit and a workflow transition by keyboard alone', async ({ page, request }) => {
  test.setTimeout(180_000);
  await useLocale(page, 'en');
  const auth = await token(request);
  const [store] = (await apiGet<{ data: Row[] }>(request, auth, '/stores?q=MD10003')).data;
  // an open alarm with its number (one created through the API by another test may have none)
  const found = (await apiGet<{ data: Row[] }>(request, auth, '/cab-warnings?status=open&size=50')).data.find((a) => a.alarmNo);
  if (!found) throw new Error('no open alarm with a number');
  const alarm = found;
  expect(store?.sn).toBe('MD10003');
  expect(alarm?.status).toBe('open');

  // 1. log in: the language menu, then the email and password fields, Enter submits
  await page.goto('/#/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'English' }));
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.type(ACCOUNTS.admin.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(ACCOUNTS.admin.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/dashboards\/map/);
  await expect(page.locator('#main-content').getByRole('heading', { level: 1 })).toBeVisible();

  // 2. global search: Ctrl+Shift+/ opens it with the focus in the input; the record is the first option, Enter opens it
  await page.keyboard.press('Control+Shift+Slash');
  const search = page.getByRole('combobox', { name: 'Search pages and records' });
  await expect(search).toBeFocused();
  await page.keyboard.type('MD10003');
  const option = page.getByRole('option', { name: String(store.name) });
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/apps/store/store/${store.id}/show$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // 3. edit and save: from the record's heading → Edit, the manager field, Save
  await fromHeading(page);
  await tabTo(page, page.getByRole('link', { name: 'Edit' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/apps/store/store/${store.id}$`));
  const manager = page.getByRole('textbox', { name: 'Manager' });
  await expect(manager).toHaveValue(String(store.manager ?? ''));
  await fromHeading(page);
  await tabTo(page, manager);
  // (a retry finds the first run's value: the new one always differs from what is there)
  const newManager = store.manager === 'Keyboard Kim' ? 'Keyboard Lee' : 'Keyboard Kim';
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(newManager);
  await tabTo(page, page.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Element updated')).toBeVisible();
  await expect.poll(async () => (await apiGet<Row>(request, auth, `/stores/${store.id}`)).manager).toBe(newManager);
  // saved: back on the record's page, where the new value shows, also after a reload
  await expect(page).toHaveURL(new RegExp(`#/apps/store/store/${store.id}/show$`));
  await page.reload();
  // on the page (and, once it has reloaded, in its history too)
  await expect(page.locator('#main-content').getByText(newManager).first()).toBeVisible();

  // 4. filter a list: the alarms page through the search, then the list's own search box
  await page.keyboard.press('Control+Shift+Slash');
  await expect(search).toBeFocused();
  await page.keyboard.type('Alarms');
  await expect(page.getByRole('option', { name: /^Alarms/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/apps\/cab\/warn/);
  await fromHeading(page);
  const listSearch = page.getByRole('textbox', { name: 'Search' });
  await tabTo(page, listSearch);
  await page.keyboard.type(String(alarm.alarmNo));
  // every key landed in the box, and the list's address holds exactly what was typed
  await expect(listSearch).toHaveValue(String(alarm.alarmNo));
  await expect
    .poll(() => {
      const query = new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '');
      return (JSON.parse(query.get('filter') ?? '{}') as { q?: string }).q;
    })
    .toBe(String(alarm.alarmNo));
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(String(alarm.alarmNo));

  // 5. the workflow: the row's title links to the record, then Acknowledge, confirmed in its dialog
  await tabTo(page, rows.first().getByRole('link', { name: String(alarm.alarmNo) }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/apps/cab/warn/${alarm.id}/show$`));
  const acknowledge = page.getByRole('button', { name: 'Acknowledge' });
  // the record's page is drawn (as the store's form is awaited above) before the skip link moves into it
  await expect(acknowledge).toBeVisible();
  await fromHeading(page);
  await tabTo(page, acknowledge);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Acknowledge' });
  await expect(dialog).toBeVisible();
  // the confirmation opens with the focus on its confirm button
  await expect(dialog.getByRole('button', { name: 'Acknowledge' })).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Resolve' })).toBeVisible();
  await expect.poll(async () => (await apiGet<Row>(request, auth, `/cab-warnings/${alarm.id}`)).status).toBe('acknowledged');
});

/** Logs in from the login page by keyboard: Tab to the email field, type, Tab, type, Enter. */
async function keyboardLogin(page: Page, emailLabel: string) {
  await page.goto('/#/login');
  const email = page.getByRole('textbox', { name: emailLabel });
  await tabTo(page, email);
  await page.keyboard.type(ACCOUNTS.admin.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(ACCOUNTS.admin.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/dashboards\/map/);
  await expect(page.locator('#main-content').getByRole('heading', { level: 1 })).toBeVisible();
}

/** Shift+Tab and Tab around from where the focus is: it never leaves `container` (itself or inside it). */
async function expectFocusTrapped(page: Page, container: Locator) {
  const focusInside = () => container.evaluate((el) => el.contains(document.activeElement));
  await expect.poll(focusInside).toBe(true);
  for (const key of ['Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Tab', 'Tab', 'Tab', 'Tab']) {
    await page.keyboard.press(key);
    await expect.poll(focusInside).toBe(true);
  }
}

test('dialogs, drawers and menus keep the focus inside and give it back; icon-only buttons are named in Arabic', async ({ page }) => {
  test.setTimeout(120_000);
  await useLocale(page, 'ar');
  await keyboardLogin(page, 'البريد الإلكتروني');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/#/apps/store/store');
  await expect(page.locator('table tbody tr').first()).toBeVisible();

  // every icon-only control of the shell and of a list has a name, in Arabic
  const unnamed = await page.locator('header, #main-content').evaluateAll((roots) =>
    roots.flatMap((root) =>
      [...root.querySelectorAll<HTMLElement>('button, a[href], [role="button"], input[type="checkbox"]')]
        // (shown ones: the collapsed bulk bar's are hidden, out of the tab order too)
        .filter((el) => el.offsetParent !== null && getComputedStyle(el).visibility !== 'hidden' && !(el.innerText ?? '').trim())
        .map((el) => {
          const labelledBy = (el.getAttribute('aria-labelledby') ?? '').split(' ').filter(Boolean);
          const name =
            el.getAttribute('aria-label') || labelledBy.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || el.getAttribute('title') || '';
          return /[\u0600-\u06FF]/.test(name) ? '' : `${el.tagName.toLowerCase()}.${el.className.toString().split(' ')[0]} named “${name}”`;
        })
        .filter(Boolean),
    ),
  );
  expect(unnamed).toEqual([]);

  // the settings drawer: opened by Enter, the focus inside and kept there, Escape gives it back to the button
  const settingsButton = page.getByRole('button', { name: 'فتح تخصيص المظهر' });
  await tabTo(page, settingsButton);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'تخصيص المظهر' });
  await expect(drawer).toBeVisible();
  await expectFocusTrapped(page, drawer);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(settingsButton).toBeFocused();
  await expectFocusVisible(page);

  // the global search: the input has the focus, it stays in the dialog, Escape gives it back
  const searchButton = page.getByRole('button', { name: 'بحث (Ctrl+Shift+/)' });
  await tabTo(page, searchButton, { back: true });
  await page.keyboard.press('Enter');
  const searchDialog = page.getByRole('dialog');
  await expect(searchDialog.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('MD1000');
  await expect(searchDialog.getByRole('option').first()).toBeVisible();
  await expectFocusTrapped(page, searchDialog);
  await page.keyboard.press('Escape');
  await expect(searchDialog).toHaveCount(0);
  await expect(searchButton).toBeFocused();

  // the language menu: the focus on the current language, arrow keys move through it, Escape closes it and gives the focus back
  const languageButton = page.getByRole('button', { name: 'العربية' });
  await tabTo(page, languageButton);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: 'Français' }) });
  await expect(menu.getByRole('menuitem', { name: 'العربية' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Français' })).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(languageButton).toBeFocused();
});
