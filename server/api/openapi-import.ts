/**
 * The import in `openapi.json` (CONTRACT §2.5): `POST /{resource}/import` for every resource that
 * offers creates (server/api/import-router.ts), behind the resource's create right.
 */
import { offers } from '../../resources/access';
import type { Registry } from '../../resources/registry';
import { rightCode } from '../../resources/rights';
import { XLSX_TYPE } from '../records/import-file';
import { COMMON_ERRORS, envelope, errorResponse, json, type DocumentPart, type Schema } from './openapi-parts';

const IMPORT_RESULT: Schema = {
  type: 'object',
  required: ['total', 'valid', 'created', 'errors', 'columns'],
  additionalProperties: false,
  properties: {
    total: { type: 'integer', minimum: 0, description: 'The rows of the file (blank lines aside)' },
    valid: { type: 'integer', minimum: 0, description: 'The rows without an error' },
    created: {
      type: 'array',
      items: { type: 'string' },
      description: 'The ids of the records written (none in a dry run, none when `mode=all` met a bad row)',
    },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['line', 'field', 'message', 'key'],
        additionalProperties: false,
        properties: {
          line: { type: 'integer', minimum: 2, description: 'The line of the file (the header is line 1)' },
          field: { type: 'string', description: 'The field (empty when the refusal is the row’s)' },
          message: { type: 'string', description: 'Why, in the caller’s language (Accept-Language)' },
          key: { type: 'string', description: 'The message’s key: `import.*` or a field check’s `app.validation.*`' },
        },
      },
    },
    columns: {
      type: 'array',
      description: 'Each header and the field it filled (null: none; `writable` false: left to the server, such as the id)',
      items: {
        type: 'object',
        required: ['header', 'field', 'writable'],
        additionalProperties: false,
        properties: { header: { type: 'string' }, field: { type: ['string', 'null'] }, writable: { type: 'boolean' } },
      },
    },
  },
};

const file = { schema: { type: 'string', contentMediaType: 'application/octet-stream' } };

export function importPart(registry: Registry): DocumentPart {
  const paths: Record<string, Schema> = {};
  for (const def of registry.all.filter((d) => offers(d, 'create')))
    paths[`/${def.name}/import`] = {
      post: {
        'x-privilege': rightCode(def.privilege, 'create'),
        tags: [def.menu.section],
        operationId: `${def.name.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase())}_import`,
        summary: `Import ${def.name} records from a CSV or XLSX file: a dry run lists each bad row by its line, then the good rows or all of them are written`,
        description:
          'The header holds field names or the export’s column labels in any of the four languages; values as the export writes them (enum values and yes/no in words, references by title, dates in the file’s language) or as stored (keys, ids, ISO dates, true/false). References are found by id, system number or title. Each row is checked as a create (validation, rules, uniqueness — within the file too —, references); written rows are audited (`import`).',
        parameters: [
          { name: 'dryRun', in: 'query', required: false, schema: { type: 'string', enum: ['true', 'false'], default: 'true' } },
          {
            name: 'mode',
            in: 'query',
            required: false,
            schema: { type: 'string', enum: ['valid', 'all'], default: 'valid' },
            description: '`valid`: write the good rows; `all`: every row or none',
          },
          {
            name: 'columns',
            in: 'query',
            required: false,
            schema: { type: 'string' },
            description: 'JSON: header → field name, or null to ignore the column (the mapping step)',
          },
          {
            name: 'tzOffset',
            in: 'query',
            required: false,
            schema: { type: 'integer', minimum: -840, maximum: 840 },
            description: 'The writer’s offset from UTC in minutes (`Date#getTimezoneOffset`), for dates written without one',
          },
        ],
        requestBody: { required: true, content: { 'text/csv': file, [XLSX_TYPE]: file } },
        responses: {
          '200': { description: 'What was found and written', content: json(envelope(IMPORT_RESULT)) },
          '400': errorResponse('Not a CSV or XLSX file, no header row, more rows than allowed, or a bad parameter'),
          ...COMMON_ERRORS,
          '404': errorResponse('Unknown resource'),
          '413': errorResponse('File too large (20 MB)'),
        },
      },
    };
  return { paths, schemas: {} };
}
