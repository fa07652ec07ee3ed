/**
 * The edits the data-model screen makes to a declaration (CONTRACT §2.4), as pure functions: each
 * takes the draft and answers a new one, written as an admin would write it by hand — an option
 * left at its default is left out, a field's rename carries every place that names it (title,
 * search, sort, other fields' conditions, labels) and, for a published field, `renamedFrom`.
 */
import type {
  ChipColor,
  EnumFieldDef,
  FieldCondition,
  FieldDef,
  FieldKind,
  InlineLabels,
  LabelLocale,
  LayoutDef,
  NumberFieldDef,
  RecordActionDef,
  ReferenceFieldDef,
  RelatedDef,
  ResourceDef,
  StampDef,
  TextFieldDef,
  WorkflowDef,
} from '../../../resources/define';
import type { Declaration } from '../../../resources/declarations';
import { kindDefaults } from '../../../resources/define';
import { takes } from '../../../kinds';
import { TEXT_KINDS } from '../../../kinds/text';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Every option a field may hold, whatever its kind: the editor sets them one by one. */
export type FieldOptions = Mutable<
  Omit<TextFieldDef, 'kind'> & Omit<NumberFieldDef, 'kind'> & Omit<EnumFieldDef, 'kind' | 'values'> & Omit<ReferenceFieldDef, 'kind' | 'to'>
> & { kind: FieldKind; values?: Record<string, ChipColor>; to?: string };

/** Options to set; `undefined` removes one (back to its default). */
export type FieldPatch = { [K in keyof FieldOptions]?: FieldOptions[K] | undefined };

/** The settings of a whole resource the editor sets (not its fields). */
export type ResourcePatch = { [K in 'title' | 'search' | 'defaultSort' | 'menu' | 'route' | 'privilege' | 'scope']?: ResourceDef[K] | undefined };

/** What a field name may be (the format's `name`). */
export const FIELD_NAME = /^[A-Za-z_$][\w$]*$/;

const asRecord = (d: Declaration) => d as unknown as Record<string, unknown>;
const withoutUndefined = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

export const isExtension = (d: Declaration): boolean => !('route' in d);
export const optionsOf = (field: FieldDef): FieldOptions => field as unknown as FieldOptions;

function withFields(d: Declaration, fields: Record<string, FieldDef>): Declaration {
  return { ...d, fields } as Declaration;
}

/** The fields in order, with `name`'s replaced by `next` (undefined: removed). */
function replaceField(d: Declaration, name: string, next: FieldDef | undefined, as = name): Record<string, FieldDef> {
  const out: Record<string, FieldDef> = {};
  for (const [key, field] of Object.entries(d.fields)) {
    if (key !== name) out[key] = field;
    else if (next) out[as] = next;
  }
  return out;
}

export function setFieldOptions(d: Declaration, name: string, patch: FieldPatch): Declaration {
  const field = d.fields[name];
  if (!field) return d;
  const next = withoutUndefined({ ...optionsOf(field), ...patch }) as unknown as FieldDef;
  return withFields(d, replaceField(d, name, next));
}

/** Options a kind change set aside (the old kind's, and its default value), kept by the editor to give back. */
export interface SetAside {
  /** The kind the field had: its default value returns only to it. */
  readonly kind: FieldKind;
  readonly options: FieldPatch;
}

/** What a kind change did: the new declaration, the options it set aside, and those it brought back from an earlier change. */
export interface KindChange {
  readonly declaration: Declaration;
  readonly setAside: SetAside | undefined;
  readonly broughtBack: readonly string[];
}

/**
 * A new kind keeps the options it takes (kinds/<family>.ts `options`); the others, the default (a value of the old kind)
 * and a text search filter (only texts are searched) are set aside, never dropped silently: the caller tells the admin, and
 * hands them back (`aside`) on the next change — those the new kind takes return (a number → text → number keeps its
 * bounds), the default only to its own kind. The new kind's starting options (a phone's pattern, money's minimum of 0)
 * are added where the field has none; an enum starts without values.
 */
export function changeKind(d: Declaration, name: string, kind: FieldKind, aside?: SetAside): KindChange {
  const field = d.fields[name];
  if (!field || field.kind === kind) return { declaration: d, setAside: undefined, broughtBack: [] };
  const goes = (key: string, value: unknown) =>
    key === 'default' || (key === 'filter' && value === 'search' && !(TEXT_KINDS as readonly string[]).includes(kind)) || !takes(kind, key);
  const entries = Object.entries(optionsOf(field)).filter(([key]) => key !== 'kind');
  const kept = Object.fromEntries(entries.filter(([key, value]) => !goes(key, value)));
  const gone = Object.fromEntries(entries.filter(([key, value]) => goes(key, value)));
  const back = Object.fromEntries(
    Object.entries(aside?.options ?? {}).filter(([key, value]) => !(key in kept) && (key === 'default' ? aside?.kind === kind : !goes(key, value))),
  );
  const next: Record<string, unknown> = { ...kindDefaults(kind), ...kept, ...back, kind };
  if (kind === 'enum' && !next.values) next.values = {};
  const setAside = Object.keys(gone).length ? { kind: field.kind, options: gone as FieldPatch } : undefined;
  return { declaration: withFields(d, replaceField(d, name, next as unknown as FieldDef)), setAside, broughtBack: Object.keys(back) };
}

/** A new field of `kind`: its kind's starting options (a phone number's pattern, money never below zero), as the `f.*` helpers give a built-in one. */
export function addField(d: Declaration, name: string, kind: FieldKind): Declaration {
  if (name in d.fields) return d;
  const field = { ...kindDefaults(kind), ...(kind === 'enum' ? { values: {} } : {}), kind } as FieldDef;
  return withFields(d, { ...d.fields, [name]: field });
}

/** Moves a field up (-1) or down (+1): the order of the forms and of the list's columns. */
export function moveField(d: Declaration, name: string, delta: -1 | 1): Declaration {
  const entries = Object.entries(d.fields);
  const i = entries.findIndex(([key]) => key === name);
  const j = i + delta;
  if (i < 0 || j < 0 || j >= entries.length) return d;
  [entries[i], entries[j]] = [entries[j], entries[i]];
  return withFields(d, Object.fromEntries(entries));
}

/** Each place a resource names its fields, with `rename` applied (undefined: the name is dropped; the title stays, the editor asks for another). */
function renameInResource(d: Declaration, rename: (field: string) => string | undefined): Declaration {
  const structure = renameInStructure(d, rename);
  if (isExtension(d)) return structure;
  const def = structure as ResourceDef;
  const out: Record<string, unknown> = { ...def };
  const title = rename(def.title);
  if (title) out.title = title;
  if (def.search) {
    const search = def.search.flatMap((s) => rename(s) ?? []);
    out.search = search.length ? search : undefined;
  }
  if (def.defaultSort) {
    const field = rename(def.defaultSort.field);
    out.defaultSort = field ? { ...def.defaultSort, field } : undefined;
  }
  for (const key of ['subtitle', 'summary'] as const) if (def[key]) out[key] = def[key]?.flatMap((s) => rename(s) ?? []);
  if (def.list?.columns) out.list = { ...def.list, columns: def.list.columns.flatMap((s) => rename(s) ?? []) };
  return withoutUndefined(out) as unknown as Declaration;
}

/**
 * The workflow, layout, related tables, record actions and store scope, with `rename` applied to the fields of this
 * resource they name (a workflow whose state field goes goes with it; a stamp, a field asked, a placement, a header
 * figure, a prefill naming a removed field are dropped).
 */
function renameInStructure(d: Declaration, rename: (field: string) => string | undefined): Declaration {
  const out: Record<string, unknown> = { ...asRecord(d) };
  const names = (list: readonly string[] | undefined) => {
    const kept = list?.flatMap((n) => rename(n) ?? []);
    return kept?.length ? kept : undefined;
  };
  const wf = out.workflow as WorkflowDef | undefined;
  if (wf) {
    const field = rename(wf.field);
    out.workflow = field
      ? {
          ...wf,
          field,
          transitions: Object.fromEntries(
            Object.entries(wf.transitions).map(([n, t]) => {
              const stamps = t.stamps?.flatMap((st): StampDef[] => {
                if (typeof st === 'string') return [rename(st) ?? []].flat();
                const [f, days] = [rename(st.field), rename(st.addDays)];
                return f && days ? [{ field: f, addDays: days }] : [];
              });
              const notBy = t.notBy && rename(t.notBy);
              return [n, withoutUndefined({ ...t, asks: names(t.asks), stamps: stamps?.length ? stamps : undefined, notBy: notBy || undefined })];
            }),
          ),
        }
      : undefined;
  }
  const layout = out.layout as LayoutDef | undefined;
  if (layout) {
    const header = layout.header && withoutUndefined({ chips: names(layout.header.chips), figures: names(layout.header.figures) });
    const sections = layout.sections?.map((sec) =>
      withoutUndefined({
        ...sec,
        fields: sec.fields?.flatMap((p) => {
          const to = rename(typeof p === 'string' ? p : p.field);
          return to ? [typeof p === 'string' ? to : { ...p, field: to }] : [];
        }),
      }),
    );
    out.layout = withoutUndefined({ ...layout, header: header && Object.keys(header).length ? header : undefined, sections });
  }
  const related = out.related as readonly RelatedDef[] | undefined;
  if (related) out.related = related.map((r) => withoutUndefined({ ...r, match: r.match ? (rename(r.match) ?? undefined) : undefined }));
  const actions = out.recordActions as Readonly<Record<string, RecordActionDef>> | undefined;
  if (actions)
    out.recordActions = Object.fromEntries(
      Object.entries(actions).map(([n, a]) => [
        n,
        { ...a, prefill: Object.fromEntries(Object.entries(a.prefill).flatMap(([k, v]) => (rename(v) ? [[k, rename(v)]] : []))) },
      ]),
    );
  const scope = out.scope as { store: string } | undefined;
  if (scope) out.scope = rename(scope.store) ? { store: rename(scope.store) } : undefined;
  return withoutUndefined(out) as unknown as Declaration;
}

/** Other fields' conditions, with `rename` applied to the fields they name. */
function renameInConditions(fields: Record<string, FieldDef>, rename: (field: string) => string | undefined): Record<string, FieldDef> {
  const fix = (c: FieldCondition | undefined): FieldCondition | undefined => {
    if (!c) return undefined;
    const entries = Object.entries(c).flatMap(([on, values]) => {
      const to = rename(on);
      return to ? [[to, values] as const] : [];
    });
    return entries.length ? Object.fromEntries(entries) : undefined;
  };
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      withoutUndefined({ ...field, requiredWhen: fix(field.requiredWhen), visibleWhen: fix(field.visibleWhen) }) as unknown as FieldDef,
    ]),
  );
}

/** Labels with a field's entries moved to `to` (undefined: dropped). */
function renameInLabels(d: Declaration, from: string, to: string | undefined): Declaration {
  if (!d.labels) return d;
  const labels: Partial<Record<LabelLocale, InlineLabels>> = {};
  for (const [locale, l] of Object.entries(d.labels) as [LabelLocale, InlineLabels][]) {
    const move = <T>(group: Readonly<Record<string, T>> | undefined): Record<string, T> | undefined => {
      if (!group || !(from in group)) return group;
      const out: Record<string, T> = {};
      for (const [key, v] of Object.entries(group)) if (key !== from) out[key] = v;
      if (to) out[to] = group[from];
      return Object.keys(out).length ? out : undefined;
    };
    labels[locale] = withoutUndefined({ ...l, fields: move(l.fields), enums: move(l.enums) });
  }
  return { ...d, labels } as Declaration;
}

/** Removes a field, and every place that names it but the title (the editor asks for another one). */
export function removeField(d: Declaration, name: string): Declaration {
  if (!(name in d.fields)) return d;
  const drop = (field: string) => (field === name ? undefined : field);
  const fields = renameInConditions(replaceField(d, name, undefined), drop);
  // a title naming it is kept (renameInResource keeps a title it is told to drop)
  return renameInLabels(renameInResource(withFields(d, fields), drop), name, undefined);
}

/**
 * Renames a field. A field published under its old name takes `renamedFrom` (its stored values move
 * at publish); one renamed again keeps where it came from; one renamed back loses it.
 */
export function renameField(d: Declaration, from: string, to: string, published: Readonly<Record<string, FieldDef>> | undefined): Declaration {
  const field = d.fields[from];
  if (!field || from === to || to in d.fields) return d;
  const origin = field.renamedFrom ?? (published && from in published ? from : undefined);
  const next = withoutUndefined({ ...field, renamedFrom: origin === to ? undefined : origin }) as FieldDef;
  const swap = (name: string) => (name === from ? to : name);
  const fields = renameInConditions(replaceField(d, from, next, to), swap);
  return renameInLabels(renameInResource(withFields(d, fields), swap), from, to);
}

/** Sets an enum's values, in order, each with its colour. A value renamed (`renamed`: old → new) takes its labels and the conditions that name it along. */
export function setEnumValues(d: Declaration, name: string, values: readonly [string, ChipColor][], renamed?: { from: string; to: string }): Declaration {
  const field = d.fields[name];
  if (!field || field.kind !== 'enum') return d;
  const kept = new Set(values.map(([v]) => v));
  const swap = (v: string) => (renamed && v === renamed.from ? renamed.to : v);
  const def = field.default !== undefined ? swap(String(field.default)) : undefined;
  let next = setFieldOptions(d, name, { values: Object.fromEntries(values), default: def !== undefined && kept.has(def) ? def : undefined });
  // conditions of other fields on this one, and its labels per language
  const fields = Object.fromEntries(
    Object.entries(next.fields).map(([key, f]) => {
      const fix = (c: FieldCondition | undefined) => {
        if (!c?.[name]) return c;
        const vs = c[name].map((v) => (typeof v === 'string' ? swap(v) : v)).filter((v) => kept.has(String(v)));
        const rest = Object.fromEntries(Object.entries(c).filter(([on]) => on !== name));
        const out = vs.length ? { ...rest, [name]: vs } : rest;
        return Object.keys(out).length ? out : undefined;
      };
      return [key, withoutUndefined({ ...f, requiredWhen: fix(f.requiredWhen), visibleWhen: fix(f.visibleWhen) }) as unknown as FieldDef];
    }),
  );
  next = withFields(next, fields);
  next = statesRenamed(next, name, swap, kept);
  if (!next.labels) return next;
  const labels: Partial<Record<LabelLocale, InlineLabels>> = {};
  for (const [locale, l] of Object.entries(next.labels) as [LabelLocale, InlineLabels][]) {
    const own = l.enums?.[name];
    if (!own) {
      labels[locale] = l;
      continue;
    }
    const moved = Object.fromEntries(Object.entries(own).flatMap(([v, text]) => (kept.has(swap(v)) ? [[swap(v), text]] : [])));
    const enums = { ...l.enums, [name]: moved };
    if (!Object.keys(moved).length) delete enums[name];
    labels[locale] = withoutUndefined({ ...l, enums: Object.keys(enums).length ? enums : undefined });
  }
  return { ...next, labels } as Declaration;
}

/** The workflow on enum `name` with its states renamed (`swap`) and those gone (`kept`) dropped from its transitions. */
function statesRenamed(d: Declaration, name: string, swap: (v: string) => string, kept: ReadonlySet<string>): Declaration {
  const wf = (d as Partial<ResourceDef>).workflow;
  if (!wf || wf.field !== name) return d;
  const transitions = Object.fromEntries(
    Object.entries(wf.transitions).map(([n, t]) => [n, { ...t, from: t.from.map(swap).filter((v) => kept.has(v)), to: swap(t.to) }]),
  );
  return { ...d, workflow: { ...wf, initial: swap(wf.initial), transitions } } as Declaration;
}

export function setCondition(d: Declaration, name: string, rule: 'requiredWhen' | 'visibleWhen', condition: FieldCondition | undefined): Declaration {
  return setFieldOptions(d, name, { [rule]: condition && Object.keys(condition).length ? condition : undefined });
}

export function setResource(d: Declaration, patch: ResourcePatch): Declaration {
  if (isExtension(d)) return d;
  return withoutUndefined({ ...asRecord(d), ...patch }) as unknown as Declaration;
}

/** Where a label is: the resource's name, a field's, an enum value's, or a transition's, record action's or section's. */
export type LabelTarget =
  | { group: 'name' }
  | { group: 'fields'; field: string }
  | { group: 'enums'; field: string; value: string }
  | { group: 'transitions' | 'actions' | 'sections'; name: string }
  /** The record page's title. */
  | { group: 'page' };

export function labelOf(d: Declaration, locale: LabelLocale, target: LabelTarget): string | undefined {
  const l = d.labels?.[locale];
  if (!l) return undefined;
  if (target.group === 'name') return l.name;
  if (target.group === 'page') return l.page?.show;
  if (target.group === 'fields') return l.fields?.[target.field];
  if (target.group === 'enums') return l.enums?.[target.field]?.[target.value];
  return l[target.group]?.[target.name];
}

/** Sets one label; an empty text removes it, and a group (a language) left empty goes with it. */
export function setLabel(d: Declaration, locale: LabelLocale, target: LabelTarget, text: string): Declaration {
  const l: Record<string, unknown> = { ...d.labels?.[locale] };
  const value = text === '' ? undefined : text;
  if (target.group === 'name') l.name = value;
  else if (target.group === 'page') l.page = value === undefined ? undefined : { show: value };
  else if (target.group === 'fields' || target.group === 'transitions' || target.group === 'actions' || target.group === 'sections') {
    const key = target.group === 'fields' ? target.field : target.name;
    const group = withoutUndefined({ ...(l[target.group] as Record<string, string> | undefined), [key]: value });
    l[target.group] = Object.keys(group).length ? group : undefined;
  } else if (target.group === 'enums') {
    const enums = { ...(l.enums as Record<string, Record<string, string>> | undefined) };
    const values = withoutUndefined({ ...enums[target.field], [target.value]: value }) as Record<string, string>;
    if (Object.keys(values).length) enums[target.field] = values;
    else delete enums[target.field];
    l.enums = Object.keys(enums).length ? enums : undefined;
  }
  const cleaned = withoutUndefined(l);
  const labels = withoutUndefined({ ...d.labels, [locale]: Object.keys(cleaned).length ? cleaned : undefined });
  return withoutUndefined({ ...asRecord(d), labels: Object.keys(labels).length ? labels : undefined }) as unknown as Declaration;
}
