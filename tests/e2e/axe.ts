/** axe-core through @axe-core/playwright, and the in-place theme switch the accessibility walks use. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { storageKey } from './helpers';

/**
 * Serious and critical violations of WCAG 2.1 A/AA on the page as it is. Legacy mode runs axe in the
 * page itself (the app has no cross-origin frames) instead of finishing each run in a second blank
 * page: several times quicker, the same rules. Only violations are returned.
 */
export async function violations(page: Page, rules?: readonly string[], within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  if (within) builder.include(within);
  const results = await (rules ? builder.withRules([...rules]) : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])).analyze();
  return results.violations
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
