/**
 * Issue 18, session and notifications: a deep link survives the login, and so does the address a
 * session ends on; the bell's counts lead to lists that hold exactly that many records; the user
 * menu names the user, their role and their store; a password change ends the other sessions.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { COLOUR_RULES, stillColours, switchTheme, violations } from './axe';
import { ACCOUNTS, api, collectPageErrors, openLanding, storageKey, useLocale } from './helpers';

test.use({ signedIn: 'admin' });

const API = '/admin-company/v1';

test.beforeEach(async ({ page }) => {
  await useLocale(page, 'en');
});

async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const r = await request.post('/auth/login', { data: { email, password } });
  expect(r.status()).toBe(200);
  return ((await r.json()) as { accessToken: string }).accessToken;
}

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const r = await request.get(`${API}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(r.status(), path).toBe(200);
  return ((await r.json()) as { data: T }).data;
}

async function signIn(page: Page, email: string, password: string) {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
}

/** The list's total as its pagination says it ("1-20 of 54"). */
const paginationTotal = (page: Page, total: number) => page.getByText(new RegExp(`\\b(of|sur|/)\\s*${total.toLocaleString('en')}\\b`)).first();

test.describe('after login, back where the user was going', () => {
  test.use({ signedIn: undefined });
  test('a deep link opened signed out lands on that record after login', async ({ page, request }) => {
    const errors = collectPageErrors(page);
    const admin = await apiToken(request, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
    const refund = await apiGet<{ refundNo: string }>(request, admin, '/refund-orders/5');
    await page.goto('/#/apps/order/refund/5/show');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page).toHaveURL(/#\/login$/);
    await signIn(page, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
    await expect(page).toHaveURL(/#\/apps\/order\/refund\/5\/show$/);
    await expect(page.getByText(refund.refundNo).first()).toBeVisible();
    // remembered once: the next login lands on the map
    await page.getByRole('button', { name: /系统管理员/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/#\/login/);
    await signIn(page, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
    await expect(page).toHaveURL(/#\/dashboards\/map/);
    expect(errors).toEqual([]);
  });

  test('a store manager sent to a company record lands on the map instead; a store page of theirs is kept', async ({ page }) => {
    await page.goto('/#/apps/order/refund/5/show');
    await signIn(page, ACCOUNTS.client.email, ACCOUNTS.client.password);
    await expect(page).toHaveURL(/#\/dashboards\/map$/);
    await page.evaluate(() => localStorage.removeItem('accessToken'));
    await page.goto('/#/store/order-refund?page=2');
    await expect(page).toHaveURL(/#\/login$/);
    await signIn(page, ACCOUNTS.client.email, ACCOUNTS.client.password);
    await expect(page).toHaveURL(/#\/store\/order-refund\?page=2$/);
  });

  test('public pages are not remembered', async ({ page }) => {
    await page.goto('/#/register');
    await page.goto('/#/login');
    await signIn(page, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
    await expect(page).toHaveURL(/#\/dashboards\/map$/);
  });
});

test.describe('notifications', () => {
  test('the badge is the open critical alarms, the bell names every count, and each notification opens its list filtered to exactly that many records', async ({
    page,
  }) => {
    await openLanding(page);
    const { data } = await api<{ total: number; items: { id: string; count: number }[] }>(page, 'GET', '/tenant/user/notifications');
    expect(data.total).toBeGreaterThan(0);
    const critical = data.items.find((i) => i.id === 'alarms.critical')!.count;
    const bell = page.getByRole('button', { name: new RegExp(`^Notifications \\(Critical alarms: ${critical}, .*Refunds to review: \\d+`) });
    await expect(bell).toBeVisible();
    await expect(page.getByTestId('notifications-badge')).toContainText(String(critical));
    for (const id of ['alarms.critical', 'refunds']) {
      const count = data.items.find((i) => i.id === id)!.count;
      expect(count, id).toBeGreaterThan(0);
      await bell.click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      const link = panel.locator(`[data-notification="${id}"]`);
      await expect(link).toContainText(String(count));
      await link.click();
      await expect(panel).toBeHidden();
      await expect(page).toHaveURL(/\?filter=/);
      await expect(paginationTotal(page, count)).toBeVisible();
    }
    // the refunds' filter shows as the list's status filter, as if applied by hand
    await expect(page).toHaveURL(/#\/apps\/order\/refund\?filter=/);
    await expect(
      page
        .getByRole('button', { name: /Status/ })
        .or(page.getByLabel('Status'))
        .first(),
    ).toBeVisible();
  });

  test('acknowledging an alarm lowers the count when the panel is opened again', async ({ page }) => {
    await openLanding(page);
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.click();
    const link = page.getByRole('dialog', { name: 'Notifications' }).locator('[data-notification="alarms.critical"]');
    const before = Number((await link.getByTestId('notification-count').textContent())?.replace(/\D/g, ''));
    await page.keyboard.press('Escape');
    const open = await api<{ data: { id: string }[] }>(page, 'GET', '/cab-warnings?status=open&level=critical&size=1');
    expect((await api(page, 'POST', `/cab-warnings/${open.data.data[0].id}/transitions/acknowledge`, {})).status).toBe(200);
    await bell.click();
    await expect(link.getByTestId('notification-count')).toHaveText(String(before - 1));
  });

  test.describe(() => {
    test.use({ signedIn: 'client' });
    test('a store manager sees only the store’s reviews, no alarms', async ({ page }) => {
      await openLanding(page);
      await page.getByRole('button', { name: /^Notifications/ }).click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      await expect(panel.locator('[data-notification]').first()).toBeVisible();
      const ids = await panel.locator('[data-notification]').evaluateAll((els) => els.map((e) => e.getAttribute('data-notification')));
      expect(ids.every((id) => id === 'refunds' || id === 'real_names')).toBe(true);
      await panel.locator('[data-notification="refunds"]').click();
      await expect(page).toHaveURL(/#\/store\/order-refund\?filter=/);
    });
  });
});

test.describe('the user menu', () => {
  test.describe(() => {
    test.use({ signedIn: 'client' });
    test('names the store manager, their role and their store; the app bar names the store', async ({ page, request }) => {
      const admin = await apiToken(request, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
      const store = await apiGet<{ name: string; sn: string }>(request, admin, '/stores/1');
      await openLanding(page);
      await expect(page.getByTestId('store-chip')).toContainText(store.name);
      await page.getByRole('button', { name: /雁塔店长/ }).click();
      const summary = page.getByTestId('session-summary');
      await expect(summary).toContainText('雁塔店长');
      await expect(summary).toContainText('client@demo.com');
      await expect(summary.getByText('Store manager')).toBeVisible();
      await expect(summary).toContainText(`${store.name} (${store.sn})`);
      await expect(page.getByRole('menuitem', { name: 'Change password' })).toBeFocused();
      await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    });
  });

  test.describe(() => {
    test.use({ signedIn: 'client' });
    test('on a phone, the store is named under the navigation’s header, and the app bar keeps every button on screen', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openLanding(page);
      const banner = page.getByRole('banner');
      // every button inside the 390 px, whatever the language's name on its button
      for (const [code, name] of [
        ['zh_CN', '简体中文'],
        ['en', 'English'],
        ['fr', 'Français'],
        ['ar', 'العربية'],
      ]) {
        await page.evaluate(([key, l]) => localStorage.setItem(key, JSON.stringify(l)), [storageKey('locale'), code]);
        await page.reload();
        await expect(banner.getByRole('button', { name })).toBeVisible();
        const buttons = await banner.getByRole('button').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => [r.left, r.right]));
        for (const [left, right] of buttons) expect(left >= 0 && right <= 390, `${code}: ${left}-${right}`).toBe(true);
      }
      await expect(page.getByTestId('store-chip')).toBeHidden();
      await banner.getByRole('button').first().click();
      await expect(page.getByTestId('store-nav-line')).toBeVisible();
      await expect(page.getByTestId('store-nav-line')).toContainText('号店');
    });
  });

  test.describe(() => {
    test.use({ signedIn: 'client' });
    test('no serious axe violation in the bell’s panel, the user menu and the password dialog, light and dark', async ({ page }) => {
      await openLanding(page);
      await stillColours(page);
      const found: string[] = [];
      for (const theme of ['light', 'dark'] as const) {
        await switchTheme(page, theme);
        // the same panels in the second theme: the rules of colour
        const rules = theme === 'light' ? undefined : COLOUR_RULES;
        await page.getByRole('button', { name: /^Notifications/ }).click();
        await expect(page.locator('[data-notification]').first()).toBeVisible();
        // the review queues' oldest waiting records, links of their own, are checked too
        await expect(page.locator('[data-oldest-of]').first()).toBeVisible();
        found.push(...(await violations(page, rules)).map((v) => `${theme} panel: ${v}`));
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: /雁塔店长/ }).click();
        await expect(page.getByTestId('session-summary')).toBeVisible();
        found.push(...(await violations(page, rules)).map((v) => `${theme} menu: ${v}`));
        await page.getByRole('menuitem', { name: 'Change password' }).click();
        const dialog = page.getByRole('dialog', { name: 'Change password' });
        await dialog.getByRole('button', { name: 'Change password' }).click();
        await expect(dialog.getByText('Required').first()).toBeVisible();
        found.push(...(await violations(page, rules)).map((v) => `${theme} dialog: ${v}`));
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
      expect(found).toEqual([]);
    });
  });

  test('the administrator has no store chip', async ({ page }) => {
    await openLanding(page);
    await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await expect(page.getByTestId('store-chip')).toHaveCount(0);
  });
});

test.describe(() => {
  test.use({ signedIn: undefined });
  test('change password: refused with a wrong current one; then changed, the other session ends and comes back to its page after login with the new one', async ({
    page,
    browser,
    request,
  }) => {
    const admin = await apiToken(request, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
    const email = `pw.e2e.${Date.now()}@demo.com`;
    const created = await request.post(`${API}/sys-users`, {
      headers: { Authorization: `Bearer ${admin}` },
      data: {
        email,
        username: `pw.e2e.${Date.now()}`,
        nickname: 'PW E2E',
        role: 'client',
        roleIds: ['client'],
        storeId: '1',
        status: 'active',
        password: 'first-pass',
      },
    });
    expect(created.status()).toBe(200);

    // another session of the same user, on a store page
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await useLocale(other, 'en');
    await other.goto('/#/login');
    await signIn(other, email, 'first-pass');
    await expect(other).toHaveURL(/#\/dashboards\/map/);
    await other.goto('/#/store/order-refund');
    await expect(other.getByRole('heading', { name: 'Store refunds' })).toBeVisible();

    await page.goto('/#/login');
    await signIn(page, email, 'first-pass');
    await expect(page).toHaveURL(/#\/dashboards\/map/);
    await page.getByRole('button', { name: /PW E2E/ }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').fill('wrong-pass');
    await dialog.getByLabel('New password', { exact: false }).first().fill('second-pass');
    await dialog.getByLabel('Confirm the new password').fill('second-pass');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText('The current password is wrong')).toBeVisible();
    await dialog.getByLabel('Current password').fill('first-pass');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Password changed. Your other sessions have been signed out.')).toBeVisible();
    // this session goes on
    await page.goto('/#/store/order-refund');
    await expect(page.getByRole('heading', { name: 'Store refunds' })).toBeVisible();
    await expect(page).toHaveURL(/#\/store\/order-refund/);

    // the other session ends at its next request, and comes back to its page after login with the new password
    await other.getByRole('button', { name: /^Notifications/ }).click();
    await expect(other).toHaveURL(/#\/login/);
    await expect(other.getByText('Your login has expired. Please sign in again.').first()).toBeVisible();
    await signIn(other, email, 'first-pass');
    await expect(other.getByText('Email or Password is Invalid').first()).toBeVisible();
    await signIn(other, email, 'second-pass');
    await expect(other).toHaveURL(/#\/store\/order-refund$/);
    await otherContext.close();
  });
});
