/** What the screenshot files (`*.shots.ts`, `playwright.shots.config.ts`) share: where they write, and the usual three looks. */

/** Where the screenshots go (`SHOTS_DIR`, else /tmp/shots). */
export const SHOTS_DIR = process.env.SHOTS_DIR || '/tmp/shots';

/** Chinese in light and dark theme, and Arabic (right to left) in light. */
export const CHINESE_AND_ARABIC = [
  { locale: 'zh_CN', theme: 'light' },
  { locale: 'zh_CN', theme: 'dark' },
  { locale: 'ar', theme: 'light' },
] as const;
