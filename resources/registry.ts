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

/**
 * Which part of a declaration a registry error is about, by name (the designer and `PUT /schemas` turn it into the
 * draft's JSON path: `workflow.transitions.repair`, `recordActions.addPile`, `layout.sections.1`, `related.0`).
 */
export type SchemaErrorAt =
  { readonly part: 'transition' | 'action' | 'section' | 'related'; readonly name: string } | { readonly part: 'workflow' | 'layout' | 'header' };

/**
 * Whether registering schemas checks them: everywhere (the server, the tests, the scripts, the app in development)
 * but in the app's production build, where vite.config.ts defines `__REGISTRY_CHECKS__` false — there the built-in
 * schemas are the very files the tests checked, and the declarations in force are the set the server checked at
 * each publish (it answers them whole, with the privilege list). Rollup then leaves the checks' code out of the
 * first screen: 16 KB minified, 4.6 KB gzip (the bench's "JS before the first list").
 */
declare const __REGISTRY_CHECKS__: boolean | undefined;
const CHECKS = typeof __REGISTRY_CHECKS__ === 'undefined' || __REGISTRY_CHECKS__;

export class SchemaError extends Error {
  override name = 'SchemaError';
  constructor(
    message: string,
    readonly at?: SchemaErrorAt,
  ) {
    super(message);
  }
}

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

function levenshtein(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length][b.length];
}

export function didYouMean(word: string, candidates: Iterable<string>): string {
  let best = '';
  let bestScore = Infinity;
  for (const c of candidates) {
    const s = levenshtein(word, c);
    if (s < bestScore) {
      bestScore = s;
      best = c;
    }
  }
  return best && bestScore <= Math.max(3, word.length / 2) ? ` — did you mean \`${best}\`?` : '';
}

function checkField(def: ResourceDef, name: string, field: FieldDef, names: Set<string>): void {
  const where = `field \`${name}\` of \`${def.name}\``;
  if (!(FIELD_KINDS as readonly string[]).includes(field.kind))
    throw new SchemaError(`${where}: unknown kind \`${String(field.kind)}\`${didYouMean(String(field.kind), FIELD_KINDS)}`);
  if ((field.kind === 'reference' || field.kind === 'referenceMany') && !names.has(field.to))
    throw new SchemaError(`${where}: reference \`${field.to}\` is not registered${didYouMean(field.to, names)}`);
  if (field.kind === 'enum' && Object.keys(field.values).length === 0) throw new SchemaError(`${where}: an enum needs at least one value`);
  if ('pattern' in field && field.pattern !== undefined) {
    try {
      new RegExp(field.pattern);
    } catch {
      throw new SchemaError(`${where}: pattern \`${field.pattern}\` is not a valid regular expression`);
    }
  }
}

function checkResource(def: ResourceDef, names: Set<string>, byName: ReadonlyMap<string, ResourceDef>, isPrivilegeCode: IsCode): void {
  const fields = Object.keys(def.fields);
  const need = (what: string, field: string, at?: SchemaErrorAt) => {
    if (!(field in def.fields))
      throw new SchemaError(`\`${def.name}\`: ${what} names field \`${field}\`, which is not declared${didYouMean(field, fields)}`, at);
  };
  if (!/^[a-z][a-z0-9-]*$/.test(def.name))
    throw new SchemaError(`\`${def.name}\`: a resource name is lower-case letters, digits and dashes (it is a URL path)`);
  if (!def.route.startsWith('/')) throw new SchemaError(`\`${def.name}\`: route \`${def.route}\` must start with /`);
  if (!isPrivilegeCode(def.privilege)) throw new SchemaError(`\`${def.name}\`: privilege \`${def.privilege}\` is not in resources/privilege-tree.ts`);
  if (!('id' in def.fields)) throw new SchemaError(`\`${def.name}\`: every resource declares an \`id\` field`);
  if ('relevance' in def.fields)
    throw new SchemaError(`\`${def.name}\`: \`relevance\` is a reserved word of the list API (sort=relevance); name the field otherwise`);
  need('title', def.title);
  def.search?.forEach((s) => need('search', s));
  if (def.defaultSort) need('defaultSort', def.defaultSort.field);
  if (def.scope) {
    need('scope', def.scope.store);
    try {
      storeScopeOf(def, (n) => byName.get(n));
    } catch (error) {
      throw new SchemaError(`\`${def.name}\`: ${(error as Error).message}`);
    }
  }
  for (const c of def.list?.columns ?? []) {
    need('list.columns', c);
    if (!isShownIn(def.fields[c], 'list')) throw new SchemaError(`\`${def.name}\`: list column \`${c}\` is not shown in lists (add 'list' to its views)`);
  }
  def.subtitle?.forEach((s) => need('subtitle', s));
  for (const [name, field] of Object.entries(def.fields)) checkField(def, name, field, names);
  if (actionsOf(def).create)
    for (const [name, field] of Object.entries(def.fields)) {
      const setByServer =
        field.kind === 'id' || name === def.workflow?.field || name === def.scope?.store || field.default !== undefined || !!field.number || !!field.stamp;
      if (field.required && !setByServer && !isWritable(field, 'create'))
        throw new SchemaError(
          `field \`${name}\` of \`${def.name}\`: required, but a create cannot give it a value — add 'create' to its views, give it a \`default\`, or drop \`required\``,
        );
    }
  for (const [name, field] of Object.entries(def.fields))
    if (field.number && (!field.readOnly || field.kind !== 'text' || !field.unique))
      throw new SchemaError(`field \`${name}\` of \`${def.name}\`: a system number is a read-only, unique text field (the server assigns it)`);
  for (const [name, field] of Object.entries(def.fields))
    if (field.stamp && (!field.readOnly || !isStampable(field)))
      throw new SchemaError(`field \`${name}\` of \`${def.name}\`: a stamped field is read-only and ${STAMPABLE.replace('which is not ', '')}`);
  checkRecordActions(def, need, byName, isPrivilegeCode);
  checkPosting(def, need, byName);
  checkConnectedDeclarations(
    def,
    need,
    byName,
    (message) => {
      throw new SchemaError(message);
    },
    didYouMean,
  );
  checkPointsTo(def, byName);
  checkRelated(def, byName);
  checkRules(def);
  checkLayout(def, need);
  checkDisplay(def, need);
  const computed = computedProblems(def);
  if (computed.length) throw new SchemaError(computed[0]);
  for (const name of def.summary ?? []) need('summary', name);
  const wf = def.workflow;
  if (wf) {
    need('workflow', wf.field, { part: 'workflow' });
    const statusField = def.fields[wf.field];
    if (statusField.kind !== 'enum') throw new SchemaError(`\`${def.name}\`: workflow field \`${wf.field}\` must be an enum`, { part: 'workflow' });
    const states = Object.keys(statusField.values);
    const state = (s: string, t: string) => {
      if (!states.includes(s))
        throw new SchemaError(
          `\`${def.name}\`: transition \`${t}\` uses state \`${s}\`, not a value of \`${wf.field}\`${didYouMean(s, states)}`,
          t === 'initial' ? { part: 'workflow' } : { part: 'transition', name: t },
        );
    };
    state(wf.initial, 'initial');
    for (const [t, tr] of Object.entries(wf.transitions)) {
      tr.from.forEach((s) => state(s, t));
      state(tr.to, t);
      tr.asks?.forEach((a) => need(`transition \`${t}\``, a, { part: 'transition', name: t }));
      tr.stamps?.forEach((stamp) => {
        const a = typeof stamp === 'string' ? stamp : stamp.field;
        need(`transition \`${t}\``, a, { part: 'transition', name: t });
        if (!isStampable(def.fields[a]))
          throw new SchemaError(`\`${def.name}\`: transition \`${t}\` stamps \`${a}\`, ${STAMPABLE}`, { part: 'transition', name: t });
        if (typeof stamp === 'string') return;
        // a date some days after the time: the days are a number field's
        if (!['date', 'datetime'].includes(def.fields[a].kind))
          throw new SchemaError(`\`${def.name}\`: transition \`${t}\` stamps \`${a}\` days after its time, but \`${a}\` is not a date or a date-time`, {
            part: 'transition',
            name: t,
          });
        need(`transition \`${t}\`'s stamp of \`${a}\``, stamp.addDays, { part: 'transition', name: t });
        if (def.fields[stamp.addDays].kind !== 'number' || def.fields[stamp.addDays].computed)
          throw new SchemaError(
            `\`${def.name}\`: transition \`${t}\` stamps \`${a}\` \`${stamp.addDays}\` days later, but \`${stamp.addDays}\` is not a stored number field`,
            { part: 'transition', name: t },
          );
      });
      if (tr.privilege && !isPrivilegeCode(tr.privilege))
        throw new SchemaError(`\`${def.name}\`: transition \`${t}\` needs unknown privilege \`${tr.privilege}\``, { part: 'transition', name: t });
    }
  }
}

type Need = (what: string, field: string, at?: SchemaErrorAt) => void;

/** What a stamp can fill: a time (date or date-time) or the acting user (a reference to `sys-users`). */
const isStampable = (field: FieldDef): boolean =>
  field.kind === 'datetime' || field.kind === 'date' || (field.kind === 'reference' && field.to === 'sys-users');
const STAMPABLE = 'which is not a date, a date-time or a reference to `sys-users`';

/**
 * A text field's `display` names a known way of reading, and the field it reads with (`auditAction:resource`) is declared;
 * a JSON field's `changes` names declared fields (the resource's name, the action) and another JSON field (the values before).
 */
function checkDisplay(def: ResourceDef, need: Need): void {
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.kind === 'json' && field.changes) {
      const { resource, from, action } = field.changes;
      for (const other of [resource, from, action]) need(`field \`${name}\`'s changes`, other);
      if (def.fields[from].kind !== 'json' || from === name)
        throw new SchemaError(`field \`${name}\` of \`${def.name}\`: changes.from names \`${from}\`, which is not another JSON field`);
    }
    const display = 'display' in field ? field.display : undefined;
    if (display === undefined || display === 'resourceName') continue;
    const [how, other] = display.split(':');
    if ((how !== 'auditAction' && how !== 'recordOf') || !other)
      throw new SchemaError(`field \`${name}\` of \`${def.name}\`: display \`${display}\` is not one of resourceName, auditAction:<field>, recordOf:<field>`);
    need(`field \`${name}\`'s display`, other);
  }
}

/** A number that points to other records names registered resources and a unique field of theirs (it is looked up by value). */
function checkPointsTo(def: ResourceDef, byName: ReadonlyMap<string, ResourceDef>): void {
  for (const [name, field] of Object.entries(def.fields))
    for (const p of ('pointsTo' in field && field.pointsTo) || []) {
      const target = byName.get(p.resource);
      if (!target)
        throw new SchemaError(
          `field \`${name}\` of \`${def.name}\` points to \`${p.resource}\`, which is not registered${didYouMean(p.resource, byName.keys())}`,
        );
      if (!target.fields[p.field]?.unique)
        throw new SchemaError(`field \`${name}\` of \`${def.name}\` points to \`${p.resource}.${p.field}\`, which is not a unique field of it`);
    }
}

/** A related table names a registered resource, fields of it that exist, and a field of this record they hold. */
function checkRelated(def: ResourceDef, byName: ReadonlyMap<string, ResourceDef>): void {
  for (const r of def.related ?? []) {
    const at = { part: 'related', name: r.resource } as const;
    const target = byName.get(r.resource);
    if (!target) throw new SchemaError(`\`${def.name}\`: related \`${r.resource}\` is not registered${didYouMean(r.resource, byName.keys())}`, at);
    for (const via of Array.isArray(r.via) ? r.via : [r.via])
      if (!target.fields[via])
        throw new SchemaError(
          `\`${def.name}\`: related \`${r.resource}\` via \`${via}\`, which is not a field of it${didYouMean(via, Object.keys(target.fields))}`,
          at,
        );
    if (r.match && !def.fields[r.match])
      throw new SchemaError(`\`${def.name}\`: related \`${r.resource}\` matches \`${r.match}\`, which is not a field of it`, at);
    for (const c of r.columns ?? [])
      if (!target.fields[c]) throw new SchemaError(`\`${def.name}\`: related \`${r.resource}\` shows \`${c}\`, which is not a field of it`, at);
  }
}

function checkRecordActions(def: ResourceDef, need: Need, byName: ReadonlyMap<string, ResourceDef>, isPrivilegeCode: IsCode): void {
  for (const [action, a] of Object.entries(def.recordActions ?? {})) {
    const at = { part: 'action', name: action } as const;
    const target = byName.get(a.creates);
    if (!target)
      throw new SchemaError(
        `\`${def.name}\`: record action \`${action}\` creates \`${a.creates}\`, which is not registered${didYouMean(a.creates, byName.keys())}`,
        at,
      );
    for (const [field, from] of Object.entries(a.prefill)) {
      need(`record action \`${action}\``, from, at);
      if (!isWritable(target.fields[field] ?? { kind: 'id' }, 'create'))
        throw new SchemaError(`\`${def.name}\`: record action \`${action}\` fills \`${field}\`, not a field a create of \`${target.name}\` may write`, at);
    }
    for (const [field, value] of Object.entries(a.preset ?? {})) {
      const f = target.fields[field];
      if (!f || !isWritable(f, 'create') || field in a.prefill)
        throw new SchemaError(`\`${def.name}\`: record action \`${action}\` presets \`${field}\`, not a field a create of \`${target.name}\` may write`, at);
      if (f.kind === 'enum' && !(value in f.values))
        throw new SchemaError(
          `\`${def.name}\`: record action \`${action}\` presets \`${field}\` to \`${value}\`, not one of its values${didYouMean(value, Object.keys(f.values))}`,
          at,
        );
    }
    for (const field of a.asks ?? [])
      if (!isWritable(target.fields[field] ?? { kind: 'id' }, 'create') || field in a.prefill || field in (a.preset ?? {}))
        throw new SchemaError(
          `\`${def.name}\`: record action \`${action}\` asks for \`${field}\`, not a field a create of \`${target.name}\` may write${didYouMean(field, Object.keys(target.fields))}`,
          at,
        );
    if (a.privilege && !isPrivilegeCode(a.privilege))
      throw new SchemaError(`\`${def.name}\`: record action \`${action}\` needs unknown privilege \`${a.privilege}\``, at);
  }
}

/** `requiredWhen` / `visibleWhen` name declared fields of the resource, and values their enums have. */
function checkRules(def: ResourceDef): void {
  for (const p of ruleProblems(def)) {
    const where = `field \`${p.field}\` of \`${def.name}\`: ${p.rule}`;
    if (p.problem === 'unknownField')
      throw new SchemaError(`${where} names field \`${p.on}\`, not another field of it${didYouMean(p.on, Object.keys(def.fields))}`);
    throw new SchemaError(
      `${where}: \`${p.value}\` is not a value of \`${p.on}\`${didYouMean(p.value ?? '', Object.keys((def.fields[p.on] as EnumFieldDef).values))}`,
    );
  }
}

/** The layout places declared fields (each once), related tables the schema declares, and column counts a page can draw. */
function checkLayout(def: ResourceDef, need: Need): void {
  const layout = def.layout;
  if (!layout) return;
  const columnsOk = (n: number | undefined) => n === undefined || (Number.isInteger(n) && n >= 1 && n <= MAX_SECTION_COLUMNS);
  if (!columnsOk(layout.columns)) throw new SchemaError(`\`${def.name}\`: layout columns must be 1 to ${MAX_SECTION_COLUMNS}`, { part: 'layout' });
  for (const f of [...(layout.header?.chips ?? []), ...(layout.header?.figures ?? [])]) need('the layout header', f, { part: 'header' });
  const placed = new Set<string>();
  const sections = new Set<string>();
  const related = new Set((def.related ?? []).map((r) => r.resource));
  for (const s of layout.sections ?? []) {
    const at = { part: 'section', name: s.name } as const;
    if (sections.has(s.name)) throw new SchemaError(`\`${def.name}\`: layout section \`${s.name}\` is declared twice`, at);
    sections.add(s.name);
    if (!columnsOk(s.columns)) throw new SchemaError(`\`${def.name}\`: layout section \`${s.name}\`: columns must be 1 to ${MAX_SECTION_COLUMNS}`, at);
    for (const p of s.fields ?? []) {
      const name = typeof p === 'string' ? p : p.field;
      need(`layout section \`${s.name}\``, name, at);
      if (placed.has(name)) throw new SchemaError(`\`${def.name}\`: field \`${name}\` is placed in two layout sections`, at);
      placed.add(name);
      if (typeof p !== 'string' && p.span !== 'full' && !(Number.isInteger(p.span) && p.span >= 1 && p.span <= MAX_SECTION_COLUMNS))
        throw new SchemaError(
          `\`${def.name}\`: layout section \`${s.name}\`: field \`${name}\` spans ${String(p.span)} columns (1 to ${MAX_SECTION_COLUMNS}, or 'full')`,
          at,
        );
    }
    for (const r of s.related ?? [])
      if (!related.has(r))
        throw new SchemaError(
          `\`${def.name}\`: layout section \`${s.name}\` shows related \`${r}\`, which \`related\` does not declare${didYouMean(r, related)}`,
          at,
        );
  }
}

function checkPosting(def: ResourceDef, need: Need, byName: ReadonlyMap<string, ResourceDef>): void {
  const p = def.posting;
  if (!p) return;
  for (const f of [p.account, p.target, p.amount, ...(p.after ? [p.after] : [])]) need('posting', f);
  const account = def.fields[p.account];
  const target = account.kind === 'reference' ? byName.get(account.to) : undefined;
  if (!target) throw new SchemaError(`\`${def.name}\`: posting account \`${p.account}\` must be a reference field`);
  const named = def.fields[p.target];
  if (named.kind !== 'enum') throw new SchemaError(`\`${def.name}\`: posting target \`${p.target}\` must be an enum naming fields of \`${target.name}\``);
  for (const value of Object.keys(named.values)) {
    const field = target.fields[value];
    if (!field || !['number', 'money', 'percent'].includes(field.kind))
      throw new SchemaError(
        `\`${def.name}\`: posting target value \`${value}\` is not a number field of \`${target.name}\`${didYouMean(value, Object.keys(target.fields))}`,
      );
  }
  if (actionsOf(def).edit || actionsOf(def).delete)
    throw new SchemaError(`\`${def.name}\`: postings are never edited or deleted (actions: {edit: false, delete: false})`);
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
      if (field.kind === 'reference' || field.kind === 'referenceMany') {
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
      if (!DECLARED_CODE.test(d.privilege))
        throw new SchemaError(
          `\`${d.name}\`: privilege \`${d.privilege}\` must be RESOURCE_ADMIN_ then upper-case words joined by _ (RESOURCE_ADMIN_CAB_PILE)`,
        );
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
    if (names.has(d.name)) throw new SchemaError(`resource \`${d.name}\` is declared twice`);
    names.add(d.name);
    const other = routes.get(d.route);
    if (other) throw new SchemaError(`\`${d.name}\` and \`${other}\` both claim route \`${d.route}\``);
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
