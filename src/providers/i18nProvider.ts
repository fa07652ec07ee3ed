/**
 * Polyglot over the four catalogues, loaded lazily (only the active language is downloaded).
 * Resource labels are registered under the schema name and under the route name react-admin
 * uses for titles (`resources.apps/store/store.name`).
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { LOCALES, isLocale, loadMessages, localeInfo } from '../../i18n/locales';
import type { Messages } from '../../i18n/assemble';
import type { LocaleCode } from '../../i18n/types';
import { routeName, type Registry } from '../../resources/registry';
import { applyDocumentLanguage } from '../layout/direction';

export function withRouteAliases(messages: Messages, registry: Registry): Messages {
  const resources = { ...((messages.resources as Record<string, unknown>) ?? {}) };
  for (const def of registry.all) if (resources[def.name]) resources[routeName(def)] = resources[def.name];
  return { ...messages, resources };
}

/** The language kept by react-admin's store under `key`, else zh_CN. */
export function storedLocale(key: string): LocaleCode {
  try {
    const v = JSON.parse(localStorage.getItem(key) ?? 'null');
    return isLocale(v) ? v : 'zh_CN';
  } catch {
    return 'zh_CN';
  }
}

export async function createI18nProvider(registry: Registry, initial: LocaleCode): Promise<I18nProvider> {
  const initialMessages = withRouteAliases(await loadMessages(initial), registry);
  applyDocumentLanguage(localeInfo(initial).htmlLang, localeInfo(initial).dir);
  const provider = polyglotI18nProvider(
    (locale) => {
      const code = isLocale(locale) ? locale : 'zh_CN';
      // The catalogues hold react-admin's messages plus the app's (i18n/assemble.ts).
      if (code === initial) return initialMessages as TranslationMessages;
      return loadMessages(code).then((m) => withRouteAliases(m, registry) as TranslationMessages);
    },
    initial,
    LOCALES.map((l) => ({ locale: l.code, name: l.name })),
    { allowMissing: true },
  );
  const changeLocale = provider.changeLocale;
  return {
    ...provider,
    changeLocale: async (locale, options) => {
      await changeLocale(locale, options);
      const info = localeInfo(locale);
      applyDocumentLanguage(info.htmlLang, info.dir);
    },
  };
}
