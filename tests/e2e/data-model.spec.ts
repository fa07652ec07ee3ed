/**
 * The data-model screen (CONTRACT §2.4), as an admin uses it: the charging piles of the contract
 * declared with mouse and keyboard only — the exact fields, rules and labels of its example —
 * published, opened from the menu, given a record, granted to the store manager's role in the role
 * editor; the store manager then finds it in the menu. Then the screen's pictures in light, dark
 * and Arabic, checked with axe. Everything made here is removed through the API afterwards (the
 * tests of a worker share one server and database).
 */
import fs from 'node:fs';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, sessionOf, test } from './fixtures';
import { serverUrl } from './servers';
import { CONTRACT_EXAMPLE } from '../fixtures/charging-piles';
import { COLOUR_RULES, switchTheme, useTheme, violations } from './axe';
import { ACCOUNTS, api, openLanding, useLocale } from './helpers';

test.use({ signedIn: 'admin' });

// a control not found fails in seconds, not at the test's end
test.use({ actionTimeout: 15_000 });

const API = '/admin-company/v1';
const NAME = 'charging-piles';
const SHOTS = process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/data-model` : '/work/shots/data-model';
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });

type Labels = (typeof CONTRACT_EXAMPLE.labels)['en'];
const LANGUAGES = { zh_CN: '简体中文', en: 'English', fr: 'Français', ar: 'العربية' } as const;

async function adminToken(request: APIRequestContext): Promise<string> {
  const r = await request.post('/auth/login', { data: ACCOUNTS.admin });
  expect(r.ok()).toBe(true);
  return ((await r.json()) as { accessToken: string }).accessToken;
}

/** The store manager's privileges before the test, put back afterwards. */
let clientPrivileges: string[] | undefined;

test.beforeAll(async ({ playwright }, info) => {
  const request = await playwright.request.newContext({ baseURL: serverUrl(info.parallelIndex) });
  const token = await adminToken(request);
  const role = await request.get(`${API}/roles/client`, { headers: { Authorization: `Bearer ${token}` } });
  clientPrivileges = ((await role.json()) as { data: { privilegeIds: string[] } }).data.privilegeIds;
  await request.dispose();
});

test.afterAll(async ({ playwright }, info) => {
  const request = await playwright.request.newContext({ baseURL: serverUrl(info.parallelIndex) });
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const rows = await request.get(`${API}/${NAME}?size=100`, { headers });
  if (rows.ok())
    for (const row of ((await rows.json()) as { data: { data: { id: string }[] } }).data.data) await request.delete(`${API}/${NAME}/${row.id}`, { headers });
  await request.delete(`${API}/schemas/${NAME}`, { headers });
  if (clientPrivileges) {
    const role = ((await (await request.get(`${API}/roles/client`, { headers })).json()) as { data: Record<string, unknown> }).data;
    await request.put(`${API}/roles/client`, { headers, data: { ...role, privilegeIds: clientPrivileges } });
  }
  await request.dispose();
});

/** Picks an option of a select (MUI's listbox) by its name. */
async function pick(page: Page, select: Locator, option: string | RegExp) {
  await select.click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Adds a field from the fields table: its name and kind in the dialog. */
async function addField(page: Page, name: string, kind: string) {
  await page.getByRole('button', { name: 'Add a field' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a field' });
  await dialog.getByRole('textbox', { name: 'Field' }).fill(name);
  await pick(page, dialog.getByRole('combobox', { name: 'Kind' }), kind);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  // a new field's options are open
  return page.getByRole('region', { name: `Options of ${name}` });
}

test('an admin declares the charging piles in the designer, publishes them, and the store manager uses them once granted', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await useLocale(page, 'en');
  await page.setViewportSize({ width: 1440, height: 900 });
  await openLanding(page);

  // from the menu to the data-model screen
  await page.getByRole('navigation').first().getByRole('menuitem', { name: 'Data model' }).click();
  await expect(page).toHaveURL(/#\/apps\/system\/schema$/);
  await expect(page.getByRole('table', { name: 'Resources' }).getByRole('row', { name: /^Batteries batteries/ })).toBeVisible();

  // the wizard: name, first field, menu, the suggested route and code, icon, names in four languages
  await page.getByRole('button', { name: 'New resource' }).click();
  const wizard = page.getByRole('dialog', { name: 'New resource' });
  await expect(wizard.getByRole('textbox', { name: 'API name' })).toBeFocused();
  await page.keyboard.type('Charging Piles');
  await wizard.getByRole('textbox', { name: 'First field' }).fill('sn');
  await pick(page, wizard.getByRole('combobox', { name: 'Menu section' }), 'Cabinets');
  await wizard.getByRole('button', { name: 'Create the draft' }).click();
  // upper case is lowered as typed; a space is refused
  await expect(wizard.getByText('A resource name is lower-case letters, digits and dashes')).toBeVisible();
  await wizard.getByRole('textbox', { name: 'API name' }).fill(NAME);
  await expect(wizard.getByRole('textbox', { name: 'Route' })).toHaveValue('/apps/cab/pile');
  await expect(wizard.getByRole('textbox', { name: 'Privilege code' })).toHaveValue('RESOURCE_ADMIN_CAB_PILE');
  await pick(page, wizard.getByRole('combobox', { name: 'Icon' }), 'Dns');
  for (const [locale, language] of Object.entries(LANGUAGES))
    await wizard.getByRole('textbox', { name: `Name in ${language}` }).fill(CONTRACT_EXAMPLE.labels[locale as keyof typeof LANGUAGES].name);
  await expect(wizard.getByRole('textbox', { name: 'Name in العربية' })).toHaveAttribute('dir', 'rtl');
  await shot(page, 'wizard-en-light');
  // axe with no field focused: a focused filled field's label is the theme's primary on grey, below AA app-wide (src/layout/theme.ts)
  await wizard.getByRole('heading', { name: 'New resource' }).click();
  expect(await violations(page)).toEqual([]);
  await wizard.getByRole('textbox', { name: 'Name in العربية' }).press('Enter');
  await expect(page).toHaveURL(/#\/apps\/system\/schema\/charging-piles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Charging piles' })).toBeVisible();

  // the fields: sn (made by the wizard) — required, unique, searched, its pattern
  await page.getByRole('checkbox', { name: 'sn is required' }).check();
  await page.getByRole('checkbox', { name: 'sn is unique' }).check();
  await pick(page, page.getByRole('combobox', { name: 'Filter on sn' }), 'Search (contains)');
  await page.getByRole('button', { name: 'Show the options of sn' }).click();
  await page.getByRole('region', { name: 'Options of sn' }).getByRole('textbox', { name: 'Pattern' }).fill('PILE\\d{4}');

  // cabinetId: a reference to the cabinets, required, filtered by equality
  let options = await addField(page, 'cabinetId', 'Reference to a record');
  await pick(page, options.getByRole('combobox', { name: 'Records of' }), /\(cab-devices\)$/);
  await page.getByRole('checkbox', { name: 'cabinetId is required' }).check();
  await pick(page, page.getByRole('combobox', { name: 'Filter on cabinetId' }), 'Equals');

  // powerKw: a number from 0 to 350, a range filter
  options = await addField(page, 'powerKw', 'Number');
  await options.getByRole('spinbutton', { name: 'Smallest value' }).fill('0');
  await options.getByRole('spinbutton', { name: 'Largest value' }).fill('350');
  await pick(page, page.getByRole('combobox', { name: 'Filter on powerKw' }), 'Range (from–to)');

  // status: three values with their colours, idle by default, one-of filter
  options = await addField(page, 'status', 'List of values');
  for (const value of ['idle', 'charging', 'fault']) {
    await options.getByRole('textbox', { name: 'New value' }).fill(value);
    await options.getByRole('textbox', { name: 'New value' }).press('Enter');
  }
  await pick(page, options.getByRole('combobox', { name: 'Colour of charging' }), 'Blue (information)');
  await pick(page, options.getByRole('combobox', { name: 'Colour of fault' }), 'Red (error)');
  await expect(options.getByRole('combobox', { name: 'Colour of idle' })).toContainText('Grey');
  await pick(page, options.getByRole('combobox', { name: 'Default value' }), 'idle');
  await pick(page, page.getByRole('combobox', { name: 'Filter on status' }), 'One of several');

  // faultCode: required while the status is fault
  options = await addField(page, 'faultCode', 'Text');
  await options.getByRole('button', { name: 'Add a condition (Required when)' }).click();
  await expect(options.getByRole('combobox', { name: 'Required when faultCode: the field' })).toContainText('status');
  await options.getByRole('combobox', { name: 'Values of status' }).click();
  await page.getByRole('option', { name: 'fault' }).click();
  await page.keyboard.press('Escape');
  await expect(options.getByRole('combobox', { name: 'Values of status' })).toContainText('fault');

  // the settings: searched by sn, sorted by sn, 50th in the cabinets' menu
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('combobox', { name: 'Title field' })).toContainText('sn');
  await page.getByRole('combobox', { name: 'Searched fields' }).click();
  await page.getByRole('option', { name: 'sn' }).click();
  await page.keyboard.press('Escape');
  await pick(page, page.getByRole('combobox', { name: 'Default sort' }), 'sn');
  await expect(page.getByRole('combobox', { name: 'Sort order' })).toContainText('Ascending (A to Z');
  await page.getByRole('spinbutton', { name: 'Order in the menu' }).fill('50');
  await shot(page, 'editor-settings-en-light');

  // the labels, side by side: each language's missing ones are counted until typed
  await page.getByRole('tab', { name: /^Labels/ }).click();
  const grid = page.getByRole('table', { name: 'Labels' });
  await expect(grid.getByText('8 missing')).toHaveCount(4);
  for (const locale of Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[]) {
    const labels: Labels = CONTRACT_EXAMPLE.labels[locale];
    const input = (what: string) => grid.getByRole('textbox', { name: `${what} in ${LANGUAGES[locale]}`, exact: true });
    for (const [field, text] of Object.entries(labels.fields)) await input(field).fill(text);
    for (const [value, text] of Object.entries(labels.enums.status)) await input(`status = ${value}`).fill(text);
  }
  await expect(grid.getByText('Complete')).toHaveCount(4);
  await expect(grid.getByRole('textbox', { name: 'sn in العربية', exact: true })).toHaveAttribute('dir', 'rtl');

  // the preview draws the list and the create form from the draft, with its labels
  await page.getByRole('tab', { name: 'Preview' }).click();
  const previewList = page.getByRole('table', { name: 'The list' });
  await expect(previewList.getByRole('columnheader', { name: 'Pile number' })).toBeVisible();
  await expect(previewList.getByText('Charging').first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toContainText('Idle');

  // saved: exactly the contract's declaration
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  const saved = await api<{ draft: { declaration: unknown } }>(page, 'GET', `/schemas/${NAME}`);
  expect(saved.data.draft.declaration).toEqual(CONTRACT_EXAMPLE);

  // published after its dry run
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const publish = page.getByRole('dialog', { name: 'Publish “Charging piles”' });
  await expect(publish.getByText('The resource is added, with its menu entry and its privilege code.')).toBeVisible();
  await shot(page, 'publish-en-light');
  expect(await violations(page)).toEqual([]);
  await publish.getByRole('button', { name: 'Publish now' }).click();
  await expect(publish.getByText('“Charging piles” is published: version 1 is in force')).toBeVisible();
  await expect(publish.getByRole('link', { name: 'Open Charging piles' })).toHaveAttribute('href', '#/apps/cab/pile');
  await shot(page, 'published-en-light');
  await publish.getByRole('button', { name: 'Close' }).click();

  // its screen, from the menu (no reload)
  await page.getByRole('navigation').first().getByRole('menuitem', { name: 'Charging piles' }).click();
  await expect(page).toHaveURL(/#\/apps\/cab\/pile/);
  await page.getByRole('link', { name: 'Create' }).click();
  const form = page.locator('form');
  await form.getByRole('textbox', { name: 'Pile number' }).fill('PILE0001');
  await form.getByRole('combobox', { name: /^Cabinet/ }).click();
  await page.getByRole('option').first().click();
  await form.getByRole('spinbutton', { name: 'Power (kW)' }).fill('60');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/apps\/cab\/pile\/[^/]+\/show$/);
  await expect(page.getByText('PILE0001').first()).toBeVisible();

  // the store manager's role is granted the new code in the privilege tree
  await page.goto('/#/apps/system/role/client');
  await page.getByRole('searchbox', { name: 'Search privileges' }).fill('RESOURCE_ADMIN_CAB_PILE');
  const grant = page.getByRole('checkbox', { name: 'Charging piles' });
  await expect(grant).not.toBeChecked();
  await grant.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/apps\/system\/role\/client\/show$/);

  // the store manager, opening the app afresh, finds it in the menu and lists it
  const context = await browser.newContext({ storageState: sessionOf('client') });
  const client = await context.newPage();
  await useLocale(client, 'zh_CN');
  await openLanding(client);
  await client.getByRole('navigation').first().getByRole('menuitem', { name: '充电桩' }).click();
  await expect(client).toHaveURL(/#\/apps\/cab\/pile/);
  await expect(client.getByRole('table').getByRole('link', { name: 'PILE0001' })).toBeVisible();
  await context.close();
});

/** The charging piles published with one record, whether or not the test before got that far. */
async function declaredWithARecord(page: Page) {
  const detail = await api<{ published: unknown }>(page, 'GET', `/schemas/${NAME}`);
  if (detail.status !== 200 || !detail.data.published) {
    expect((await api(page, 'PUT', `/schemas/${NAME}`, CONTRACT_EXAMPLE)).status).toBe(200);
    expect((await api(page, 'POST', `/schemas/${NAME}/publish`)).status).toBe(200);
  }
  const rows = await api<{ total: number }>(page, 'GET', `/${NAME}`);
  if (!rows.data.total) {
    const cabinet = await api<{ data: { id: string }[] }>(page, 'GET', '/cab-devices?size=1');
    expect((await api(page, 'POST', `/${NAME}`, { sn: 'PILE0001', cabinetId: cabinet.data.data[0].id, powerKw: 60 })).status).toBe(200);
  }
}

test('the data-model screen in light, dark and Arabic: list, editor, publish dialog, no serious axe violation', async ({ page }) => {
  test.setTimeout(120_000);
  await useLocale(page, 'zh_CN');
  await useTheme(page, 'light');
  await page.setViewportSize({ width: 1440, height: 900 });
  await openLanding(page);
  await declaredWithARecord(page);
  await page.goto('/#/apps/system/schema');
  await expect(page.getByRole('table', { name: '资源' })).toBeVisible();
  await page.getByRole('searchbox', { name: '筛选资源' }).fill('charging');
  await expect(page.getByRole('table', { name: '资源' }).getByRole('row')).toHaveCount(2);
  await page.getByRole('searchbox', { name: '筛选资源' }).fill('');
  // axe with no field focused: a focused filled field's label is the theme's primary on grey, below AA app-wide (src/layout/theme.ts)
  await page.keyboard.press('Tab');
  await shot(page, 'list-zh-light');
  expect(await violations(page)).toEqual([]);

  await page.getByRole('link', { name: '充电桩' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '充电桩' })).toBeVisible();
  await page.getByRole('button', { name: '展开 status 的选项' }).click();
  await shot(page, 'editor-fields-zh-light', true);
  expect(await violations(page)).toEqual([]);
  await switchTheme(page, 'dark');
  await shot(page, 'editor-fields-zh-dark', true);
  // the same screen in the other theme: the rules of colour
  expect(await violations(page, COLOUR_RULES)).toEqual([]);
  await page.getByRole('tab', { name: '多语言名称' }).click();
  await shot(page, 'editor-labels-zh-dark', true);
  expect(await violations(page)).toEqual([]);
  await page.getByRole('tab', { name: '预览' }).click();
  await expect(page.getByRole('table', { name: '列表' })).toBeVisible();
  await shot(page, 'editor-preview-zh-dark', true);

  // a change, and its dry run: the publish dialog (not published)
  await page.getByRole('tab', { name: '字段' }).click();
  await page.getByRole('button', { name: '重命名“powerKw”' }).click();
  const rename = page.getByRole('dialog', { name: '重命名“powerKw”' });
  await expect(rename).toContainText('1 条记录');
  await rename.getByRole('textbox', { name: '字段' }).fill('power');
  await rename.getByRole('button', { name: '重命名' }).click();
  await expect(page.getByText('原名 powerKw')).toBeVisible();
  await page.getByRole('button', { name: '发布', exact: true }).click();
  const publish = page.getByRole('dialog', { name: '发布“充电桩”' });
  await expect(publish.getByText('字段“powerKw”重命名为“power”——1 条记录的值将移动。')).toBeVisible();
  await shot(page, 'publish-zh-dark');
  expect(await violations(page)).toEqual([]);
  await publish.getByRole('button', { name: '取消' }).click();

  // unsaved changes are flagged, and leaving asks first
  const required = page.getByRole('checkbox', { name: 'power 必填' });
  await required.check();
  await expect(page.getByText('有未保存的修改')).toBeVisible();
  // (from the preview too, whose form has a blocker of its own)
  await page.getByRole('tab', { name: '预览' }).click();
  await page.getByRole('navigation', { name: '当前位置' }).getByRole('link', { name: '数据模型' }).click();
  const leave = page.getByRole('dialog', { name: '不保存就离开？' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: '留在此页' }).click();
  await expect(page).toHaveURL(/#\/apps\/system\/schema\/charging-piles$/);
  await page.getByRole('tab', { name: '字段' }).click();
  await required.uncheck();
  await expect(page.getByText('有未保存的修改')).toHaveCount(0);

  // the history, and a delete refused while records remain
  await page.getByRole('tab', { name: '历史' }).click();
  await expect(page.getByRole('table', { name: '历史' }).getByRole('row', { name: /v1/ })).toContainText('新增资源');
  await shot(page, 'editor-history-zh-dark');
  await page.getByRole('button', { name: '删除', exact: true }).click();
  const remove = page.getByRole('dialog', { name: '删除“充电桩”？' });
  await remove.getByRole('button', { name: '删除' }).click();
  await expect(remove.getByRole('alert')).toHaveText('它仍有 1 条记录：请先删除这些记录。');
  await remove.getByRole('button', { name: '取消' }).click();

  // the export: one file with the declarations in force
  await page.getByRole('link', { name: '数据模型' }).first().click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  const file = JSON.parse(fs.readFileSync((await (await downloading).path()) as string, 'utf8')) as { format: string; declarations: { name: string }[] };
  expect(file.format).toBe('swap-admin.declarations');
  expect(file.declarations.map((d) => d.name)).toContain(NAME);
  await page.goBack();

  // Arabic, right to left
  await page.evaluate(() => localStorage.setItem('RaStoreswap-admin.locale', JSON.stringify('ar')));
  await page.reload();
  await switchTheme(page, 'light');
  await expect(page.getByRole('heading', { level: 1, name: 'نقاط الشحن' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await shot(page, 'editor-fields-ar-light', true);
  expect(await violations(page)).toEqual([]);
  await page.getByRole('tab', { name: /^التسميات/ }).click();
  await shot(page, 'editor-labels-ar-light', true);
  await page.goto('/#/apps/system/schema');
  await expect(page.getByRole('table', { name: 'الموارد' })).toBeVisible();
  await shot(page, 'list-ar-light');
  expect(await violations(page)).toEqual([]);
});
