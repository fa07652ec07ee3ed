/**
 * The JSON Schema (draft 2020-12) of a resource declaration: the format of the built-in schema
 * files (resources/<section>/<name>.ts, plain data) and of the declarations admins make at run
 * time (CONTRACT §2.4, served at `GET /admin-company/v1/schema-format.json`). Every object is
 * closed (`additionalProperties: false`), so a misspelt key is refused rather than ignored.
 * What JSON Schema cannot say (a title naming a declared field, a reference to a registered
 * resource) the registry checks when it loads (resources/registry.ts).
 */
import { UNITS } from '../kinds/number';
import { CHIP_COLORS, FIELD_KINDS, FILTER_KINDS, ICON_NAMES, MENU_GROUPS, MENU_SECTIONS, ALL_VIEWS } from './define';
import { KIND_OPTIONS, KINDS, kindsTaking } from '../kinds';
import type { KindCore } from '../kinds/types';

type Schema = Record<string, unknown>;

const closed = (properties: Record<string, Schema>, required: string[] = []): Schema => ({ type: 'object', properties, required, additionalProperties: false });
const name = { type: 'string', pattern: '^[A-Za-z_$][\\w$]*$' };
const names = { type: 'array', items: name };
const text = { type: 'string', minLength: 1 };
const stringMap = { type: 'object', additionalProperties: { type: 'string' } };
/** A field's condition: field → the values it holds (each a string, a number or a boolean: `anyOf`, not a union `type`, which strict validators refuse). */
const condition = {
  type: 'object',
  minProperties: 1,
  additionalProperties: { type: 'array', minItems: 1, items: { anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] } },
};

/** Every option a field may take; which apply to which kind is stated below (`allOf`). */
const FIELD_OPTIONS: Record<string, Schema> = {
  kind: { enum: [...FIELD_KINDS] },
  required: { type: 'boolean' },
  readOnly: { type: 'boolean' },
  unique: { type: 'boolean' },
  views: { type: 'array', items: { enum: [...ALL_VIEWS] }, uniqueItems: true },
  sortable: { type: 'boolean' },
  filter: { enum: [...FILTER_KINDS] },
  alwaysOn: { type: 'boolean' },
  default: {},
  writeOnly: { type: 'boolean' },
  stamp: { type: 'boolean' },
  number: closed({ prefix: { type: 'string', pattern: '^[A-Z]{1,6}$' }, digits: { type: 'integer', minimum: 1, maximum: 12 } }, ['prefix', 'digits']),
  mask: { enum: ['idCard', 'bankCard'] },
  requiredWhen: condition,
  visibleWhen: condition,
  renamedFrom: name,
  copiedFrom: closed({ via: name, field: name }, ['via', 'field']),
  // worked out when read (ComputedDef): days past a date, while a condition holds; money at a price per day
  computed: closed({ daysPast: name, when: condition, perDay: closed({ price: name, days: name }, ['price', 'days']) }, ['daysPast']),
  // text kinds
  pointsTo: { type: 'array', items: closed({ resource: text, field: name }, ['resource', 'field']) },
  display: { type: 'string', pattern: '^(resourceName|auditAction:\\w+|recordOf:\\w+)$' },
  minLength: { type: 'integer', minimum: 0 },
  maxLength: { type: 'integer', minimum: 1 },
  pattern: { type: 'string' },
  patternMessage: { type: 'string' },
  // number kinds
  min: { type: 'number' },
  max: { type: 'number' },
  integer: { type: 'boolean' },
  unit: { enum: [...UNITS] },
  // enum
  values: { type: 'object', minProperties: 1, additionalProperties: { enum: [...CHIP_COLORS] } },
  // references
  to: text,
  filterThrough: { type: 'array', minItems: 1, uniqueItems: true, items: name },
  // json: a write's changes to a record of the resource a field names (ChangesDef)
  changes: closed({ resource: name, from: name, action: name }, ['resource', 'from', 'action']),
};

/** `options` only for fields of `kinds` (each named as a property where it is required: every `required` name is a property of its schema). */
const onlyFor = (kinds: string[], options: string[]): Schema => ({
  if: { properties: { kind: { not: { enum: kinds } } } },
  then: { not: anyOf(options.map((o) => ({ properties: { [o]: true }, required: [o] }))) },
});
/** Any of `schemas`: the one itself when there is one. */
const anyOf = (schemas: Schema[]): Schema => (schemas.length === 1 ? schemas[0] : { anyOf: schemas });
/** `option` required for fields of `kinds` (declared where it is required: every `required` name is a property of its schema). */
const neededFor = (kinds: string[], option: string): Schema => ({
  if: { properties: { kind: { enum: kinds } } },
  then: { properties: { [option]: FIELD_OPTIONS[option] }, required: [option] },
});

/**
 * What each kind takes and needs, as its kind says (kinds/<family>.ts `options`, `needs`): the options
 * taken by the same kinds in one rule, each needed option required of the kinds that need it.
 */
function kindRules(): Schema[] {
  const takenBy = new Map<string, { kinds: string[]; options: string[] }>();
  for (const option of KIND_OPTIONS) {
    const kinds = kindsTaking(option);
    const group = takenBy.get(kinds.join()) ?? { kinds, options: [] };
    group.options.push(option);
    takenBy.set(kinds.join(), group);
  }
  const needs = KIND_OPTIONS.map((option) => ({ option, kinds: FIELD_KINDS.filter((kind) => (KINDS[kind] as KindCore).needs?.includes(option)) })).filter(
    (n) => n.kinds.length > 0,
  );
  return [...needs.map((n) => neededFor(n.kinds, n.option)), ...[...takenBy.values()].map((g) => onlyFor(g.kinds, g.options))];
}

const FIELD: Schema = { ...closed(FIELD_OPTIONS, ['kind']), allOf: kindRules() };

const TRANSITION = closed(
  {
    from: { type: 'array', minItems: 1, items: { type: 'string' } },
    to: { type: 'string' },
    privilege: text,
    asks: names,
    // a field's name, or a date some days after the time (`{field: 'dueAt', addDays: 'days'}`)
    stamps: { type: 'array', items: { oneOf: [name, closed({ field: name, addDays: name }, ['field', 'addDays'])] } },
    danger: { type: 'boolean' },
    icon: { enum: [...ICON_NAMES] },
    notBy: name,
    posts: closed(
      {
        account: closed({ resource: text, match: name, by: name }, ['resource', 'match', 'by']),
        field: name,
        amount: name,
        sign: { enum: [1, -1] },
        when: condition,
      },
      ['account', 'field', 'amount'],
    ),
  },
  ['from', 'to'],
);

const LABEL_GROUPS = {
  name: text,
  fields: stringMap,
  enums: { type: 'object', additionalProperties: stringMap },
  transitions: stringMap,
  actions: stringMap,
  sections: stringMap,
  // the record page's title (`%{id}`: the record's id) where the title field does not read well
  page: closed({ show: text }),
};
const LABELS = closed(LABEL_GROUPS, ['name']);

const PLACEMENT = {
  oneOf: [name, closed({ field: name, span: { oneOf: [{ type: 'integer', minimum: 1, maximum: 4 }, { const: 'full' }] } }, ['field', 'span'])],
};

const RELATED = {
  type: 'array',
  items: closed({ resource: text, via: { oneOf: [name, { type: 'array', minItems: 1, items: name }] }, match: name, columns: names }, ['resource', 'via']),
};

const SECTIONS = {
  type: 'array',
  items: closed(
    {
      name,
      columns: { type: 'integer', minimum: 1, maximum: 4 },
      fields: { type: 'array', items: PLACEMENT },
      related: { type: 'array', items: text },
    },
    ['name'],
  ),
};

const RECORD_ACTIONS = {
  type: 'object',
  propertyNames: name,
  additionalProperties: closed(
    {
      creates: text,
      prefill: { type: 'object', additionalProperties: name },
      preset: { type: 'object', propertyNames: name, additionalProperties: { type: 'string' } },
      asks: names,
      privilege: text,
      icon: { enum: [...ICON_NAMES] },
    },
    ['creates', 'prefill'],
  ),
};

export const DECLARATION_FORMAT: Schema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://swap-admin.example/schema-format.json',
  title: 'Resource declaration',
  ...closed(
    {
      name: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
      collection: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
      route: { type: 'string', pattern: '^/[\\w/-]+$' },
      privilege: { type: 'string', pattern: '^RESOURCE_[A-Z0-9_]+$' },
      menu: closed(
        {
          section: { enum: [...MENU_SECTIONS] },
          group: { enum: [...MENU_GROUPS] },
          order: { type: 'number' },
          icon: { enum: [...ICON_NAMES] },
          disabled: { type: 'boolean' },
        },
        ['section', 'order', 'icon'],
      ),
      fields: { type: 'object', minProperties: 1, propertyNames: name, additionalProperties: FIELD },
      title: name,
      search: names,
      defaultSort: closed({ field: name, order: { enum: ['ASC', 'DESC'] } }, ['field', 'order']),
      list: closed({ columns: names }),
      summary: names,
      subtitle: names,
      related: RELATED,
      layout: closed({
        header: closed({ chips: names, figures: names }),
        sections: SECTIONS,
        tabs: { type: 'boolean' },
        columns: { type: 'integer', minimum: 1, maximum: 4 },
      }),
      labels: closed({ zh_CN: LABELS, en: LABELS, fr: LABELS, ar: LABELS }),
      globalSearch: { type: 'boolean' },
      recordActions: RECORD_ACTIONS,
      posting: closed(
        {
          account: name,
          target: name,
          amount: name,
          after: name,
        },
        ['account', 'target', 'amount'],
      ),
      ledger: closed({ resource: text, refusedWhen: condition, stamps: names }, ['resource']),
      payment: closed(
        {
          paid: name,
          paidWhen: condition,
          owner: name,
          refundStates: closed({ pending: { type: 'string' }, refunded: { type: 'string' }, refused: { type: 'string' } }),
        },
        ['paid', 'paidWhen', 'owner'],
      ),
      refundOf: closed(
        {
          type: name,
          targets: { type: 'object', additionalProperties: text },
          number: name,
          numberField: name,
          amount: name,
          owner: name,
          store: name,
          open: { type: 'array', items: { type: 'string' } },
          settled: { type: 'array', items: { type: 'string' } },
        },
        ['type', 'targets', 'number', 'numberField', 'amount', 'owner', 'open', 'settled'],
      ),
      perPageOptions: { type: 'array', items: { type: 'integer', minimum: -1 } },
      perPage: { type: 'integer', minimum: 1 },
      actions: closed({
        create: { type: 'boolean' },
        edit: { type: 'boolean' },
        delete: { type: 'boolean' },
        export: { type: 'boolean' },
        bulkDelete: { type: 'boolean' },
      }),
      workflow: closed({ field: name, initial: { type: 'string' }, transitions: { type: 'object', propertyNames: name, additionalProperties: TRANSITION } }, [
        'field',
        'initial',
        'transitions',
      ]),
      scope: closed({ store: name }, ['store']),
    },
    ['name', 'route', 'privilege', 'menu', 'fields', 'title'],
  ),
};

/**
 * What a declaration adds to a built-in resource (`PUT /schemas/batteries` with only new fields, related tables, layout
 * sections, record actions, and their labels): the labels need no resource name. `fields` may be empty (a cabinet's
 * extension that only lists its charging piles).
 */
export const EXTENSION_FORMAT: Schema = {
  title: 'What a declaration adds to a built-in resource',
  ...closed(
    {
      name: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
      fields: { type: 'object', propertyNames: name, additionalProperties: FIELD },
      related: RELATED,
      layout: closed({ sections: SECTIONS }),
      recordActions: RECORD_ACTIONS,
      labels: closed(Object.fromEntries(['zh_CN', 'en', 'fr', 'ar'].map((l) => [l, closed(LABEL_GROUPS)]))),
    },
    ['name', 'fields'],
  ),
};

/** What `GET /admin-company/v1/schema-format.json` serves: a resource declaration, or what one adds to a built-in resource. */
export const SCHEMA_FORMAT_DOCUMENT: Schema = (() => {
  const { $schema, $id, ...declaration } = DECLARATION_FORMAT;
  return {
    $schema,
    $id,
    title: 'A run-time declaration: a resource, or what one adds to a built-in resource (CONTRACT §2.4)',
    anyOf: [{ $ref: '#/$defs/declaration' }, { $ref: '#/$defs/extension' }],
    $defs: { declaration, extension: EXTENSION_FORMAT },
  };
})();
