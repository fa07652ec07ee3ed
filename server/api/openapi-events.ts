/**
 * The live events' calls in `openapi.json` (CONTRACT §2.5): the Server-Sent Events stream and the
 * one-time ticket an `EventSource` opens it with (server/events/routes.ts).
 */
import { COMMON_ERRORS, SYSTEM_TAG, UNAUTHENTICATED, envelope, json, type DocumentPart, type Schema } from './openapi-parts';

const tags = [SYSTEM_TAG];

/** One event: react-admin's realtime shape. */
const LIVE_EVENT: Schema = {
  type: 'object',
  required: ['topic', 'type', 'payload'],
  additionalProperties: false,
  properties: {
    topic: { type: 'string', description: '`resource/<name>` (a list) or `resource/<name>/<id>` (a record)', pattern: '^resource/[^/]+(/.+)?$' },
    type: { type: 'string', enum: ['created', 'updated', 'deleted', 'restored'] },
    payload: { type: 'object', required: ['ids'], additionalProperties: false, properties: { ids: { type: 'array', items: { type: 'string' } } } },
  },
};

const TICKET: Schema = {
  type: 'object',
  required: ['ticket', 'expiresAt'],
  additionalProperties: false,
  properties: {
    ticket: { type: 'string', minLength: 1, description: 'For `GET /events?ticket=`: good once, for 60 seconds' },
    expiresAt: { type: 'string', format: 'date-time' },
  },
};

export function eventsPart(): DocumentPart {
  return {
    schemas: { LiveEvent: LIVE_EVENT },
    paths: {
      '/events': {
        get: {
          operationId: 'events_stream',
          summary:
            'Live events of every write the caller may list (its store’s records on store screens), as Server-Sent Events; from every process of one PostgreSQL database',
          description:
            'Each message’s `data` is a LiveEvent. Opened with the bearer token, or (an EventSource sends no header) with `?ticket=` from `POST /events/ticket`. A quiet stream sends a comment every 25 seconds; a client that reconnects refetches what it shows.',
          tags,
          parameters: [{ name: 'ticket', in: 'query', required: false, schema: { type: 'string' } }],
          responses: {
            '200': { description: 'The stream (it stays open)', content: { 'text/event-stream': { schema: { type: 'string' } } } },
            ...UNAUTHENTICATED,
          },
        },
      },
      '/events/ticket': {
        post: {
          operationId: 'events_ticket',
          summary: 'A one-time ticket to open the event stream with (an EventSource cannot send the token)',
          tags,
          responses: { '200': { description: 'The ticket', content: json(envelope(TICKET)) }, ...COMMON_ERRORS },
        },
      },
    },
  };
}
