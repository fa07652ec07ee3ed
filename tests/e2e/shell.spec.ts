/**
 * The shell of spec §2: global search (keyboard, records, privileges), the settings drawer (each
 * option changes the page and survives a reload), the horizontal layout and its fallback below the
 * large breakpoint.
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { collectPageErrors, openLanding, useLocale } from './helpers';

test.use({ signedIn: 'admin' });
// independent tests, in a file that runs among the last: both workers share it (docs/testing.md, "How the suite stays fast")
test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page }) => {
  await useLocale(page, 'en');
});

const searchInput = (page: Page) => page.getByRole('combobox', { name: 'Search pages and records' });
const sidebar = (page: Page) => page.locator('.RaSidebar-fixed');
const banner = (page: Page) => page.getByRole('banner');
const mainMenu = (page: Page) => page.getByTestId('horizontal-nav');

async function openSearchByKeyboard(page: Page) {
  await page.keyboard.press('Control+Shift+Slash');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(searchInput(page)).toBeFocused();
}

async function openCustomizer(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open the theme customizer' }).click();
  const drawer = page.getByRole('dialog', { name: 'Theme customizer' });
  await expect(drawer).toBeVisible();
  return drawer;
}

async function choose(page: Page, group: string, option: string) {
  const drawer = await openCustomizer(page);
  await drawer.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true }).check();
  await closeCustomizer(page);
}

async function flip(page: Page, name: string) {
  const drawer = await openCustomizer(page);
  await drawer.getByRole('switch', { name }).click();
  await closeCustomizer(page);
}

async function closeCustomizer(page: Page) {
  await page.getByRole('button', { name: 'Close the theme customizer' }).click();
  await expect(page.getByRole('dialog', { name: 'Theme customizer' })).toBeHidden();
}

const css = (l: Locator, prop: string) => l.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), prop);

/** Checks `assert` now and again after a reload (the choice is kept). */
async function andAfterReload(page: Page, assert: () => Promise<void>) {
  await assert();
  await page.reload();
  await expect(
    page
      .getByRole('heading', { level: 1 })
      .or(page.locator('table tbody tr').first())
      .or(page.getByRole('button', { name: 'Save' }))
      .first(),
  ).toBeVisible();
  await assert();
}

test.describe('global search', () => {
  test('Ctrl+Shift+/ opens it, and a battery found by serial opens its page', async ({ page }) => {
    const errors = collectPageErrors(page);
    await openLanding(page);
    await openSearchByKeyboard(page);
    await expect(page.getByRole('option')).toHaveCount(0); // nothing for an empty query
    await searchInput(page).fill('BAT60V100012');
    const batteries = page.getByRole('group', { name: 'Batteries' });
    await expect(batteries.getByRole('option', { name: /BAT60V100012/ })).toBeVisible();
    // the battery, then "show all 1 in the list"
    await expect(batteries.getByRole('option')).toHaveCount(2);
    await expect(batteries.getByRole('option').last()).toHaveAccessibleName('Show all 1 in the list');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/apps\/assets\/battery\/[^/]+\/show$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('#main-content').getByText('BAT60V100012').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the app-bar button opens it, arrows and Enter open a page, Esc closes it', async ({ page }) => {
    await openLanding(page);
    await page.getByRole('button', { name: 'Search (Ctrl+Shift+/)' }).click();
    await expect(searchInput(page)).toBeFocused();
    await searchInput(page).fill('cabinet');
    const pages = page.getByRole('group', { name: 'Pages' });
    await expect(pages.getByRole('option').first()).toBeVisible();
    // at most 5 per group (a group of records ends with its "show all N in the list")
    for (const group of await page.getByRole('group').all())
      expect(
        await group
          .getByRole('option')
          .filter({ hasNotText: /^Show all/ })
          .count(),
      ).toBeLessThanOrEqual(5);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    const first = pages.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/apps\/cab\//);
    await page.keyboard.press('Control+Shift+Slash');
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test.describe(() => {
    test.use({ signedIn: 'client' });
    test('the client is offered only the pages its privileges allow (no System pages)', async ({ page }) => {
      let askedBatteries = false;
      page.on('request', (r) => {
        if (r.url().includes('/admin-company/v1/batteries')) askedBatteries = true;
      });
      await openLanding(page);
      await openSearchByKeyboard(page);
      await searchInput(page).fill('logs');
      await expect(page.getByText('No results for “logs”')).toBeVisible();
      await searchInput(page).fill('roles');
      await expect(page.getByText('No results for “roles”')).toBeVisible();
      await searchInput(page).fill('store');
      const pages = page.getByRole('group', { name: 'Pages' });
      await expect(pages.getByRole('option').first()).toBeVisible();
      for (const name of await pages.getByRole('option').allInnerTexts()) expect(name).not.toMatch(/System|Sign-in|Error log|Role|Privilege/);
      await searchInput(page).fill('BAT60V1000');
      await expect(page.getByRole('group', { name: 'Batteries' })).toHaveCount(0);
      expect(askedBatteries).toBe(false);
    });
  });

  test('the admin is offered the System pages', async ({ page }) => {
    await openLanding(page);
    await openSearchByKeyboard(page);
    await searchInput(page).fill('logs');
    await expect(page.getByRole('group', { name: 'Pages' }).getByRole('option', { name: /Sign-in logs/ })).toBeVisible();
  });
});

test.describe('settings drawer', () => {
  test.slow(); // several reloads each
  test('opens from the inline-end side, 400 px wide', async ({ page }) => {
    await openLanding(page);
    const drawer = await openCustomizer(page);
    const width = page.viewportSize()!.width;
    // measured once the slide-in transition has ended
    await expect.poll(async () => Math.round(((await drawer.boundingBox())?.x ?? 0) + ((await drawer.boundingBox())?.width ?? 0))).toBe(width);
    expect(Math.round((await drawer.boundingBox())!.width)).toBe(400);
  });

  test('skin bordered outlines the cards; semi dark darkens the nav; both kept', async ({ page }) => {
    await page.goto('/#/apps/assets/battery');
    const card = page.locator('.list-content').first();
    await expect(card).toBeVisible();
    expect(await css(card, 'box-shadow')).not.toBe('none');
    await choose(page, 'Skin', 'Bordered');
    await andAfterReload(page, async () => {
      expect(await css(page.locator('.list-content').first(), 'box-shadow')).toBe('none');
      expect(await css(page.locator('.list-content').first(), 'border-top-width')).toBe('1px');
    });
    const lightNav = await css(sidebar(page), 'background-color');
    await choose(page, 'Skin', 'Semi dark');
    await andAfterReload(page, async () => {
      expect(await css(sidebar(page), 'background-color')).toBe('rgb(49, 45, 75)'); // the dark theme's paper
      expect(await css(page.locator('#main-content'), 'background-color')).toBe('rgb(244, 245, 250)'); // page still light
    });
    expect(lightNav).not.toBe('rgb(49, 45, 75)');
  });

  test('dark mode and the palette preset', async ({ page }) => {
    await openLanding(page);
    const logo = page.locator('.RaSidebar-fixed a[href="#/"]').first();
    expect(await css(logo, 'color')).toBe('rgb(145, 85, 253)');
    const drawer = await openCustomizer(page);
    await drawer.getByRole('radio', { name: 'Indigo (Vuexy)' }).check();
    await closeCustomizer(page);
    await andAfterReload(page, async () => expect(await css(logo, 'color')).toBe('rgb(115, 103, 240)'));
    await choose(page, 'Mode', 'Dark');
    await andAfterReload(page, async () => expect(await css(page.locator('#main-content'), 'background-color')).toBe('rgb(40, 36, 61)'));
  });

  test('content width boxed caps the content at 1440 px', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1000 });
    await openLanding(page);
    const content = page.locator('.shell-content');
    expect((await content.boundingBox())!.width).toBeGreaterThan(1440);
    await choose(page, 'Content width', 'Boxed');
    await andAfterReload(page, async () => expect(Math.round((await content.boundingBox())!.width)).toBe(1440));
  });

  test('app bar fixed, static, hidden and its blur', async ({ page }) => {
    // a page longer than the window: a store's form on a low window (a list scrolls inside its own area, the page does not)
    await page.setViewportSize({ width: 1280, height: 480 });
    await page.goto('/#/apps/store/store/1');
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    const scrolledTop = async () => {
      await page.evaluate(() => window.scrollTo(0, 1500));
      await page.waitForFunction(() => window.scrollY > 300);
      const y = (await banner(page).boundingBox())!.y;
      await page.evaluate(() => window.scrollTo(0, 0));
      return y;
    };
    expect(await scrolledTop()).toBe(0); // fixed by default
    expect(await css(banner(page), 'backdrop-filter')).toContain('blur');
    await flip(page, 'Blur the app bar');
    await andAfterReload(page, async () => expect(await css(banner(page), 'backdrop-filter')).toBe('none'));
    await choose(page, 'App bar', 'Static');
    await andAfterReload(page, async () => {
      await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
      expect(await scrolledTop()).toBeLessThan(-100);
    });
    await choose(page, 'App bar', 'Hidden');
    await andAfterReload(page, async () => {
      await expect(banner(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Open the theme customizer' })).toBeVisible(); // the floating one
    });
  });

  test('footer fixed, static and hidden', async ({ page }) => {
    // a long page: a store's form (a list scrolls inside its own area, the page does not)
    await page.goto('/#/apps/store/store/1');
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    const footer = page.locator('footer');
    const height = page.viewportSize()!.height;
    expect((await footer.boundingBox())!.y).toBeGreaterThan(height); // static: at the end of a long page
    await choose(page, 'Footer', 'Fixed');
    await andAfterReload(page, async () => {
      await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
      const box = (await footer.boundingBox())!;
      expect(Math.round(box.y + box.height)).toBe(height);
    });
    await choose(page, 'Footer', 'Hidden');
    await andAfterReload(page, async () => expect(footer).toHaveCount(0));
  });

  test('menu: collapse, hide, accordion', async ({ page }) => {
    await openLanding(page);
    expect(Math.round((await sidebar(page).boundingBox())!.width)).toBe(220);
    await flip(page, 'Collapse the menu');
    await andAfterReload(page, async () => expect(Math.round((await sidebar(page).boundingBox())!.width)).toBe(68));
    await flip(page, 'Collapse the menu');
    await expect.poll(async () => Math.round((await sidebar(page).boundingBox())!.width)).toBe(220);

    // accordion (on by default): opening a group closes the other
    const stores = sidebar(page).getByRole('button', { name: 'Stores', exact: true });
    const assets = sidebar(page).getByRole('button', { name: 'Assets', exact: true });
    await stores.click();
    await assets.click();
    await expect(stores).toHaveAttribute('aria-expanded', 'false');
    await flip(page, 'Open one menu group at a time');
    await stores.click();
    await expect(stores).toHaveAttribute('aria-expanded', 'true');
    await expect(assets).toHaveAttribute('aria-expanded', 'true');

    await flip(page, 'Hide the menu');
    await andAfterReload(page, async () => {
      await expect(sidebar(page)).toHaveCount(0);
      await expect(banner(page).getByRole('link', { name: 'Home' })).toBeVisible(); // the logo moves to the app bar
    });
  });

  test('RTL switch turns the page right to left in English', async ({ page }) => {
    await openLanding(page);
    await flip(page, 'Right to left');
    await andAfterReload(page, async () => {
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const box = (await sidebar(page).boundingBox())!;
      expect(box.x).toBeGreaterThan(page.viewportSize()!.width / 2);
    });
    await flip(page, 'Right to left');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('route transition animates page changes as chosen, and not with reduced motion', async ({ page }) => {
    // a user who has not asked for less motion (the suite runs as one who has: playwright.config.ts)
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // records the animations the page starts on the transition wrapper
    await page.addInitScript(() => {
      const w = window as unknown as { __pageAnimations: string[] };
      w.__pageAnimations = [];
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (this: Element, keyframes, options) {
        if (this.hasAttribute('data-route-transition')) w.__pageAnimations.push(JSON.stringify(keyframes));
        return animate.call(this, keyframes, options);
      };
    });
    const recorded = () => page.evaluate(() => (window as unknown as { __pageAnimations: string[] }).__pageAnimations.join(' '));
    /** Goes to `link` and returns the animations started once the new page (titled `title`) is on screen. */
    const animationsOnNavigation = async (link: string, title: string) => {
      await page.evaluate(() => ((window as unknown as { __pageAnimations: string[] }).__pageAnimations = []));
      await page.evaluate((hash) => (window.location.hash = hash), link);
      await expect(page.locator('#react-admin-title')).toHaveText(title);
      await expect
        .poll(recorded, { timeout: 2000 })
        .not.toBe('')
        .catch(() => undefined);
      return recorded();
    };
    await openLanding(page);
    await choose(page, 'Page transition', 'Slide Y');
    expect(await animationsOnNavigation('#/apps/assets/frame', 'Frames')).toContain('translateY');
    await page.reload();
    await expect(page.locator('[data-route-transition="slide-y"]')).toHaveCount(1);
    await choose(page, 'Page transition', 'Scroll X reverse');
    expect(await animationsOnNavigation('#/apps/assets/battery', 'Batteries')).toContain('translateX(24px)');
    await choose(page, 'Page transition', 'Fade');
    const fade = await animationsOnNavigation('#/apps/assets/frame', 'Frames');
    expect(fade).toContain('opacity');
    expect(fade).not.toContain('translate');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animationsOnNavigation('#/apps/assets/battery', 'Batteries')).toBe('');
  });
});

test.describe('horizontal layout', () => {
  test.slow();
  test('a 64 px nav bar with logo, app name, tools and the menu groups as dropdowns', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openLanding(page);
    await choose(page, 'Menu layout', 'Horizontal');
    await andAfterReload(page, async () => {
      await expect(mainMenu(page)).toBeVisible();
      await expect(sidebar(page)).toHaveCount(0);
    });
    const bar = banner(page);
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#/');
    await expect(bar.getByText('Swap Admin')).toBeVisible();
    for (const name of ['Search (Ctrl+Shift+/)', 'English', /^Notifications/, 'Open the theme customizer'])
      await expect(bar.getByRole('button', { name })).toBeVisible();
    expect(Math.round((await bar.locator('.MuiToolbar-root').boundingBox())!.height)).toBe(64);
    // semi dark and a hidden app bar are not offered here
    const drawer = await openCustomizer(page);
    await expect(drawer.getByRole('radio', { name: 'Semi dark' })).toHaveCount(0);
    await expect(drawer.getByRole('radiogroup', { name: 'App bar' }).getByRole('radio', { name: 'Hidden' })).toHaveCount(0);
    await closeCustomizer(page);
    await mainMenu(page).getByRole('button', { name: 'Company' }).click();
    const menu = page.getByRole('menu');
    expect(await css(menu.locator('xpath=..'), 'max-height')).toBe(`${Math.round(900 * 0.6)}px`);
    await menu.getByRole('menuitem', { name: 'Stores', exact: true }).click();
    await expect(page).toHaveURL(/#\/apps\/store\/store/);
  });

  test('falls back to vertical below the large breakpoint and comes back when large again', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openLanding(page);
    await choose(page, 'Menu layout', 'Horizontal');
    await expect(mainMenu(page)).toBeVisible();
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect(mainMenu(page)).toHaveCount(0);
    await expect(sidebar(page)).toBeVisible();
    const drawer = await openCustomizer(page);
    await expect(drawer.getByRole('radiogroup', { name: 'Menu layout' })).toHaveCount(0);
    await closeCustomizer(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(mainMenu(page)).toBeVisible();
    await expect(sidebar(page)).toHaveCount(0);
  });
});
