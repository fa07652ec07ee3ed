import { expect, test } from '@playwright/test';
import { api } from './helpers';
import { CONTRACT_EXAMPLE } from '../fixtures/charging-piles';
import { CHINESE_AND_ARABIC, SHOTS_DIR, openSignedIn } from './shots';
import { stillColours } from './axe';

/**
 * Screenshots of the data-model screen's deleted resources (issue 36: a deleted resource is not listed; it waits
 * apart with its history and a restore) for a person to look at (not compared): Chinese light and dark, Arabic.
 * `SHOTS_DIR=… npx playwright test -c playwright.shots.config.ts tests/e2e/data-model.shots.ts`.
 */
const RUNS = CHINESE_AND_ARABIC;

for (const run of RUNS)
  test(`deleted resources in ${run.locale}, ${run.theme}`, async ({ page }) => {
    const dir = SHOTS_DIR;
    await openSignedIn(page, run);
    const name = `shot-piles-${run.locale.replace('_', '').toLowerCase()}-${run.theme}`;
    const declaration = {
      ...CONTRACT_EXAMPLE,
      name,
      route: `/apps/cab/${name}`,
      privilege: `RESOURCE_ADMIN_CAB_${run.locale.toUpperCase()}_${run.theme.toUpperCase()}`,
    };
    expect((await api(page, 'PUT', `/schemas/${name}`, declaration)).status).toBe(200);
    expect((await api(page, 'POST', `/schemas/${name}/publish`)).status).toBe(200);
    expect((await api(page, 'DELETE', `/schemas/${name}`)).status).toBe(200);
    await page.goto('/#/apps/system/schema');
    const section = page.getByRole('region', { name: /已删除的资源|الموارد المحذوفة/ });
    await expect(section).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/deleted-resources-${run.locale}-${run.theme}.png`, fullPage: true });
    // its own page: deleted, its history, a restore
    await section.getByRole('link').first().click();
    await expect(page.getByRole('alert').or(page.getByRole('status')).first()).toBeVisible();
    await page.screenshot({ path: `${dir}/deleted-resource-page-${run.locale}-${run.theme}.png`, fullPage: true });
  });

/** Words of the backfill and the history's comparison in each language the shots run in. */
const WORDS = {
  zh_CN: { publish: '发布', copy: '从字段复制', check: '用这些值重新检查', confirm: '立即发布', history: '历史', sn: /电池编号|编号|SN/ },
  ar: { publish: 'نشر', copy: 'نسخ من حقل', check: 'تحقق بهذه القيم', confirm: null, history: 'السجل', sn: null },
} as const;

for (const [i, run] of RUNS.entries())
  test(`a backfill at publish and the history's comparison in ${run.locale}, ${run.theme}`, async ({ page }) => {
    const dir = SHOTS_DIR;
    const words = WORDS[run.locale as keyof typeof WORDS];
    await openSignedIn(page, run);
    // a date required of the batteries in use and a tag every battery needs: stored batteries would break
    const expiry = `insuranceExpiry${i}`;
    const tag = `assetTag${i}`;
    const labels = {
      zh_CN: { fields: { [expiry]: '保险到期日', [tag]: '资产标签' } },
      en: { fields: { [expiry]: 'Insurance expiry', [tag]: 'Asset tag' } },
      fr: { fields: { [expiry]: 'Fin d’assurance', [tag]: 'Étiquette' } },
      ar: { fields: { [expiry]: 'انتهاء التأمين', [tag]: 'وسم الأصل' } },
    };
    const fields = { [expiry]: { kind: 'date', requiredWhen: { assetStatus: ['in_use'] } }, [tag]: { kind: 'text', required: true } };
    expect((await api(page, 'PUT', '/schemas/batteries', { name: 'batteries', fields, labels })).status).toBe(200);
    await page.goto('/#/apps/system/schema/batteries');
    await page.getByRole('button', { name: words.publish, exact: true }).click();
    const dialog = page.getByRole('dialog');
    const form = dialog.getByRole('group', { name: labels[run.locale as 'zh_CN' | 'ar'].fields[tag] });
    await expect(form).toBeVisible();
    await dialog.locator('input[type="date"]').fill('2027-06-30');
    await form.getByRole('combobox').first().click();
    await page.getByRole('option', { name: words.copy }).click();
    await page.screenshot({ path: `${dir}/backfill-form-${run.locale}-${run.theme}.png` });
    await dialog.getByRole('button', { name: words.check }).click();
    await expect(dialog.getByRole('list').last()).toBeVisible();
    await page.screenshot({ path: `${dir}/backfill-plan-${run.locale}-${run.theme}.png` });
    await dialog.getByRole('button').last().click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: words.history }).click();
    await expect(page.getByRole('table').first()).toBeVisible();
    await page.screenshot({ path: `${dir}/history-compare-${run.locale}-${run.theme}.png`, fullPage: true });
  });

/** A declaration with a workflow, two tabs, a record action: the structure editors and the preview's record page. */
const STRUCTURED = {
  ...CONTRACT_EXAMPLE,
  // a service date some days after a repair: the designer's "dates set some days after"
  fields: { ...CONTRACT_EXAMPLE.fields, serviceDays: { kind: 'number' }, nextServiceAt: { kind: 'date', readOnly: true } },
  workflow: {
    field: 'status',
    initial: 'idle',
    transitions: {
      start: { from: ['idle'], to: 'charging' },
      fail: { from: ['idle', 'charging'], to: 'fault', asks: ['faultCode'], danger: true },
      repair: { from: ['fault'], to: 'idle', stamps: [{ field: 'nextServiceAt', addDays: 'serviceDays' }] },
    },
  },
  layout: {
    tabs: true,
    sections: [
      { name: 'basics', fields: ['sn', 'cabinetId', 'powerKw'] },
      { name: 'service', fields: ['status', 'faultCode'] },
    ],
  },
  recordActions: { command: { creates: 'cab-commands', prefill: { cabinetId: 'cabinetId' }, preset: { operate: 'reboot' }, icon: 'Send' } },
};

for (const run of RUNS)
  test(`the workflow, record page, related tables and actions editors in ${run.locale}, ${run.theme}`, async ({ page }) => {
    const dir = SHOTS_DIR;
    await openSignedIn(page, run);
    const name = `shot-structure-${run.locale.replace('_', '').toLowerCase()}-${run.theme}`;
    const declaration = {
      ...STRUCTURED,
      name,
      route: `/apps/cab/${name}`,
      privilege: `RESOURCE_ADMIN_CAB_S${run.locale.toUpperCase()}_${run.theme.toUpperCase()}`,
    };
    expect((await api(page, 'PUT', `/schemas/${name}`, declaration)).status).toBe(200);
    await page.goto(`/#/apps/system/schema/${name}`);
    // the editor's tabs by their place: settings, fields, workflow, layout, related, actions, labels, preview, history
    for (const [index, tab] of [
      [2, 'workflow'],
      [3, 'layout'],
      [4, 'related'],
      [5, 'actions'],
      [6, 'labels'],
      [7, 'preview'],
    ] as const) {
      await page.getByRole('tab').nth(index).click();
      await expect(page.getByRole('tabpanel').first()).toBeVisible();
      await stillColours(page);
      await page.screenshot({ path: `${dir}/structure-${tab}-${run.locale}-${run.theme}.png`, fullPage: true });
    }
    // a number's options: its bounds, whole numbers only, its unit
    await page.getByRole('tab').nth(1).click();
    await page.locator('#main-content button[aria-label*="powerKw"][aria-expanded="false"]').first().click();
    await page.locator('#dm-fields_powerKw_unit').click();
    await page.getByRole('option', { name: 'kW', exact: true }).click();
    await stillColours(page);
    await page.screenshot({ path: `${dir}/structure-number-unit-${run.locale}-${run.theme}.png`, fullPage: true });
    // a built-in's related tables: its own named, one added
    await page.goto('/#/apps/system/schema/cab-devices');
    await page.getByRole('tab').nth(4).click();
    await page.locator('#dm-new-related').click();
    await page.getByRole('option').first().click();
    await page.getByRole('tabpanel').first().getByRole('button').last().click();
    await page.screenshot({ path: `${dir}/structure-builtin-related-${run.locale}-${run.theme}.png`, fullPage: true });
    await api(page, 'DELETE', `/schemas/${name}`);
  });
