/** The saved views' calls in `openapi.json` (CONTRACT §2.5, server/api/views.ts). */
import { ADMIN_CODE } from '../../resources/privilege-tree';
import { COMMON_ERRORS, SYSTEM_TAG, WRITE_ERRORS, envelope, errorResponse, json, ref, type DocumentPart, type Schema } from './openapi-parts';
import { VIEWS_PATH, VIEW_NAME_MAX, VIEW_SHARES } from './views';

const tags = [SYSTEM_TAG];

/** What a client sends: the view's own values. */
const VIEW_INPUT: Schema = {
  type: 'object',
  required: ['name', 'resource'],
  description: 'Other members are ignored (the owner, the id and the times are the server’s)',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: VIEW_NAME_MAX, description: 'Trimmed; not empty' },
    resource: { type: 'string', description: 'A resource the caller may list' },
    filter: {
      type: 'object',
      description: 'The list’s filter as the app keeps it (`?filter=`): keys are `q`, a field of the resource, or a field with `_gte` / `_lte`',
      default: {},
    },
    sort: { type: 'string', description: 'A field of the resource (default: its default sort’s)' },
    order: { type: 'string', enum: ['ASC', 'DESC'] },
    perPage: {
      description: 'A page size from 1, or -1 for all',
      oneOf: [
        { type: 'integer', minimum: 1 },
        { type: 'integer', const: -1 },
      ],
      default: 20,
    },
    columns: {
      type: 'array',
      items: { type: 'string' },
      description: 'The shown columns in order (fields of the resource); empty: the schema’s defaults',
      default: [],
    },
    shared: {
      type: 'string',
      enum: [...VIEW_SHARES],
      default: 'me',
      description: 'Seen by the owner only, also by the holders of one of the owner’s roles, or by everyone',
    },
  },
};

const VIEW: Schema = {
  type: 'object',
  required: ['id', 'name', 'resource', 'filter', 'sort', 'order', 'perPage', 'columns', 'shared', 'ownerId', 'ownerName', 'createdAt', 'updatedAt', 'editable'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    resource: { type: 'string' },
    filter: { type: 'object' },
    sort: { type: 'string' },
    order: { type: 'string', enum: ['ASC', 'DESC'] },
    perPage: { type: 'integer' },
    columns: { type: 'array', items: { type: 'string' } },
    shared: { type: 'string', enum: [...VIEW_SHARES] },
    ownerId: { type: 'string', description: 'The sys-users id of whoever saved it' },
    ownerName: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    editable: { type: 'boolean', description: 'Whether the caller may change or delete it (its owner)' },
  },
};

const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
const ONE = { description: 'The view', content: json(envelope(ref('SavedView'))) };
const OWNER_ONLY = { '403': errorResponse('Not the view’s owner, or a resource the caller may not list') };
const UNKNOWN = { '404': errorResponse('No view with this id') };

export function viewsPart(): DocumentPart {
  return {
    schemas: { SavedView: VIEW, SavedViewInput: VIEW_INPUT },
    paths: {
      [VIEWS_PATH]: {
        get: {
          operationId: 'savedViews_read',
          'x-privilege': ADMIN_CODE,
          summary:
            'The saved views the caller may see: their own, those shared with a role they hold, those shared with everyone; only of resources they may list',
          tags,
          parameters: [
            { name: 'resource', in: 'query', required: false, description: 'Only this resource’s (none: every resource’s)', schema: { type: 'string' } },
          ],
          responses: {
            '200': {
              description: 'The views, by name',
              content: json(
                envelope({
                  type: 'object',
                  required: ['data', 'total'],
                  additionalProperties: false,
                  properties: { data: { type: 'array', items: ref('SavedView') }, total: { type: 'integer', minimum: 0 } },
                }),
              ),
            },
            '400': errorResponse('An unknown resource, or a malformed query'),
            ...COMMON_ERRORS,
          },
        },
        post: {
          operationId: 'savedViews_create',
          'x-privilege': ADMIN_CODE,
          summary: 'Saves a view of a list for the caller',
          tags,
          requestBody: { required: true, content: json(ref('SavedViewInput')) },
          responses: { '200': ONE, ...WRITE_ERRORS, ...OWNER_ONLY },
        },
      },
      [`${VIEWS_PATH}/{id}`]: {
        put: {
          operationId: 'savedViews_replace',
          'x-privilege': ADMIN_CODE,
          summary: 'Replaces a view (its owner only); its id, owner and creation time are kept',
          tags,
          parameters: [idParameter],
          requestBody: { required: true, content: json(ref('SavedViewInput')) },
          responses: { '200': ONE, ...WRITE_ERRORS, ...OWNER_ONLY, ...UNKNOWN },
        },
        delete: {
          operationId: 'savedViews_delete',
          'x-privilege': ADMIN_CODE,
          summary: 'Deletes a view (its owner only)',
          tags,
          parameters: [idParameter],
          responses: {
            '200': {
              description: 'Deleted',
              content: json(envelope({ type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string' } } })),
            },
            '400': errorResponse('An id holding a control character'),
            ...COMMON_ERRORS,
            ...OWNER_ONLY,
            ...UNKNOWN,
          },
        },
      },
    },
  };
}
