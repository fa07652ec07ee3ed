import { expect, test } from './fixtures';
import { stillColours, useTheme, violationsInBothThemes } from './axe';
import { api, collectPageErrors, openLanding, useLocale } from './helpers';

/**
 * The store manager's home: its store's day above the map — today's swaps, rentals, money paid,
 * refunds and open alarms, as the server counts them — and a figure followed to its filtered list.
 */
test.use({ signedIn: 'client' });

interface Figure {
  count: number;
  route: string;
  filter: Record<string, unknown>;
}
interface StoreDay {
  store: { name: string };
  swaps: Figure;
  rentals: Figure;
  revenue: { amount: number };
  refundsRequested: Figure;
  refundsAwaitingReview: Figure;
  openAlarms: Figure;
}

test('the store manager lands on its store’s day, and an open-alarms figure leads to its store’s open alarms', async ({ page }) => {
  await useLocale(page, 'zh_CN');
  const errors = collectPageErrors(page);
  await openLanding(page);
  const { data: day } = await api<StoreDay>(page, 'GET', '/reports/store-day');
  const main = page.locator('#main-content');
  await expect(main.getByRole('heading', { level: 1, name: `${day.store.name} · 今日` })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: '运营地图' })).toBeVisible();
  // the day's figures: a region named by its title, above the map (whose counters link too)
  const today = main.getByRole('region', { name: `${day.store.name} · 今日` });

  // each figure as the server counts it, each a link to its list
  const link = (label: string, value: number | string) => today.getByRole('link', { name: `${label}：${value}，查看列表` });
  await expect(link('今日换电', day.swaps.count)).toBeVisible();
  await expect(link('今日新租', day.rentals.count)).toBeVisible();
  await expect(link('今日退款申请', day.refundsRequested.count)).toBeVisible();
  await expect(link('退款待审核', day.refundsAwaitingReview.count)).toBeVisible();
  await expect(today.getByRole('link', { name: /^租车 / })).toBeVisible();
  await expect(today.getByText(new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' }).format(day.revenue.amount)).first()).toBeVisible();
  expect(day.openAlarms.count).toBeGreaterThan(0);
  const alarms = link('未处理告警', day.openAlarms.count);
  await expect(alarms).toBeVisible();

  // followed: the store's alarm list, filtered to the open ones, holding exactly the figure's alarms
  await alarms.click();
  await expect(page).toHaveURL(/#\/store\/cab-warn\?filter=/);
  expect(JSON.parse(new URL(page.url().replace('#/', '')).searchParams.get('filter') ?? '{}')).toEqual({ status: ['open'] });
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(day.openAlarms.count + 1);
  for (const row of (await rows.all()).slice(1)) await expect(row).toContainText('待处理');
  expect(errors).toEqual([]);
});

test('the store manager’s alarm screen is in its menu, and the company’s alarm screen is refused in words', async ({ page }) => {
  await useLocale(page, 'zh_CN');
  await openLanding(page);
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('menuitem', { name: '门店告警' })).toHaveAttribute('href', '#/store/cab-warn');
  await page.goto('/#/apps/cab/warn');
  await expect(page.getByRole('heading', { name: '无权访问' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('您的账号无权打开“告警”');
  await expect(page.getByRole('alert')).not.toContainText('RESOURCE_ADMIN');
});

for (const locale of ['zh_CN', 'ar'] as const)
  test(`the store’s day has no serious or critical axe violation, in light and dark theme (${locale})`, async ({ page }) => {
    await useLocale(page, locale);
    await useTheme(page, 'light');
    await openLanding(page);
    await stillColours(page);
    const day = page.getByTestId('store-day');
    await expect(day.getByRole('link').first()).toBeVisible();
    await expect(day.locator('.MuiSkeleton-root')).toHaveCount(0);
    expect((await violationsInBothThemes(page, 'light')).found).toEqual([]);
  });
