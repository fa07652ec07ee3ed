/** axe-core, run in the page, and the in-place theme switch the accessibility walks use. */
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { storageKey } from './helpers';

/** WCAG 2.1 A and AA: what the walks hold the app to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core in every frame of the page that does not hold it yet, configured as @axe-core/playwright's legacy mode
 * configures it (same-origin frames only: the app has no cross-origin frame). A document keeps it across the hash
 * navigations of a walk. Done here rather than through @axe-core/playwright, which sends and compiles axe's 550 KB
 * twice on every run (measured on a list screen: 430 → 240 ms for all rules, 360 → 170 ms for the colour rules;
 * the walks run axe about 170 times).
 */
async function withAxe(page: Page) {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => 'axe' in window)) continue;
      await frame.evaluate(`${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`);
    } catch {
      // a frame that went away meanwhile, or refuses scripts: nothing of it to check (as @axe-core/playwright skips it)
    }
  }
}

/**
 * Serious and critical violations of WCAG 2.1 A/AA on the page as it is (`rules`: only those rules; `within`: only
 * that part of the page, a CSS selector). axe's `run` in the page, legacy style (each frame's results through axe's
 * own messaging); only violations are gathered.
 */
export async function violations(page: Page, rules?: readonly string[], within?: string): Promise<string[]> {
  await withAxe(page);
  const options: axe.RunOptions = {
    resultTypes: ['violations'],
    runOnly: rules ? { type: 'rule', values: [...rules] } : { type: 'tag', values: WCAG_TAGS },
  };
  const context: axe.ElementContext = within ? { include: [within], exclude: [] } : { exclude: [] };
  // axe's types are too deep for Playwright's serialisable-argument check: passed as plain JSON
  const found: axe.Result[] = await page.evaluate(
    ([c, o]) => (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<{ violations: axe.Result[] }> } }).axe.run(c, o).then((r) => r.violations),
    [context as unknown, options as unknown] as const,
  );
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

export const THEME_KEY = storageKey('theme');
/** The page's background in each theme (src/layout/theme.ts): the switch has landed when it shows. */
export const BACKGROUND = { light: 'rgb(244, 245, 250)', dark: 'rgb(40, 36, 61)' } as const;
export type ThemeName = keyof typeof BACKGROUND;

/** Starts the app in `theme` (react-admin keeps it in its store). */
export async function useTheme(page: Page, theme: ThemeName) {
  await page.addInitScript(([key, t]) => localStorage.setItem(key, JSON.stringify(t)), [THEME_KEY, theme] as const);
}

/**
 * Colours are measured once settled: no transition or animation half-way between two themes. A
 * constructed style sheet, as the Content-Security-Policy refuses an inline <style> without its nonce;
 * it lasts as long as the document (hash navigations keep it).
 */
export async function stillColours(page: Page) {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*, *::before, *::after { transition: none !important; animation: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

/**
 * Switches the theme in place, the way another tab's choice reaches the app: the new value in
 * react-admin's store key and a `storage` event, which the store passes to its subscribers. No reload,
 * so a screen loaded once is checked in both themes.
 */
export async function switchTheme(page: Page, theme: ThemeName) {
  await page.evaluate(
    ([key, value]) => {
      const newValue = JSON.stringify(value);
      localStorage.setItem(key, newValue);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
    },
    [THEME_KEY, theme] as const,
  );
  await expect(page.locator('body')).toHaveCSS('background-color', BACKGROUND[theme]);
}

/**
 * The WCAG A/AA rules whose result depends on the colours, so on the theme: text contrast, and links
 * told from the text around them by colour alone. The others (names, roles, structure, language)
 * read the same markup in both themes.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * The violations of the screen in its current theme (every rule), then in the other one (the rules
 * of colour: the markup is the same): `theme` is where it ends. `within` limits both to a part of
 * the page (a CSS selector).
 */
export async function violationsInBothThemes(page: Page, theme: ThemeName, within?: string): Promise<{ theme: ThemeName; found: string[] }> {
  const found: string[] = [];
  await expect(page.locator('body')).toHaveCSS('background-color', BACKGROUND[theme]);
  for (const v of await violations(page, undefined, within)) found.push(`(${theme}) ${v}`);
  const other: ThemeName = theme === 'light' ? 'dark' : 'light';
  await switchTheme(page, other);
  for (const v of await violations(page, COLOUR_RULES, within)) found.push(`(${other}) ${v}`);
  return { theme: other, found };
}
