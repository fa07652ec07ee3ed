import { expect, test } from '@playwright/test';
import { api } from './helpers';
import { CHINESE_AND_ARABIC, SHOTS_DIR, openSignedIn } from './shots';

/**
 * Screenshots of a record's history and of the "changed meanwhile" dialog for a person to look at
 * (not compared): Chinese light and dark, Arabic.
 * `SHOTS_DIR=… npx playwright test -c playwright.shots.config.ts tests/e2e/versions.shots.ts`.
 */
const RUNS = CHINESE_AND_ARABIC;

for (const run of RUNS)
  test(`history and the changed-meanwhile dialog in ${run.locale}, ${run.theme}`, async ({ page }) => {
    const dir = SHOTS_DIR;
    await openSignedIn(page, run);
    const id = run.locale === 'ar' ? '11' : run.theme === 'dark' ? '12' : '13';
    await page.goto(`/#/apps/assets/battery/${id}`);
    const soc = page.locator('input[name="soc"]');
    await expect(soc).toBeVisible();
    // someone else saves first
    expect((await api(page, 'PATCH', `/batteries/${id}`, { soc: 42, cycles: 300 })).status).toBe(200);
    await soc.fill('88');
    await page.getByRole('button', { name: /保存|حفظ/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button').nth(1).click();
    await expect(dialog.getByRole('table')).toBeVisible();
    await page.screenshot({ path: `${dir}/stale-${run.locale}-${run.theme}.png` });
    await dialog.getByRole('button').nth(2).click();
    await expect(page).toHaveURL(/show$/);
    await page.locator('section').last().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/history-${run.locale}-${run.theme}.png`, fullPage: true });
  });

/** An audit entry's changes in words and a tabbed record page's History tab (a rider's), Chinese and Arabic, light. */
for (const locale of ['zh_CN', 'ar'] as const)
  test(`an audit entry and a rider's History tab in ${locale}`, async ({ page }) => {
    const dir = SHOTS_DIR;
    await openSignedIn(page, { locale, theme: 'light' });
    // an edit of a battery: a state, a number, a store (a reference), a date-free text
    const id = locale === 'ar' ? '21' : '22';
    const { data: stores } = await api<{ data: { id: string }[] }>(page, 'GET', '/stores?size=2');
    const { data: before } = await api<{ sn: string; storeId?: string }>(page, 'GET', `/batteries/${id}`);
    const storeId = stores.data.find((s) => s.id !== before.storeId)?.id;
    expect((await api(page, 'PATCH', `/batteries/${id}`, { status: 'fault', faultCode: 'E-42', soc: 12, storeId })).status).toBe(200);
    const { data: found } = await api<{ data: { id: string }[] }>(
      page,
      'GET',
      `/audit-logs?q=${encodeURIComponent(before.sn)}&sort=createdAt&order=DESC&size=1`,
    );
    await page.goto(`/#/apps/system/log-sensitive/${found.data[0].id}/show`);
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('table').getByText('#', { exact: false })).toHaveCount(0);
    await page.screenshot({ path: `${dir}/audit-entry-${locale}-light.png`, fullPage: true });

    // a rider's page has tabs: its history is the last one
    const { data: riders } = await api<{ data: { id: string }[] }>(page, 'GET', '/consumers?size=1');
    const rider = riders.data[0].id;
    expect((await api(page, 'PATCH', `/consumers/${rider}`, { emergencyContact: locale === 'ar' ? 'سارة' : '李四' })).status).toBe(200);
    await page.goto(`/#/apps/consumer/list/${rider}/show`);
    await page.getByRole('tab').last().click();
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
    await page.screenshot({ path: `${dir}/history-tab-${locale}-light.png`, fullPage: true });
  });
