import type { Page } from '@playwright/test';
import type { LocaleCode } from '../../i18n/types';
import { stillColours, useTheme, type ThemeName } from './axe';
import { ACCOUNTS, loginAndLand, useLocale } from './helpers';

/** What the screenshot files (`*.shots.ts`, `playwright.shots.config.ts`) share: where they write, and the usual three looks. */

/** Where the screenshots go (`SHOTS_DIR`, else /tmp/shots). */
export const SHOTS_DIR = process.env.SHOTS_DIR || '/tmp/shots';

/** Chinese in light and dark theme, and Arabic (right to left) in light. */
export const CHINESE_AND_ARABIC = [
  { locale: 'zh_CN', theme: 'light' },
  { locale: 'zh_CN', theme: 'dark' },
  { locale: 'ar', theme: 'light' },
] as const;

/** Opens the app for a screenshot: 1440×900, in `look`'s language and theme, signed in as `role` on its landing page, colours settled. */
export async function openSignedIn(page: Page, look: { locale: LocaleCode; theme: ThemeName }, role: keyof typeof ACCOUNTS = 'admin') {
  await page.setViewportSize({ width: 1440, height: 900 });
  await useLocale(page, look.locale);
  await useTheme(page, look.theme);
  await loginAndLand(page, role);
  await stillColours(page);
}
