/**
 * The server's messages in the caller's language (i18n/server.ts): a handler throws or passes a
 * `ServerText` (`say(key, params)`) and it is rendered when the answer is written, in the
 * language of the request's Accept-Language (zh_CN when it names none of the four).
 */
import type { Request, Response } from 'express';
import { localeInfo } from '../i18n/locales';
import { negotiateLocale, renderServerText, type ServerText } from '../i18n/server';
import type { LocaleCode } from '../i18n/types';

export { say, type ServerText } from '../i18n/server';

export const localeOf = (req: Request): LocaleCode => negotiateLocale(req.headers['accept-language']);

/** `text` in the language of `res`'s request; the answer says which (Content-Language). */
export function speak(res: Response, text: ServerText): string {
  const locale = localeOf(res.req);
  if (!res.headersSent) res.setHeader('Content-Language', localeInfo(locale).htmlLang);
  return renderServerText(text, locale);
}

/** English, for the logs. */
export const inEnglish = (text: ServerText): string => renderServerText(text, 'en');
