/**
 * axe-core on every route of the specification as admin, in light and dark theme (each screen loaded
 * once, the theme switched in place), and on the public pages: the suite fails on any serious or
 * critical violation. Arabic (right-to-left) screens are checked in i18n.spec.ts. The walk also holds
 * each route to what the administrator must meet there: the screen itself (not "Not authorized"), no
 * page error, no refused or failed API call, no raw translation key on screen.
 */
import { expect, test } from './fixtures';
import { SPEC_ROUTES } from './a11y-routes';
import { stillColours, useTheme, violations, violationsInBothThemes, type ThemeName } from './axe';
import { collectApiFailures, collectPageErrors, rawKeysShown, useLocale } from './helpers';

test.use({ signedIn: 'admin' });

/** Beyond the spec's list screens: one record screen of each kind (show, edit with a custom input, create). */
const RECORD_SCREENS = ['/apps/cab/device/1/show', '/apps/system/role/admin', '/apps/store/store/1', '/apps/store/tag/create'];
const SCREENS = [...SPEC_ROUTES, ...RECORD_SCREENS];

/**
 * The screens in four parts, each a test of its own, so that the two workers share the walk (its
 * tests run in parallel: they only read).
 */
const PARTS = 4;
test.describe.configure({ mode: 'parallel' });

for (let part = 0; part < PARTS; part++) {
  const screens = SCREENS.filter((_, i) => i % PARTS === part);
  test(`no serious or critical axe violation on the ${SPEC_ROUTES.length} spec routes and ${RECORD_SCREENS.length} record screens, in light and dark theme (part ${part + 1} of ${PARTS}: ${screens.length} screens)`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await useLocale(page, 'en');
    await useTheme(page, 'light');
    const found: string[] = [];
    const errors = collectPageErrors(page);
    const failed = collectApiFailures(page);
    const untranslated: string[] = [];
    // each screen is loaded once, checked in the theme the previous one ended in, then in the other
    let theme: ThemeName = 'light';
    for (const [i, route] of screens.entries()) {
      // five rows are enough to check a list's markup and colours, and keep axe quick
      await page.goto(`/#${route}${route.startsWith('/dashboards') ? '' : '?perPage=5'}`);
      await expect(
        page.locator('table tbody tr, .RaList-noResults, .RaEmpty-message, h1, h2, #main-content ul li, .RaShow-main, .RaEdit-main, .RaCreate-main').first(),
      ).toBeVisible();
      await expect(page, route).toHaveURL(new RegExp(`#${route.replace(/[/]/g, '\\/')}`));
      await expect(page.getByRole('heading', { name: 'Not authorized' }), route).toHaveCount(0);
      expect(errors, route).toEqual([]);
      const raw = await rawKeysShown(page);
      if (raw.length) untranslated.push(`${route}: ${raw.join(', ')}`);
      // the first address loads the app (later ones are navigations inside it): colours as they settle from then on
      if (i === 0) await stillColours(page);
      // the whole page on each part's first screen; then the screen's own content: the app bar and the menu around
      // it are the same on every screen (the menu's open group and selected entry drawn as on the first), and axe's
      // rules on the menu's sixty entries were a quarter of the walk (163 → 124 s of test time, two workers)
      const checked = await violationsInBothThemes(page, theme, i === 0 ? undefined : '#main-content');
      theme = checked.theme;
      found.push(...checked.found.map((v) => `${route} ${v}`));
    }
    expect(failed).toEqual([]);
    await page.goto('/#/login');
    expect(found).toEqual([]);
    expect(untranslated).toEqual([]);
  });
}

test.describe(() => {
  test.use({ signedIn: undefined });
  test('no serious or critical axe violation on the public pages', async ({ page }) => {
    await useLocale(page, 'en');
    const found: string[] = [];
    for (const route of ['/login', '/register', '/forgot-password', '/error-404']) {
      await page.goto(`/#${route}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const v of await violations(page)) found.push(`${route}: ${v}`);
    }
    expect(found).toEqual([]);
  });
});

test('a focused field’s label and a record page’s selected tab read at AA, in light and dark theme', async ({ page }) => {
  await useLocale(page, 'en');
  await useTheme(page, 'light');
  const found: string[] = [];
  // a create form with its first field focused: the label above the (filled, grey) input writes in primary
  await page.goto('/#/apps/store/tag/create');
  await stillColours(page);
  const field = page.getByRole('textbox').first();
  await field.focus();
  await expect(field).toBeFocused();
  let checked = await violationsInBothThemes(page, 'light');
  found.push(...checked.found.map((v) => `form: ${v}`));
  // a rider's page: its tabs, the first one selected
  await page.goto('/#/apps/consumer/list/1/show');
  await expect(page.getByRole('tab', { selected: true })).toBeVisible();
  checked = await violationsInBothThemes(page, checked.theme);
  found.push(...checked.found.map((v) => `rider: ${v}`));
  expect(found).toEqual([]);
});
