/**
 * The preview's translations: the app's, with the draft's own labels (in the user's language) over
 * the resource's — so the preview reads as the published screen will, before anything is published.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import type { LabelLocale, ResourceDef } from '../../../resources/define';

function has(messages: unknown, path: readonly string[]): boolean {
  let at = messages;
  for (const key of path) {
    if (!at || typeof at !== 'object' || !(key in at)) return false;
    at = (at as Record<string, unknown>)[key];
  }
  return typeof at === 'string' && at !== '';
}

export function previewI18n(app: I18nProvider, def: ResourceDef): I18nProvider {
  const locale = app.getLocale() as LabelLocale;
  const own = def.labels?.[locale] ?? {};
  const messages = { resources: { [def.name]: own } } as unknown as TranslationMessages;
  const draft = polyglotI18nProvider(() => messages, locale, [], { allowMissing: true });
  const prefix = `resources.${def.name}.`;
  return {
    ...app,
    translate: (key, options) => {
      if (key.startsWith(prefix) && has(own, key.slice(prefix.length).split('.'))) return draft.translate(key, options);
      return app.translate(key, options);
    },
  };
}
