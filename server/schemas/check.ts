/**
 * Checks a draft declaration as the built-in schemas are checked at load time: its shape against
 * the declaration format (resources/format-schema.ts, with ajv), then the registry's own rules
 * (resources/registry.ts: kinds, references, field names, privilege codes, routes) with the draft
 * in place. Errors are keyed by JSON path (`fields.cabinetId.to`), name the fix, and are said in the caller's
 * language: the registry's by their words (resources/registry-words.ts), ajv's through ajv-i18n.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import type { FieldDef, ResourceDef } from '../../resources/define';
import { KINDS } from '../../kinds';
import { extensionCollisions, type Declaration, type Extension } from '../../resources/declarations';
import { DECLARATION_FORMAT, EXTENSION_FORMAT } from '../../resources/format-schema';
import { PAGE_CODES } from '../../resources/menu';
import { SchemaError, hint } from '../../resources/registry';
import { renderServerText, say, type ServerText } from '../../i18n/server';
import type { LocaleCode } from '../../i18n/types';
import localizeAr from 'ajv-i18n/localize/ar';
import localizeEn from 'ajv-i18n/localize/en';
import localizeFr from 'ajv-i18n/localize/fr';
import localizeZh from 'ajv-i18n/localize/zh';
import type { LiveRegistry } from '../../resources/live-registry';
import { unstorableKeys } from '../../resources/text';

/**
 * The declaration format's validators, compiled with the first draft checked rather than when the server starts: ajv's
 * compile of both formats was 0.2–0.3 s of every start (measured with --cpu-prof), and most starts check no draft.
 */
let shapes: { declaration: ValidateFunction; extension: ValidateFunction } | undefined;
function shapesOf() {
  if (!shapes) {
    const ajv = new Ajv2020({ allErrors: true, strict: false, verbose: true });
    shapes = { declaration: ajv.compile(DECLARATION_FORMAT), extension: ajv.compile(EXTENSION_FORMAT) };
  }
  return shapes;
}

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
/** The problems before they are said in a language. */
type PathTexts = Record<string, ServerText>;

/** ajv's own messages in each language of the app (ajv-i18n). */
const AJV_WORDS: Readonly<Record<LocaleCode, (errors: ErrorObject[]) => void>> = { zh_CN: localizeZh, en: localizeEn, fr: localizeFr, ar: localizeAr };

/** The registry's words (resources/registry-words.ts) are keys of the server's catalogue. */
export const textOf = (error: SchemaError): ServerText => error.words as ServerText;

/** `/fields/sn/kind` → `fields.sn.kind` (the root is `declaration`). */
const dotted = (pointer: string) => pointer.replace(/^\//, '').split('/').map(decodeURIComponent).join('.') || 'declaration';

/** A problem of the declaration's shape, at its path; what ajv says of it is already in the caller's language (`e.message`). */
function shapeError(e: ErrorObject): [string, ServerText] {
  const at = dotted(e.instancePath);
  const p = e.params as Record<string, unknown>;
  if (e.keyword === 'additionalProperties') {
    const key = String(p.additionalProperty);
    const known = Object.keys((e.parentSchema as { properties?: object } | undefined)?.properties ?? {});
    return [at === 'declaration' ? key : `${at}.${key}`, say('schema.unknown_key', { key, hint: hintText(key, known) })];
  }
  if (e.keyword === 'enum') {
    const allowed = (p.allowedValues as unknown[]).map(String);
    const listed = `${allowed.slice(0, 12).join(', ')}${allowed.length > 12 ? ', …' : ''}`;
    return [at, say('schema.one_of', { allowed: listed, hint: hintText(String(e.data), allowed) })];
  }
  if (e.keyword === 'required') return [at === 'declaration' ? String(p.missingProperty) : `${at}.${String(p.missingProperty)}`, say('schema.required')];
  return [at, say('registry.as_is', { text: e.message ?? 'invalid' })];
}

/** The registry's "did you mean" as a value of the server's words ('' when nothing is near). */
const hintText = (word: string, candidates: Iterable<string>): string | ServerText => hint(word, candidates) as string | ServerText;

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
    case 'field':
      return at.name in declaration.fields ? `fields.${at.name}${at.option ? `.${at.option}` : ''}` : 'fields';
    case 'setting':
      return at.key;
  }
}

/**
 * The JSON path in the draft of resource `name` a registry error is about: where the error says it is (`at`), when it
 * is about this resource (another one's problem — a published declaration this draft breaks — is the whole draft's).
 */
function pathOf(error: SchemaError, declaration: Declaration, name: string): string {
  const about = error.words.params?.resource;
  if (about !== undefined && about !== name) return 'declaration';
  return pathAt(error, declaration) ?? 'declaration';
}

/**
 * The problems of `declaration` as the draft of resource `name` (none: it may be saved), each said in `locale`.
 * `published` are the other declarations in force, with which it must hold together.
 */
export function draftProblems(live: LiveRegistry, name: string, declaration: unknown, published: readonly Declaration[], locale: LocaleCode): PathErrors {
  const texts = draftTexts(live, name, declaration, published, locale);
  return Object.fromEntries(Object.entries(texts).map(([path, text]) => [path, renderServerText(text, locale)]));
}

function draftTexts(live: LiveRegistry, name: string, declaration: unknown, published: readonly Declaration[], locale: LocaleCode): PathTexts {
  if (typeof declaration !== 'object' || declaration === null || Array.isArray(declaration)) return { declaration: say('schema.not_object') };
  const body = declaration as Record<string, unknown>;
  // labels, field names, enum values: text the engines cannot store the same (resources/text.ts) is refused before anything reads it
  const unstorable = unstorableKeys(body);
  if (unstorable.length) return Object.fromEntries(unstorable.map((key) => [key, say('schema.unstorable')]));
  if (body.name !== name) return { name: say('schema.name_mismatch', { name }) };
  const builtIn = live.builtIn.byName(name);
  const shape = builtIn ? shapesOf().extension : shapesOf().declaration;
  if (!shape(declaration)) {
    const found = shape.errors ?? [];
    AJV_WORDS[locale](found);
    const errors = Object.fromEntries(found.map(shapeError).reverse());
    // on a built-in resource, a setting of its own (its route, its workflow) read differently: what it declares stays
    if (builtIn)
      for (const key of Object.keys(body))
        if (errors[key]?.key === 'schema.unknown_key' && key in builtIn) errors[key] = say('schema.built_in_own', { key, name });
    return errors;
  }
  const draft = declaration as Declaration;
  const errors: PathTexts = {};
  if (builtIn) {
    const COLLISION = { fields: 'schema.builtin_field', related: 'schema.builtin_related', layout: 'schema.builtin_section' } as const;
    for (const [path, what] of Object.entries(extensionCollisions(builtIn, draft as Extension))) {
      const group = path.split('.')[0] as keyof typeof COLLISION;
      errors[path] = say(COLLISION[group] ?? 'schema.builtin_action', { what, name });
    }
  } else {
    if (RESERVED_NAMES.includes(name)) errors.name = say('schema.reserved_name', { name });
    const def = draft as ResourceDef;
    if (PAGE_CODES.has(def.route)) errors.route = say('schema.page_route', { route: def.route });
  }
  for (const [field, def] of Object.entries(draft.fields))
    if (def.renamedFrom !== undefined && def.renamedFrom in draft.fields)
      errors[`fields.${field}.renamedFrom`] = say('schema.renamed_still_declared', { from: def.renamedFrom, field });
  if (Object.keys(errors).length) return errors;
  // the registry stops at a declaration's first problem: a field, transition, record action, section or related table
  // at fault is set aside and the rest checked again, so that each part's problem comes at once
  let rest = draft;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    try {
      live.candidate([...published.filter((d) => d.name !== name), rest]);
      break;
    } catch (error) {
      if (!(error instanceof SchemaError)) throw error;
      errors[pathOf(error, draft, name)] ??= textOf(error);
      const next = error.at && withoutPart(rest, error.at);
      if (!next) break;
      rest = next;
    }
  }
  return errors;
}

/** How many parts at fault are set aside before the check stops looking (a draft is not expected to hold more). */
const MAX_ROUNDS = 20;

/** What a field cannot be declared without: its kind, and what the kind needs (an enum's values, a reference's target). */
const needed = (field: FieldDef): string[] => ['kind', ...(KINDS[field.kind]?.needs ?? [])];

/**
 * A field as plainly as it can be declared while the rest of the draft still finds it as it was: its kind with what
 * the kind needs (an enum's values, a reference's target), unique and read-only as declared (other parts and other
 * declarations rely on those); every other option set aside.
 */
function plainField(field: FieldDef): FieldDef {
  const kept = [...needed(field), 'unique', 'readOnly'];
  return Object.fromEntries(Object.entries(field).filter(([key]) => kept.includes(key))) as unknown as FieldDef;
}

/** The draft with one of its fields replaced. */
const withField = (draft: Declaration, name: string, field: FieldDef): Declaration => ({ ...draft, fields: { ...draft.fields, [name]: field } }) as Declaration;

/**
 * The draft without the part a registry error names, when setting it aside leaves the rest as it was (a section
 * drawing a related table set aside lets go of it; a field keeps its name, kind and what its kind needs, the option at
 * fault or else its other options set aside); none when it does not (a workflow, a field's kind or target: others name them).
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
    case 'field': {
      const field = d.fields[at.name] as FieldDef | undefined;
      if (!field) return undefined;
      if (at.option && at.option in field && !needed(field).includes(at.option)) {
        const { [at.option as keyof FieldDef]: _aside, ...rest } = field;
        return withField(draft, at.name, rest as FieldDef);
      }
      const plain = plainField(field);
      return Object.keys(plain).length < Object.keys(field).length ? withField(draft, at.name, plain) : undefined;
    }
    default:
      return undefined;
  }
}
