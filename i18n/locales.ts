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

/** Loads one language's core catalogue (../assemble.ts); each is its own chunk, so only the active language is downloaded. */
export function loadMessages(code: LocaleCode): Promise<Messages> {
  switch (code) {
    case 'en':
      return import('./en/core').then((m) => m.default);
    case 'fr':
      return import('./fr/core').then((m) => m.default);
    case 'ar':
      return import('./ar/core').then((m) => m.default);
    default:
      return import('./zh_CN/core').then((m) => m.default);
  }
}

/** Loads one language's extra parts (the demo apps' and dashboards' strings), keyed by part. */
export function loadExtras(code: LocaleCode): Promise<Record<string, Messages>> {
  switch (code) {
    case 'en':
      return import('./en/extras').then((m) => m.default);
    case 'fr':
      return import('./fr/extras').then((m) => m.default);
    case 'ar':
      return import('./ar/extras').then((m) => m.default);
    default:
      return import('./zh_CN/extras').then((m) => m.default);
  }
}
