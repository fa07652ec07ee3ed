/**
 * The calls at the origin's root in `openapi.json` (each with a `servers` override, the
 * document's server being `/admin-company/v1`): signing in and the session (server/auth-routes.ts,
 * plain JSON as spec §7 gives it, not the envelope) and the health checks (server/health.ts).
 */
import { AT_ROOT, NO_TOKEN, UNSAFE_REQUEST, json, ref, type DocumentPart, type Schema } from './openapi-parts';

const tags = ['session'];
const strings = { type: 'array', items: { type: 'string' } };
/** `{error: {field: [message]}}`: the fields named. */
const fieldErrors = (fields: readonly string[]): Schema => ({
  type: 'object',
  required: ['error'],
  additionalProperties: false,
  properties: { error: { type: 'object', additionalProperties: false, minProperties: 1, properties: Object.fromEntries(fields.map((f) => [f, strings])) } },
});
const plainError = (description: string) => ({
  description,
  content: json({ type: 'object', required: ['error'], additionalProperties: false, properties: { error: { type: 'string' } } }),
});
const answer = (description: string, schema: Schema) => ({ description, content: json(schema) });
/** What the root's routes answer to a body that is not JSON, or too large: `{message}` in the caller's language. */
const MESSAGE: Schema = { type: 'object', required: ['message'], additionalProperties: false, properties: { message: { type: 'string' } } };
/** A 400: the fields named, or `{message}` for a body that is not JSON. */
const refused = (description: string, fields: readonly string[]) => answer(description, { anyOf: [fieldErrors(fields), MESSAGE] });
const TOO_LARGE = { '413': answer('Body too large', MESSAGE) };
const REFUSED = { '400': answer(UNSAFE_REQUEST, MESSAGE) };
const SESSION = { description: 'Signed in: a token, the user and what the app lets them do', content: json(ref('Session')) };
const FAILED = plainError('The session could not be made');
const NO_SESSION = plainError('No valid token, or its user is gone or disabled (`error`: the message in the caller’s language)');

const USER_DATA: Schema = {
  type: 'object',
  required: ['id', 'role', 'avatar', 'nn', 'un', 'email', 'roleNames'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    role: { type: 'string' },
    avatar: { type: 'string' },
    nn: { type: 'string', description: 'Nickname' },
    un: { type: 'string', description: 'Username' },
    email: { type: 'string' },
    storeId: { type: 'string', description: 'The store a store-level account is bound to' },
    roleNames: { ...strings, description: 'The names of the user’s roles' },
    storeName: { type: 'string' },
    storeSn: { type: 'string' },
  },
};

const SESSION_SCHEMA: Schema = {
  type: 'object',
  required: ['accessToken', 'userData', 'userAbility'],
  additionalProperties: false,
  properties: {
    accessToken: { type: 'string', description: 'An HS256 JWT: send it as `Authorization: Bearer <token>`' },
    userData: ref('UserData'),
    userAbility: {
      type: 'array',
      items: {
        type: 'object',
        required: ['action', 'subject'],
        additionalProperties: false,
        properties: { action: { type: 'string' }, subject: { type: 'string' } },
      },
    },
  },
};

/** `GET /auth/me`: the user's record (sys-users, without its password hash) with the names of its roles and its store. */
const ME: Schema = {
  type: 'object',
  required: ['userData'],
  additionalProperties: false,
  properties: {
    userData: {
      type: 'object',
      required: ['id', 'roleNames'],
      description: 'The user’s sys-users record as stored (never its password hash), with the names of its roles and, for a store-level account, its store',
      properties: {
        id: { type: 'string' },
        email: { type: 'string' },
        username: { type: 'string' },
        nickname: { type: 'string' },
        role: { type: 'string' },
        roleIds: strings,
        storeId: { type: 'string' },
        status: { type: 'string' },
        roleNames: strings,
        storeName: { type: 'string' },
        storeSn: { type: 'string' },
      },
    },
  },
};

const body = (properties: Record<string, Schema>, required: string[]) => ({
  required: true,
  content: json({ type: 'object', properties, required, description: 'Other members are ignored' }),
});
const HEALTH = (status: string): Schema => ({
  type: 'object',
  required: ['status'],
  additionalProperties: false,
  properties: { status: { type: 'string', const: status } },
});

export function sessionsPart(): DocumentPart {
  return {
    schemas: { Session: SESSION_SCHEMA, UserData: USER_DATA },
    paths: {
      '/auth/login': {
        post: {
          ...AT_ROOT,
          ...NO_TOKEN,
          operationId: 'auth_login',
          summary: 'Sign in with an e-mail address and a password',
          tags,
          requestBody: body({ email: { type: 'string' }, password: { type: 'string' } }, ['email', 'password']),
          responses: {
            '200': SESSION,
            '400': refused(
              'Unknown account, wrong password or disabled account: `{"error": {"email": ["Email or Password is Invalid"]}}`; or a body that is not JSON',
              ['email'],
            ),
            ...TOO_LARGE,
            '429': answer('Too many failed attempts for the account from this address: try again later', fieldErrors(['email'])),
            '500': FAILED,
          },
        },
      },
      '/auth/register': {
        post: {
          ...AT_ROOT,
          ...NO_TOKEN,
          operationId: 'auth_register',
          summary: 'Open an account (when the server allows it: ALLOW_REGISTER) and sign in',
          tags,
          requestBody: body(
            { username: { type: 'string', maxLength: 40 }, email: { type: 'string', maxLength: 120 }, password: { type: 'string', maxLength: 200 } },
            ['username', 'email', 'password'],
          ),
          responses: {
            '200': SESSION,
            '400': refused('A value missing (an empty answer), a value refused or already in use (the fields named), or a body that is not JSON', [
              'email',
              'username',
              'password',
            ]),
            ...TOO_LARGE,
            '403': plainError('Registration is closed on this server'),
            '500': FAILED,
          },
        },
      },
      '/auth/me': {
        get: {
          ...AT_ROOT,
          operationId: 'auth_me',
          summary: 'The signed-in user',
          tags,
          responses: { '200': answer('The user', ME), '401': NO_SESSION },
        },
      },
      '/auth/change-password': {
        post: {
          ...AT_ROOT,
          operationId: 'auth_changePassword',
          summary: 'Change the password: every other session of the user ends, and the caller gets a new one',
          tags,
          requestBody: body(
            { currentPassword: { type: 'string' }, newPassword: { type: 'string', description: 'Per the sys-users password rules, and not the current one' } },
            ['currentPassword', 'newPassword'],
          ),
          responses: {
            '200': SESSION,
            '400': refused('The current password missing or wrong (message keys of the app), or a body that is not JSON', ['currentPassword']),
            ...TOO_LARGE,
            '401': NO_SESSION,
            '422': answer('The new password breaks the rules or is the current one', fieldErrors(['newPassword'])),
            '429': answer('Too many wrong current passwords', fieldErrors(['currentPassword'])),
            '500': FAILED,
          },
        },
      },
      '/healthz': {
        get: {
          ...AT_ROOT,
          ...NO_TOKEN,
          operationId: 'health_live',
          summary: 'The process is up',
          tags: ['operations'],
          responses: { '200': answer('Up', HEALTH('ok')), ...REFUSED },
        },
      },
      '/readyz': {
        get: {
          ...AT_ROOT,
          ...NO_TOKEN,
          operationId: 'health_ready',
          summary: 'The database answers (a trivial query, within a few seconds)',
          tags: ['operations'],
          responses: { '200': answer('Ready', HEALTH('ok')), ...REFUSED, '503': answer('The database does not answer', HEALTH('unavailable')) },
        },
      },
    },
  };
}
