/**
 * The server's messages to users (`i18n/<locale>/server.ts`): one catalogue per language, read by
 * the demo server (which answers in the language of the request's Accept-Language, zh_CN when it
 * names none of the four) and by the i18n parity test. A message travels as a `ServerText` (key
 * and parameters) until the answer is written, so it is rendered once, in the caller's language.
 */
import ar from './ar/server';
import en from './en/server';
import fr from './fr/server';
import zh_CN from './zh_CN/server';
import { DEFAULT_LOCALE } from './locales';
import type { LocaleCode } from './types';

export type ServerMessageKey = keyof typeof en;
/** A placeholder's value: text as it is, or a message of its own rendered in the same language (a right's name in words). */
export type ServerMessageParams = Readonly<Record<string, string | number | ServerText>>;

export interface ServerText {
  readonly key: ServerMessageKey;
  readonly params?: ServerMessageParams;
}

export const SERVER_MESSAGES: Readonly<Record<LocaleCode, Readonly<Record<ServerMessageKey, string>>>> = { zh_CN, en, fr, ar };

/** A message to send: its key and the values of its `%{…}` placeholders. */
export const say = (key: ServerMessageKey, params?: ServerMessageParams): ServerText => (params ? { key, params } : { key });

/** The message in `locale`; a placeholder without a value stays as written. */
export function renderServerText(text: ServerText, locale: LocaleCode): string {
  const template = SERVER_MESSAGES[locale][text.key] ?? en[text.key];
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) => {
    if (!text.params || !Object.hasOwn(text.params, name)) return whole;
    const value = text.params[name];
    return typeof value === 'object' ? renderServerText(value, locale) : String(value);
  });
}

/** Language subtags (lower case) of each locale. */
const LANGUAGES: Readonly<Record<string, LocaleCode>> = { zh: 'zh_CN', en: 'en', fr: 'fr', ar: 'ar' };

/**
 * The locale an Accept-Language header asks for: its ranges by decreasing q (then in order), the
 * first whose language is one of the four (`zh`, `zh-CN`, `zh-Hans`, `zh_CN` → zh_CN; `fr-CA` →
 * fr; …). No header, `*` or none of the four: zh_CN, the product's first language.
 */
export function negotiateLocale(header: string | undefined): LocaleCode {
  if (!header) return DEFAULT_LOCALE;
  const ranges = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...attrs] = part.trim().split(';');
      const q = attrs.map((a) => /^\s*q=([\d.]+)\s*$/i.exec(a)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.tag && Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    const locale = LANGUAGES[tag.split(/[-_]/)[0]];
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
