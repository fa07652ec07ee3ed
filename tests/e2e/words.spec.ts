/**
 * Words staff read (issue 35): a refused delete says why in their language — never "服务器错误 …
 * code=409" — and a date-range filter writes dates as the app's language does, not as the browser's
 * mm/dd/yyyy; a field required only under a condition is marked so exactly while it holds.
 */
import { expect, test } from './fixtures';
import { api, useLocale } from './helpers';

test.use({ signedIn: 'admin' });
// independent tests, in a file that runs among the last: both workers share it (docs/testing.md, "How the suite stays fast")
test.describe.configure({ mode: 'parallel' });

test('a refused delete of a store that still has batteries says why in Chinese, with no "code=409"', async ({ page }) => {
  await useLocale(page, 'zh_CN');
  await page.goto('/#/apps/store/store/1/show');
  await page.getByRole('button', { name: '删除', exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确认|删除/ })
    .click();
  const notice = page.getByText(/^无法删除：仍有/);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('电池');
  await expect(page.getByText(/code=409|服务器错误/)).toHaveCount(0);
  // the store is still there
  await expect(page).toHaveURL(/#\/apps\/store\/store\/1\/show$/);
});

test('any other refusal (a 409 without blockers) shows the server’s own words', async ({ page }) => {
  await useLocale(page, 'zh_CN');
  const words = '该门店今日有未结算的订单，暂不能删除。';
  await page.route(/\/admin-company\/v1\/stores\/2$/, (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ code: 409, msg: words, data: null }) })
      : route.fallback(),
  );
  await page.goto('/#/apps/store/store/2/show');
  await page.getByRole('button', { name: '删除', exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确认|删除/ })
    .click();
  await expect(page.getByText(words)).toBeVisible();
  await expect(page.getByText(/code=409|服务器错误/)).toHaveCount(0);
});

test('a date-range filter writes the day as the app’s language does (Chinese: 2026/10/23), and filters by it', async ({ page }) => {
  await useLocale(page, 'zh_CN');
  await page.goto('/#/apps/cab/warn');
  await page.getByRole('button', { name: '添加筛选' }).click();
  await page.getByRole('menuitemcheckbox', { name: '告警时间' }).click();
  const from = page.getByRole('group', { name: '告警时间（起）' });
  // empty, it shows the Chinese pattern, never the browser's mm/dd/yyyy
  await expect(from).toContainText('YYYY/MM/DD');
  await from.getByRole('spinbutton', { name: '年' }).click();
  await page.keyboard.type('202610230000');
  await expect(from).toContainText('2026/10/23 00:00');
  // the filter is the start of that minute, as the API reads it
  await expect(page).toHaveURL(/createdAt.*gte.*2026-10-2[23]T/);
  // and reads it back from the address
  await page.reload();
  await expect(page.getByRole('group', { name: '告警时间（起）' })).toContainText('2026/10/23 00:00');
});

test('a refund paid out through a channel asks for its reference: marked required once the channel is chosen, not for the balance', async ({ page }) => {
  await useLocale(page, 'zh_CN');
  await page.goto('/#/apps/order/refund');
  const approved = await api<{ data: { id: string }[] }>(page, 'GET', '/refund-orders?status=approved&size=1');
  const id = approved.data.data[0].id;
  await page.goto(`/#/apps/order/refund/${id}/show`);
  await page.getByRole('button', { name: '确认已退款' }).first().click();
  const dialog = page.getByRole('dialog');
  const reference = dialog.getByRole('textbox', { name: /退款流水号/ });
  await expect(reference).not.toHaveAttribute('aria-required', 'true');
  await dialog.getByRole('combobox', { name: /退款渠道/ }).click();
  await page.getByRole('option', { name: '原路退回' }).click();
  await expect(reference).toHaveAttribute('aria-required', 'true');
  await expect(dialog.getByText('退款流水号 *')).toBeVisible();
  await dialog.getByRole('combobox', { name: /退款渠道/ }).click();
  await page.getByRole('option', { name: '账户余额' }).click();
  await expect(reference).not.toHaveAttribute('aria-required', 'true');
});

test("the pager's screen-reader labels are in the language chosen, also after switching", async ({ page }) => {
  await useLocale(page, 'en');
  await page.goto('/#/apps/order/refund');
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page.getByRole('navigation', { name: '分页' })).toBeVisible();
  await expect(page.getByRole('button', { name: '转到下一页' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Go to/ })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: /pagination navigation|Pages/ })).toHaveCount(0);
});
