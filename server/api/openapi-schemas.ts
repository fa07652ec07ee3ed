/**
 * The data-model calls of CONTRACT §2.4 in `openapi.json` (server/schemas/router.ts): every
 * resource's declaration, drafts, publishing, the published history, revert and delete, and the
 * declaration format (`/schema-format.json`, whose two shapes are the document's `Declaration`).
 */
import { DECLARATION_FORMAT, EXTENSION_FORMAT } from '../../resources/format-schema';
import { SCHEMA_CODE } from '../../resources/privilege-tree';
import {
  BODY_ERRORS,
  COMMON_ERRORS,
  NO_TOKEN,
  UNAUTHENTICATED,
  UNSAFE_REQUEST,
  WRITE_ERRORS,
  envelope,
  errorResponse,
  json,
  ref,
  type DocumentPart,
  type Schema,
} from './openapi-parts';

const tags = ['schemas'];
const designer = { 'x-privilege': SCHEMA_CODE, tags };
const NAME = { name: 'name', in: 'path', required: true, description: 'The resource’s API name', schema: { type: 'string' } };
const UNKNOWN = errorResponse('No such resource (or, for a caller who is not a designer, none it may list)');
const nullable = (schema: Schema): Schema => ({ oneOf: [schema, { type: 'null' }] });
const time = { type: 'string', format: 'date-time' };
const strings = { type: 'array', items: { type: 'string' } };
const WHO: Schema = { type: 'object', required: ['id', 'name'], additionalProperties: false, properties: { id: { type: 'string' }, name: { type: 'string' } } };

/** The JSON Schema of a declaration without its document keywords: a component of this document. */
const { $schema: _schema, $id: _id, ...RESOURCE_DECLARATION } = DECLARATION_FORMAT;

/** `/schema-format.json` as a client reads it: a JSON Schema document whose two shapes are this document's `Declaration`. */
const FORMAT_DOCUMENT: Schema = {
  type: 'object',
  required: ['$schema', '$id', 'anyOf', '$defs'],
  properties: { $schema: { type: 'string' }, $id: { type: 'string' }, anyOf: { type: 'array' }, $defs: { type: 'object' } },
};

const CHANGE: Schema = {
  type: 'object',
  description:
    'What a publish changes: a resource added or changed, a field added, removed, renamed (`from`) or changed (`rules`: options deciding valid values; `other`: the rest)',
  required: ['kind'],
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: ['addResource', 'addField', 'removeField', 'renameField', 'changeField', 'changeResource'] },
    field: { type: 'string' },
    from: { type: 'string' },
    rules: strings,
    other: strings,
    keys: strings,
  },
};

/** A count of records per field name (from `minimum`). */
const perField = (description: string, minimum: number): Schema => ({
  type: 'object',
  description,
  additionalProperties: { type: 'integer', minimum },
});

/** A declaration with its version number (from `minimum`), or null. */
const versioned = (description: string, minimum: number): Schema =>
  nullable({
    type: 'object',
    description,
    required: ['version', 'declaration'],
    additionalProperties: false,
    properties: { version: { type: 'integer', minimum }, declaration: ref('Declaration') },
  });

const SCHEMA_STATE: Schema = {
  type: 'object',
  required: ['name', 'builtIn', 'published', 'draft', 'updatedAt'],
  additionalProperties: false,
  properties: {
    name: { type: 'string' },
    builtIn: { type: 'boolean' },
    published: versioned(
      'The declaration in force. A built-in resource’s is whole (what it declares, its custom fields merged, its labels in every language from the catalogues): version 0 until custom fields are published',
      0,
    ),
    extension: versioned('A built-in resource only: its custom fields as published (what the designer edits), none before the first', 1),
    draft: nullable({
      type: 'object',
      description: 'Only for a designer',
      required: ['declaration', 'savedAt', 'savedBy'],
      additionalProperties: false,
      properties: { declaration: ref('Declaration'), savedAt: time, savedBy: WHO },
    }),
    base: { ...ref('ResourceDeclaration'), description: 'A built-in resource: what it is made of (its custom fields come on top)' },
    records: { type: 'integer', minimum: 0, description: 'Only for a designer: how many records the resource holds' },
    updatedAt: nullable(time),
  },
};

const SCHEMA_ROW: Schema = {
  type: 'object',
  required: ['name', 'builtIn', 'version', 'status', 'updatedAt'],
  additionalProperties: false,
  properties: {
    name: { type: 'string' },
    names: { type: 'object', description: 'Its name per language', additionalProperties: { type: 'string' } },
    builtIn: { type: 'boolean' },
    version: { type: 'integer', minimum: 0, description: 'The version in force (0: none published)' },
    lastVersion: { type: 'integer', minimum: 1, description: 'A deleted one’s last version: what a restore brings back' },
    status: { type: 'string', enum: ['published', 'changed', 'draft', 'deleted'] },
    updatedAt: nullable(time),
    route: { type: 'string' },
    privilege: { type: 'string' },
    records: { type: 'integer', minimum: 0, description: 'Only for a designer' },
  },
};

const SCHEMA_VERSION: Schema = {
  type: 'object',
  required: ['version', 'publishedAt', 'publishedBy', 'changes', 'declaration'],
  additionalProperties: false,
  properties: {
    version: { type: 'integer', minimum: 1 },
    publishedAt: time,
    publishedBy: WHO,
    changes: { type: 'array', items: ref('SchemaChange') },
    touches: perField('Per changed field: how many stored records held a value of it at the publish (versions published before it was kept have none)', 0),
    backfilled: perField('Per field: how many records the publish’s backfill filled', 1),
    declaration: ref('Declaration'),
  },
};

const BREAKAGE: Schema = {
  type: 'object',
  required: ['id', 'field', 'message'],
  additionalProperties: false,
  properties: { id: { type: 'string' }, field: { type: 'string' }, message: { type: 'string', description: 'A validation message key' } },
};
const PUBLISHED: Schema = {
  type: 'object',
  required: ['changes', 'touches', 'invalid', 'examples'],
  additionalProperties: false,
  properties: {
    version: { type: 'integer', minimum: 1, description: 'The version now in force (not on a dry run)' },
    changes: { type: 'array', items: ref('SchemaChange') },
    touches: perField('Per changed field: how many stored records hold a value of it', 0),
    invalid: { type: 'integer', const: 0 },
    examples: { type: 'array', items: BREAKAGE },
    broken: perField('Per field: how many stored records its new rules would break before any backfill (0 fields: none would)', 1),
    backfilled: perField('Per field of the backfill: how many records it fills', 1),
    dryRun: { type: 'boolean', const: true },
  },
};

const list = (item: string): Schema => ({
  type: 'object',
  required: ['data', 'total'],
  additionalProperties: false,
  properties: { data: { type: 'array', items: ref(item) }, total: { type: 'integer', minimum: 0 } },
});
const state = (description: string) => ({ description, content: json(envelope(ref('SchemaState'))) });

export function schemasPart(): DocumentPart {
  return {
    schemas: {
      Declaration: {
        description: 'A run-time declaration: a resource, or what one adds to a built-in resource',
        anyOf: [ref('ResourceDeclaration'), ref('FieldExtension')],
      },
      ResourceDeclaration: RESOURCE_DECLARATION,
      FieldExtension: EXTENSION_FORMAT,
      SchemaChange: CHANGE,
      SchemaState: SCHEMA_STATE,
      SchemaRow: SCHEMA_ROW,
      SchemaVersion: SCHEMA_VERSION,
      PublishResult: PUBLISHED,
    },
    paths: {
      '/schema-format.json': {
        get: {
          ...NO_TOKEN,
          operationId: 'schemaFormat_get',
          summary: 'The JSON Schema (2020-12) of a declaration: a resource, or what one adds to a built-in resource',
          tags,
          responses: { '200': { description: 'A JSON Schema document', content: json(FORMAT_DOCUMENT) }, '400': errorResponse(UNSAFE_REQUEST) },
        },
      },
      '/schemas': {
        get: {
          operationId: 'schemas_index',
          summary:
            'Every resource’s declaration state: a designer sees all, drafts included; anyone else the published resources it may list. Deleted ones are left out (`deleted=true`: only them, for a designer)',
          tags,
          parameters: [
            {
              name: 'deleted',
              in: 'query',
              required: false,
              description: '`1` or `true`: the deleted resources only (their versions kept for a restore); needs the schema code',
              schema: { type: 'string' },
            },
          ],
          responses: {
            '200': { description: 'The resources', content: json(envelope(list('SchemaRow'))) },
            ...UNAUTHENTICATED,
            '403': errorResponse('`deleted=true` without the schema code'),
          },
        },
      },
      '/schemas/{name}': {
        get: {
          operationId: 'schemas_get',
          summary: 'One resource’s declaration in force, its draft (for a designer) and, for a built-in one, what it is made of',
          tags,
          parameters: [NAME],
          responses: {
            '200': state('The declaration'),
            ...UNAUTHENTICATED,
            '404': errorResponse('No such resource, or a deleted one (`data.deleted`: its versions are kept for a restore)'),
          },
        },
        put: {
          ...designer,
          operationId: 'schemas_saveDraft',
          summary: 'Save a draft (checked, not yet in force)',
          parameters: [NAME],
          requestBody: { required: true, content: json(ref('Declaration')) },
          responses: { '200': state('Saved'), ...WRITE_ERRORS },
        },
        delete: {
          ...designer,
          operationId: 'schemas_delete',
          summary: 'Delete a run-time resource that holds no records (its history is kept; its rights leave every role)',
          parameters: [NAME],
          responses: {
            '200': {
              description: 'Deleted: its rights taken from every role that granted them (what each role lost)',
              content: json(
                envelope({
                  type: 'object',
                  required: ['revoked'],
                  additionalProperties: false,
                  properties: {
                    revoked: {
                      type: 'array',
                      items: {
                        type: 'object',
                        required: ['role', 'name', 'codes'],
                        additionalProperties: false,
                        properties: { role: { type: 'string' }, name: { type: 'string' }, codes: strings },
                      },
                    },
                  },
                }),
              ),
            },
            ...COMMON_ERRORS,
            '404': UNKNOWN,
            '405': errorResponse('A built-in resource is never deleted (Allow: GET, PUT)'),
            '409': errorResponse('It holds records, or another declaration refers to it'),
          },
        },
      },
      '/schemas/{name}/publish': {
        post: {
          ...designer,
          operationId: 'schemas_publish',
          summary: 'Put the draft in force, after checking it against the stored records',
          parameters: [
            NAME,
            { name: 'dryRun', in: 'query', required: false, description: '`1` or `true`: check only, change nothing', schema: { type: 'string' } },
          ],
          requestBody: {
            required: false,
            content: json({
              type: 'object',
              additionalProperties: false,
              properties: {
                backfill: {
                  type: 'object',
                  description:
                    'Per field, what the stored records the new rules would break get, in the same transaction: a value, or `{"copyFrom": "<field>"}` (each record’s value of that field). Records that would not break are left as they are',
                  additionalProperties: true,
                },
              },
            }),
          },
          responses: {
            '200': { description: 'Published (or checked)', content: json(envelope(ref('PublishResult'))) },
            ...COMMON_ERRORS,
            '409': errorResponse('No draft, or stored records the draft would leave invalid even with the backfill (data: how many, which, and per field)'),
            '422': errorResponse(
              'The declarations in force with this draft do not hold together, or a backfill entry the field refuses (`data.errors["backfill.<field>"]`, all at once)',
            ),
          },
        },
      },
      '/schemas/{name}/versions': {
        get: {
          ...designer,
          operationId: 'schemas_versions',
          summary: 'The published versions, newest first',
          parameters: [NAME],
          responses: { '200': { description: 'The versions', content: json(envelope(list('SchemaVersion'))) }, ...COMMON_ERRORS, '404': UNKNOWN },
        },
      },
      '/schemas/{name}/restore': {
        post: {
          ...designer,
          operationId: 'schemas_restore',
          summary:
            'Bring a deleted resource back in force from one of its versions (the last unless `version` says), checked as a publish; no role’s old grants come back',
          parameters: [NAME],
          requestBody: {
            required: false,
            content: json({ type: 'object', properties: { version: { type: 'integer', minimum: 1 } } }),
          },
          responses: {
            '200': { description: 'Restored: published as its next version', content: json(envelope(ref('PublishResult'))) },
            ...COMMON_ERRORS,
            '404': errorResponse('No such resource or version'),
            '409': errorResponse('It is not deleted, or stored records the version would leave invalid'),
            '422': errorResponse('The declarations in force with this version do not hold together'),
          },
        },
      },
      '/schemas/{name}/revert': {
        post: {
          ...designer,
          operationId: 'schemas_revert',
          summary: 'Make a published version the draft again',
          parameters: [NAME],
          requestBody: {
            required: true,
            content: json({ type: 'object', required: ['version'], properties: { version: { type: 'integer', minimum: 1 } } }),
          },
          responses: { '200': state('The draft is that version'), ...BODY_ERRORS, ...COMMON_ERRORS, '404': errorResponse('No such resource or version') },
        },
      },
    },
  };
}
