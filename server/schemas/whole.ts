/**
 * A built-in resource as one declaration (CONTRACT §2.4: `GET /schemas/{builtIn}` answers it as
 * `published.declaration`, so it can be read and exported like a declared one): what its schema file
 * declares with its custom fields merged (the registry's resource), and its labels in every language
 * inline — its catalogue files', its extension's over them.
 */
import type { InlineLabels, LabelLocale, ResourceDef } from '../../resources/define';
import { EXTENSION_KEYS as EXTENSION_ONLY, extendedBy, type Extension } from '../../resources/declarations';
import type { ResourceLabels } from '../../i18n/types';
import { labelsOf } from '../records/import-labels';

/** The label groups a declaration holds inline: all a catalogue file has, its page titles too. */
function inline({ name, fields, enums, transitions, actions, sections, page }: ResourceLabels): InlineLabels {
  const groups = { name, fields, enums, transitions, actions, sections, page };
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

const EXTENSION_KEYS = new Set<string>(EXTENSION_ONLY);

/** The entries of `whole` the built-in's `own` lacks (an item that reads exactly as one of the built-in's is its own). */
function addedItems(whole: unknown, own: readonly unknown[] | undefined): unknown[] | undefined {
  if (!Array.isArray(whole)) return undefined;
  const added = whole.filter((item) => !(own ?? []).some((o) => same(o, item)));
  return added.length ? added : undefined;
}

/**
 * A built-in resource's whole declaration (its export, `wholeDeclaration`) put back as what it adds to the built-in
 * (CONTRACT §2.4: an export re-imports unchanged): the fields the built-in lacks, the related tables, layout sections
 * and record actions it lacks, and their labels. What the built-in declares itself is dropped where it reads exactly
 * as the built-in has it, and kept where it differs, for the draft's checks to refuse (a built-in field redefined, a
 * setting changed). A body holding only what an extension may passes as it is.
 */
export function asExtension(builtIn: ResourceDef, body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const whole = body as Record<string, unknown>;
  if (Object.keys(whole).every((key) => EXTENSION_KEYS.has(key)) && !('layout' in whole && !isExtensionLayout(whole.layout))) return body;
  const fields = whole.fields && typeof whole.fields === 'object' ? (whole.fields as Record<string, unknown>) : {};
  const custom = Object.fromEntries(Object.entries(fields).filter(([name, field]) => !(name in builtIn.fields) || !same(field, builtIn.fields[name])));
  const related = addedItems(whole.related, builtIn.related);
  const layout = whole.layout && typeof whole.layout === 'object' ? (whole.layout as Record<string, unknown>) : undefined;
  const sections = addedItems(layout?.sections, builtIn.layout?.sections);
  const actions = whole.recordActions && typeof whole.recordActions === 'object' ? (whole.recordActions as Record<string, unknown>) : {};
  const ownActions: Record<string, unknown> = { ...builtIn.recordActions };
  const addedActions = Object.fromEntries(Object.entries(actions).filter(([name, action]) => !(name in ownActions) || !same(action, ownActions[name])));
  const extension = {
    name: builtIn.name,
    fields: custom,
    ...(related ? { related } : {}),
    ...(sections ? { layout: { sections } } : {}),
    ...(Object.keys(addedActions).length ? { recordActions: addedActions } : {}),
  } as unknown as Extension;
  // the rest as the built-in reads with these additions (a listed custom field joins its list's columns)
  const own = extendedBy(builtIn, extension) as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(whole)) if (!EXTENSION_KEYS.has(key) && !same(value, own[key])) out[key] = value;
  // a built-in's own layout changed beyond the sections added: kept for the checks to refuse
  if (layout && !same(layout, own.layout)) out.layout = layout;
  const addedSections = new Set((sections ?? []).map((s) => (s as { name?: string }).name));
  const labels = whole.labels && typeof whole.labels === 'object' ? (whole.labels as Record<string, InlineLabels | undefined>) : {};
  const customLabels = Object.fromEntries(
    Object.entries(labels).flatMap(([locale, l]) => {
      const only = <T>(group: Readonly<Record<string, T>> | undefined, keep: (name: string) => boolean) =>
        Object.fromEntries(Object.entries(group ?? {}).filter(([name]) => keep(name)));
      const kept = {
        fields: only(l?.fields, (n) => n in custom),
        enums: only(l?.enums, (n) => n in custom),
        sections: only(l?.sections, (n) => addedSections.has(n)),
        actions: only(l?.actions, (n) => n in addedActions),
      };
      const groups = Object.fromEntries(Object.entries(kept).filter(([, g]) => Object.keys(g).length));
      return Object.keys(groups).length ? [[locale, groups]] : [];
    }),
  );
  return { ...out, ...extension, name: whole.name, ...(Object.keys(customLabels).length ? { labels: customLabels } : {}) };
}

/** An extension's layout holds only sections. */
const isExtensionLayout = (layout: unknown) => !!layout && typeof layout === 'object' && Object.keys(layout).every((k) => k === 'sections');
