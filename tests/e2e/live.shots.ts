import { expect, test, type Page } from '@playwright/test';
import { stillColours, useTheme } from './axe';
import { api, loginAndLand, useLocale } from './helpers';
import { CHINESE_AND_ARABIC, SHOTS_DIR } from './shots';

/**
 * Screenshots of the trash and the live events for a person to look at (not compared): the trash
 * screen, the delete notice with Undo, the bell's panel, the form's "changed by someone else"
 * banner and a critical alarm's notice; Chinese light and dark, Arabic.
 * `SHOTS_DIR=… npx playwright test -c playwright.shots.config.ts tests/e2e/live.shots.ts`.
 */
const RUNS = CHINESE_AND_ARABIC;

type Row = Record<string, unknown>;

/** A battery nothing refers to (a demo battery may be refused: records refer to it). */
async function newBattery(page: Page, sn: string): Promise<string> {
  const { status, data } = await api<Row>(page, 'POST', '/batteries', { sn, model: '60V30AH' });
  expect(status).toBe(200);
  return String(data.id);
}

/** The snackbar once its opening transition is done. */
async function snackbar(page: Page) {
  const bar = page.locator('.MuiSnackbar-root');
  await expect(bar).toBeVisible();
  return bar;
}

for (const run of RUNS)
  test(`trash, undo, bell, changed banner and critical alarm in ${run.locale}, ${run.theme}`, async ({ page }) => {
    test.setTimeout(120_000);
    const dir = SHOTS_DIR;
    const name = (what: string) => `${dir}/${what}-${run.locale}-${run.theme}.png`;
    await page.setViewportSize({ width: 1440, height: 900 });
    await useLocale(page, run.locale);
    await useTheme(page, run.theme);
    await loginAndLand(page, 'admin');
    await stillColours(page);

    // the trash screen, with two records deleted through the API
    const tag = `${run.locale === 'ar' ? 'A' : 'Z'}${run.theme === 'dark' ? 'D' : 'L'}${Date.now() % 100000}`;
    const battery = await newBattery(page, `BAT60VS${tag}0`);
    for (const i of [1, 2]) expect((await api(page, 'DELETE', `/batteries/${await newBattery(page, `BAT60VS${tag}${i}`)}`)).status).toBe(200);
    await page.goto('/#/apps/system/trash');
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    await expect(page.locator('input[name="q"]')).toBeVisible();
    await page.screenshot({ path: name('trash') });

    // the delete notice with Undo, from a record's page
    await page.goto(`/#/apps/assets/battery/${battery}/show`);
    await page.locator('.ra-delete-button').click();
    await page.locator('.ra-confirm').click();
    await expect(page).toHaveURL(/#\/apps\/assets\/battery$|#\/apps\/assets\/battery\?/);
    await snackbar(page);
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    await page.screenshot({ path: name('undo') });
    await page.locator('.MuiSnackbar-root').getByRole('button').first().click();
    await expect(page.locator('.MuiSnackbar-root')).toContainText(/已恢复|استُعيد/);
    await page.screenshot({ path: name('restored') });

    // the app bar's buttons up close: the badge beside the theme's button (in Arabic too); then the bell's panel
    const bell = page.getByRole('button', { name: /^(通知|الإشعارات)/ });
    await bell.locator('..').screenshot({ path: name('bell-buttons') });
    await bell.click();
    await expect(page.getByRole('dialog').getByRole('link').first()).toBeVisible();
    await page.screenshot({ path: name('bell') });
    await page.keyboard.press('Escape');

    // a critical alarm raised through the API: its notice
    const [cabinet] = (await api<{ data: Row[] }>(page, 'GET', '/cab-devices?size=1')).data.data;
    expect((await api(page, 'POST', '/cab-warnings', { code: 'smoke', level: 'critical', cabinetId: cabinet.id })).status).toBe(200);
    await expect(page.locator('.MuiSnackbar-root')).toContainText(/严重告警|إنذار حرج/);
    await page.screenshot({ path: name('critical') });

    // the form, changed by someone else meanwhile
    await page.goto(`/#/apps/assets/battery/${battery}`);
    const soc = page.locator('input[name="soc"]');
    await expect(soc).toBeVisible();
    await soc.fill('64');
    expect((await api(page, 'PATCH', `/batteries/${battery}`, { soc: 12 })).status).toBe(200);
    await expect(page.getByTestId('live-record-notice')).toBeVisible();
    await expect(soc).toHaveValue('64');
    await page.screenshot({ path: name('changed') });
  });
