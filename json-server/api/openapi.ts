/** `GET /admin-company/v1/openapi.json`: an OpenAPI 3.1 document derived from the schemas, never kept by hand. */
import { fieldViews, type ResourceDef } from '../../resources/define';
import { PURE_KINDS, type PureKindSpec } from '../../resources/kinds';
import type { Registry } from '../../resources/registry';
import { isWritable } from '../../resources/validate';

const envelope = (data: Record<string, unknown>) => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: { code: { type: 'integer' }, msg: { type: 'string' }, data },
});
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});
const ERRORS = {
  '400': errorResponse('Malformed JSON or query'),
  '401': errorResponse('Missing, malformed, expired or badly signed token'),
  '403': errorResponse('The caller lacks the privilege code'),
};

function componentSchema(def: ResourceDef) {
  const properties: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(def.fields)) {
    const schema = { ...(PURE_KINDS[field.kind] as PureKindSpec).jsonSchema(field) };
    if (field.readOnly || field.kind === 'id') schema.readOnly = true;
    if (field.writeOnly) schema.writeOnly = true;
    properties[name] = schema;
  }
  const required = Object.entries(def.fields)
    .filter(([name, field]) => field.required && isWritable(field, 'create') && name !== def.workflow?.field)
    .map(([name]) => name);
  return { type: 'object', properties, required, additionalProperties: false };
}

export function openApiDocument(registry: Registry) {
  const paths: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = {
    Error: envelope({ oneOf: [{ type: 'null' }, { type: 'object' }] }),
  };
  for (const def of registry.all) {
    const ref = { $ref: `#/components/schemas/${def.name}` };
    const one = { 'application/json': { schema: envelope(ref) } };
    const body = { required: true, content: { 'application/json': { schema: ref } } };
    const x = { 'x-privilege': def.privilege, tags: [def.menu.section] };
    const id = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
    const filterParams = Object.entries(def.fields)
      .filter(([, field]) => field.filter && fieldViews(field).length > 0)
      .flatMap(([name, field]) =>
        field.filter === 'range'
          ? [`${name}_gte`, `${name}_lte`].map((n) => ({ name: n, in: 'query', schema: { type: 'string' } }))
          : [{ name, in: 'query', schema: { type: 'array', items: { type: 'string' } }, style: 'form', explode: true }],
      );
    paths[`/${def.name}`] = {
      get: {
        ...x,
        summary: `List ${def.name}`,
        parameters: [
          { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
          { name: 'size', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 1000, default: 20 } },
          { name: 'sort', in: 'query', schema: { type: 'string' } },
          { name: 'order', in: 'query', schema: { type: 'string', enum: ['asc', 'desc'] } },
          { name: 'q', in: 'query', schema: { type: 'string' }, description: `Searches ${(def.search ?? [def.title]).join(', ')}` },
          ...filterParams,
        ],
        responses: {
          '200': {
            description: 'A page of records',
            content: {
              'application/json': { schema: envelope({ type: 'object', properties: { data: { type: 'array', items: ref }, total: { type: 'integer' } } }) },
            },
          },
          ...ERRORS,
        },
      },
      post: {
        ...x,
        summary: `Create a ${def.name} record`,
        requestBody: body,
        responses: {
          '200': { description: 'Created', content: one },
          ...ERRORS,
          '409': errorResponse('Uniqueness clash'),
          '413': errorResponse('Body too large'),
          '422': errorResponse('Validation failed: data.errors = {field: message}'),
        },
      },
    };
    const item: Record<string, unknown> = {
      get: {
        ...x,
        summary: `One ${def.name} record`,
        parameters: [id],
        responses: { '200': { description: 'The record', content: one }, ...ERRORS, '404': errorResponse('Unknown record') },
      },
      put: {
        ...x,
        summary: 'Replace',
        parameters: [id],
        requestBody: body,
        responses: {
          '200': { description: 'Updated', content: one },
          ...ERRORS,
          '404': errorResponse('Unknown record'),
          '409': errorResponse('Uniqueness clash or state change outside a transition'),
          '422': errorResponse('Validation failed'),
        },
      },
      patch: {
        ...x,
        summary: 'Update some fields',
        parameters: [id],
        requestBody: { required: true, content: { 'application/json': { schema: { ...ref } } } },
        responses: {
          '200': { description: 'Updated', content: one },
          ...ERRORS,
          '404': errorResponse('Unknown record'),
          '422': errorResponse('Validation failed'),
        },
      },
      delete: {
        ...x,
        summary: 'Delete',
        parameters: [id],
        responses: {
          '200': { description: 'Deleted', content: one },
          ...ERRORS,
          '404': errorResponse('Unknown record'),
          '409': errorResponse('Still referenced by other records'),
        },
      },
    };
    paths[`/${def.name}/{id}`] = item;
    for (const [name, t] of Object.entries(def.workflow?.transitions ?? {})) {
      paths[`/${def.name}/{id}/transitions/${name}`] = {
        post: {
          ...x,
          'x-privilege': t.privilege ?? def.privilege,
          summary: `${name}: ${t.from.join('|')} → ${t.to}`,
          parameters: [id],
          requestBody: {
            required: false,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: Object.fromEntries((t.asks ?? []).map((a) => [a, (PURE_KINDS[def.fields[a].kind] as PureKindSpec).jsonSchema(def.fields[a])])),
                  required: [...(t.asks ?? [])],
                },
              },
            },
          },
          responses: {
            '200': { description: 'Moved', content: one },
            ...ERRORS,
            '404': errorResponse('Unknown record'),
            '409': errorResponse('Not allowed from the current state'),
            '422': errorResponse('Missing asked fields'),
          },
        },
      };
    }
    schemas[def.name] = componentSchema(def);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'E-bike swap operator back-office — demo API',
      version: '1.0.0',
      description: 'Generated from resources/*. Every call needs `Authorization: Bearer <token>` from POST /auth/login.',
    },
    servers: [{ url: '/admin-company/v1' }],
    security: [{ bearer: [] }],
    paths: {
      '/tenant/user/privilege/resource/list': {
        get: {
          summary: 'The privilege codes of the caller',
          responses: {
            '200': {
              description: 'Codes',
              content: {
                'application/json': {
                  schema: envelope({
                    type: 'object',
                    properties: { data: { type: 'array', items: { type: 'object', properties: { code: { type: 'string' } } } } },
                  }),
                },
              },
            },
            '401': ERRORS['401'],
          },
        },
      },
      ...paths,
    },
    components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
  };
}
