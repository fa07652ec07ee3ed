/** The four languages (spec §1): each named in its own script; Arabic is right-to-left. */
import type { LocaleCode } from './types';
import type { Messages } from './assemble';

export interface LocaleInfo {
  readonly code: LocaleCode;
  /** The language's own name, shown in the language menu. */
  readonly name: string;
  /** BCP 47 tag for `<html lang>` and Intl. */
  readonly htmlLang: string;
  readonly dir: 'ltr' | 'rtl';
}

export const LOCALES: readonly LocaleInfo[] = [
  { code: 'zh_CN', name: '简体中文', htmlLang: 'zh-CN', dir: 'ltr' },
  { code: 'en', name: 'English', htmlLang: 'en', dir: 'ltr' },
  { code: 'fr', name: 'Français', htmlLang: 'fr', dir: 'ltr' },
  { code: 'ar', name: 'العربية', htmlLang: 'ar', dir: 'rtl' },
];
export const DEFAULT_LOCALE: LocaleCode = 'zh_CN';

export const localeInfo = (code: string): LocaleInfo => LOCALES.find((l) => l.code === code) ?? LOCALES[0];
export const isLocale = (code: unknown): code is LocaleCode => LOCALES.some((l) => l.code === code);

/** Each language's two catalogue halves (./assemble.ts): each its own chunk, so only the active language is downloaded. */
const CATALOGUES: Record<LocaleCode, { core: () => Promise<{ default: Messages }>; extras: () => Promise<{ default: Record<string, Messages> }> }> = {
  zh_CN: { core: () => import('./zh_CN/core'), extras: () => import('./zh_CN/extras') },
  en: { core: () => import('./en/core'), extras: () => import('./en/extras') },
  fr: { core: () => import('./fr/core'), extras: () => import('./fr/extras') },
  ar: { core: () => import('./ar/core'), extras: () => import('./ar/extras') },
};
const catalogueOf = (code: LocaleCode) => CATALOGUES[code] ?? CATALOGUES[DEFAULT_LOCALE];

/** Loads one language's core catalogue: what the first screens read. */
export const loadMessages = (code: LocaleCode): Promise<Messages> =>
  catalogueOf(code)
    .core()
    .then((m) => m.default);

/** Loads one language's extra parts (the demo apps' and dashboards' strings), keyed by part. */
export const loadExtras = (code: LocaleCode): Promise<Record<string, Messages>> =>
  catalogueOf(code)
    .extras()
    .then((m) => m.default);
