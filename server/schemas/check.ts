/**
 * Checks a draft declaration as the built-in schemas are checked at load time: its shape against
 * the declaration format (resources/format-schema.ts, with ajv), then the registry's own rules
 * (resources/registry.ts: kinds, references, field names, privilege codes, routes) with the draft
 * in place. Errors are keyed by JSON path (`fields.cabinetId.to`) and name the fix.
 */
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020';
import type { ResourceDef } from '../../resources/define';
import { extensionCollisions, type Declaration, type Extension } from '../../resources/declarations';
import { DECLARATION_FORMAT, EXTENSION_FORMAT } from '../../resources/format-schema';
import { PAGE_CODES } from '../../resources/menu';
import { SchemaError, didYouMean } from '../../resources/registry';
import type { LiveRegistry } from '../../resources/live-registry';
import { unstorableKeys } from '../../resources/text';

const ajv = new Ajv2020({ allErrors: true, strict: false, verbose: true });
const declarationShape = ajv.compile(DECLARATION_FORMAT);
const extensionShape = ajv.compile(EXTENSION_FORMAT);

/**
 * API paths beside the resources': a resource may not take one as its name. The calls at the
 * origin's root (sign-in, health) are among them: openapi.json keys them by the same paths.
 */
const RESERVED_NAMES = [
  'schemas',
  'search',
  'reports',
  'map',
  'notifications',
  'tenant',
  'client-errors',
  'openapi.json',
  'schema-format.json',
  'auth',
  'healthz',
  'readyz',
];

export type PathErrors = Record<string, string>;

/** `/fields/sn/kind` → `fields.sn.kind` (the root is `declaration`). */
const dotted = (pointer: string) => pointer.replace(/^\//, '').split('/').map(decodeURIComponent).join('.') || 'declaration';

function shapeError(e: ErrorObject): [string, string] {
  const at = dotted(e.instancePath);
  const p = e.params as Record<string, unknown>;
  if (e.keyword === 'additionalProperties') {
    const key = String(p.additionalProperty);
    const known = Object.keys((e.parentSchema as { properties?: object } | undefined)?.properties ?? {});
    return [at === 'declaration' ? key : `${at}.${key}`, `unknown key \`${key}\`${didYouMean(key, known)}`];
  }
  if (e.keyword === 'enum') {
    const allowed = (p.allowedValues as unknown[]).map(String);
    return [at, `must be one of ${allowed.slice(0, 12).join(', ')}${allowed.length > 12 ? ', …' : ''}${didYouMean(String(e.data), allowed)}`];
  }
  if (e.keyword === 'required') return [at === 'declaration' ? String(p.missingProperty) : `${at}.${String(p.missingProperty)}`, 'required'];
  return [at, e.message ?? 'invalid'];
}

/** The JSON path in the draft of the part a registry error names (SchemaError `at`): an item of a list by its index in the draft's own list. */
function pathAt(error: SchemaError, declaration: Declaration): string | undefined {
  const at = error.at;
  if (!at) return undefined;
  const d = declaration as Partial<ResourceDef>;
  switch (at.part) {
    case 'workflow':
      return 'workflow';
    case 'layout':
      return 'layout';
    case 'header':
      return 'layout.header';
    case 'transition':
      return `workflow.transitions.${at.name}`;
    case 'action':
      return `recordActions.${at.name}`;
    case 'section': {
      const i = (d.layout?.sections ?? []).findIndex((s) => s.name === at.name);
      return i < 0 ? 'layout' : `layout.sections.${i}`;
    }
    case 'related': {
      const i = (d.related ?? []).findIndex((r) => r.resource === at.name);
      return i < 0 ? 'related' : `related.${i}`;
    }
  }
}

/** The JSON path a registry error is about: the part it names (`at`), else from the names it quotes. */
function pathOf(error: SchemaError, declaration: Declaration): string {
  const located = pathAt(error, declaration);
  if (located) return located;
  const m = error.message;
  const field = /field `(\w+)`/.exec(m)?.[1];
  if (field && field in declaration.fields) {
    if (/reference `/.test(m)) return `fields.${field}.to`;
    if (/unknown kind/.test(m)) return `fields.${field}.kind`;
    if (/pattern `/.test(m)) return `fields.${field}.pattern`;
    if (/requiredWhen/.test(m)) return `fields.${field}.requiredWhen`;
    if (/visibleWhen/.test(m)) return `fields.${field}.visibleWhen`;
    if (/enum needs/.test(m)) return `fields.${field}.values`;
    return `fields.${field}`;
  }
  for (const key of [
    'title',
    'search',
    'defaultSort',
    'route',
    'privilege',
    'scope',
    'list.columns',
    'subtitle',
    'summary',
    'related',
    'layout',
    'workflow',
    'recordActions',
  ]) {
    const word = key.split('.')[0];
    if (m.includes(`${key} `) || m.includes(`\`${word}\``) || m.includes(`${word} `)) return key === 'defaultSort' ? 'defaultSort.field' : key;
  }
  return 'declaration';
}

/**
 * The problems of `declaration` as the draft of resource `name` (none: it may be saved). `published`
 * are the other declarations in force, with which it must hold together.
 */
export function draftProblems(live: LiveRegistry, name: string, declaration: unknown, published: readonly Declaration[]): PathErrors {
  if (typeof declaration !== 'object' || declaration === null || Array.isArray(declaration)) return { declaration: 'must be a JSON object' };
  const body = declaration as Record<string, unknown>;
  // labels, field names, enum values: text the engines cannot store the same (resources/text.ts) is refused before anything reads it
  const unstorable = unstorableKeys(body);
  if (unstorable.length)
    return Object.fromEntries(
      unstorable.map((key) => [key, 'holds a control character (other than tab, CR and LF) or a lone surrogate, which the database cannot store']),
    );
  if (body.name !== name) return { name: `must be \`${name}\`, the name in the address` };
  const builtIn = live.builtIn.byName(name);
  const shape = builtIn ? extensionShape : declarationShape;
  if (!shape(declaration)) {
    const errors = Object.fromEntries((shape.errors ?? []).map(shapeError).reverse());
    // on a built-in resource, a setting of its own (its route, its workflow) read differently: what it declares stays
    if (builtIn)
      for (const key of Object.keys(body))
        if (errors[key]?.startsWith('unknown key') && key in builtIn)
          errors[key] =
            `\`${key}\` is what the built-in \`${name}\` declares itself: it cannot change (an extension adds fields, related tables, layout sections and record actions)`;
    return errors;
  }
  const draft = declaration as Declaration;
  const errors: PathErrors = {};
  if (builtIn) {
    for (const [path, what] of Object.entries(extensionCollisions(builtIn, draft as Extension))) {
      const [group] = path.split('.');
      errors[path] =
        group === 'fields'
          ? `\`${what}\` is a built-in field of \`${name}\`: a custom field needs a name of its own`
          : group === 'related'
            ? `\`${name}\` already lists \`${what}\`: a related table it declares cannot be added again`
            : group === 'layout'
              ? `\`${what}\` is a section of \`${name}\` already: an added section needs a name of its own`
              : `\`${what}\` is a record action of \`${name}\` already: an added action needs a name of its own`;
    }
  } else {
    if (RESERVED_NAMES.includes(name)) errors.name = `\`${name}\` is a path of the API itself: choose another name`;
    const def = draft as ResourceDef;
    if (PAGE_CODES.has(def.route)) errors.route = `\`${def.route}\` is a page of the app: choose another route`;
  }
  for (const [field, def] of Object.entries(draft.fields))
    if (def.renamedFrom !== undefined && def.renamedFrom in draft.fields)
      errors[`fields.${field}.renamedFrom`] = `\`${def.renamedFrom}\` is still declared: remove it, or rename it to \`${field}\` instead`;
  if (Object.keys(errors).length) return errors;
  // the registry stops at a declaration's first problem: a transition, record action, section or related table at
  // fault is set aside and the rest checked again, so that each part's problem comes at once
  let rest = draft;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    try {
      live.candidate([...published.filter((d) => d.name !== name), rest]);
      break;
    } catch (error) {
      if (!(error instanceof SchemaError)) throw error;
      errors[pathOf(error, draft)] ??= error.message;
      const next = error.at && withoutPart(rest, error.at);
      if (!next) break;
      rest = next;
    }
  }
  return errors;
}

/** How many parts at fault are set aside before the check stops looking (a draft is not expected to hold more). */
const MAX_ROUNDS = 20;

/**
 * The draft without the part a registry error names, when setting it aside leaves the rest as it was (a section
 * drawing a related table set aside lets go of it); none when it does not (a workflow, a field: others name them).
 */
function withoutPart(draft: Declaration, at: NonNullable<SchemaError['at']>): Declaration | undefined {
  const d = draft as Partial<ResourceDef> & Declaration;
  const keyed = <T>(record: Readonly<Record<string, T>> | undefined, name: string) =>
    Object.fromEntries(Object.entries(record ?? {}).filter(([key]) => key !== name));
  switch (at.part) {
    case 'transition':
      return d.workflow ? ({ ...d, workflow: { ...d.workflow, transitions: keyed(d.workflow.transitions, at.name) } } as Declaration) : undefined;
    case 'action':
      return { ...d, recordActions: keyed(d.recordActions, at.name) } as Declaration;
    case 'section':
      return d.layout ? ({ ...d, layout: { ...d.layout, sections: (d.layout.sections ?? []).filter((x) => x.name !== at.name) } } as Declaration) : undefined;
    case 'related': {
      const sections = d.layout?.sections?.map((x) => ({ ...x, related: x.related?.filter((r) => r !== at.name) }));
      return {
        ...d,
        related: (d.related ?? []).filter((r) => r.resource !== at.name),
        ...(d.layout ? { layout: { ...d.layout, sections } } : {}),
      } as Declaration;
    }
    default:
      return undefined;
  }
}
