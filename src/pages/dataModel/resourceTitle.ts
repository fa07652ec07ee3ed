/** A resource's name in the user's language: its draft's own label, else the app's (a built-in or a published one), else its API name. */
import type { LabelLocale } from '../../../resources/define';
import type { Declaration } from '../../../resources/declarations';
import { resourceLabel } from '../../schema/labels';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The plural of a polyglot label (`Charging pile |||| Charging piles`), or the label when it has one form. */
const plural = (label: string) => {
  const forms = label.split(/\s*\|\|\|\|\s*/);
  // two forms: singular, plural; six (Arabic): the form for two, as the menu asks (smart_count 2)
  return forms.length > 2 ? forms[2] : forms[forms.length - 1];
};

export function resourceTitle(translate: Translate, locale: string, name: string, draft?: Declaration): string {
  const own = draft?.labels?.[locale as LabelLocale]?.name;
  if (own?.trim()) return plural(own);
  return translate(resourceLabel({ name }), { smart_count: 2, _: name });
}
