/**
 * The registry: every resource schema, checked once at load time. Both readers build on it.
 * A broken declaration fails here with the resource and field named, and the fix suggested.
 */
import { FIELD_KINDS, MAX_SECTION_COLUMNS, actionsOf, collectionOf, isShownIn, type EnumFieldDef, type FieldDef, type ResourceDef } from './define';
import { checkConnectedDeclarations } from './declaration-checks';
import { computedProblems } from './computed';
import { ruleProblems } from './rules';
import { isWritable } from './writes';
import { rightsByCode, treeWithRights } from './rights';
import { storeScopeOf } from './scope';
import { ADMIN_CODE, PRIVILEGE_TREE, codesOf, isPrivilegeCode as isTreeCode, treeWith, type DeclaredCode, type PrivilegeNode } from './privilege-tree';

/** Whether a code is in the tree being built (the spec's, with the codes run-time declarations bring). */
type IsCode = (code: string) => boolean;
import { MENU } from './menu';
import { isFigure } from '../kinds/number';
import { isReference } from '../kinds/reference';
import type { RegistryWords } from './registry-words';
import { CHECKS, SchemaError, atField, atSetting, fail, hint, type SchemaErrorAt } from './schema-error';

export { SchemaError, hint, type SchemaErrorAt } from './schema-error';

export interface Registry {
  readonly all: readonly ResourceDef[];
  byName(name: string): ResourceDef | undefined;
  /** Resource whose hash route (without the leading slash) is `routeName`. */
  byRouteName(routeName: string): ResourceDef | undefined;
  /** Resources in an order where every referenced collection comes first. */
  readonly generationOrder: readonly ResourceDef[];
  /** The privilege code tree: spec §6's, with the codes run-time declarations bring under their menu section's code. */
  readonly privilegeTree: PrivilegeNode;
  /** Every code of `privilegeTree`, parents before children. */
  readonly privilegeCodes: readonly string[];
  /** Whether a resource was declared at run time (CONTRACT §2.4) rather than built in. */
  isDeclared(name: string): boolean;
}

export interface RegistryOptions {
  /** Names of the resources declared at run time: their privilege codes may be new ones (joining the tree under their menu section's code). */
  readonly declared?: ReadonlySet<string>;
}

/** The tree's code a run-time resource's own code joins under: its menu section's. */
export const sectionCode = (def: ResourceDef): string => MENU.find((s) => s.id === def.menu.section)?.code ?? ADMIN_CODE;
const DECLARED_CODE = /^RESOURCE_ADMIN_[A-Z0-9]+(_[A-Z0-9]+)*$/;

/** The react-admin resource name of a schema: its route without the leading slash. */
export const routeName = (def: ResourceDef): string => def.route.replace(/^\//, '');

function checkField(def: ResourceDef, name: string, field: FieldDef, names: Set<string>): void {
  const where = { field: name, resource: def.name };
  if (!(FIELD_KINDS as readonly string[]).includes(field.kind))
    fail('registry.unknown_kind', { ...where, kind: String(field.kind), hint: hint(String(field.kind), FIELD_KINDS) }, atField(name, 'kind'));
  if (isReference(field) && !names.has(field.to))
    fail('registry.reference_unregistered', { ...where, to: field.to, hint: hint(field.to, names) }, atField(name, 'to'));
  if (field.kind === 'enum' && Object.keys(field.values).length === 0) fail('registry.enum_empty', where, atField(name, 'values'));
  if ('pattern' in field && field.pattern !== undefined) {
    try {
      new RegExp(field.pattern);
    } catch {
      fail('registry.pattern_invalid', { ...where, pattern: field.pattern }, atField(name, 'pattern'));
    }
  }
}

function checkResource(def: ResourceDef, names: Set<string>, byName: ReadonlyMap<string, ResourceDef>, isPrivilegeCode: IsCode): void {
  const fields = Object.keys(def.fields);
  // a setting named by its key is at that key (`defaultSort`'s field at `defaultSort.field`); words name a part, which says where
  const need: Need = (what, field, at = typeof what === 'string' ? atSetting(what === 'defaultSort' ? 'defaultSort.field' : what) : atSetting('fields')) => {
    if (!(field in def.fields)) fail('registry.names_undeclared', { resource: def.name, what, field, hint: hint(field, fields) }, at);
  };
  const resource = def.name;
  if (!/^[a-z][a-z0-9-]*$/.test(def.name)) fail('registry.resource_name', { resource }, atSetting('name'));
  if (!def.route.startsWith('/')) fail('registry.route_slash', { resource, route: def.route }, atSetting('route'));
  if (!isPrivilegeCode(def.privilege)) fail('registry.privilege_unknown', { resource, code: def.privilege }, atSetting('privilege'));
  if (!('id' in def.fields)) fail('registry.id_missing', { resource }, atSetting('fields'));
  if ('relevance' in def.fields) fail('registry.relevance_reserved', { resource }, atField('relevance'));
  need('title', def.title);
  def.search?.forEach((s) => need('search', s));
  if (def.defaultSort) need('defaultSort', def.defaultSort.field);
  if (def.scope) {
    need('scope', def.scope.store);
    try {
      storeScopeOf(def, (n) => byName.get(n));
    } catch {
      fail('registry.scope', { resource, problem: { key: 'registry.scope_store', params: { field: def.scope.store } } }, atSetting('scope'));
    }
  }
  for (const c of def.list?.columns ?? []) {
    need('list.columns', c);
    if (!isShownIn(def.fields[c], 'list')) fail('registry.column_hidden', { resource, field: c }, atSetting('list.columns'));
  }
  def.subtitle?.forEach((s) => need('subtitle', s));
  for (const [name, field] of Object.entries(def.fields)) checkField(def, name, field, names);
  if (actionsOf(def).create)
    for (const [name, field] of Object.entries(def.fields)) {
      const setByServer =
        field.kind === 'id' || name === def.workflow?.field || name === def.scope?.store || field.default !== undefined || !!field.number || !!field.stamp;
      if (field.required && !setByServer && !isWritable(field, 'create'))
        fail('registry.required_unwritable', { resource, field: name }, atField(name, 'required'));
    }
  for (const [name, field] of Object.entries(def.fields))
    if (field.number && (!field.readOnly || field.kind !== 'text' || !field.unique))
      fail('registry.number_field', { resource, field: name }, atField(name, 'number'));
  for (const [name, field] of Object.entries(def.fields))
    if (field.stamp && (!field.readOnly || !isStampable(field))) fail('registry.stamped_field', { resource, field: name }, atField(name));
  checkRecordActions(def, need, byName, isPrivilegeCode);
  checkPosting(def, need, byName);
  checkConnectedDeclarations(def, need, byName);
  checkPointsTo(def, byName);
  checkRelated(def, byName);
  checkRules(def);
  checkLayout(def, need);
  checkDisplay(def, need);
  const computed = computedProblems(def);
  if (computed.length) throw new SchemaError(computed[0].words, atField(computed[0].field));
  for (const name of def.summary ?? []) need('summary', name);
  const wf = def.workflow;
  if (wf) {
    need('workflow', wf.field, { part: 'workflow' });
    const statusField = def.fields[wf.field];
    if (statusField.kind !== 'enum') fail('registry.workflow_enum', { resource, field: wf.field }, { part: 'workflow' });
    const states = Object.keys(statusField.values);
    const state = (s: string, t: string) => {
      if (!states.includes(s))
        fail(
          'registry.transition_state',
          { resource, name: t, state: s, field: wf.field, hint: hint(s, states) },
          t === 'initial' ? { part: 'workflow' } : { part: 'transition', name: t },
        );
    };
    state(wf.initial, 'initial');
    for (const [t, tr] of Object.entries(wf.transitions)) {
      tr.from.forEach((s) => state(s, t));
      state(tr.to, t);
      const transition = { key: 'registry.what.transition', params: { name: t } } as const;
      tr.asks?.forEach((a) => need(transition, a, { part: 'transition', name: t }));
      tr.stamps?.forEach((stamp) => {
        const a = typeof stamp === 'string' ? stamp : stamp.field;
        need(transition, a, { part: 'transition', name: t });
        if (!isStampable(def.fields[a])) fail('registry.transition_stamp', { resource, name: t, field: a }, { part: 'transition', name: t });
        if (typeof stamp === 'string') return;
        // a date some days after the time: the days are a number field's
        if (!['date', 'datetime'].includes(def.fields[a].kind))
          fail('registry.stamp_days_not_date', { resource, name: t, field: a }, { part: 'transition', name: t });
        need({ key: 'registry.what.stamp', params: { name: t, field: a } }, stamp.addDays, { part: 'transition', name: t });
        if (def.fields[stamp.addDays].kind !== 'number' || def.fields[stamp.addDays].computed)
          fail('registry.stamp_days_not_number', { resource, name: t, field: a, days: stamp.addDays }, { part: 'transition', name: t });
      });
      if (tr.privilege && !isPrivilegeCode(tr.privilege))
        fail('registry.transition_privilege', { resource, name: t, code: tr.privilege }, { part: 'transition', name: t });
    }
  }
}

/** Fails unless `field` is declared; `what` names the setting or part that names it (a setting's key, or words). */
export type Need = (what: string | RegistryWords, field: string, at?: SchemaErrorAt) => void;

/** What a stamp can fill: a time (date or date-time) or the acting user (a reference to `sys-users`). */
const isStampable = (field: FieldDef): boolean =>
  field.kind === 'datetime' || field.kind === 'date' || (field.kind === 'reference' && field.to === 'sys-users');

/**
 * A text field's `display` names a known way of reading, and the field it reads with (`auditAction:resource`) is declared;
 * a JSON field's `changes` names declared fields (the resource's name, the action) and another JSON field (the values before).
 */
function checkDisplay(def: ResourceDef, need: Need): void {
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.kind === 'json' && field.changes) {
      const { resource, from, action } = field.changes;
      for (const other of [resource, from, action]) need({ key: 'registry.what.changes', params: { field: name } }, other, atField(name));
      if (def.fields[from].kind !== 'json' || from === name) fail('registry.changes_from', { resource: def.name, field: name, from }, atField(name));
    }
    const display = 'display' in field ? field.display : undefined;
    if (display === undefined || display === 'resourceName') continue;
    const [how, other] = display.split(':');
    if ((how !== 'auditAction' && how !== 'recordOf') || !other) fail('registry.display_unknown', { resource: def.name, field: name, display }, atField(name));
    need({ key: 'registry.what.display', params: { field: name } }, other, atField(name));
  }
}

/** A number that points to other records names registered resources and a unique field of theirs (it is looked up by value). */
function checkPointsTo(def: ResourceDef, byName: ReadonlyMap<string, ResourceDef>): void {
  for (const [name, field] of Object.entries(def.fields))
    for (const p of ('pointsTo' in field && field.pointsTo) || []) {
      const target = byName.get(p.resource);
      const at = atField(name);
      if (!target) fail('registry.points_to_unregistered', { resource: def.name, field: name, target: p.resource, hint: hint(p.resource, byName.keys()) }, at);
      if (!target.fields[p.field]?.unique) fail('registry.points_to_not_unique', { resource: def.name, field: name, target: p.resource, other: p.field }, at);
    }
}

/** A related table names a registered resource, fields of it that exist, and a field of this record they hold. */
function checkRelated(def: ResourceDef, byName: ReadonlyMap<string, ResourceDef>): void {
  for (const r of def.related ?? []) {
    const at = { part: 'related', name: r.resource } as const;
    const target = byName.get(r.resource);
    const words = { resource: def.name, related: r.resource };
    if (!target) return fail('registry.related_unregistered', { ...words, hint: hint(r.resource, byName.keys()) }, at);
    for (const via of Array.isArray(r.via) ? r.via : [r.via])
      if (!target.fields[via]) fail('registry.related_via', { ...words, field: via, hint: hint(via, Object.keys(target.fields)) }, at);
    if (r.match && !def.fields[r.match]) fail('registry.related_match', { ...words, field: r.match }, at);
    for (const c of r.columns ?? []) if (!target.fields[c]) fail('registry.related_column', { ...words, field: c }, at);
  }
}

function checkRecordActions(def: ResourceDef, need: Need, byName: ReadonlyMap<string, ResourceDef>, isPrivilegeCode: IsCode): void {
  for (const [action, a] of Object.entries(def.recordActions ?? {})) {
    const at = { part: 'action', name: action } as const;
    const target = byName.get(a.creates);
    const words = { resource: def.name, name: action };
    if (!target) return fail('registry.action_creates', { ...words, target: a.creates, hint: hint(a.creates, byName.keys()) }, at);
    const writes = { ...words, target: target.name };
    for (const [field, from] of Object.entries(a.prefill)) {
      need({ key: 'registry.what.action', params: { name: action } }, from, at);
      if (!isWritable(target.fields[field] ?? { kind: 'id' }, 'create')) fail('registry.action_fills', { ...writes, field }, at);
    }
    for (const [field, value] of Object.entries(a.preset ?? {})) {
      const f = target.fields[field];
      if (!f || !isWritable(f, 'create') || field in a.prefill) return fail('registry.action_presets', { ...writes, field }, at);
      if (f.kind === 'enum' && !(value in f.values))
        fail('registry.action_preset_value', { ...words, field, value: String(value), hint: hint(String(value), Object.keys(f.values)) }, at);
    }
    for (const field of a.asks ?? [])
      if (!isWritable(target.fields[field] ?? { kind: 'id' }, 'create') || field in a.prefill || field in (a.preset ?? {}))
        fail('registry.action_asks', { ...writes, field, hint: hint(field, Object.keys(target.fields)) }, at);
    if (a.privilege && !isPrivilegeCode(a.privilege)) fail('registry.action_privilege', { ...words, code: a.privilege }, at);
  }
}

/** `requiredWhen` / `visibleWhen` name declared fields of the resource, and values their enums have. */
function checkRules(def: ResourceDef): void {
  for (const p of ruleProblems(def)) {
    const where = { resource: def.name, field: p.field, rule: p.rule, on: p.on };
    const at = atField(p.field, p.rule);
    if (p.problem === 'unknownField') fail('registry.rule_unknown_field', { ...where, hint: hint(p.on, Object.keys(def.fields)) }, at);
    fail('registry.rule_value', { ...where, value: String(p.value), hint: hint(p.value ?? '', Object.keys((def.fields[p.on] as EnumFieldDef).values)) }, at);
  }
}

/** The layout places declared fields (each once), related tables the schema declares, and column counts a page can draw. */
function checkLayout(def: ResourceDef, need: Need): void {
  const layout = def.layout;
  if (!layout) return;
  const columnsOk = (n: number | undefined) => n === undefined || (Number.isInteger(n) && n >= 1 && n <= MAX_SECTION_COLUMNS);
  const resource = def.name;
  const max = MAX_SECTION_COLUMNS;
  if (!columnsOk(layout.columns)) fail('registry.layout_columns', { resource, max }, { part: 'layout' });
  for (const f of [...(layout.header?.chips ?? []), ...(layout.header?.figures ?? [])]) need({ key: 'registry.what.header' }, f, { part: 'header' });
  const placed = new Set<string>();
  const sections = new Set<string>();
  const related = new Set((def.related ?? []).map((r) => r.resource));
  for (const s of layout.sections ?? []) {
    const at = { part: 'section', name: s.name } as const;
    if (sections.has(s.name)) fail('registry.section_twice', { resource, name: s.name }, at);
    sections.add(s.name);
    if (!columnsOk(s.columns)) fail('registry.section_columns', { resource, name: s.name, max }, at);
    for (const p of s.fields ?? []) {
      const name = typeof p === 'string' ? p : p.field;
      need({ key: 'registry.what.section', params: { name: s.name } }, name, at);
      if (placed.has(name)) fail('registry.field_two_sections', { resource, field: name }, at);
      placed.add(name);
      if (typeof p !== 'string' && p.span !== 'full' && !(Number.isInteger(p.span) && p.span >= 1 && p.span <= max))
        fail('registry.field_span', { resource, name: s.name, field: name, span: String(p.span), max }, at);
    }
    for (const r of s.related ?? []) if (!related.has(r)) fail('registry.section_related', { resource, name: s.name, related: r, hint: hint(r, related) }, at);
  }
}

function checkPosting(def: ResourceDef, need: Need, byName: ReadonlyMap<string, ResourceDef>): void {
  const p = def.posting;
  if (!p) return;
  for (const f of [p.account, p.target, p.amount, ...(p.after ? [p.after] : [])]) need('posting', f);
  const account = def.fields[p.account];
  const target = account.kind === 'reference' ? byName.get(account.to) : undefined;
  const resource = def.name;
  const at = atSetting('posting');
  if (!target) return fail('registry.posting_account', { resource, field: p.account }, at);
  const named = def.fields[p.target];
  if (named.kind !== 'enum') return fail('registry.posting_target', { resource, field: p.target, target: target.name }, at);
  for (const value of Object.keys(named.values)) {
    const field = target.fields[value];
    if (!isFigure(field)) fail('registry.posting_target_value', { resource, value, target: target.name, hint: hint(value, Object.keys(target.fields)) }, at);
  }
  if (actionsOf(def).edit || actionsOf(def).delete) fail('registry.posting_immutable', { resource }, atSetting('actions'));
}

function generationOrder(defs: readonly ResourceDef[]): ResourceDef[] {
  // Collections are generated once, by the first resource that declares them (the owner).
  const owners = new Map<string, ResourceDef>();
  for (const d of defs) if (!owners.has(collectionOf(d))) owners.set(collectionOf(d), d);
  const byName = new Map(defs.map((d) => [d.name, d]));
  const out: ResourceDef[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (d: ResourceDef) => {
    const c = collectionOf(d);
    if (state.get(c) === 'done' || state.get(c) === 'visiting') return; // cycles: self or mutual refs are filled later
    state.set(c, 'visiting');
    for (const field of Object.values(d.fields))
      if (isReference(field)) {
        const target = byName.get(field.to);
        if (target) visit(owners.get(collectionOf(target)) ?? target);
      } else if ('pointsTo' in field)
        // a number pointing to other records: those are generated first, so that it can name one of them
        for (const p of field.pointsTo ?? []) {
          const target = byName.get(p.resource);
          if (target) visit(owners.get(collectionOf(target)) ?? target);
        }
    state.set(c, 'done');
    out.push(d);
  };
  for (const d of owners.values()) visit(d);
  return out;
}

export function buildRegistry(defs: readonly ResourceDef[], options: RegistryOptions = {}): Registry {
  const declaredNames = options.declared ?? new Set<string>();
  const declaredCodes: DeclaredCode[] = [];
  for (const d of defs)
    if (declaredNames.has(d.name) && !isTreeCode(d.privilege)) {
      if (CHECKS && !DECLARED_CODE.test(d.privilege)) fail('registry.privilege_format', { resource: d.name, code: d.privilege }, atSetting('privilege'));
      declaredCodes.push({ code: d.privilege, parent: sectionCode(d) });
    }
  // the tree's codes, the declared resources' codes, and under each resource's code its rights (rights.ts)
  const privilegeTree = treeWithRights(treeWith(PRIVILEGE_TREE, declaredCodes), rightsByCode(defs));
  const privilegeCodes = codesOf(privilegeTree);
  const codeSet = new Set(privilegeCodes);
  return registryOf(defs, declaredNames, privilegeTree, privilegeCodes, (code) => codeSet.has(code));
}

function registryOf(
  defs: readonly ResourceDef[],
  declared: ReadonlySet<string>,
  privilegeTree: PrivilegeNode,
  privilegeCodes: readonly string[],
  isPrivilegeCode: IsCode,
): Registry {
  const names = new Set<string>();
  const routes = new Map<string, string>();
  for (const d of defs) {
    if (CHECKS && names.has(d.name)) fail('registry.declared_twice', { resource: d.name }, atSetting('name'));
    names.add(d.name);
    const other = routes.get(d.route);
    if (CHECKS && other) fail('registry.route_claimed', { resource: d.name, other, route: d.route }, atSetting('route'));
    routes.set(d.route, d.name);
  }
  const byName = new Map(defs.map((d) => [d.name, d]));
  if (CHECKS) defs.forEach((d) => checkResource(d, names, byName, isPrivilegeCode));
  const byRoute = new Map(defs.map((d) => [routeName(d), d]));
  return {
    all: defs,
    byName: (n) => byName.get(n),
    byRouteName: (r) => byRoute.get(r),
    generationOrder: generationOrder(defs),
    privilegeTree,
    privilegeCodes,
    isDeclared: (n) => declared.has(n),
  };
}
