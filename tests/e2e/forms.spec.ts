/**
 * The generated create form of every resource that offers create, filled in as a person would
 * (only the required fields, by their labels) and saved: no save may be refused (CONTRACT §2.1:
 * forms send only what their operation accepts). Then a save the server refuses for a field the
 * form does not show: the notice names it.
 */
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import RandExp from 'randexp';
import { loadRegistry } from '../../server/load-registry';
import { actionsOf, type FieldDef, type ResourceDef } from '../../resources/define';
import { routeName } from '../../resources/registry';
import { isWritable, requiredFields } from '../../resources/writes';
import { api, useLocale } from './helpers';
import { serverUrl, sessionFile } from './servers';

test.use({ signedIn: 'admin' });

const registry = await loadRegistry();
// a refund names a real, paid order of its rider, which a form filled with made-up values cannot: its form is
// exercised by money.spec.ts (a swap's "Refund", the same generated form) and its refusals by tests/api/refunds.test.ts
const creatable = registry.all.filter((def) => actionsOf(def).create && !def.refundOf);

/** The English catalogue's label of a field (the form shows it, with " *" when required). */
async function labelOf(def: ResourceDef, field: string): Promise<string> {
  const labels = (await import(`../../i18n/en/resources/${def.name}.ts`)) as { default: { fields: Record<string, string> } };
  return labels.default.fields[field] ?? field;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A form control's label, with the required mark react-admin adds (a thin space and an asterisk). */
const named = (label: string) => new RegExp(`^${escape(label)}(\\s*\\*)?$`);

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A value a person would type for a text kind that passes the field's rules. */
function typedText(field: FieldDef): string {
  if ('pattern' in field && field.pattern) {
    const r = new RandExp(`^(?:${field.pattern})$`);
    r.max = 6;
    return r.gen();
  }
  if (field.kind === 'email') return `e2e.${unique()}@example.com`;
  if (field.kind === 'url' || field.kind === 'image') return `https://example.com/${unique()}`;
  const max = 'maxLength' in field && field.maxLength ? field.maxLength : 40;
  return `E2E ${unique()}`.slice(0, max);
}

/** Picks an option of an autocomplete; for a unique reference, one no record holds yet (found through the API, typed in). */
async function pickReference(page: Page, def: ResourceDef, name: string, label: string) {
  const field = def.fields[name] as Extract<FieldDef, { to: string }>;
  const input = page.locator('form').getByRole('combobox', { name: named(label) });
  if (field.unique) {
    const target = registry.byName(field.to)!;
    const used = new Set(((await api<{ data: Record<string, unknown>[] }>(page, 'GET', `/${def.name}?size=1000`)).data.data ?? []).map((r) => String(r[name])));
    // one a person can find by typing its title (a rider signed up without a name has none)
    let free = (await api<{ data: Record<string, unknown>[] }>(page, 'GET', `/${target.name}?size=1000`)).data.data.find(
      (r) => !used.has(String(r.id)) && r[target.title],
    );
    if (!free && target.name === 'consumers') {
      // every rider of the demo data has an account: a new rider signs up first, as in the real flow
      free = (await api<Record<string, unknown>>(page, 'POST', '/consumers', { phone: `139${String(Date.now()).slice(-8)}`, name: 'E2E 新骑手' })).data;
    }
    expect(free, `a ${target.name} record no ${def.name} holds yet`).toBeTruthy();
    await input.fill(String(free![target.title]));
    await page
      // an option reads its title, then its second line; the exact match comes first
      .getByRole('option', { name: new RegExp(`^${escape(String(free![target.title]))}`) })
      .first()
      .click();
  } else {
    await input.click();
    await page.getByRole('option').first().click();
  }
  if (field.kind === 'referenceMany') await page.keyboard.press('Escape');
}

/** Fills what a create must send: the required fields, and those a `requiredWhen` asks for while their input is on screen (a slot command's slot). */
async function fillRequired(page: Page, def: ResourceDef) {
  const form = page.locator('form');
  for (const name of requiredFields(def, 'create')) await fillField(page, def, name);
  for (const [name, field] of Object.entries(def.fields))
    if (field.requiredWhen && isWritable(field, 'create') && (await form.getByLabel(named(await labelOf(def, name))).count())) await fillField(page, def, name);
}

async function fillField(page: Page, def: ResourceDef, name: string) {
  const form = page.locator('form');
  const field = def.fields[name];
  const label = await labelOf(def, name);
  switch (field.kind) {
    case 'reference':
    case 'referenceMany':
      await pickReference(page, def, name, label);
      break;
    case 'enum':
      // a select is named by its label and the choice it shows
      await form.getByRole('combobox', { name: new RegExp(`^${escape(label)}( .*)?$`) }).click();
      await page.getByRole('option').first().click();
      break;
    case 'number':
    case 'money':
    case 'percent':
      await form.getByLabel(named(label)).fill(String('min' in field && field.min !== undefined ? Math.max(field.min, 1) : 1));
      break;
    case 'date':
      await form.getByLabel(named(label)).fill('2026-11-23');
      break;
    case 'datetime':
      await form.getByLabel(named(label)).fill('2026-11-23T10:30');
      break;
    case 'geo':
      await form.getByLabel(`${label} · Longitude`).fill('108.94');
      await form.getByLabel(`${label} · Latitude`).fill('34.34');
      break;
    case 'boolean':
      break;
    default:
      await form.getByLabel(named(label)).fill(field.unique ? await freeText(page, def, name) : typedText(field));
  }
}

/**
 * A value for a unique text field that no record holds yet, as far as the list can tell (a pattern
 * such as `SQ\d{4}` leaves few to choose from; a field the list cannot filter by keeps its first draw).
 */
async function freeText(page: Page, def: ResourceDef, name: string): Promise<string> {
  for (let draw = 0; ; draw++) {
    const value = typedText(def.fields[name]);
    const taken = await api<{ total: number }>(page, 'GET', `/${def.name}?${name}=${encodeURIComponent(value)}&size=1`);
    if (taken.status !== 200 || taken.data.total === 0 || draw === 20) return value;
  }
}

test.describe('create forms', () => {
  /**
   * One page for the create forms, signed in as the administrator: each form is opened from inside the running app, as
   * staff go from one screen to the next, instead of starting the app again for each of them (36 starts). Made in
   * `beforeAll`, not by a worker-scoped fixture: a fixture of the worker's gives these tests a worker of their own,
   * which Playwright queues after every other file (the run's last 30 s on one core while the other idled). A failed
   * test ends its worker; the next one runs `beforeAll` again, on a page of its own.
   */
  let page: Page;
  test.beforeAll(async ({ browser }, workerInfo) => {
    const context = await browser.newContext({ baseURL: serverUrl(workerInfo.parallelIndex), storageState: sessionFile('admin', workerInfo.parallelIndex) });
    page = await context.newPage();
    await useLocale(page, 'en');
  });
  test.afterAll(() => page?.context().close());

  for (const def of creatable)
    test(`${def.name}: the generated form saves a new record`, async () => {
      const refused: string[] = [];
      const onResponse = async (r: Response) => {
        if (r.request().method() === 'POST' && r.url().includes(`/admin-company/v1/${def.name}`) && r.status() >= 400)
          refused.push(`${r.status()} ${await r.text()}`);
      };
      page.on('response', onResponse);
      try {
        await page.goto(`/#/${routeName(def)}/create`);
        await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
        await fillRequired(page, def);
        await page.getByRole('button', { name: 'Save' }).click();
        // a saved record opens its page
        await expect(page, `refused: ${refused.join('; ')}`).toHaveURL(new RegExp(`#/${routeName(def)}/[^/]+/show$`));
        expect(refused).toEqual([]);
      } finally {
        page.off('response', onResponse);
      }
    });

  test('a save the server refuses for a field the form does not show names that field in the notice', async ({ page }) => {
    await useLocale(page, 'en');
    const cabinets = routeName(registry.byName('cab-commands')!);
    await page.route('**/admin-company/v1/cab-commands', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await route.fulfill({ status: 422, json: { code: 422, msg: 'Validation failed', data: { errors: { retryTimes: 'app.validation.readOnly' } } } });
    });
    await page.goto(`/#/${cabinets}/create`);
    await fillRequired(page, registry.byName('cab-commands')!);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Some fields need changes: Retries: Read-only')).toBeVisible();
  });
});

test.describe('editing a record', () => {
  test('a refused save points at the field; a saved one goes back to the record, and the list points it out', async ({ page }) => {
    await useLocale(page, 'en');
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/#/apps/store/store/2');
    const phone = page.getByRole('textbox', { name: 'Phone' });
    await expect(phone).toBeVisible();
    await phone.fill('12345');
    // the save bar stays in view while the form is longer than the window
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeInViewport();
    await save.click();
    await expect(phone).toBeFocused();
    await expect(phone).toBeInViewport();
    await phone.fill('13912345678');
    await save.click();
    await expect(page).toHaveURL(/#\/apps\/store\/store\/2\/show$/);
    // back to the list: the record just saved is pointed out (the current row)
    await page.goto('/#/apps/store/store');
    const highlighted = page.locator('#main-content table tbody tr[aria-current="true"]');
    await expect(highlighted).toHaveCount(1);
    await expect(highlighted).toContainText('13912345678');
  });
});
