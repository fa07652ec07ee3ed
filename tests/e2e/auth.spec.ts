import { expect, test } from './fixtures';
import { collectPageErrors, login, loginAndLand, openLanding, useLocale } from './helpers';

test.beforeEach(async ({ page }) => {
  await useLocale(page, 'en');
});

test('admin lands on the map dashboard and sees the System menu', async ({ page }) => {
  const errors = collectPageErrors(page);
  await loginAndLand(page, 'admin');
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByText('System', { exact: true })).toBeVisible();
  await nav.getByRole('button', { name: 'Stores', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Stores', exact: true })).toHaveAttribute('href', '#/apps/store/store');
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('userData'))) ?? '{}').role).toBe('admin');
  expect(errors).toEqual([]);
});

test.describe('signed in as the store manager', () => {
  test.use({ signedIn: 'client' });
  test('client does not see System and gets the not-authorized page at #/apps/system/user', async ({ page }) => {
    await openLanding(page);
    await expect(page.getByText('Store', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('System', { exact: true })).toHaveCount(0);
    let asked = false;
    page.on('request', (r) => {
      if (r.url().includes('/admin-company/v1/sys-users')) asked = true;
    });
    await page.goto('/#/apps/system/user');
    await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
    expect(asked).toBe(false);
  });
});

test('without a session, a protected address opens the login screen in one step (no logout loop)', async ({ page }) => {
  // counts the app's navigations to the login screen (react-admin's logout-on-mount once looped thousands of times)
  await page.addInitScript(() => {
    const w = window as unknown as { __toLogin: number };
    w.__toLogin = 0;
    for (const m of ['pushState', 'replaceState'] as const) {
      const original = history[m].bind(history);
      history[m] = (state: unknown, unused: string, url?: string | URL | null) => {
        if (String(url ?? '').includes('#/login')) w.__toLogin++;
        return original(state, unused, url);
      };
    }
  });
  const toLogin = () => page.evaluate(() => (window as unknown as { __toLogin: number }).__toLogin);
  // the first address loads the app; the others are typed into the address bar of the open app
  for (const route of ['/apps/assets/battery', '/dashboards/map', '/']) {
    const before = page.url().startsWith('http') ? await toLogin() : 0;
    await page.goto(`/#${route}`);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page).toHaveURL(/#\/login$/);
    expect((await toLogin()) - before, route).toBeLessThanOrEqual(2);
  }
});

test('guest is refused and sent back to login', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  await login(page, 'guest');
  await expect(page.getByText('This account has no back-office privilege').first()).toBeVisible();
  await expect(page).toHaveURL(/#\/login/);
  expect(messages).toContain('没有后台权限');
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test('a wrong password shows the spec message', async ({ page }) => {
  await page.goto('/#/login');
  await page.locator('input[name="email"]').fill('admin@demo.com');
  await page.locator('input[name="password"]').fill('wrong');
  await page.locator('button[type="submit"]').click();
  await expect(page.getByText('Email or Password is Invalid').first()).toBeVisible();
});

test('the root redirects by role and keeps the query', async ({ page }) => {
  await page.goto('/#/?x=1');
  await expect(page).toHaveURL(/#\/login/);
  await loginAndLand(page, 'admin');
  await page.goto('/#/?x=1');
  await expect(page).toHaveURL(/#\/dashboards\/map\?x=1/);
});

test.describe('signed in as the administrator', () => {
  test.use({ signedIn: 'admin' });

  test('an unknown route goes to the 404 page', async ({ page }) => {
    await page.goto('/#/no/such/page');
    await expect(page).toHaveURL(/#\/error-404/);
    await expect(page.getByRole('heading', { name: /404/ })).toBeVisible();
  });

  test('login, register and forgot-password redirect away when logged in', async ({ page }) => {
    await openLanding(page);
    for (const path of ['/#/login', '/#/register', '/#/forgot-password']) {
      await page.goto(path);
      await expect(page).toHaveURL(/#\/dashboards\/map/);
    }
  });

  test('a token that becomes invalid mid-session sends the user back to login with the notice', async ({ page }) => {
    await openLanding(page);
    await page.evaluate(() => localStorage.setItem('accessToken', 'not-a-valid-token'));
    await page.goto('/#/apps/store/store');
    await expect(page).toHaveURL(/#\/login/);
    await expect(page.getByText('Your login has expired. Please sign in again.').first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('logout clears the three session keys', async ({ page }) => {
    await openLanding(page);
    await page
      .getByRole('button', { name: /Profile|系统管理员|admin/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/#\/login/);
    const keys = await page.evaluate(() => ['accessToken', 'userData', 'userAbility'].map((k) => localStorage.getItem(k)));
    expect(keys).toEqual([null, null, null]);
  });
});
