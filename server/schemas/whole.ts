/**
 * A built-in resource as one declaration (CONTRACT §2.4: `GET /schemas/{builtIn}` answers it as
 * `published.declaration`, so it can be read and exported like a declared one): what its schema file
 * declares with its custom fields merged (the registry's resource), and its labels in every language
 * inline — its catalogue files', its extension's over them.
 */
import type { InlineLabels, LabelLocale, ResourceDef } from '../../resources/define';
import { extendedBy, type Extension } from '../../resources/declarations';
import type { ResourceLabels } from '../../i18n/types';
import { labelsOf } from '../records/import-labels';

/** The label groups a declaration holds inline (a catalogue's page titles are the app's, not the format's). */
function inline({ name, fields, enums, transitions, actions, sections }: ResourceLabels): InlineLabels {
  const groups = { name, fields, enums, transitions, actions, sections };
  return Object.fromEntries(
    Object.entries(groups).filter(([, v]) => v !== undefined && (typeof v === 'string' ? v !== '' : Object.keys(v).length > 0)),
  ) as InlineLabels;
}

export async function wholeDeclaration(def: ResourceDef): Promise<ResourceDef> {
  const labels = await labelsOf(def);
  return { ...def, labels: Object.fromEntries(Object.entries(labels).map(([locale, l]) => [locale as LabelLocale, inline(l)])) };
}

/** JSON with its object keys sorted: two values that read the same compare equal. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

const EXTENSION_KEYS = new Set(['name', 'fields', 'labels']);

/**
 * A built-in resource's whole declaration (its export, `wholeDeclaration`) put back as the custom fields it adds
 * (CONTRACT §2.4: an export re-imports unchanged): the fields the built-in lacks and their labels. What the built-in
 * declares itself is dropped where it reads exactly as the built-in has it, and kept where it differs, for the
 * draft's checks to refuse (a built-in field redefined, a setting changed). A body holding only custom fields passes as it is.
 */
export function asExtension(builtIn: ResourceDef, body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const whole = body as Record<string, unknown>;
  if (Object.keys(whole).every((key) => EXTENSION_KEYS.has(key))) return body;
  const fields = whole.fields && typeof whole.fields === 'object' ? (whole.fields as Record<string, unknown>) : {};
  const custom = Object.fromEntries(Object.entries(fields).filter(([name, field]) => !(name in builtIn.fields) || !same(field, builtIn.fields[name])));
  // the rest as the built-in reads with these custom fields (a listed one joins its list's columns)
  const own = extendedBy(builtIn, { name: builtIn.name, fields: custom as Extension['fields'] }) as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(whole)) if (!EXTENSION_KEYS.has(key) && !same(value, own[key])) out[key] = value;
  const labels = whole.labels && typeof whole.labels === 'object' ? (whole.labels as Record<string, InlineLabels | undefined>) : {};
  const customLabels = Object.fromEntries(
    Object.entries(labels).flatMap(([locale, l]) => {
      const only = <T>(group: Readonly<Record<string, T>> | undefined) => Object.fromEntries(Object.entries(group ?? {}).filter(([name]) => name in custom));
      const kept = { fields: only(l?.fields), enums: only(l?.enums) };
      const groups = Object.fromEntries(Object.entries(kept).filter(([, g]) => Object.keys(g).length));
      return Object.keys(groups).length ? [[locale, groups]] : [];
    }),
  );
  return { name: whole.name, ...out, fields: custom, ...(Object.keys(customLabels).length ? { labels: customLabels } : {}) };
}
