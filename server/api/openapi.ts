/**
 * `GET /admin-company/v1/openapi.json`: an OpenAPI 3.1 document derived from the schemas, never
 * kept by hand, and exactly true (CONTRACT §2.1): it lists only the operations a resource offers,
 * and states per operation what a client may and must send (resources/writes.ts, the rules the
 * server applies) and what comes back; the API's other calls are its parts (openapi-*.ts): the
 * session and health calls at the origin's root, the data-model calls, the reports and the map,
 * and the API's own. tests/api/conformance.test.ts and tests/api/openapi-*.test.ts hold it to that.
 */
import { allowedMethods } from '../../resources/access';
import { isSortable, type FieldDef, type ResourceDef, type StampDef, type TransitionDef } from '../../resources/define';
import { KINDS } from '../../kinds';
import { isReference } from '../../kinds/reference';
import { holds } from '../../resources/rules';
import type { Registry } from '../../resources/registry';
import { rightCode, type RightKind } from '../../resources/rights';
import { bulkEditableFields, isWritable, MAX_BULK_IDS, requiredFields, writableFields, type Mode } from '../../resources/writes';
import { MAX_SIZE, RELEVANCE, searchedFields } from './list-query';
import {
  COMMON_ERRORS,
  ERROR_SCHEMA,
  NOT_FOUND,
  SYSTEM_TAG,
  WRITE_ERRORS,
  envelope,
  errorResponse,
  json,
  ref,
  type DocumentPart,
  type Schema,
} from './openapi-parts';
import { reportsPart } from './openapi-reports';
import { reconciliationPart } from './reconciliation';
import { schemasPart } from './openapi-schemas';
import { sessionsPart } from './openapi-sessions';
import { systemPart } from './openapi-system';
import { eventsPart } from './openapi-events';
import { viewsPart } from './openapi-views';
import { importPart } from './openapi-import';
import { TRASH } from '../records/trash';

/** One write of a record in its history (`GET /{resource}/{id}/history`). */
const HISTORY_ENTRY: Schema = {
  type: 'object',
  required: ['at', 'actor', 'action', 'via', 'changes'],
  properties: {
    at: { type: 'string', format: 'date-time' },
    actor: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'string' }, name: { type: 'string' } }, additionalProperties: false },
    action: { type: 'string', description: 'create, update, delete, transition:<name>, action:<name>, posting:<resource>, refund:<resource>' },
    via: { type: 'string', description: 'The resource (screen) the write came through' },
    changes: {
      type: 'array',
      items: { type: 'object', required: ['field', 'from', 'to'], properties: { field: { type: 'string' }, from: {}, to: {} }, additionalProperties: false },
    },
  },
  additionalProperties: false,
};

/** An operation's name in a generated client: `cabDevices_list`, `refundOrders_approve`. */
const operationId = (def: ResourceDef, op: string): string => `${def.name.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase())}_${op}`;

/** The states of an account (its `ledger.refusedWhen`) that take no posting, in words. */
const refusedStates = (account: ResourceDef | undefined): string | false =>
  !!account?.ledger?.refusedWhen &&
  `The account's state takes no posting (${Object.entries(account.ledger.refusedWhen)
    .map(([field, states]) => `${field}: ${states.join(', ')}`)
    .join('; ')})`;

/** The account a schema's postings move (its `posting` account's resource). */
const postingAccount = (def: ResourceDef, registry: Registry): ResourceDef | undefined => {
  const field = def.posting && def.fields[def.posting.account];
  return field?.kind === 'reference' ? registry.byName(field.to) : undefined;
};

/** Why a create may conflict with the stored records. */
const createConflict = (def: ResourceDef, registry: Registry, uniqueClash: boolean): string =>
  [
    uniqueClash && 'A unique value is in use',
    def.posting && 'The posting would take the account below its minimum',
    refusedStates(postingAccount(def, registry)),
  ]
    .filter(Boolean)
    .join('; or: ');

/** Why a transition may conflict: the state, four eyes, the account it posts to. */
const transitionConflict = (t: TransitionDef, registry: Registry): string =>
  [
    'Not allowed from the current state',
    t.notBy && `The caller is the user in \`${t.notBy}\` (who created it may not run this)`,
    t.posts && 'The posting would take the account below its minimum, or the record has no account',
    t.posts && refusedStates(registry.byName(t.posts.account.resource)),
  ]
    .filter(Boolean)
    .join('; or: ');

const kindSchema = (field: FieldDef): Schema => ({ ...KINDS[field.kind].jsonSchema(field) });

/** One field's value: its kind's schema, with what the field adds (uniqueness; non-empty when required; `null` to clear). */
function valueSchema(field: FieldDef, opts: { required?: boolean; nullable?: boolean } = {}): Schema {
  const schema = kindSchema(field);
  if (field.unique) schema['x-unique'] = true;
  if (opts.required) {
    // the server refuses an empty or blank value of a required field
    if (schema.type === 'string' && schema.pattern === undefined && schema.enum === undefined) schema.pattern = '\\S';
    if (schema.type === 'string') schema.minLength = Math.max(1, Number(schema.minLength ?? 0));
    if (schema.type === 'array') schema.minItems = 1;
  }
  return opts.nullable ? { oneOf: [schema, { type: 'null' }] } : schema;
}

/** A transition's stamp (resources/stamps.ts), in words. */
const stampWords = (stamp: StampDef): string =>
  typeof stamp === 'string' ? `\`${stamp}\` (the time, or the acting user)` : `\`${stamp.field}\` (\`${stamp.addDays}\` days after the time)`;

/** What a computed field holds (resources/computed.ts), in words. */
function computedWords(field: FieldDef): string {
  const c = field.computed;
  if (!c) return '';
  const when = Object.entries(c.when ?? {})
    .map(([f, values]) => `\`${f}\` is ${values.map(String).join(' or ')}`)
    .join(' and ');
  const days = `the whole days (24 hours each, from 1) \`${c.daysPast}\` is in the past`;
  const what =
    field.kind === 'boolean'
      ? `whether \`${c.daysPast}\` is a whole day or more in the past${when ? ` while ${when}` : ''} (false otherwise)`
      : `${c.perDay ? `${days} × \`${c.perDay.price}\` ÷ \`${c.perDay.days}\`, rounded to the cent` : days}${when ? `, while ${when}` : ''}; absent otherwise`;
  return `Computed by the server when it answers a list or a record's GET, never stored nor written: ${what}.`;
}

/** What a read (list, one, and every write's answer) returns. */
function readSchema(def: ResourceDef): Schema {
  const properties: Record<string, Schema> = {};
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.writeOnly) continue;
    const schema = valueSchema(field);
    if (field.mask) {
      // lists, searches and the audit log answer it masked (`6105**********1257`): no pattern, its length kept
      delete schema.pattern;
      schema['x-mask'] = field.mask;
    }
    const neverWritten = name === def.workflow?.field || (!isWritable(field, 'create') && !isWritable(field, 'update'));
    properties[name] = neverWritten ? { ...schema, readOnly: true } : schema;
    if (field.computed) properties[name] = { ...properties[name], readOnly: true, description: computedWords(field), 'x-computed': field.computed };
  }
  const always = Object.entries(def.fields)
    .filter(([name, field]) => !field.writeOnly && (name === 'id' || name === def.workflow?.field || field.required))
    .map(([name]) => name);
  // every record's version (CONTRACT §2.5): 1 at create, one more at every write; the ETag of GET
  properties.version = { type: 'integer', minimum: 1, readOnly: true, description: 'The record’s version: 1 when created, one more at every write' };
  return { type: 'object', properties, required: always, additionalProperties: false };
}

/** What a body of `mode` may hold (`required`: what it must). */
function writeSchema(def: ResourceDef, mode: Mode): Schema {
  const properties: Record<string, Schema> = {};
  const required = requiredFields(def, mode);
  for (const [name, field] of writableFields(def, mode)) {
    const mandatory = field.required && !(field.writeOnly && mode !== 'create');
    const schema = valueSchema(field, { required: mandatory, nullable: mode === 'patch' && !mandatory });
    if (field.writeOnly) schema.writeOnly = true;
    if (mode === 'create' && field.default !== undefined) schema.default = field.default;
    if (field.requiredWhen) schema['x-required-when'] = field.requiredWhen;
    if (field.visibleWhen) schema['x-visible-when'] = field.visibleWhen;
    properties[name] = schema;
  }
  const rules = mode === 'patch' ? { required: [], clauses: [] } : ruleClauses(def, mode);
  const out: Schema = { type: 'object', properties, required: [...new Set([...required, ...rules.required])], additionalProperties: false };
  if (rules.clauses.length) out.allOf = rules.clauses;
  return out;
}

/**
 * What a body's JSON Schema can say of the `requiredWhen` rules (resources/rules.ts): a field
 * required whenever a create starts in a state that asks for it, and `if`/`then` where the body
 * itself holds the fields a condition names. A condition on what the body does not hold (a PATCH
 * over the stored record, the state of a PUT's record) is stated only by `x-required-when`.
 */
function ruleClauses(def: ResourceDef, mode: 'create' | 'update'): { required: string[]; clauses: Schema[] } {
  const required: string[] = [];
  const clauses: Schema[] = [];
  const sent = new Set(writableFields(def, mode).map(([name]) => name));
  const fixed: Record<string, unknown> = mode === 'create' && def.workflow ? { [def.workflow.field]: def.workflow.initial } : {};
  for (const [name] of writableFields(def, mode)) {
    const field = def.fields[name];
    if (!field.requiredWhen) continue;
    // required while its requiredWhen holds and it is visible: both conditions at once
    const condition = new Map<string, readonly (string | number | boolean)[]>(Object.entries(field.requiredWhen));
    for (const [f, values] of Object.entries(field.visibleWhen ?? {}))
      condition.set(f, condition.has(f) ? values.filter((v) => condition.get(f)?.includes(v)) : values);
    const on = [...condition.entries()];
    if (on.some(([f]) => !sent.has(f) && !(f in fixed))) continue;
    if (!holds(Object.fromEntries(on.filter(([f]) => f in fixed)), fixed)) continue;
    const inBody = on.filter(([f]) => sent.has(f));
    if (!inBody.length) required.push(name);
    else {
      // a create that leaves out a field with a default gets the default: when that satisfies the condition, leaving it out does too
      const defaultHolds = (f: string, values: readonly unknown[]) => mode === 'create' && values.includes(def.fields[f].default as never);
      clauses.push({
        if: {
          properties: Object.fromEntries(inBody.map(([f, values]) => [f, { enum: [...values] }])),
          required: inBody.filter(([f, values]) => !defaultHolds(f, values)).map(([f]) => f),
        },
        // the field it requires is declared where it is required (every `required` name is a property of its schema), as it must then be: not empty
        then: { properties: { [name]: valueSchema(field, { required: true }) }, required: [name] },
      });
    }
  }
  return { required, clauses };
}

/** The list call's filter parameters: one per declared filter, typed by the field's kind. */
function filterParameters(def: ResourceDef, registry: Registry): Schema[] {
  const out: Schema[] = [
    {
      name: 'id',
      in: 'query',
      description: 'Records with any of these ids',
      schema: { type: 'array', items: { type: 'string' }, maxItems: 200 },
      style: 'form',
      explode: true,
    },
  ];
  for (const [name, field] of Object.entries(def.fields)) {
    if (!field.filter || field.writeOnly || name === 'id') continue;
    const value = queryValueSchema(field);
    // a computed field's filter: the server turns it into conditions on the stored date (resources/computed.ts)
    const computed = field.computed ? ` (computed: ${computedWords(field)})` : '';
    if (field.filter === 'range') {
      out.push({ name: `${name}_gte`, in: 'query', description: `${name} ≥${computed}`, schema: value });
      out.push({ name: `${name}_lte`, in: 'query', description: `${name} ≤${computed}`, schema: value });
    } else if (field.filter === 'search') {
      out.push({ name, in: 'query', description: `${name} contains (case-insensitive)`, schema: { type: 'string', maxLength: 500 } });
    } else {
      out.push({
        name,
        in: 'query',
        description: `${name} is any of${computed}`,
        schema: { type: 'array', items: value, maxItems: 200 },
        style: 'form',
        explode: true,
      });
    }
  }
  // filters through a reference (`filterThrough`): a field of the record it refers to
  for (const [name, field] of Object.entries(def.fields)) {
    const target = field.kind === 'reference' ? registry.byName(field.to) : undefined;
    for (const through of (field.kind === 'reference' && field.filterThrough) || []) {
      const f = target?.fields[through];
      if (!target || !f) continue;
      out.push({
        name: `${name}.${through}`,
        in: 'query',
        description: `Records whose \`${name}\` refers to a ${target.name} record whose ${through} is any of`,
        schema: { type: 'array', items: queryValueSchema(f), maxItems: 200 },
        style: 'form',
        explode: true,
      });
    }
  }
  return out;
}

/** A filter value as the query string carries it. */
function queryValueSchema(field: FieldDef): Schema {
  switch (field.kind) {
    case 'number':
    case 'money':
    case 'percent':
      return { type: 'number' };
    case 'boolean':
      return { type: 'string', enum: ['true', 'false'] };
    case 'enum':
      return { type: 'string', enum: Object.keys(field.values) };
    case 'date':
    case 'datetime':
      return kindSchema(field);
    default:
      return { type: 'string', maxLength: 500 };
  }
}

/** The fields whose values connect to other records (connections.ts): references, and numbers that point to records. */
const referenceFields = (def: ResourceDef) =>
  Object.entries(def.fields)
    .filter(([, f]) => isReference(f) && !f.writeOnly)
    .map(([name]) => name);
const linkedFields = (def: ResourceDef) => [
  ...referenceFields(def),
  ...Object.entries(def.fields)
    .filter(([, f]) => 'pointsTo' in f && f.pointsTo?.length && !f.writeOnly)
    .map(([name]) => name),
];
const byField = (names: readonly string[], value: Schema, description: string): Schema => ({
  type: 'object',
  description,
  properties: Object.fromEntries(names.map((name) => [name, { type: 'object', additionalProperties: value }])),
  required: [...names],
  additionalProperties: false,
});
/** What a page's records connect to: the titles of the records they refer to, and which record (under which resource the caller may open) each value leads to. */
function connectionsProperties(def: ResourceDef): Record<string, Schema> {
  return {
    titles: byField(referenceFields(def), { type: 'string' }, 'The titles of the records referred to, by reference field and id'),
    links: byField(
      linkedFields(def),
      {
        type: 'object',
        required: ['resource', 'id'],
        properties: { resource: { type: 'string' }, id: { type: 'string' } },
        additionalProperties: false,
      },
      'By field and value: the record it leads to, under the resource the caller may show that holds it (none: not to be opened by the caller)',
    ),
  };
}

function listParameters(def: ResourceDef, registry: Registry): Schema[] {
  const sortable = Object.entries(def.fields)
    .filter(([, field]) => isSortable(field) && !field.writeOnly)
    .map(([name]) => name);
  return [
    { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 1e7, default: 1 } },
    { name: 'size', in: 'query', description: `Page size, at most ${MAX_SIZE}`, schema: { type: 'integer', minimum: 1, maximum: MAX_SIZE, default: 20 } },
    {
      name: 'sort',
      in: 'query',
      description: `A field, or \`${RELEVANCE}\`: the matches of \`q\` ranked (exact, then starting with it, ending with it, containing it; the title first)`,
      schema: { type: 'string', enum: [...sortable, RELEVANCE] },
    },
    { name: 'order', in: 'query', schema: { type: 'string', enum: ['asc', 'desc'] } },
    {
      name: 'q',
      in: 'query',
      description: `Searches ${searchedFields(def).join(', ')} (contains, case-insensitive)`,
      schema: { type: 'string', maxLength: 500 },
    },
    ...filterParameters(def, registry),
  ];
}

/** The paths of one resource and the component schemas they use. */
function resourcePaths(def: ResourceDef, registry: Registry): { paths: Record<string, Schema>; schemas: Record<string, Schema> } {
  const tags = [def.menu.section];
  // each operation names the right it needs (CONTRACT §2.6: holding the resource's code grants every one)
  const x = (kind: RightKind, name?: string) => ({ 'x-privilege': rightCode(def.privilege, kind, name), tags });
  const id = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
  const one = { description: 'The record', content: json(envelope(ref(def.name))) };
  // versions (CONTRACT §2.5): a write names the version it was built from; another one is refused
  const ifMatch = {
    name: 'If-Match',
    in: 'header',
    required: false,
    description: 'The version the write was built from (the ETag of GET, `"<version>"`; `*` any): another one is a 412. Without it the write is accepted.',
    schema: { type: 'string' },
  };
  const STALE = { '412': errorResponse('If-Match names another version than the record’s: data.current is the record as it is now') };
  const uniqueClash = Object.values(def.fields).some((f) => f.unique);
  const schemas: Record<string, Schema> = { [def.name]: readSchema(def) };
  const collection: Schema = {
    get: {
      ...x('read'),
      operationId: operationId(def, 'list'),
      summary: `List ${def.name}`,
      parameters: listParameters(def, registry),
      responses: {
        '200': {
          description: 'A page of records and the total',
          content: json(
            envelope({
              type: 'object',
              required: ['data', 'total', 'titles', 'links'],
              properties: { data: { type: 'array', items: ref(def.name) }, total: { type: 'integer', minimum: 0 }, ...connectionsProperties(def) },
              additionalProperties: false,
            }),
          ),
        },
        '400': errorResponse('A malformed or unknown query parameter'),
        ...COMMON_ERRORS,
      },
    },
  };
  // the trash is listed only (CONTRACT §2.5): each entry by its record's id, which POST /{resource}/{id}/restore brings back
  if (def.name === TRASH) {
    collection.get = {
      ...(collection.get as Schema),
      summary: 'The trash: deleted records, newest first, each by its record’s id; `resource` names where to restore it',
    };
    return { paths: { [`/${def.name}`]: collection }, schemas };
  }
  const methods = new Set([...allowedMethods(def, 'collection'), ...allowedMethods(def, 'record')]);
  if (methods.has('POST')) {
    schemas[`${def.name}.create`] = writeSchema(def, 'create');
    collection.post = {
      ...x('create'),
      operationId: operationId(def, 'create'),
      summary: `Create a ${def.name} record`,
      ...(def.refundOf
        ? {
            description: `A refund of the record its \`${def.refundOf.type}\` and \`${def.refundOf.number}\` name: 422 naming \`${def.refundOf.number}\` when it does not exist or is not paid, \`${def.refundOf.owner}\` when it is another's, \`${def.refundOf.amount}\` when above what was paid less what is refunded or pending (the answer's \`refundable\`).`,
          }
        : {}),
      requestBody: { required: true, content: json(ref(`${def.name}.create`)) },
      responses: {
        '200': { ...one, description: 'Created' },
        ...WRITE_ERRORS,
        ...(uniqueClash || def.posting ? { '409': errorResponse(createConflict(def, registry, uniqueClash)) } : {}),
      },
    };
  }
  const record: Schema = {
    get: {
      ...x('read'),
      operationId: operationId(def, 'get'),
      summary: `One ${def.name} record`,
      parameters: [id],
      responses: {
        '200': { ...one, headers: { ETag: { description: 'The record’s version, `"<version>"`: what a write’s If-Match names', schema: { type: 'string' } } } },
        ...COMMON_ERRORS,
        '404': NOT_FOUND,
      },
    },
  };
  if (methods.has('PUT')) {
    schemas[`${def.name}.replace`] = writeSchema(def, 'update');
    schemas[`${def.name}.update`] = writeSchema(def, 'patch');
    const conflicts = { '409': errorResponse('A unique value is in use, or the workflow state was changed outside a transition') };
    record.put = {
      ...x('update'),
      operationId: operationId(def, 'replace'),
      summary: `Replace what a client may write of a ${def.name} record (the rest keeps its stored value)`,
      parameters: [id, ifMatch],
      requestBody: { required: true, content: json(ref(`${def.name}.replace`)) },
      responses: { '200': { ...one, description: 'Updated' }, ...WRITE_ERRORS, '404': NOT_FOUND, ...conflicts, ...STALE },
    };
    // a bulk edit (CONTRACT §2.5): the same values on each record named, each checked and audited as one PATCH
    const bulkFields = new Set(bulkEditableFields(def).map(([name]) => name));
    const patchable = schemas[`${def.name}.update`] as { properties: Record<string, Schema> };
    schemas[`${def.name}.bulk`] = {
      type: 'object',
      required: ['ids', 'data'],
      properties: {
        ids: { type: 'array', minItems: 1, maxItems: MAX_BULK_IDS, items: { oneOf: [{ type: 'string', minLength: 1 }, { type: 'integer' }] } },
        data: {
          type: 'object',
          minProperties: 1,
          properties: Object.fromEntries(Object.entries(patchable.properties).filter(([name]) => bulkFields.has(name))),
          additionalProperties: false,
        },
      },
      additionalProperties: false,
    };
    collection.patch = {
      ...x('update'),
      operationId: operationId(def, 'bulkUpdate'),
      summary: `Set the same fields on several ${def.name} records (a bulk edit): each checked, written and audited as one PATCH`,
      description:
        'A record that refuses (not found, another store’s, a rule it breaks) does not stop the others: `refused` names each with its status and why.',
      requestBody: { required: true, content: json(ref(`${def.name}.bulk`)) },
      responses: {
        '200': {
          description: 'What was written and what was refused',
          content: json(
            envelope({
              type: 'object',
              required: ['done', 'refused'],
              properties: {
                done: { type: 'array', items: { type: 'string' } },
                refused: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['id', 'status', 'reason'],
                    properties: { id: { type: 'string' }, status: { type: 'integer' }, reason: { type: 'string' }, errors: { type: 'object' } },
                  },
                },
              },
              additionalProperties: false,
            }),
          ),
        },
        ...WRITE_ERRORS,
        '400': errorResponse('A malformed body: `ids` is not a list of 1 to 1000 record ids, or `data` names no field'),
      },
    };
    record.patch = {
      ...x('update'),
      operationId: operationId(def, 'update'),
      summary: `Change some fields of a ${def.name} record (null clears an optional one)`,
      parameters: [id, ifMatch],
      requestBody: { required: true, content: json(ref(`${def.name}.update`)) },
      responses: { '200': { ...one, description: 'Updated' }, ...WRITE_ERRORS, '404': NOT_FOUND, ...conflicts, ...STALE },
    };
  }
  if (methods.has('DELETE'))
    record.delete = {
      ...x('delete'),
      operationId: operationId(def, 'delete'),
      summary: `Delete a ${def.name} record`,
      parameters: [id, ifMatch],
      responses: {
        '200': { ...one, description: 'Deleted: the record as it was' },
        ...COMMON_ERRORS,
        '404': NOT_FOUND,
        '409': errorResponse('Still referenced by other records: data.blockers = [{resource, field, count, ids}] (the first twenty ids)'),
        ...STALE,
      },
    };
  // the trash (CONTRACT §2.5): a deleted record brought back with its id and values
  const restore: Schema | undefined = methods.has('DELETE')
    ? {
        post: {
          ...x('delete'),
          operationId: operationId(def, 'restore'),
          summary: `Restore a deleted ${def.name} record from the trash, with its id and values (its version one more)`,
          parameters: [id],
          responses: {
            '200': { ...one, description: 'Restored' },
            ...COMMON_ERRORS,
            '404': errorResponse('Not in the trash (never deleted, restored already, or purged)'),
            '409': errorResponse('One of its unique values is held by another record now: data.field names it'),
          },
        },
      }
    : undefined;
  const references: Schema = {
    get: {
      ...x('read'),
      operationId: operationId(def, 'references'),
      summary: `What a ${def.name} record refers to: titles, and the records the caller may open`,
      parameters: [id],
      responses: {
        '200': {
          description: 'Titles and links',
          content: json(envelope({ type: 'object', required: ['titles', 'links'], properties: connectionsProperties(def), additionalProperties: false })),
        },
        ...COMMON_ERRORS,
        '404': NOT_FOUND,
      },
    },
  };
  // the record's history (CONTRACT §2.5): every write of it, newest first, through any screen of its collection
  const history: Schema = {
    get: {
      ...x('read'),
      operationId: operationId(def, 'history'),
      summary: `The history of a ${def.name} record: who changed what, when, through which screen, newest first`,
      parameters: [
        id,
        { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1 } },
        { name: 'size', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 1000 } },
      ],
      responses: {
        '200': {
          description: 'One page of its history, and the titles of the records its values refer to',
          content: json(
            envelope({
              type: 'object',
              required: ['data', 'total', 'titles', 'links'],
              properties: { data: { type: 'array', items: ref('HistoryEntry') }, total: { type: 'integer', minimum: 0 }, ...connectionsProperties(def) },
              additionalProperties: false,
            }),
          ),
        },
        ...COMMON_ERRORS,
        '404': NOT_FOUND,
      },
    },
  };
  const paths: Record<string, Schema> = {
    [`/${def.name}`]: collection,
    [`/${def.name}/{id}`]: record,
    [`/${def.name}/{id}/references`]: references,
    [`/${def.name}/{id}/history`]: history,
    ...(restore ? { [`/${def.name}/{id}/restore`]: restore } : {}),
  };
  for (const [name, t] of Object.entries(def.workflow?.transitions ?? {})) {
    const bodyName = `${def.name}.transition.${name}`;
    schemas[bodyName] = {
      type: 'object',
      // a field asked for under a condition (a payout's reference unless paid into the balance) is required only when its rule holds
      properties: Object.fromEntries((t.asks ?? []).map((a) => [a, valueSchema(def.fields[a], { required: !def.fields[a].requiredWhen })])),
      required: (t.asks ?? []).filter((a) => !def.fields[a].requiredWhen),
      additionalProperties: false,
    };
    paths[`/${def.name}/{id}/transitions/${name}`] = {
      post: {
        ...x('transition', name),
        ...(t.privilege ? { 'x-privilege': `${rightCode(def.privilege, 'transition', name)} + ${t.privilege}` } : {}),
        operationId: operationId(def, name),
        summary: `${name}: ${t.from.join(' | ')} → ${t.to}`,
        ...(t.stamps?.length ? { description: `Stamps ${t.stamps.map(stampWords).join(', ')}` } : {}),
        // machine-readable: which field moves, from which states, to which (a client can offer only what applies)
        'x-transition': { field: def.workflow?.field, from: t.from, to: t.to },
        // four eyes: the user this field holds may not run it (409)
        ...(t.notBy ? { 'x-not-by': t.notBy } : {}),
        parameters: [id, ifMatch],
        requestBody: { required: !!t.asks?.length, content: json(ref(bodyName)) },
        responses: {
          '200': { ...one, description: 'Moved to the new state' },
          ...WRITE_ERRORS,
          '404': NOT_FOUND,
          '409': errorResponse(transitionConflict(t, registry)),
          ...STALE,
        },
      },
    };
  }
  for (const [name, a] of Object.entries(def.recordActions ?? {})) {
    const target = registry.byName(a.creates);
    if (!target) continue;
    const bodyName = `${def.name}.action.${name}`;
    const body = writeSchema(target, 'create');
    const asked = new Set(a.asks ?? Object.keys(body.properties as Schema).filter((f) => !(f in a.prefill) && !(f in (a.preset ?? {}))));
    const pick = <T>(entries: [string, T][]) => Object.fromEntries(entries.filter(([f]) => asked.has(f)));
    schemas[bodyName] = {
      type: 'object',
      properties: pick(Object.entries(body.properties as Record<string, Schema>)),
      required: (body.required as string[]).filter((f) => asked.has(f)),
      additionalProperties: false,
    };
    paths[`/${def.name}/{id}/actions/${name}`] = {
      post: {
        'x-privilege': `${rightCode(def.privilege, 'action', name)} + ${a.privilege ?? rightCode(target.privilege, 'create')}`,
        tags,
        operationId: operationId(def, `action_${name}`),
        summary: `${name}: creates a ${target.name} record filled from this one (${Object.entries(a.prefill)
          .map(([f, from]) => `${f} = ${from}`)
          .join(', ')})`,
        'x-creates': target.name,
        parameters: [id, ifMatch],
        requestBody: { required: true, content: json(ref(bodyName)) },
        responses: {
          '200': { description: 'The record created', content: json(envelope(ref(target.name))) },
          ...WRITE_ERRORS,
          '404': NOT_FOUND,
          ...(createConflict(
            target,
            registry,
            Object.values(target.fields).some((f) => f.unique),
          )
            ? {
                '409': errorResponse(
                  createConflict(
                    target,
                    registry,
                    Object.values(target.fields).some((f) => f.unique),
                  ),
                ),
              }
            : {}),
          ...STALE,
        },
      },
    };
  }
  return { paths, schemas };
}

/** Every part's paths and schemas in one: a path or a schema named twice is a mistake of this module, not something to let one part win. */
function joined(parts: readonly DocumentPart[]): DocumentPart {
  const out: DocumentPart = { paths: {}, schemas: {} };
  for (const part of parts)
    for (const key of ['paths', 'schemas'] as const)
      for (const [name, value] of Object.entries(part[key])) {
        if (name in out[key]) throw new Error(`openapi.json: ${key} ${name} is given twice`);
        out[key][name] = value;
      }
  return out;
}

const TAGS: Record<string, string> = {
  session: 'Signing in and the session, at the origin’s root (plain JSON, not the envelope)',
  operations: 'Health checks for load balancers and orchestrators, at the origin’s root',
  [SYSTEM_TAG]: 'The caller’s privileges and notifications, the global search, error reports, this document',
  schemas: 'Run-time resource declarations (CONTRACT §2.4)',
  dashboard: 'Reports and the operations map',
};

export function openApiDocument(registry: Registry) {
  /** The read schema of a resource's field, for the answers that carry some of a record's fields (the map's points). */
  const fieldOf = (resource: string, name: string): Schema => {
    const def = registry.byName(resource);
    return ((def && (readSchema(def).properties as Record<string, Schema>)[name]) ?? {}) as Schema;
  };
  const { paths, schemas } = joined([
    sessionsPart(),
    systemPart(),
    eventsPart(),
    viewsPart(),
    importPart(registry),
    schemasPart(),
    reportsPart(fieldOf),
    reconciliationPart(registry),
    ...registry.all.map((def) => resourcePaths(def, registry)),
    { paths: {}, schemas: { Error: ERROR_SCHEMA, HistoryEntry: HISTORY_ENTRY } },
  ]);
  const sections: string[] = [...new Set(registry.all.map((d) => d.menu.section))];
  return {
    openapi: '3.1.0',
    info: {
      title: 'E-bike swap operator back-office — demo API',
      version: '1.0.0',
      description:
        'Generated from the resource schemas (resources/*). Every call needs `Authorization: Bearer <token>` from POST /auth/login, unless it says otherwise. ' +
        'Answers are envelopes {code, msg, data}; an error’s HTTP status equals its code. An operation a resource does not offer answers 405 with an `Allow` header. ' +
        'The session and health calls are at the origin’s root (their `servers`), and answer plain JSON.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/admin-company/v1' }],
    security: [{ bearer: [] }],
    tags: [...new Set([...Object.keys(TAGS), ...sections])].map((name) => ({
      name,
      description: [TAGS[name], sections.includes(name) && `Resources of the ${name} menu section`].filter(Boolean).join('; '),
    })),
    paths,
    components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
  };
}
