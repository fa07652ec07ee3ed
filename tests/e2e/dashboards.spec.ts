import { expect, test, type Page } from '@playwright/test';
import { api, collectPageErrors, loginAndLand, useLocale } from './helpers';

/** The local calendar day of the browser, as the report page computes it. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

/** Clicks clusters until a lone marker shows, and returns it. */
async function aLoneMarker(page: Page) {
  const map = page.getByTestId('ops-map');
  const pin = map.locator('.ops-pin').first();
  for (let i = 0; i < 8 && !(await pin.count()); i++) {
    const clusters = await map.locator('.ops-cluster').count();
    await map.locator('.ops-cluster').first().click();
    // the click zooms in: wait until the map has re-clustered (a pin shows, or the clusters changed)
    await expect.poll(async () => (await pin.count()) > 0 || (await map.locator('.ops-cluster').count()) !== clusters, { timeout: 5000 }).toBe(true);
  }
  return pin;
}

test('the map shows stores and cabinets without tiles, with a notice; a click opens the side panel with a link', async ({ page }) => {
  await useLocale(page, 'en');
  const errors = collectPageErrors(page);
  const external: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.protocol.startsWith('http') && u.hostname !== '127.0.0.1') external.push(r.url());
  });
  await loginAndLand(page, 'admin');
  const map = page.getByTestId('ops-map');
  await expect(map.locator('.leaflet-container')).toBeVisible();
  // no tile server configured in this build: the notice is on the map, no tile is asked for
  await expect(page.getByTestId('ops-map-tiles-notice')).toHaveText(/Map tiles are unavailable/);
  await expect(map.locator('.leaflet-tile')).toHaveCount(0);
  // every store and cabinet of the demo data is on the map (as a marker or in a cluster)
  const db = await api<{ total: number }>(page, 'GET', '/cab-devices?size=1');
  const st = await api<{ total: number }>(page, 'GET', '/stores?size=1');
  const total = db.data.total + st.data.total;
  await expect(page.getByTestId('ops-map-shown')).toHaveText(`${total} of ${total} on the map`);
  await expect(map.locator('.ops-marker').first()).toBeVisible();
  const counted = await map.evaluate((el) => {
    const clusters = [...el.querySelectorAll<HTMLElement>('.ops-cluster')].reduce((a, c) => a + Number(c.dataset.count), 0);
    return clusters + el.querySelectorAll('.ops-pin').length;
  });
  expect(counted).toBe(total);
  // counters above the map
  await expect(page.getByTestId('counter-cabinets')).toContainText(String(db.data.total));

  const pin = await aLoneMarker(page);
  const kind = await pin.getAttribute('data-kind');
  await pin.click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  const link = panel.getByRole('link', { name: kind === 'store' ? 'Open the store record' : 'Open the cabinet record' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(kind === 'store' ? /^#\/apps\/store\/store\/[^/]+\/show$/ : /^#\/apps\/cab\/device\/[^/]+\/show$/);
  // the panel opens at the inline end (right, in a left-to-right page)
  const box = (await panel.boundingBox())!;
  expect(box.x + box.width).toBeGreaterThan((page.viewportSize()?.width ?? 1280) - 2);
  await link.click();
  await expect(page).toHaveURL(new RegExp(href!.replace(/[/]/g, '\\/')));
  expect(errors).toEqual([]);
  expect(external).toEqual([]);
});

test('filters narrow the map; in Arabic the panel opens from the left and the zoom buttons sit on the right', async ({ page }) => {
  await useLocale(page, 'ar');
  await loginAndLand(page, 'admin');
  const map = page.getByTestId('ops-map');
  await expect(map.locator('.ops-marker').first()).toBeVisible();
  const shown = page.getByTestId('ops-map-shown');
  const before = await shown.textContent();
  await page.getByRole('button', { name: 'متصلة' }).first().click(); // hide the online ones
  await expect(shown).not.toHaveText(before!);
  const zoom = (await map.locator('.leaflet-control-zoom').boundingBox())!;
  const mapBox = (await map.boundingBox())!;
  expect(zoom.x).toBeGreaterThan(mapBox.x + mapBox.width / 2);
  const pin = await aLoneMarker(page);
  await pin.click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  expect((await panel.boundingBox())!.x).toBeLessThan(2);
});

test('stays responsive with 10,000 cabinets', async ({ page }) => {
  test.setTimeout(120_000);
  await useLocale(page, 'en');
  // the API answers 10,000 cabinets, 1000 per page
  const TOTAL = 10_000;
  await page.route(/\/admin-company\/v1\/cab-devices\?/, async (route) => {
    const url = new URL(route.request().url());
    const pageNo = Number(url.searchParams.get('page') ?? 1);
    const size = Number(url.searchParams.get('size') ?? 20);
    if (size < 100) return route.continue(); // the counters
    const rows = [];
    for (let i = (pageNo - 1) * size; i < Math.min(TOTAL, pageNo * size); i++)
      rows.push({
        id: String(i + 1),
        sn: `CAB${String(100001 + i)}`,
        name: `Cabinet ${i + 1}`,
        health: ['online', 'online', 'online', 'offline', 'fault'][i % 5],
        areaId: '5',
        location: { lng: 108.6 + ((i * 7919) % 10007) / 14000, lat: 34.1 + ((i * 104729) % 10009) / 20000 },
      });
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 200, msg: 'ok', data: { data: rows, total: TOTAL } }) });
  });
  await loginAndLand(page, 'admin');
  // timings are the benchmark's job (npm run bench); here: every cabinet counted, drawn as clusters
  const shown = page.getByTestId('ops-map-shown');
  await expect(shown).toContainText(/^10,0\d\d of 10,0\d\d/, { timeout: 60_000 });
  const map = page.getByTestId('ops-map');
  await expect(map.locator('.ops-cluster').first()).toBeVisible();
  expect(await map.locator('.leaflet-marker-icon').count()).toBeLessThan(300); // clusters, not 10,000 elements
  // the map still answers its controls
  for (let i = 0; i < 3; i++) await map.locator('.leaflet-control-zoom-in').click();
  for (let i = 0; i < 3; i++) await map.locator('.leaflet-control-zoom-out').click();
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
});

test('report figures come from the server and change after records are created through the API', async ({ page }) => {
  await useLocale(page, 'en');
  await loginAndLand(page, 'admin');
  const today = await browserToday(page);
  await page.goto(`/#/dashboards/eCommerce?from=${today}&to=${today}`);
  await expect(page.getByRole('heading', { level: 1, name: 'eCommerce' })).toBeVisible();
  const rentals = page.getByTestId('kpi-rentals-value');
  const paid = page.getByTestId('kpi-paidOrders-value');
  await expect(rentals).toHaveText(/^\d[\d,]*$/);
  const before = { rentals: Number((await rentals.textContent())!.replace(/,/g, '')), paid: Number((await paid.textContent())!.replace(/,/g, '')) };
  await expect(page.getByTestId('chart-revenueByKind')).toBeVisible();

  const consumers = await api<{ data: { id: string }[] }>(page, 'GET', '/consumers?size=1');
  const stores = await api<{ data: { id: string }[] }>(page, 'GET', '/stores?size=1');
  const commodities = await api<{ data: { id: string }[] }>(page, 'GET', '/commodities?size=1');
  const created = await api<{ id: string }>(page, 'POST', '/rent-orders', {
    orderNo: `RO${Date.now()}`,
    consumerId: consumers.data.data[0].id,
    storeId: stores.data.data[0].id,
    commodityId: commodities.data.data[0].id,
    type: 'new',
    days: 30,
    payway: 'wechat',
    total: 229,
    amount: 229,
  });
  expect(created.status).toBe(200);
  expect((await api(page, 'POST', `/rent-orders/${created.data.id}/transitions/pay`, {})).status).toBe(200);

  await page.reload();
  await expect(rentals).toHaveText(String(before.rentals + 1));
  await expect(paid).toHaveText(String(before.paid + 1));
});

test('the client account is refused the reports', async ({ page }) => {
  await useLocale(page, 'en');
  await loginAndLand(page, 'client');
  // the map page still works for it: the store-level batteries counter, no map layers
  await expect(page.getByTestId('counter-batteries')).toBeVisible();
  await expect(page.getByTestId('counter-cabinets')).toHaveCount(0);
  const r = await api(page, 'GET', `/reports/summary?from=2026-10-01&to=2026-10-31`);
  expect(r.status).toBe(403);
  await page.goto('/#/dashboards/eCommerce');
  await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
});
