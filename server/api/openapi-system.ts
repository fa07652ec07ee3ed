/**
 * The envelope API's own calls in `openapi.json` (beside the resources'): the caller's privilege
 * codes, the notifications, the global search, the browser's error reports, and the document
 * itself. Each states what server/app.ts and its routers answer.
 */
import { ADMIN_CODE } from '../../resources/privilege-tree';
import { NOTIFICATIONS_ANSWER_SCHEMA, NOTIFICATIONS_PATH } from './notifications';
import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT } from './search-router';
import {
  BODY_ERRORS,
  COMMON_ERRORS,
  NO_TOKEN,
  SYSTEM_TAG,
  UNAUTHENTICATED,
  UNSAFE_REQUEST,
  envelope,
  errorResponse,
  json,
  ref,
  type DocumentPart,
  type Schema,
} from './openapi-parts';

const tags = [SYSTEM_TAG];

const SEARCH_ANSWER: Schema = {
  type: 'object',
  required: ['groups'],
  additionalProperties: false,
  properties: {
    groups: {
      type: 'array',
      items: {
        type: 'object',
        required: ['resource', 'total', 'items', 'titles'],
        additionalProperties: false,
        properties: {
          resource: { type: 'string' },
          total: { type: 'integer', minimum: 1 },
          titles: { type: 'object', additionalProperties: { type: 'object', additionalProperties: { type: 'string' } } },
          items: {
            type: 'array',
            items: {
              type: 'object',
              required: ['id', 'title', 'matched', 'record'],
              additionalProperties: false,
              properties: {
                id: { type: 'string' },
                title: { type: 'string' },
                matched: {
                  type: 'object',
                  required: ['field', 'exact'],
                  additionalProperties: false,
                  properties: { field: { type: 'string' }, exact: { type: 'boolean' } },
                },
                record: { type: 'object', description: 'The record as its list answers it (identifiers masked)' },
              },
            },
          },
        },
      },
    },
  },
};

const PRIVILEGES_ANSWER: Schema = {
  type: 'object',
  required: ['data', 'declarations'],
  additionalProperties: false,
  properties: {
    data: {
      type: 'array',
      description: 'The privilege codes of the caller’s roles, sorted',
      items: { type: 'object', required: ['code'], additionalProperties: false, properties: { code: { type: 'string' } } },
    },
    declarations: {
      type: 'array',
      description: 'The run-time declarations in force (CONTRACT §2.4): the app registers their screens',
      items: ref('Declaration'),
    },
  },
};

/** This document, as far as a client relies on it: the rest is OpenAPI 3.1's. */
const OPENAPI_DOCUMENT: Schema = {
  type: 'object',
  required: ['openapi', 'info', 'paths', 'components'],
  properties: { openapi: { type: 'string', const: '3.1.0' }, info: { type: 'object' }, paths: { type: 'object' }, components: { type: 'object' } },
};

const CLIENT_ERROR: Schema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', minLength: 1 },
    stack: { type: 'string' },
    route: { type: 'string', description: 'The app’s route where it happened' },
  },
  description: 'Other members are ignored',
};

export function systemPart(): DocumentPart {
  return {
    schemas: { ClientError: CLIENT_ERROR },
    paths: {
      '/openapi.json': {
        get: {
          ...NO_TOKEN,
          operationId: 'openapi_document',
          summary: 'This document, generated from the resources in force (a publish through another process included)',
          tags,
          responses: { '200': { description: 'An OpenAPI 3.1 document', content: json(OPENAPI_DOCUMENT) }, '400': errorResponse(UNSAFE_REQUEST) },
        },
      },
      '/tenant/user/privilege/resource/list': {
        get: {
          operationId: 'privileges_mine',
          summary: 'The privilege codes of the caller, and the run-time declarations in force',
          tags,
          responses: { '200': { description: 'Codes and declarations', content: json(envelope(PRIVILEGES_ANSWER)) }, ...UNAUTHENTICATED },
        },
      },
      [NOTIFICATIONS_PATH]: {
        get: {
          operationId: 'notifications_mine',
          summary: 'What is waiting for the caller, counted from the data: open alarms per level, refunds and real-name checks to review',
          tags,
          'x-privilege': ADMIN_CODE,
          responses: {
            '200': {
              description: 'The counts the caller may list (store-scoped for a store manager), each with its list and filter',
              content: json(envelope(NOTIFICATIONS_ANSWER_SCHEMA)),
            },
            ...COMMON_ERRORS,
          },
        },
      },
      '/search': {
        get: {
          operationId: 'records_search',
          'x-privilege': ADMIN_CODE,
          summary: 'Find records of every resource the caller may list by title, number or search field; exact matches first',
          tags,
          parameters: [
            { name: 'q', in: 'query', required: false, description: 'The text to find (none or blank: no groups)', schema: { type: 'string', maxLength: 500 } },
            {
              name: 'limit',
              in: 'query',
              required: false,
              description: `Matches per group (another value: ${SEARCH_DEFAULT_LIMIT}; above ${SEARCH_MAX_LIMIT}: ${SEARCH_MAX_LIMIT})`,
              schema: { type: 'integer', minimum: 1, maximum: SEARCH_MAX_LIMIT, default: SEARCH_DEFAULT_LIMIT },
            },
          ],
          responses: {
            '200': {
              description: 'A group per collection: the best matches, which field matched, and how many match in all',
              content: json(envelope(SEARCH_ANSWER)),
            },
            '400': errorResponse('A malformed query'),
            ...COMMON_ERRORS,
          },
        },
      },
      '/client-errors': {
        post: {
          operationId: 'clientErrors_report',
          summary: 'Keeps an error the app met in the browser in the error log (error-logs, source client)',
          tags,
          requestBody: { required: true, content: json(ref('ClientError')) },
          responses: {
            '200': { description: 'Kept', content: json(envelope({ type: 'null' })) },
            ...BODY_ERRORS,
            ...UNAUTHENTICATED,
            '422': errorResponse('No message: data.errors = {message: "app.validation.required"}'),
          },
        },
      },
    },
  };
}
