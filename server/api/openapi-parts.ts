/**
 * The pieces every part of `openapi.json` is built from (server/api/openapi*.ts): the envelope
 * `{code, msg, data}`, the error answers, a JSON body, a reference to a component schema, and the
 * shape of a part (its paths and the component schemas they use).
 */

export type Schema = Record<string, unknown>;

/** Some paths of the document and the component schemas they refer to. */
export interface DocumentPart {
  paths: Record<string, Schema>;
  schemas: Record<string, Schema>;
}

/** A successful answer of the envelope API: `data` is `data`. */
export const envelope = (data: Schema): Schema => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: { code: { type: 'integer', const: 200 }, msg: { type: 'string' }, data },
});

export const json = (schema: Schema) => ({ 'application/json': { schema } });
export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

/** An error of the envelope API (its HTTP status equals its code). */
export const errorResponse = (description: string) => ({ description, content: json(ref('Error')) });

export const ERROR_SCHEMA: Schema = {
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: { code: { type: 'integer', minimum: 400 }, msg: { type: 'string' }, data: { oneOf: [{ type: 'null' }, { type: 'object' }] } },
};

export const NOT_FOUND = errorResponse('Unknown record (or one outside the caller’s store)');
export const UNAUTHENTICATED = { '401': errorResponse('Missing, malformed, expired or badly signed token') };
export const COMMON_ERRORS = {
  ...UNAUTHENTICATED,
  '403': errorResponse('The caller lacks the privilege code'),
};
/** What any call with a JSON body may also answer. */
export const BODY_ERRORS = {
  '400': errorResponse('Malformed JSON, or a body that is not an object'),
  '413': errorResponse('Body too large'),
};
export const WRITE_ERRORS = {
  ...BODY_ERRORS,
  ...COMMON_ERRORS,
  '422': errorResponse('Validation failed: data.errors = {field: message key}'),
};

/** What every call may answer: a method-override header or a JSONP parameter is refused (server/security.ts). */
export const UNSAFE_REQUEST = 'A method-override header, or a JSONP `callback` or `_method` parameter: refused';

/** An operation served at the origin's root rather than under the document's server (`/admin-company/v1`). */
export const AT_ROOT = { servers: [{ url: '/', description: 'The origin’s root, outside the API’s base path' }] };
/** An operation that needs no token. */
export const NO_TOKEN = { security: [] };

/** The tag of the API's own calls (the resources' operations are tagged by their menu section). */
export const SYSTEM_TAG = 'system';
