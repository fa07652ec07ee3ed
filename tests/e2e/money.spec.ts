/**
 * A rider calls: "my swap failed at a cabinet yesterday and I was charged" (review staff-tasks-3,
 * task 1; CONTRACT §2.8). Staff find the rider by phone, open the failed swap, see what it cost,
 * refund it from the swap itself; a second person approves it seeing the original order, pays it
 * into the rider's balance; the rider's account shows the posting.
 */
import type { Page } from '@playwright/test';
import { expect, signedOut, test } from './fixtures';
import { api, useLocale } from './helpers';

test.use({ signedIn: 'admin' });

type Row = Record<string, unknown>;
const list = async (page: Page, path: string) => (await api<{ data: Row[]; total: number }>(page, 'GET', path)).data.data;
const yuan = (n: unknown) => `¥${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(n))}`;

test('a charged failed swap is refunded from the swap, approved by a second person, and reaches the rider’s balance', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await useLocale(page, 'en');
  // a charged failed swap nothing has refunded yet, of a rider whose account takes postings
  let swap: Row | undefined;
  let account: Row | undefined;
  for (const candidate of await list(page, '/swap-orders?status=failed&paidAmount_gte=1&size=100')) {
    if ((await list(page, `/refund-orders?orderNo=${String(candidate.orderNo)}`)).length) continue;
    [account] = await list(page, `/consumer-accounts?consumerId=${String(candidate.consumerId)}&status=normal`);
    if (account) {
      swap = candidate;
      break;
    }
  }
  if (!swap || !account) throw new Error('the demo data has no charged failed swap to refund');
  const rider = (await api<Row>(page, 'GET', `/consumers/${String(swap.consumerId)}`)).data;

  // 1. find the rider by the phone number they call from
  await page.goto('/#/dashboards/map');
  await page.getByRole('button', { name: 'Search (Ctrl+Shift+/)' }).click();
  const search = page.getByRole('combobox', { name: 'Search pages and records' });
  await search.fill(String(rider.phone));
  await page
    .getByRole('group', { name: 'Riders' })
    .getByRole('option', { name: new RegExp(String(rider.name)) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`#/apps/consumer/list/${String(rider.id)}/show`));

  // 2. open the failed swap from the rider's page: what it cost, and why it failed
  await page
    .getByRole('link', { name: String(swap.orderNo) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`#/apps/order/bat-ex/${String(swap.id)}/show`));
  const main = page.locator('#main-content');
  await expect(main).toContainText(String(swap.failReason));
  await expect(main).toContainText(yuan(swap.paidAmount));

  // 3. refund it from the swap
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Refund' });
  await form.getByLabel('Refund amount').fill(String(swap.paidAmount));
  await form.getByLabel('Reason').fill('Swap failed but the rider was charged');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  const [refund] = await list(page, `/refund-orders?orderNo=${String(swap.orderNo)}`);
  expect(refund).toMatchObject({ orderType: 'swap', status: 'requested', consumerId: String(swap.consumerId), amount: swap.paidAmount });

  // who asked may not approve: the server says why
  await page.goto(`/#/apps/order/refund/${String(refund.id)}/show`);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('dialog', { name: 'Approve' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Whoever created the record may not approve it')).toBeVisible();

  // 4. a second person approves, seeing the order it refunds, and pays it into the balance
  const stamp = Date.now();
  const made = await api<Row>(page, 'POST', '/sys-users', {
    email: `finance${stamp}@demo.com`,
    username: `finance${stamp}`,
    nickname: 'Finance',
    role: 'admin',
    roleIds: ['admin'],
    status: 'active',
    password: 'finance123',
  });
  expect(made.status).toBe(200);
  const second = await browser.newContext({ storageState: signedOut });
  const reviewer = await second.newPage();
  await useLocale(reviewer, 'en');
  await reviewer.goto('/#/login');
  await reviewer.locator('input[name="email"]').fill(`finance${stamp}@demo.com`);
  await reviewer.locator('input[name="password"]').fill('finance123');
  await reviewer.locator('button[type="submit"]').click();
  await expect(reviewer).toHaveURL(/#\/dashboards\/map/);
  await reviewer.goto(`/#/apps/order/refund/${String(refund.id)}/show`);
  await reviewer.getByRole('button', { name: 'Approve', exact: true }).click();
  const approve = reviewer.getByRole('dialog', { name: 'Approve' });
  const original = approve.getByRole('region', { name: 'The order it refunds' });
  await expect(original).toContainText(String(swap.orderNo));
  await expect(original).toContainText(yuan(swap.paidAmount));
  await expect(original).toContainText('Failed');
  await expect(original).toContainText(String(rider.name));
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve).toHaveCount(0);
  await reviewer.getByRole('button', { name: 'Pay out', exact: true }).click();
  const payout = reviewer.getByRole('dialog', { name: 'Pay out' });
  await payout.getByLabel('Paid out to').click();
  await reviewer.getByRole('option', { name: 'Account balance' }).click();
  await payout.getByRole('button', { name: 'Pay out' }).click();
  await expect(payout).toHaveCount(0);
  await expect.poll(async () => (await api<Row>(page, 'GET', `/refund-orders/${String(refund.id)}`)).data.status).toBe('refunded');
  await second.close();

  // 5. the rider's account shows the posting: the refund, its amount, the balance after it
  const after = (await api<Row>(page, 'GET', `/consumer-accounts/${String(account.id)}`)).data;
  expect(after.balance).toBe(Math.round((Number(account.balance) + Number(swap.paidAmount)) * 100) / 100);
  await page.goto(`/#/apps/consumer/account/${String(account.id)}/show`);
  const ledger = page.getByRole('region', { name: /Account postings/ });
  const row = ledger
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Refund', exact: true }) })
    .first();
  await expect(row).toContainText(yuan(swap.paidAmount));
  await expect(row).toContainText(yuan(after.balance));
  await expect(row.getByRole('link', { name: String(refund.id) })).toHaveAttribute('href', `#/apps/order/refund/${String(refund.id)}/show`);
  // the adjustment stays offered on this normal account; a closed one offers none (its ledger takes no posting)
  await expect(page.getByRole('button', { name: 'Adjust account' })).toBeVisible();
});
