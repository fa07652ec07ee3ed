/**
 * Roles and logs in words: the role editor names each privilege in the user's language (the code
 * beside it), searches and folds the tree, and flags a role whose users could not sign in; the
 * template's demo apps are behind a code of their own that the store manager does not hold; the
 * audit log says which resource and what was done, and opens the record.
 */
import fs from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { stillColours, switchTheme, useTheme, violations } from './axe';
import { api, openLanding, useLocale } from './helpers';

test.use({ signedIn: 'admin' });

const SHOTS = process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/roles` : '/work/shots/roles';
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });

/** From the roles list to the store manager's role, and on to its form. */
async function openClientRole(page: Page) {
  await page.goto('/#/apps/system/role');
  await page.getByRole('link', { name: '门店店长' }).click();
  await expect(page).toHaveURL(/#\/apps\/system\/role\/client\/show$/);
  await page.getByRole('link', { name: '编辑' }).click();
  await expect(page).toHaveURL(/#\/apps\/system\/role\/client$/);
}

test('the role editor names privileges in Chinese, searches, folds, and flags a role without back-office sign-in', async ({ page }) => {
  await useLocale(page, 'zh_CN');
  await useTheme(page, 'light');
  await page.setViewportSize({ width: 1440, height: 900 });
  await openLanding(page);
  // colours as they settle, for axe (no transition caught half-way)
  await stillColours(page);
  await openClientRole(page);
  const tree = page.getByRole('group', { name: '权限' });
  // names, with the code as the checkbox's description
  const stores = tree.getByRole('checkbox', { name: '门店', exact: true });
  await expect(stores).toBeChecked();
  await expect(stores).toHaveAccessibleDescription('RESOURCE_ADMIN_STORE');
  await expect(tree.getByText('RESOURCE_ADMIN_STORE', { exact: true })).toBeVisible();
  await expect(tree.getByRole('checkbox', { name: '门店退款订单' })).toBeChecked();
  await expect(tree.getByRole('checkbox', { name: '模板演示' })).not.toBeChecked();
  await expect(tree.getByRole('alert')).toHaveCount(0);
  await shot(page, 'role-edit-zh-light-1440');

  // a search keeps the matches and the path to them
  const search = tree.getByRole('searchbox', { name: '搜索权限' });
  await search.fill('退款');
  await expect(tree.getByRole('checkbox', { name: '退款订单', exact: true })).toBeVisible();
  await expect(tree.getByRole('checkbox', { name: '订单管理' })).toBeVisible();
  await expect(tree.getByRole('checkbox', { name: '门店退款订单' })).toBeVisible();
  await expect(tree.getByRole('checkbox', { name: '门店租赁订单' })).toHaveCount(0);
  await shot(page, 'role-edit-search-zh-light-1440', false);
  // a code works too
  await search.fill('cab_cmd');
  await expect(tree.getByRole('checkbox', { name: '设备指令' })).toBeVisible();
  await expect(tree.getByRole('checkbox', { name: '告警' })).toHaveCount(0);
  await search.fill('');

  // expand all, collapse all
  await tree.getByRole('button', { name: '全部展开' }).click();
  await expect(tree.getByRole('checkbox', { name: '角色', exact: true })).toBeVisible();
  await tree.getByRole('button', { name: '全部折叠' }).click();
  await expect(tree.getByRole('checkbox', { name: '角色', exact: true })).toHaveCount(0);
  await expect(tree.getByRole('checkbox', { name: '系统' })).toBeVisible();

  // RESOURCE_ADMIN off (the root: once to all, once to none): the warning, which offers to put it back
  const root = tree.getByRole('checkbox', { name: '登录管理后台' });
  await root.click();
  await expect(root).toBeChecked();
  await root.click();
  await expect(root).not.toBeChecked();
  const warning = tree.getByRole('alert');
  await expect(warning).toContainText('此角色的用户将无法登录');
  await expect(warning).toContainText('RESOURCE_ADMIN');
  await shot(page, 'role-edit-warning-zh-light-1440', false);
  expect(await violations(page, undefined, 'form')).toEqual([]);
  await warning.getByRole('button', { name: '添加“登录管理后台”' }).click();
  await expect(tree.getByRole('alert')).toHaveCount(0);

  // the same screen in dark, on a phone, and in Arabic
  await switchTheme(page, 'dark');
  await root.click();
  await root.click();
  await expect(tree.getByRole('alert')).toBeVisible();
  expect(await violations(page, undefined, 'form')).toEqual([]);
  await shot(page, 'role-edit-warning-zh-dark-1440', false);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'role-edit-warning-zh-dark-390');
});

test('the role editor in Arabic (right to left), on a phone and wide', async ({ page }) => {
  await useLocale(page, 'ar');
  await useTheme(page, 'light');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/apps/system/role/guest');
  const warning = page.getByRole('alert').filter({ hasText: 'RESOURCE_ADMIN' });
  await expect(warning).toContainText('لن يتمكن مستخدمو هذا الدور من تسجيل الدخول');
  await expect(page.getByRole('checkbox', { name: 'تسجيل الدخول إلى لوحة الإدارة' })).not.toBeChecked();
  await shot(page, 'role-edit-guest-ar-light-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('searchbox', { name: 'البحث في الصلاحيات' }).fill('RESOURCE_ADMIN_COMPANY_USER');
  // a matching group shows what it holds
  await expect(page.getByRole('checkbox', { name: 'العملاء' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'شكاوى' })).toBeVisible();
  await shot(page, 'role-edit-search-ar-light-1440', false);
});

test.describe(() => {
  test.use({ signedIn: 'client' });
  test('the store manager is not offered the demo apps, and a demo address is not authorized', async ({ page }) => {
    await useLocale(page, 'zh_CN');
    let askedMock = false;
    page.on('request', (r) => {
      if (/\/apps\/(email|invoice|user)\b/.test(new URL(r.url()).pathname)) askedMock = true;
    });
    await openLanding(page);
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByText('门店', { exact: true }).first()).toBeVisible();
    await expect(nav.getByText('模板演示', { exact: true })).toHaveCount(0);
    await expect(nav.getByText('邮件', { exact: true })).toHaveCount(0);
    for (const route of ['/apps/email', '/apps/invoice/list', '/tables/data-table', '/apps/calendar']) {
      await page.goto(`/#${route}`);
      await expect(page.getByRole('heading', { name: '无权访问' }), route).toBeVisible();
      // what is refused, in words: the menu's name of the code, never the code
      await expect(page.getByRole('alert')).toContainText('您的账号无权打开“模板演示”');
      await expect(page.getByRole('alert')).not.toContainText('RESOURCE_ADMIN');
    }
    expect(askedMock).toBe(false);
    await shot(page, 'client-demo-not-authorized-zh-light-1440');
  });
});

test('the admin keeps the demo apps', async ({ page }) => {
  await useLocale(page, 'zh_CN');
  await openLanding(page);
  await expect(page.getByRole('navigation').first().getByText('模板演示', { exact: true })).toBeVisible();
  await page.goto('/#/apps/invoice/list');
  await expect(page.getByRole('heading', { name: '无权访问' })).toHaveCount(0);
  await expect(page.getByRole('table').first()).toBeVisible();
});

test('the audit log says what was done to which resource in words, and opens the record', async ({ page }) => {
  await useLocale(page, 'zh_CN');
  await useTheme(page, 'light');
  await page.setViewportSize({ width: 1440, height: 900 });
  // one refund approved through the API: the newest audit entry
  const requested = await api<{ data: { id: string; refundNo: string }[] }>(page, 'GET', '/refund-orders?status=requested&size=1');
  const refund = requested.data.data[0];
  expect((await api(page, 'POST', `/refund-orders/${refund.id}/transitions/approve`, {})).status).toBe(200);

  await page.goto('/#/apps/system/log-sensitive');
  const row = page.getByRole('row').filter({ hasText: '状态变更：同意' }).first();
  await expect(row).toContainText('退款订单');
  await expect(page.getByRole('table')).not.toContainText('transition:approve');
  await expect(page.getByRole('table')).not.toContainText('refund-orders');
  await shot(page, 'audit-log-zh-light-1440', false);
  // the resource filter is a choice of the resources by name
  await page.getByRole('button', { name: '添加筛选' }).click();
  await page.getByRole('menuitemcheckbox', { name: '资源' }).click();
  await page.getByRole('combobox', { name: '资源' }).click();
  await page.getByRole('option', { name: '退款订单', exact: true }).click();
  await expect(page).toHaveURL(/refund-orders/);
  await expect(page.getByRole('row').filter({ hasText: '状态变更：同意' }).first()).toBeVisible();
  const link = row.getByRole('link', { name: refund.id, exact: true });
  await expect(link).toHaveAttribute('href', `#/apps/order/refund/${refund.id}/show`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`#/apps/order/refund/${refund.id}/show$`));
  await expect(page.getByText(refund.refundNo).first()).toBeVisible();

  // the audit record's page reads the same
  await page.goto('/#/apps/system/log-sensitive');
  await page.getByRole('row').filter({ hasText: '状态变更：同意' }).first().getByRole('cell').first().click();
  await expect(page).toHaveURL(/#\/apps\/system\/log-sensitive\/[^/]+\/show$/);
  await expect(page.getByText('状态变更：同意').first()).toBeVisible();
  await expect(page.getByText('退款订单').first()).toBeVisible();
  await expect(page.getByText(/transition:approve|refund-orders/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: refund.id, exact: true })).toHaveAttribute('href', `#/apps/order/refund/${refund.id}/show`);
  await shot(page, 'audit-record-zh-light-1440', false);
});

test('the audit log in Arabic', async ({ page }) => {
  await useLocale(page, 'ar');
  await useTheme(page, 'dark');
  await page.setViewportSize({ width: 1440, height: 900 });
  await openLanding(page);
  await stillColours(page);
  const requested = await api<{ data: { id: string }[] }>(page, 'GET', '/refund-orders?status=requested&size=1');
  expect((await api(page, 'POST', `/refund-orders/${requested.data.data[0].id}/transitions/reject`, { rejectReason: 'x' })).status).toBe(200);
  await page.goto('/#/apps/system/log-sensitive');
  await expect(page.getByRole('row').filter({ hasText: 'تغيير الحالة:' }).first()).toBeVisible();
  await shot(page, 'audit-log-ar-dark-1440', false);
  expect(await violations(page, undefined, 'main')).toEqual([]);
  // a phone: a card per entry, its title the action in words
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('تغيير الحالة: رفض').first()).toBeVisible();
  await shot(page, 'audit-log-ar-dark-390', false);
});
