/**
 * The edits of a declaration's structure beyond its fields (CONTRACT §2.4): its workflow (states,
 * transitions), its record layout (header, sections, tabs), its related tables, its record actions
 * and its list's columns — pure functions, each answering a new draft written as an admin would
 * write it by hand: what is left at its default is left out, an empty part goes with its key, and a
 * renamed transition, action or section takes its labels along. On a built-in resource's extension
 * only what an extension may add is set (sections, related tables, record actions).
 */
import type {
  FieldPlacement,
  InlineLabels,
  LabelLocale,
  LayoutDef,
  MenuGroup,
  RecordActionDef,
  RelatedDef,
  ResourceDef,
  SectionDef,
  TransitionDef,
  WorkflowDef,
} from '../../../resources/define';
import type { Declaration } from '../../../resources/declarations';
import { isExtension } from './draftEdits';

type Mutable<T> = { -readonly [K in keyof T]?: T[K] | undefined };

const asRecord = (d: Declaration) => d as unknown as Record<string, unknown>;
const isEmpty = (v: unknown) =>
  v === undefined || (Array.isArray(v) && v.length === 0) || (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0);
const compact = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => !isEmpty(v))) as T;

/** The draft with `key` set (an empty value removes it). */
function withKey(d: Declaration, key: string, value: unknown): Declaration {
  const out = { ...asRecord(d), [key]: value };
  if (isEmpty(value)) delete out[key];
  return out as unknown as Declaration;
}

// ---- workflow ----------------------------------------------------------------------------------

export const workflowOf = (d: Declaration): WorkflowDef | undefined => (isExtension(d) ? undefined : (d as ResourceDef).workflow);

/** A workflow on the enum field `field` (its first value the initial state, no transitions yet), or none. */
export function setWorkflowField(d: Declaration, field: string | undefined): Declaration {
  if (isExtension(d)) return d;
  if (!field) return withKey(d, 'workflow', undefined);
  const def = d.fields[field];
  const states = def?.kind === 'enum' ? Object.keys(def.values) : [];
  const was = workflowOf(d);
  const initial = was && states.includes(was.initial) ? was.initial : (states[0] ?? '');
  return withKey(d, 'workflow', { field, initial, transitions: was?.field === field ? was.transitions : {} });
}

export function setInitialState(d: Declaration, initial: string): Declaration {
  const wf = workflowOf(d);
  return wf ? withKey(d, 'workflow', { ...wf, initial }) : d;
}

/** A transition's options; `undefined` (or an empty list) removes one. */
export type TransitionPatch = Mutable<TransitionDef>;

export function setTransition(d: Declaration, name: string, patch: TransitionPatch): Declaration {
  const wf = workflowOf(d);
  const was = wf?.transitions[name];
  if (!wf || !was) return d;
  const next = compact({ ...was, ...patch }) as unknown as TransitionDef;
  // `from` and `to` stay even when empty: the format's check names what is missing
  const kept = { ...next, from: patch.from ?? was.from, to: patch.to ?? was.to } as TransitionDef;
  return withKey(d, 'workflow', { ...wf, transitions: { ...wf.transitions, [name]: kept } });
}

/** A new transition `name`: from the initial state to the next state, or as given. */
export function addTransition(d: Declaration, name: string, transition?: TransitionDef): Declaration {
  const wf = workflowOf(d);
  if (!wf || name in wf.transitions) return d;
  const field = d.fields[wf.field];
  const states = field?.kind === 'enum' ? Object.keys(field.values) : [];
  const to = states.find((s) => s !== wf.initial) ?? wf.initial;
  return withKey(d, 'workflow', { ...wf, transitions: { ...wf.transitions, [name]: transition ?? { from: [wf.initial], to } } });
}

export function removeTransition(d: Declaration, name: string): Declaration {
  const wf = workflowOf(d);
  if (!wf || !(name in wf.transitions)) return d;
  const transitions = Object.fromEntries(Object.entries(wf.transitions).filter(([n]) => n !== name));
  return renameLabel(withKey(d, 'workflow', { ...wf, transitions }), 'transitions', name, undefined);
}

export function renameTransition(d: Declaration, from: string, to: string): Declaration {
  const wf = workflowOf(d);
  if (!wf || !(from in wf.transitions) || to in wf.transitions || !to) return d;
  const transitions = Object.fromEntries(Object.entries(wf.transitions).map(([n, t]) => [n === from ? to : n, t]));
  return renameLabel(withKey(d, 'workflow', { ...wf, transitions }), 'transitions', from, to);
}

// ---- layout ------------------------------------------------------------------------------------

export const layoutOf = (d: Declaration): LayoutDef => (asRecord(d).layout as LayoutDef | undefined) ?? {};

/** Sets the layout's options (an extension keeps only its sections). */
export function setLayout(d: Declaration, patch: Mutable<LayoutDef>): Declaration {
  const next = compact({ ...layoutOf(d), ...patch }) as LayoutDef;
  if (next.header) {
    const header = compact({ ...next.header });
    (next as Mutable<LayoutDef>).header = Object.keys(header).length ? header : undefined;
  }
  const layout = isExtension(d) ? compact({ sections: next.sections }) : compact(next);
  return withKey(d, 'layout', layout);
}

export const sectionsOf = (d: Declaration): readonly SectionDef[] => layoutOf(d).sections ?? [];

export function addSection(d: Declaration, name: string): Declaration {
  if (!name || sectionsOf(d).some((s) => s.name === name)) return d;
  return setLayout(d, { sections: [...sectionsOf(d), { name }] });
}

export function setSection(d: Declaration, index: number, patch: Mutable<SectionDef>): Declaration {
  const sections = sectionsOf(d).map((s, i) => (i === index ? (compact({ ...s, ...patch, name: patch.name ?? s.name }) as SectionDef) : s));
  return setLayout(d, { sections });
}

export function removeSection(d: Declaration, index: number): Declaration {
  const gone = sectionsOf(d)[index];
  if (!gone) return d;
  return renameLabel(setLayout(d, { sections: sectionsOf(d).filter((_, i) => i !== index) }), 'sections', gone.name, undefined);
}

export function renameSection(d: Declaration, index: number, to: string): Declaration {
  const s = sectionsOf(d)[index];
  if (!s || !to || sectionsOf(d).some((o) => o.name === to)) return d;
  return renameLabel(setSection(d, index, { name: to }), 'sections', s.name, to);
}

export function moveSection(d: Declaration, index: number, delta: -1 | 1): Declaration {
  const sections = [...sectionsOf(d)];
  const j = index + delta;
  if (index < 0 || j < 0 || j >= sections.length) return d;
  [sections[index], sections[j]] = [sections[j], sections[index]];
  return setLayout(d, { sections });
}

export const placedField = (p: FieldPlacement): string => (typeof p === 'string' ? p : p.field);
export const isFullWidth = (p: FieldPlacement): boolean => typeof p !== 'string' && p.span === 'full';

/** A section's fields in the order picked, those named in `full` across the whole width. */
export function placements(fields: readonly string[], full: ReadonlySet<string>): FieldPlacement[] {
  return fields.map((field) => (full.has(field) ? { field, span: 'full' as const } : field));
}

// ---- related tables and record actions ---------------------------------------------------------

export const relatedOf = (d: Declaration): readonly RelatedDef[] => (asRecord(d).related as readonly RelatedDef[] | undefined) ?? [];

export function setRelated(d: Declaration, related: readonly RelatedDef[]): Declaration {
  const kept = new Set(related.map((r) => r.resource));
  // a section that draws a related table no longer declared lets go of it
  const sections = sectionsOf(d).map((s) =>
    s.related?.some((r) => !kept.has(r)) ? (compact({ ...s, related: s.related.filter((r) => kept.has(r)) }) as SectionDef) : s,
  );
  const next = withKey(
    d,
    'related',
    related.map((r) => compact({ ...r }) as RelatedDef),
  );
  return sectionsOf(d).length ? setLayout(next, { sections }) : next;
}

export const actionsOf = (d: Declaration): Readonly<Record<string, RecordActionDef>> =>
  (asRecord(d).recordActions as Record<string, RecordActionDef> | undefined) ?? {};

export function setRecordAction(d: Declaration, name: string, patch: Mutable<RecordActionDef>): Declaration {
  const was = actionsOf(d)[name];
  if (!was) return d;
  const next = { ...(compact({ ...was, ...patch }) as RecordActionDef), prefill: patch.prefill ?? was.prefill };
  return withKey(d, 'recordActions', { ...actionsOf(d), [name]: next });
}

export function addRecordAction(d: Declaration, name: string, creates: string): Declaration {
  if (!name || name in actionsOf(d)) return d;
  return withKey(d, 'recordActions', { ...actionsOf(d), [name]: { creates, prefill: {} } });
}

export function removeRecordAction(d: Declaration, name: string): Declaration {
  const actions = Object.fromEntries(Object.entries(actionsOf(d)).filter(([n]) => n !== name));
  return renameLabel(withKey(d, 'recordActions', actions), 'actions', name, undefined);
}

export function renameRecordAction(d: Declaration, from: string, to: string): Declaration {
  const actions = actionsOf(d);
  if (!(from in actions) || !to || to in actions) return d;
  const renamed = Object.fromEntries(Object.entries(actions).map(([n, a]) => [n === from ? to : n, a]));
  return renameLabel(withKey(d, 'recordActions', renamed), 'actions', from, to);
}

// ---- the list and the menu ---------------------------------------------------------------------

/** The list's default columns, in order (none: the default choice, resources/define.ts `defaultColumns`). */
export function setListColumns(d: Declaration, columns: readonly string[]): Declaration {
  if (isExtension(d)) return d;
  const list = compact({ ...(d as ResourceDef).list, columns: columns.length ? columns : undefined });
  return withKey(d, 'list', list);
}

export function setMenuGroup(d: Declaration, group: MenuGroup | undefined): Declaration {
  if (isExtension(d)) return d;
  const def = d as ResourceDef;
  return withKey(d, 'menu', compact({ ...def.menu, group }));
}

export function setPerPage(d: Declaration, perPage: number | undefined): Declaration {
  return isExtension(d) ? d : withKey(d, 'perPage', perPage);
}

// ---- labels ------------------------------------------------------------------------------------

type NamedGroup = 'transitions' | 'actions' | 'sections';

/** Labels with a transition's, action's or section's entry moved to `to` (undefined: dropped). */
function renameLabel(d: Declaration, group: NamedGroup, from: string, to: string | undefined): Declaration {
  if (!d.labels) return d;
  const labels: Partial<Record<LabelLocale, InlineLabels>> = {};
  for (const [locale, l] of Object.entries(d.labels) as [LabelLocale, InlineLabels][]) {
    const own = l[group];
    if (!own || !(from in own)) {
      labels[locale] = l;
      continue;
    }
    const moved = Object.fromEntries(Object.entries(own).flatMap(([k, v]) => (k !== from ? [[k, v]] : to ? [[to, v]] : [])));
    labels[locale] = compact({ ...l, [group]: moved }) as InlineLabels;
  }
  return { ...d, labels } as Declaration;
}
