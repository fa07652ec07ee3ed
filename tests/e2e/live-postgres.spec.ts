/**
 * Live events across processes (CONTRACT §2.5): two demo server processes on one PostgreSQL
 * database; a battery created through one process's API appears, without a reload, in the list a
 * user has open on the other. (The same on SQLite's one process: live.spec.ts.)
 */
import { expect, test } from '@playwright/test';
import { createDatabase, startPostgres } from '../../scripts/postgres-server.mjs';
import { killServerProcesses, signInAt, startServerProcess } from '../api/server-process';

let stopPostgres: (() => void) | undefined;
let a: string;
let b: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const pg = await startPostgres();
  stopPostgres = pg.stop;
  const url = await createDatabase(pg.url, 'e2e_live');
  // the first fills the empty database with the demo data; the second finds it filled
  const env = { DATABASE_URL: url, STATIC_DIR: process.env.STATIC_DIR || 'dist', JWT_SECRET: 'e2e-live-secret' };
  a = (await startServerProcess('', env, 150_000)).url;
  b = (await startServerProcess('', env, 60_000)).url;
});
test.afterAll(() => {
  killServerProcesses();
  stopPostgres?.();
});

test('a battery created through one process appears in the list open on the other, without a reload', async ({ page }) => {
  await page.goto(`${a}/#/login`);
  await page.locator('input[name="email"]').fill('admin@demo.com');
  await page.locator('input[name="password"]').fill('admin');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/#\/dashboards\/map/);
  await page.goto(`${a}/#/apps/assets/battery`);
  const rows = page.locator('#main-content tbody tr');
  await expect(rows.first()).toBeVisible();
  let reloads = 0;
  page.on('load', () => reloads++);

  const token = await signInAt(b);
  // a serial number that sorts first (the list is sorted by serial number)
  const sn = `0LIVEPG${Date.now().toString(36).toUpperCase()}`;
  const made = await fetch(`${b}/admin-company/v1/batteries`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ sn, model: '48V20AH' }),
  });
  expect(made.status).toBe(200);
  await expect(page.locator('#main-content').getByRole('row', { name: new RegExp(sn) })).toBeVisible({ timeout: 5_000 });
  expect(reloads).toBe(0);
});
