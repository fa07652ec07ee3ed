/** Builds one locale's catalogue from its parts: react-admin's messages, `app/*.ts` and `resources/*.ts`. */
import type { ResourceLabels } from './types';

export type Messages = Record<string, unknown>;

const baseName = (path: string) => path.replace(/^.*\//, '').replace(/\.ts$/, '');

/**
 * The parts of `app/*.ts` that only the demo apps, dashboards, the customizer's drawer and the lists' on-demand panels (bulk
 * edit, import, saved views: their buttons' words are in `schema`) read: their own lazy chunk per
 * language (`<locale>/extras.ts`), loaded with those screens (src/providers/i18nExtras.ts), so
 * the first screens download only `<locale>/core.ts`. The globs of core.ts and extras.ts name
 * the same list (Vite needs literal patterns); tests/unit/i18n-split.test.ts checks they agree.
 */
export const EXTRA_PARTS = [
  'bulk',
  'calendar',
  'chat',
  'dashboard',
  'designer',
  'email',
  'import',
  'invoice',
  'orders',
  'settings',
  'templates',
  'users',
  'views',
] as const;

/** `app/*.ts` modules by file name. */
export function parts(modules: Record<string, Messages>): Record<string, Messages> {
  const out: Record<string, Messages> = {};
  for (const [path, part] of Object.entries(modules)) out[baseName(path)] = part;
  return out;
}

/** A core catalogue with the extra parts added under `app`. */
export function withExtras(core: Messages, extras: Record<string, Messages>): Messages {
  return { ...core, app: { ...(core.app as Messages), ...extras } };
}

export function assemble(ra: Messages, appParts: Record<string, Messages>, resourceParts: Record<string, ResourceLabels>): Messages {
  const app = parts(appParts);
  const resources: Record<string, ResourceLabels> = {};
  for (const [path, labels] of Object.entries(resourceParts)) resources[baseName(path)] = labels;
  return { ...ra, app, resources };
}

/** A resource's labels from its catalogue file (if any) with those its declaration holds inline over them, group by group. */
export function withInlineLabels(file: ResourceLabels | undefined, inline: Partial<ResourceLabels>): ResourceLabels {
  const merged: Record<string, unknown> = { ...file, name: inline.name ?? file?.name ?? '', fields: { ...file?.fields, ...inline.fields } };
  for (const group of ['transitions', 'actions', 'sections'] as const)
    if (file?.[group] || inline[group]) merged[group] = { ...file?.[group], ...inline[group] };
  if (file?.page || inline.page) merged.page = { ...file?.page, ...inline.page };
  if (file?.enums || inline.enums) {
    const enums: Record<string, Record<string, string>> = { ...file?.enums };
    for (const [field, values] of Object.entries(inline.enums ?? {})) enums[field] = { ...enums[field], ...values };
    merged.enums = enums;
  }
  return merged as unknown as ResourceLabels;
}

/** polyglot's separator between a label's plural forms (`Charging pile |||| Charging piles`). */
export const PLURAL_SEPARATOR = ' |||| ';

/**
 * A resource's name with the plural forms `locale`'s rule asks for. polyglot reads Arabic names in six forms (for 0, 1,
 * 2, 3–10, 11–99 and the rest) and takes the first for a form it does not find: a name typed as "singular |||| plural"
 * (the designer's way, or another language's name it falls back to) would read in the plural for one record and in the
 * singular for two (menus and titles ask for two). Such a name gets the six forms the built-in Arabic names have:
 * plural, singular, plural, plural, singular, singular (the counted noun after 11 and more is singular in Arabic).
 */
export function withPluralForms(name: string, locale: string): string {
  const forms = name.split('||||').map((f) => f.trim());
  if (locale !== 'ar' || forms.length !== 2) return name;
  const [one, many] = forms;
  return [many, one, many, many, one, one].join(PLURAL_SEPARATOR);
}
