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
import { withExtras, withInlineLabels, withPluralForms, type Messages } from '../../i18n/assemble';
import type { LocaleCode, ResourceLabels } from '../../i18n/types';
import { routeName, type Registry } from '../../resources/registry';
import type { InlineLabels, ResourceDef } from '../../resources/define';
import { applyDocumentLanguage } from '../layout/direction';

/** The catalogue with each resource's inline labels (its declaration's `labels`) over its file's, registered under its route name too. */
export function withRouteAliases(messages: Messages, registry: Registry, code?: LocaleCode): Messages {
  const resources = { ...((messages.resources as Record<string, unknown>) ?? {}) };
  const idWord = ((messages.app as Record<string, unknown> | undefined)?.schema as Record<string, unknown> | undefined)?.id_field;
  for (const def of registry.all) {
    const inline = code ? def.labels?.[code] : undefined;
    if (inline) resources[def.name] = withInlineLabels(resources[def.name] as ResourceLabels | undefined, inline);
    const labels = resources[def.name] as ResourceLabels | undefined;
    // a declaration's labels (a declared resource, a built-in's custom fields): none missing in this language
    if (def.labels) {
      const complete = withFallbacks(def, labels ?? { name: '', fields: {} }, typeof idWord === 'string' ? idWord : 'ID');
      // in the plural forms this language's rule reads (Arabic: six), whichever language the name was written in
      resources[def.name] = code ? { ...complete, name: withPluralForms(complete.name, code) } : complete;
    }
    if (resources[def.name]) resources[routeName(def)] = resources[def.name];
  }
  return { ...messages, resources };
}

/** The languages a label missing in one is looked for in, in order (a declaration labelled in Chinese and English only). */
const FALLBACK_LOCALES: readonly LocaleCode[] = ['en', 'zh_CN', 'fr', 'ar'];

/**
 * A declared resource's labels with none missing: a field, an enum value or the name its declaration labels in
 * another language only reads in that one (English first), else as its name — never as a raw key on a record's
 * page; its id, which need not be labelled, reads as the built-in resources' ids do (`idWord`).
 */
function withFallbacks(def: ResourceDef, labels: ResourceLabels, idWord: string): ResourceLabels {
  const other = <T>(pick: (l: InlineLabels) => T | undefined): T | undefined => {
    for (const locale of FALLBACK_LOCALES) {
      const found = def.labels?.[locale] && pick(def.labels[locale] as InlineLabels);
      if (found) return found;
    }
    return undefined;
  };
  const fields = { ...labels.fields };
  const enums: Record<string, Record<string, string>> = { ...labels.enums };
  for (const [name, field] of Object.entries(def.fields)) {
    fields[name] ||= field.kind === 'id' ? idWord : (other((l) => l.fields?.[name]) ?? name);
    if (field.kind === 'enum')
      enums[name] = Object.fromEntries(Object.keys(field.values).map((v) => [v, enums[name]?.[v] || (other((l) => l.enums?.[name]?.[v]) ?? v)]));
  }
  // a transition's, a record action's and a section's words likewise (a button, a confirmation, a tab)
  const named = (group: 'transitions' | 'actions' | 'sections', names: readonly string[]) => {
    const out: Record<string, string> = { ...labels[group] };
    for (const n of names) out[n] ||= other((l) => l[group]?.[n]) ?? n;
    return names.length ? { [group]: out } : {};
  };
  return {
    ...labels,
    name: labels.name || (other((l) => l.name) ?? def.name),
    fields,
    ...(Object.keys(enums).length ? { enums } : {}),
    ...named('transitions', Object.keys(def.workflow?.transitions ?? {})),
    ...named('actions', Object.keys(def.recordActions ?? {})),
    ...named(
      'sections',
      (def.layout?.sections ?? []).map((x) => x.name),
    ),
  };
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
