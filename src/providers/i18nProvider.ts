/**
 * Polyglot over the four catalogues, loaded lazily: only the active language is downloaded, and
 * of it first only the core (../../i18n/assemble.ts); the demo apps' and dashboards' strings
 * (`extras`) are loaded with those screens (`loadExtras`, see src/providers/i18nExtras.ts) and,
 * once wanted, with every later language. Resource labels are registered under the schema name
 * and under the route name react-admin uses for titles (`resources.apps/store/store.name`).
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { LOCALES, isLocale, loadExtras, loadMessages, localeInfo } from '../../i18n/locales';
import { withExtras, withInlineLabels, type Messages } from '../../i18n/assemble';
import type { LocaleCode, ResourceLabels } from '../../i18n/types';
import { routeName, type Registry } from '../../resources/registry';
import { applyDocumentLanguage } from '../layout/direction';

/** The catalogue with each resource's inline labels (its declaration's `labels`) over its file's, registered under its route name too. */
export function withRouteAliases(messages: Messages, registry: Registry, code?: LocaleCode): Messages {
  const resources = { ...((messages.resources as Record<string, unknown>) ?? {}) };
  for (const def of registry.all) {
    const inline = code ? def.labels?.[code] : undefined;
    if (inline) resources[def.name] = withInlineLabels(resources[def.name] as ResourceLabels | undefined, inline);
    if (resources[def.name]) resources[routeName(def)] = resources[def.name];
  }
  return { ...messages, resources };
}

export type AppI18nProvider = I18nProvider & {
  /** Adds the extra parts of the catalogue (for the current language and every later one); resolves when they are in. */
  loadExtras(): Promise<void>;
};

/**
 * `registry.subscribe`, when given (the app's live registry), rebuilds the catalogue whenever run-time
 * declarations change: their inline labels are in at once.
 */
export async function createI18nProvider(registry: Registry & { subscribe?(listener: () => void): () => void }, initial: LocaleCode): Promise<AppI18nProvider> {
  const cores = new Map<LocaleCode, Messages>([[initial, await loadMessages(initial)]]);
  const extras = new Map<LocaleCode, Record<string, Messages>>();
  let extrasWanted = false;
  let current: LocaleCode = initial;
  applyDocumentLanguage(localeInfo(initial).htmlLang, localeInfo(initial).dir);

  /** Loads what `code` needs (its core, and its extras once they are wanted) into the maps. */
  const fetchCatalogue = async (code: LocaleCode) => {
    const [core, extra] = await Promise.all([cores.get(code) ?? loadMessages(code), extrasWanted ? (extras.get(code) ?? loadExtras(code)) : undefined]);
    cores.set(code, core);
    if (extra) extras.set(code, extra);
  };
  const catalogue = (code: LocaleCode) => {
    const core = cores.get(code) as Messages;
    const extra = extrasWanted ? extras.get(code) : undefined;
    return withRouteAliases(extra ? withExtras(core, extra) : core, registry, code) as TranslationMessages;
  };

  const provider = polyglotI18nProvider(
    (locale) => {
      const code = isLocale(locale) ? locale : 'zh_CN';
      // synchronous for the catalogue already in (the first render), a promise otherwise
      if (cores.has(code) && (!extrasWanted || extras.has(code))) return catalogue(code);
      return fetchCatalogue(code).then(() => catalogue(code));
    },
    initial,
    LOCALES.map((l) => ({ locale: l.code, name: l.name })),
    { allowMissing: true },
  );
  const changeLocale = provider.changeLocale;
  // the catalogue of the current language again, with the labels of the declarations now in force
  registry.subscribe?.(() => void changeLocale(current));
  let extrasLoading: Promise<void> | undefined;
  return {
    ...provider,
    changeLocale: async (locale, options) => {
      await changeLocale(locale, options);
      current = isLocale(locale) ? locale : 'zh_CN';
      const info = localeInfo(locale);
      applyDocumentLanguage(info.htmlLang, info.dir);
    },
    loadExtras: () =>
      (extrasLoading ??= (async () => {
        extrasWanted = true;
        await fetchCatalogue(current);
        // polyglot is rebuilt from the catalogue of the same language, now with the extras (no
        // re-render is needed: the screens that read them render after this resolves)
        await changeLocale(current);
      })()),
  };
}
