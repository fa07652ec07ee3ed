import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { stillColours, useTheme, violationsInBothThemes, type ThemeName } from './axe';
import { openLanding, storageKey, useLocale } from './helpers';
import { MAIN_SCREENS } from './main-screens';

test.use({ signedIn: 'admin' });

test.describe(() => {
  test.use({ signedIn: undefined });
  test('Chinese is the default; the language menu names each language in its own script', async ({ page }) => {
    await page.goto('/#/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.getByRole('button', { name: '简体中文' }).click();
    for (const name of ['简体中文', 'English', 'Français', 'العربية']) await expect(page.getByRole('menuitem', { name })).toBeVisible();
  });
});

test('Arabic switches to right-to-left and survives a reload', async ({ page }) => {
  await openLanding(page);
  await page.getByRole('button', { name: '简体中文' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('button', { name: 'العربية' })).toBeVisible();
  // the navigation sits on the right in RTL
  const nav = page.locator('.RaSidebar-fixed').first();
  const box = await nav.boundingBox();
  const width = page.viewportSize()?.width ?? 1280;
  expect(box && box.x > width / 2).toBe(true);
});

test('in zh_CN the 401 notice reads exactly as the specification writes it', async ({ page }) => {
  await page.goto('/#/apps/store/store');
  await expect(page.locator('#main-content table td').first()).toBeVisible();
  await page.evaluate(() => localStorage.setItem('accessToken', 'expired'));
  await page.goto('/#/apps/assets/battery');
  await expect(page.getByText('登录已失效').first()).toBeVisible();
});

test('the chosen language survives a logout', async ({ page }) => {
  await openLanding(page);
  await page.getByRole('button', { name: '简体中文' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.evaluate(() => localStorage.removeItem('accessToken'));
  await page.reload();
  await expect(page).toHaveURL(/#\/login/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

/** The horizontal centre of an element, in px from the viewport's left edge. */
async function centreX(locator: Locator): Promise<number> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return box.x + box.width / 2;
}

/** The shape of an icon (its SVG path): an arrow mirrored in right-to-left is the other arrow. */
const iconPath = (button: Locator) => button.locator('svg path').first().getAttribute('d');

/**
 * Where the key parts of the shell and of the screens sit in the current direction: the navigation,
 * the app bar's first and last buttons, the list's pagination arrows (and their icons), the settings
 * drawer, the map's zoom control, the chat's own and the contact's bubbles, the calendar's arrows and
 * its first and last weekday columns.
 */
async function layoutFacts(page: Page) {
  await page.goto('/#/apps/store/store');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  const banner = page.getByRole('banner');
  const pagination = page.locator('.MuiPagination-ul');
  const previous = pagination.locator('li').first().getByRole('button');
  const next = pagination.locator('li').last().getByRole('button');
  const facts = {
    nav: await centreX(page.locator('.RaSidebar-fixed').first()),
    menuToggle: await centreX(banner.getByRole('button').first()),
    userMenu: await centreX(banner.getByRole('button').last()),
    previous: await centreX(previous),
    next: await centreX(next),
    previousIcon: await iconPath(previous),
    nextIcon: await iconPath(next),
    drawer: 0,
    zoom: 0,
    mine: 0,
    theirs: 0,
    calendarPrevious: 0,
    calendarNext: 0,
    firstDay: 0,
    lastDay: 0,
  };
  // the settings drawer opens from the inline end
  await banner.getByRole('button', { name: /^(Open the theme customizer|فتح تخصيص المظهر)$/ }).click();
  const drawer = page.locator('[data-testid="customizer"] [role="dialog"]');
  // measured once the slide-in transition has ended (the slide leaves no transform behind)
  await expect(drawer).toHaveCSS('transform', 'none');
  facts.drawer = await centreX(drawer);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  await page.goto('/#/dashboards/map');
  facts.zoom = await centreX(page.locator('.leaflet-control-zoom-in'));

  await page.goto('/#/apps/chat');
  await page.getByText('Nova Assistant', { exact: true }).first().click();
  const log = page.getByRole('log');
  facts.mine = await centreX(log.locator('.MuiPaper-elevation0').first());
  facts.theirs = await centreX(log.locator('.MuiPaper-elevation1').first());

  await page.goto('/#/apps/calendar');
  facts.calendarPrevious = await centreX(page.locator('.fc-prev-button'));
  facts.calendarNext = await centreX(page.locator('.fc-next-button'));
  facts.firstDay = await centreX(page.locator('.fc-col-header-cell').first());
  facts.lastDay = await centreX(page.locator('.fc-col-header-cell').last());
  return facts;
}

test('right-to-left mirrors the layout: navigation, app bar, pagination arrows, drawer, map controls, chat, calendar', async ({ page }) => {
  test.setTimeout(120_000);
  await useLocale(page, 'en');
  await openLanding(page);
  const width = page.viewportSize()?.width ?? 1280;
  const ltr = await layoutFacts(page);
  // left to right: the navigation and the toggle on the left, the user menu, the drawer and forward on the right
  expect(ltr.nav).toBeLessThan(width / 2);
  expect(ltr.menuToggle).toBeLessThan(width / 2);
  expect(ltr.userMenu).toBeGreaterThan(width / 2);
  expect(ltr.drawer).toBeGreaterThan(width / 2);
  expect(ltr.zoom).toBeLessThan(width / 2);
  expect(ltr.next).toBeGreaterThan(ltr.previous);
  expect(ltr.mine).toBeGreaterThan(ltr.theirs);
  expect(ltr.calendarNext).toBeGreaterThan(ltr.calendarPrevious);
  expect(ltr.lastDay).toBeGreaterThan(ltr.firstDay);

  await page.evaluate((key) => localStorage.setItem(key, JSON.stringify('ar')), storageKey('locale'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const rtl = await layoutFacts(page);
  // the shell is the mirror image, to the pixel or nearly
  for (const key of ['nav', 'menuToggle', 'userMenu', 'drawer', 'zoom'] as const) expect(Math.abs(rtl[key] - (width - ltr[key])), key).toBeLessThan(8);
  // the order of things that read in the text's direction is reversed
  expect(rtl.next).toBeLessThan(rtl.previous);
  expect(rtl.mine).toBeLessThan(rtl.theirs);
  expect(rtl.calendarNext).toBeLessThan(rtl.calendarPrevious);
  expect(rtl.lastDay).toBeLessThan(rtl.firstDay);
  // and the arrows point the other way: "previous" shows what "next" showed
  expect(rtl.previousIcon).toBe(ltr.nextIcon);
  expect(rtl.nextIcon).toBe(ltr.previousIcon);
});

/** The main screens, as an Arabic reader sees them (with what makes each one ready). */

test(`Arabic: no serious or critical axe violation on ${MAIN_SCREENS.length} main screens, in light and dark theme`, async ({ page }) => {
  test.setTimeout(300_000);
  await useLocale(page, 'ar');
  await useTheme(page, 'light');
  await openLanding(page);
  await stillColours(page);
  const found: string[] = [];
  let theme: ThemeName = 'light';
  for (const [i, screen] of MAIN_SCREENS.entries()) {
    await page.goto(`/#${screen.route}`);
    await screen.open?.(page);
    await expect(screen.ready(page)).toBeVisible();
    // the whole page on the first screen, then each screen's own content: the mirrored app bar and menu around it are
    // the same on every screen (as in a11y.spec.ts's walk)
    const checked = await violationsInBothThemes(page, theme, i === 0 ? undefined : '#main-content');
    theme = checked.theme;
    found.push(...checked.found.map((v) => `${screen.route} ${v}`));
  }
  expect(found).toEqual([]);
});
