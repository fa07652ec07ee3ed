/**
 * Run-time declarations (CONTRACT §2.4) over the built-in schemas: a declaration is either a whole
 * resource (the built-in format, labels inline) or custom fields of a built-in resource (`name`,
 * `fields`, `labels`). Both readers apply them the same way: the server to serve them, the app to
 * draw their screens (its registry takes the published ones with the privilege list). Also what a
 * new version changes, field by field: the designer's diff and the server's publish read it.
 */
import {
  isShownIn,
  type FieldDef,
  type InlineLabels,
  type LabelLocale,
  type RecordActionDef,
  type RelatedDef,
  type ResourceDef,
  type SectionDef,
} from './define';

/**
 * What a declaration adds to a built-in resource (CONTRACT §2.4): custom fields, related tables
 * after its own (a cabinet's charging piles), layout sections after its own, record actions beside
 * its own, and their labels. It never redefines what the built-in declares.
 */
export interface Extension {
  readonly name: string;
  readonly fields: Readonly<Record<string, FieldDef>>;
  readonly related?: readonly RelatedDef[];
  readonly layout?: { readonly sections?: readonly SectionDef[] };
  readonly recordActions?: Readonly<Record<string, RecordActionDef>>;
  readonly labels?: Readonly<Partial<Record<LabelLocale, InlineLabels>>>;
}

/** The keys an extension may hold (the rest of a built-in's declaration is its own). */
export const EXTENSION_KEYS: readonly (keyof Extension)[] = ['name', 'fields', 'related', 'layout', 'recordActions', 'labels'];

/** A declaration as stored and served: a resource, or an extension of a built-in one. */
export type Declaration = ResourceDef | Extension;

export const LABEL_LOCALES: readonly LabelLocale[] = ['zh_CN', 'en', 'fr', 'ar'];

/** The live events' topic of the declarations' changes (CONTRACT §2.5), alike for the server and the app: `payload.ids` names the resources. */
export const SCHEMAS_TOPIC = 'schemas';

/**
 * A built-in resource with what an extension adds: its own fields first, then the custom ones (which never replace
 * one of its own); its related tables, then the added ones; its sections, then the added ones; its record actions and
 * the added ones (an added one never replaces one of its own); labels merged group by group.
 */
export function extendedBy(builtIn: ResourceDef, extension: Extension): ResourceDef {
  const added = Object.entries(extension.fields).filter(([name]) => !(name in builtIn.fields));
  const fields = { ...builtIn.fields, ...Object.fromEntries(added) };
  const labels: Partial<Record<LabelLocale, InlineLabels>> = { ...builtIn.labels };
  for (const locale of LABEL_LOCALES) {
    const own = builtIn.labels?.[locale];
    const more = extension.labels?.[locale];
    if (!more) continue;
    const enums = { ...own?.enums };
    for (const [field, values] of Object.entries(more.enums ?? {})) enums[field] = { ...enums[field], ...values };
    const merged: Record<string, unknown> = { ...own, fields: { ...own?.fields, ...more.fields }, enums };
    for (const group of ['sections', 'actions'] as const) if (more[group]) merged[group] = { ...more[group], ...own?.[group] };
    labels[locale] = merged as InlineLabels;
  }
  // a custom field shown in lists joins the default columns (a list that names its columns would otherwise hide it)
  const columns = builtIn.list?.columns;
  const listed = added.filter(([, field]) => isShownIn(field, 'list')).map(([name]) => name);
  const list = columns && listed.length ? { ...builtIn.list, columns: [...columns, ...listed] } : builtIn.list;
  const out: Record<string, unknown> = { ...builtIn, fields, labels, ...(list ? { list } : {}) };
  if (extension.related?.length) out.related = [...(builtIn.related ?? []), ...extension.related];
  const sections = extension.layout?.sections;
  if (sections?.length) out.layout = { ...builtIn.layout, sections: [...(builtIn.layout?.sections ?? []), ...sections] };
  if (extension.recordActions && Object.keys(extension.recordActions).length) out.recordActions = { ...extension.recordActions, ...builtIn.recordActions };
  return out as unknown as ResourceDef;
}

/** What an extension adds that collides with what its built-in declares (a related table, a section, a record action of the same name), by JSON path. */
export function extensionCollisions(builtIn: ResourceDef, extension: Extension): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of Object.keys(extension.fields)) if (field in builtIn.fields) out[`fields.${field}`] = field;
  const related = new Set((builtIn.related ?? []).map((r) => r.resource));
  (extension.related ?? []).forEach((r, i) => {
    if (related.has(r.resource)) out[`related.${i}.resource`] = r.resource;
  });
  const sections = new Set((builtIn.layout?.sections ?? []).map((s) => s.name));
  (extension.layout?.sections ?? []).forEach((s, i) => {
    if (sections.has(s.name)) out[`layout.sections.${i}.name`] = s.name;
  });
  for (const action of Object.keys(extension.recordActions ?? {})) if (action in (builtIn.recordActions ?? {})) out[`recordActions.${action}`] = action;
  return out;
}

/** The resources the registry holds: the built-in ones (extended where a declaration adds fields) and the declared ones; and the declared names. */
export function withDeclarations(builtIns: readonly ResourceDef[], declarations: readonly Declaration[]): { defs: ResourceDef[]; declared: Set<string> } {
  const byName = new Map(declarations.map((d) => [d.name, d]));
  const builtInNames = new Set(builtIns.map((d) => d.name));
  const defs = builtIns.map((def) => {
    const extension = byName.get(def.name);
    return extension ? extendedBy(def, extension) : def;
  });
  const declared = new Set<string>();
  for (const d of declarations)
    if (!builtInNames.has(d.name)) {
      defs.push(d as ResourceDef);
      declared.add(d.name);
    }
  return { defs, declared };
}

/** What a field's rules are: the options that decide which stored values are valid. */
const RULE_OPTIONS = ['kind', 'required', 'unique', 'pattern', 'min', 'max', 'minLength', 'maxLength', 'integer', 'values', 'to', 'requiredWhen'] as const;

export type Change =
  | { readonly kind: 'addResource' }
  | { readonly kind: 'addField'; readonly field: string }
  | { readonly kind: 'removeField'; readonly field: string }
  | { readonly kind: 'renameField'; readonly field: string; readonly from: string }
  /** `rules`: the options that decide which values are valid and changed (kind, required, pattern, …); `other`: the rest (views, filter, labels). */
  | { readonly kind: 'changeField'; readonly field: string; readonly rules: readonly string[]; readonly other: readonly string[] }
  | { readonly kind: 'changeResource'; readonly keys: readonly string[] };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What publishing `after` over `before` (the published version, if any) changes. */
export function declarationChanges(before: Declaration | undefined, after: Declaration): Change[] {
  if (!before) return [{ kind: 'addResource' }];
  const out: Change[] = [];
  const old = before.fields;
  for (const [name, field] of Object.entries(after.fields)) {
    const was = old[name];
    const { renamedFrom, ...rest } = field;
    if (!was && renamedFrom && old[renamedFrom]) out.push({ kind: 'renameField', field: name, from: renamedFrom });
    else if (!was) out.push({ kind: 'addField', field: name });
    else {
      const { renamedFrom: _r, ...previous } = was;
      const keys = [...new Set([...Object.keys(previous), ...Object.keys(rest)])].filter(
        (k) => !same((previous as Record<string, unknown>)[k], (rest as Record<string, unknown>)[k]),
      );
      if (keys.length)
        out.push({
          kind: 'changeField',
          field: name,
          rules: keys.filter((k) => (RULE_OPTIONS as readonly string[]).includes(k)),
          other: keys.filter((k) => !(RULE_OPTIONS as readonly string[]).includes(k)),
        });
    }
  }
  const renamed = new Set(out.flatMap((c) => (c.kind === 'renameField' ? [c.from] : [])));
  for (const name of Object.keys(old)) if (!(name in after.fields) && !renamed.has(name)) out.push({ kind: 'removeField', field: name });
  const b = before as unknown as Record<string, unknown>;
  const a = after as unknown as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => k !== 'fields' && !same(b[k], a[k]));
  if (keys.length) out.push({ kind: 'changeResource', keys });
  return out;
}

/** The fields whose stored values must be checked before `changes` are published: renamed, re-declared (values kept from before) or with changed rules. */
export function fieldsToCheck(changes: readonly Change[]): string[] {
  return changes.flatMap((c) => (c.kind === 'renameField' || c.kind === 'addField' || (c.kind === 'changeField' && c.rules.length) ? [c.field] : []));
}
