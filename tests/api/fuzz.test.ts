/**
 * Property-based bad input against every endpoint of the API and of the mock routes: malformed
 * JSON, wrong types, missing and unknown fields, huge strings, deep nesting, numbers out of range,
 * odd query strings, prototype-pollution keys, bodies over the limit. Required: no 5xx, no stack
 * trace or file path in any answer, a 4xx envelope under the API, the data file valid and
 * untouched by refused requests. Text the two engines cannot store the same (control characters
 * but tab, CR and LF; lone surrogates: resources/text.ts) is refused exactly, in every field of
 * every write (422), every query parameter and every path id (400), and logs no server error.
 */
import fs from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../resources/access';
import type { FieldDef, ResourceDef } from '../../resources/define';
import { writableFields } from '../../resources/writes';
import { CONTRACT_EXAMPLE } from '../fixtures/charging-piles';
import { startServer, type TestServer } from './harness';

let s: TestServer;
let token: string;
let tried = 0;
beforeAll(async () => {
  s = await startServer({ bodyLimit: '64kb' });
  token = await s.login('admin@demo.com', 'admin');
});
afterAll(async () => {
  console.info(`fuzz: ${tried} requests tried`);
  await s.close();
});

const LEAK = /at [\w.<>]+ \(|node_modules|\/work\/|\.ts:\d+|Error: /;
const weirdKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'toString', '', ' ', 'a'.repeat(300), '$where', '{"a":1}', 'sort', 'page');
const weirdValue = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ minLength: 5000, maxLength: 6000 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0, true, false, null),
  fc.array(fc.string(), { maxLength: 4 }),
  fc.constant({ lng: 999, lat: -999 }),
);
const deep = (n: number): unknown => (n === 0 ? 'x' : { a: deep(n - 1) });
const body = fc.oneof(
  fc.dictionary(fc.oneof(weirdKey, fc.string({ maxLength: 12 })), weirdValue, { maxKeys: 8 }).map((o) => JSON.stringify(o)),
  fc.constantFrom(
    '{',
    '{"a":',
    'null',
    '[]',
    '"text"',
    '12',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    JSON.stringify(deep(200)),
    '\u0000',
    '{"a":1}{"b":2}',
  ),
  fc.constant(JSON.stringify({ x: 'y'.repeat(70 * 1024) })),
);
const queryValue = fc.oneof(
  fc.constantFrom('-5', 'abc', '0', '1e9', '__proto__', '', '%', '[', '(a+)+$', 'true', '9'.repeat(400)),
  fc.string({ maxLength: 10 }),
);
const queryKey = fc.oneof(
  fc.constantFrom(
    'page',
    'size',
    'sort',
    'order',
    'q',
    'status',
    'soc_gte',
    'id',
    '_embed',
    '_expand',
    'name_like',
    '__proto__',
    'constructor',
    'options',
    'options[page]',
    'options[sortBy][0]',
    'folder',
    'label',
    'calendars',
    'dir',
    'emailId',
    'callback',
  ),
  fc.string({ maxLength: 8 }),
);
const query = fc
  .array(fc.tuple(queryKey, queryValue), { maxLength: 5 })
  .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));

/** What a write changes on disk: the SQLite file and its write-ahead log. (A PostgreSQL server's files are not ours to watch.) */
const fileStamp = (file: string) => (fs.existsSync(file) ? `${fs.statSync(file).mtimeMs}:${fs.statSync(file).size}` : '-');
const durableStamp = () => (process.env.TEST_STORAGE === 'postgres' ? '' : [s.dataFile, `${s.dataFile}-wal`].map(fileStamp).join(' '));

/** `status`: the one status the answer must have (a refusal: then nothing may be written, whatever `mayWrite` says). */
async function check(method: string, path: string, raw?: string, options: { auth?: boolean; mayWrite?: boolean; status?: number } = {}) {
  const before = durableStamp();
  const r = await s.call(method, path, { token: options.auth === false ? undefined : token, raw });
  tried++;
  expect(r.status, `${method} ${path} → ${r.status} ${r.text.slice(0, 200)}`).toBeLessThan(500);
  if (options.status !== undefined) expect(r.status, `${method} ${path} ${raw?.slice(0, 200) ?? ''} → ${r.text.slice(0, 200)}`).toBe(options.status);
  expect(r.text).not.toMatch(LEAK);
  if (path.startsWith('/admin-company/') && r.status >= 400) {
    expect(r.body?.code, `${method} ${path}`).toBe(r.status);
    expect(typeof r.body.msg).toBe('string');
    expect('data' in r.body).toBe(true);
  }
  if (r.status >= 400 && (!options.mayWrite || options.status !== undefined)) expect(durableStamp(), `${method} ${path} wrote to the database`).toBe(before);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  return r;
}

/**
 * Text neither engine stores the same (CONTRACT §2.1), refused with 422 in a body and 400 in a
 * query or a path: NUL (PostgreSQL's text and jsonb cannot hold it, SQLite's FTS5 query ends at
 * it), another C0 control, DEL, a C1 control, and each half of a surrogate pair alone (no UTF-8
 * form: PostgreSQL refuses it). A tab, CR and LF and a whole pair (𝕏) are fine.
 */
const UNSTORABLE = ['nul \u0000 inside', 'bell\u0007', 'del\u007f', 'c1 \u0085', 'high \uD800 alone', '\uDC00 low alone'];
/** The JSON texts of UNSTORABLE, as the hostile values of a field. */
const UNSTORABLE_JSON = UNSTORABLE.map((t) => JSON.stringify(t));
/**
 * What a URL can carry of them: the controls, percent-encoded. A lone surrogate has no UTF-8 form
 * (encodeURIComponent throws): sent as the bytes UTF-8 would give it (%ED%A0%80), a path segment
 * does not decode (400) and a query value stays that literal text.
 */
const UNSTORABLE_IN_URL = ['nul\u0000', '\u0000', 'bell\u0007', 'c1\u009f'].map(encodeURIComponent);
const LONE_SURROGATE_IN_URL = '%ED%A0%80';

/** `bad` where `field` keeps its value: as is, in a list field's list, in a geo's longitude, nested in a json value (once as a value, once as a key). */
const carrying = (field: FieldDef, bad: string, i: number): unknown =>
  field.kind === 'json'
    ? i % 2
      ? { outer: [1, { inner: bad }] }
      : { outer: { [bad]: true } }
    : field.kind === 'referenceMany'
      ? ['1', bad]
      : field.kind === 'geo'
        ? { lng: bad, lat: 0 }
        : bad;
const bodyOf = (def: ResourceDef, names: readonly string[], bad: string, i: number) =>
  JSON.stringify(Object.fromEntries(names.map((name) => [name, carrying(def.fields[name], bad, i)])));
/** Every named field refused for its text. */
const textErrors = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, 'app.validation.text']));

/** How many server errors are logged: none of these requests may add one. */
async function errorLogTotal(): Promise<number> {
  const r = await s.call('GET', '/admin-company/v1/error-logs?size=1', { token });
  expect(r.status).toBe(200);
  return r.body.data.total as number;
}

const ids = new Map<string, string>();
/** The id of a record of `name` (or '1' when it has none). */
const someId = async (name: string) => {
  if (!ids.has(name)) {
    const r = await s.call('GET', `/admin-company/v1/${name}?size=1`, { token });
    ids.set(name, String(r.body?.data?.data?.[0]?.id ?? '1'));
  }
  return ids.get(name)!;
};

describe('fuzz', () => {
  it('the envelope API', async () => {
    const resources = s.registry.all.map((d) => d.name);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...resources),
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
        fc.constantFrom('', '/1', '/99999', '/1/transitions/approve', '/%E0%A4%A', '/__proto__'),
        query,
        body,
        async (res, method, tail, qs, raw) => {
          // DELETE of an existing record may succeed; only refused requests must leave the file alone
          await check(method, `/admin-company/v1/${res}${tail}${qs ? `?${qs}` : ''}`, method === 'GET' || method === 'DELETE' ? undefined : raw);
        },
      ),
      { numRuns: 600, seed: 20261121 },
    );
  }, 120_000);

  /** Hostile values for one field, as JSON text (deep nesting too deep for JSON.stringify to build). */
  const hostile = fc.oneof(
    fc.integer({ min: 1, max: 20000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
    fc.integer({ min: 1, max: 5000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
    fc.integer({ min: 1000, max: 15000 }).map((n) => `[${Array(n).fill('1').join(',')}]`),
    fc.integer({ min: 100, max: 3000 }).map((n) => `[${Array(n).fill('{"lng":1,"lat":2}').join(',')}]`),
    fc.constantFrom('1e308', '-1e308', '-0', '0.1', '1.005', 'true', 'null', '""', '"   "', '{}', '[]', '{"__proto__":{"polluted":1}}', '"\u0000"', '"💥"'),
    fc.constantFrom(...UNSTORABLE_JSON, ...UNSTORABLE_JSON.map((t) => `[${t}]`), ...UNSTORABLE_JSON.map((t) => `{"a":[{"b":${t}}]}`)),
    fc.string({ minLength: 400, maxLength: 6000 }).map((t) => JSON.stringify(t)),
    fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  );

  it('every field of every resource, with hostile values, on every write', async () => {
    const targets = s.registry.all.flatMap((def) => Object.keys(def.fields).map((field) => [def, field] as const));
    const logged = await errorLogTotal();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), fc.constantFrom('POST', 'PUT', 'PATCH', 'transition'), hostile, async ([def, field], method, value) => {
        const raw = `{${JSON.stringify(field)}:${value}}`;
        const base = `/admin-company/v1/${def.name}`;
        const transition = Object.entries(def.workflow?.transitions ?? {}).find(([, t]) => t.asks?.includes(field))?.[0];
        // text the engines cannot store: refused, whatever the field (405 first where the resource does not offer the write)
        const unstorable = UNSTORABLE.some((t) => value.includes(JSON.stringify(t)));
        const refused = (action: 'create' | 'edit') => (unstorable ? (offers(def, action) ? 422 : 405) : undefined);
        if (method === 'POST') await check('POST', base, raw, { mayWrite: true, status: refused('create') });
        else if (method === 'transition') {
          if (transition)
            await check('POST', `${base}/${await someId(def.name)}/transitions/${transition}`, raw, { mayWrite: true, status: unstorable ? 422 : undefined });
        } else await check(method, `${base}/${await someId(def.name)}`, raw, { mayWrite: true, status: refused('edit') });
      }),
      { numRuns: 1500, seed: 20261123 },
    );
    expect(await errorLogTotal(), 'server errors logged').toBe(logged);
  }, 180_000);

  it('text the engines cannot store, in every field of every resource on every write: 422 naming each field, nothing written', async () => {
    const logged = await errorLogTotal();
    for (const def of s.registry.all) {
      const base = `/admin-company/v1/${def.name}`;
      const id = await someId(def.name);
      const names = Object.keys(def.fields);
      for (const [i, bad] of UNSTORABLE.entries()) {
        const writes: [string, string, 'create' | 'edit'][] = [
          ['POST', base, 'create'],
          ['PUT', `${base}/${id}`, 'edit'],
          ['PATCH', `${base}/${id}`, 'edit'],
        ];
        for (const [method, path, action] of writes) {
          const r = await check(method, path, bodyOf(def, names, bad, i), { status: offers(def, action) ? 422 : 405 });
          if (r.status === 422) expect(r.body.data.errors, `${method} ${path}`).toEqual(textErrors(names));
        }
        for (const [name, t] of Object.entries(def.workflow?.transitions ?? {})) {
          if (!t.asks?.length) continue;
          const r = await check('POST', `${base}/${id}/transitions/${name}`, bodyOf(def, t.asks, bad, i), { status: 422 });
          expect(r.body.data.errors, `${def.name} ${name}`).toEqual(textErrors(t.asks));
        }
        for (const [name, action] of Object.entries(def.recordActions ?? {})) {
          const target = s.registry.byName(action.creates)!;
          const asked = action.asks ?? writableFields(target, 'create').flatMap(([field]) => (field in action.prefill ? [] : [field]));
          const r = await check('POST', `${base}/${id}/actions/${name}`, bodyOf(target, asked, bad, i), { status: 422 });
          expect(r.body.data.errors, `${def.name} ${name}`).toEqual(textErrors(asked));
        }
      }
    }
    expect(await errorLogTotal(), 'server errors logged').toBe(logged);
  }, 180_000);

  it('text the engines cannot store, in any query parameter of a list or of /search: 400', async () => {
    const logged = await errorLogTotal();
    for (const def of s.registry.all) {
      const base = `/admin-company/v1/${def.name}`;
      const filters = Object.entries(def.fields).filter(([, field]) => !field.writeOnly);
      const ranged = filters.filter(([, field]) => ['number', 'money', 'percent', 'date', 'datetime'].includes(field.kind));
      for (const bad of UNSTORABLE_IN_URL) {
        const queries = [
          `q=${bad}`,
          `q=${bad}&sort=relevance`,
          `q=ok&q=${bad}`,
          `sort=${bad}`,
          `order=${bad}`,
          `page=${bad}`,
          ...filters.slice(0, 2).map(([name]) => `${name}=ok&${name}=${bad}`),
          ...(filters.length > 1 ? [`${filters[0][0]}|${filters[1][0]}=${bad}`] : []),
        ];
        for (const query of queries) await check('GET', `${base}?${query}`, undefined, { status: 400 });
      }
      // every filter (a record page's related tables filter by the record's id), each with one of the texts in turn
      const each = (i: number) => UNSTORABLE_IN_URL[i % UNSTORABLE_IN_URL.length];
      for (const [i, [name]] of filters.entries()) await check('GET', `${base}?${name}=${each(i)}`, undefined, { status: 400 });
      for (const [i, [name]] of ranged.entries()) await check('GET', `${base}?${name}_gte=${each(i)}`, undefined, { status: 400 });
      // the bytes of a lone surrogate are not UTF-8: the value stays the literal text, searched for and not found
      const r = await check('GET', `${base}?q=${LONE_SURROGATE_IN_URL}`, undefined, { status: 200 });
      expect(r.body.data.total).toBe(0);
    }
    for (const bad of UNSTORABLE_IN_URL)
      for (const query of [`q=${bad}`, `q=abc${bad}def`, `q=ok&limit=${bad}`])
        await check('GET', `/admin-company/v1/search?${query}`, undefined, { status: 400 });
    expect(await errorLogTotal(), 'server errors logged').toBe(logged);
  }, 180_000);

  it('text the engines cannot store, in a path id (records, their references, transitions and actions): 400', async () => {
    const logged = await errorLogTotal();
    const segments = [...UNSTORABLE_IN_URL, LONE_SURROGATE_IN_URL];
    for (const [n, def] of s.registry.all.entries()) {
      const base = `/admin-company/v1/${def.name}`;
      const id = await someId(def.name);
      // every text on the first resource, then one in turn on each other
      for (const bad of n === 0 ? segments : [segments[n % segments.length]]) {
        const calls: [string, string][] = [
          ['GET', `${base}/${bad}`],
          ['PUT', `${base}/${bad}`],
          ['PATCH', `${base}/${bad}`],
          ['DELETE', `${base}/${bad}`],
          ['GET', `${base}/${bad}/references`],
          ...Object.keys(def.workflow?.transitions ?? {}).map((t): [string, string] => ['POST', `${base}/${bad}/transitions/${t}`]),
          ...Object.keys(def.recordActions ?? {}).map((a): [string, string] => ['POST', `${base}/${bad}/actions/${a}`]),
          ['POST', `${base}/${id}/transitions/${bad}`],
          ['POST', `${base}/${id}/actions/${bad}`],
        ];
        for (const [method, path] of calls) await check(method, path, method === 'GET' || method === 'DELETE' ? undefined : '{}', { status: 400 });
      }
    }
    for (const bad of segments) {
      await check('GET', `/admin-company/v1/${bad}`, undefined, { status: 400 });
      await check('GET', `/admin-company/v1/schemas/${bad}`, undefined, { status: 400 });
    }
    expect(await errorLogTotal(), 'server errors logged').toBe(logged);
  }, 180_000);

  it('tab, CR, LF and whole astral characters are stored, read back and found exactly as sent', async () => {
    const base = '/admin-company/v1/tags';
    const name = `𝕏💥\tok\r\n${Date.now() % 100000}`;
    const description = 'tab\there\r\nline two 𝕏 💥 👩‍👩‍👧 كلمة é';
    const created = await s.call('POST', base, { token, body: { name, description } });
    expect(created.status, created.text).toBe(200);
    const id = String(created.body.data.id);
    expect((await s.call('GET', `${base}/${id}`, { token })).body.data).toMatchObject({ name, description });
    const changed = `${description}\n𝕏`;
    expect((await s.call('PATCH', `${base}/${id}`, { token, body: { description: changed } })).body.data.description).toBe(changed);
    for (const query of [`q=${encodeURIComponent('𝕏💥')}`, `q=${encodeURIComponent('👩‍👩‍👧')}&sort=relevance`, `name=${encodeURIComponent('𝕏💥\t')}`]) {
      const found = await s.call('GET', `${base}?${query}`, { token });
      expect(found.status, query).toBe(200);
      expect(
        found.body.data.data.map((r: { id: string }) => String(r.id)),
        query,
      ).toEqual([id]);
    }
    const searched = await s.call('GET', `/admin-company/v1/search?q=${encodeURIComponent('𝕏💥')}`, { token });
    expect(searched.body.data.groups.find((g: { resource: string }) => g.resource === 'tags')?.items[0]).toMatchObject({ id, title: name });
    expect((await s.call('DELETE', `${base}/${id}`, { token })).status).toBe(200);
  });

  it('text the engines cannot store, in the other bodies that reach the database: client errors, declarations, sign-in, registration', async () => {
    const logged = await errorLogTotal();
    const api = '/admin-company/v1';
    for (const [i, bad] of UNSTORABLE.entries()) {
      for (const sent of [{ message: bad }, { message: 'ok', stack: bad }, { message: 'ok', route: bad }]) {
        const r = await check('POST', `${api}/client-errors`, JSON.stringify(sent), { status: 422 });
        expect(r.body.data.errors).toEqual(textErrors(Object.keys(sent).filter((k) => sent[k as keyof typeof sent] === bad)));
      }
      // declarations otherwise right (a new resource, a custom field on a built-in one): its text is all that is wrong (said in
      // Chinese: no language asked)
      const declaration = { ...CONTRACT_EXAMPLE, labels: { ...CONTRACT_EXAMPLE.labels, en: { ...CONTRACT_EXAMPLE.labels.en, name: bad } } };
      const declared = await check('PUT', `${api}/schemas/charging-piles`, JSON.stringify(declaration), { status: 422 });
      expect(declared.body.data.errors).toEqual({ labels: expect.stringMatching(/控制字符/) });
      const extension = { name: 'batteries', fields: { [`note${bad}`]: { kind: 'text' } } };
      const extended = await check('PUT', `${api}/schemas/batteries`, JSON.stringify(extension), { status: 422 });
      expect(extended.body.data.errors).toEqual({ fields: expect.stringMatching(/控制字符/) });
      // sign-in: the address cannot be anyone's, and is not looked up or logged
      for (const sent of [
        { email: `admin@demo.com${bad}`, password: 'admin' },
        { email: bad, password: bad },
      ]) {
        const r = await check('POST', '/auth/login', JSON.stringify(sent), { auth: false, status: 400 });
        expect(r.body).toEqual({ error: { email: ['Email or Password is Invalid'] } });
      }
      // registration: each field with such text gets the specification's message for it
      const fields = { username: `probe${i}`, email: `probe${i}@example.com`, password: 'secret-123' };
      const messages = { username: 'Please enter your username.', email: 'Please enter your email.', password: 'Please enter password' };
      for (const name of ['username', 'email', 'password'] as const) {
        const r = await check('POST', '/auth/register', JSON.stringify({ ...fields, [name]: `${fields[name]}${bad}` }), { auth: false, status: 400 });
        expect(r.body, name).toEqual({ error: { [name]: [messages[name]] } });
      }
    }
    // a new password: the sys-users password rules (resources/password-rules.ts), with a fresh account's session
    const account = await s.call('POST', '/auth/register', { body: { username: 'textprobe', email: 'textprobe@example.com', password: 'secret-123' } });
    expect(account.status).toBe(200);
    const own = account.body.accessToken as string;
    for (const bad of UNSTORABLE) {
      const r = await s.call('POST', '/auth/change-password', { token: own, body: { currentPassword: 'secret-123', newPassword: `long-enough-${bad}` } });
      expect(r.status).toBe(422);
      expect(r.body).toEqual({ error: { newPassword: ['app.validation.text'] } });
    }
    expect(await s.login('textprobe@example.com', 'secret-123')).toBeTruthy();
    const signIns = await s.call('GET', `${api}/signin-logs?size=1000&sort=id&order=desc`, { token });
    for (const row of signIns.body.data.data)
      expect(
        UNSTORABLE.some((t) => String(row.account).includes(t)),
        row.account,
      ).toBe(false);
    expect(await errorLogTotal(), 'server errors logged').toBe(logged);
  }, 180_000);

  it('the demo mock routes and auth', async () => {
    const routes: [string, string][] = [
      ['GET', '/apps/user/users'],
      ['POST', '/apps/user/users'],
      ['GET', '/apps/user/users/1'],
      ['GET', '/apps/calendar/events'],
      ['POST', '/apps/calendar/events'],
      ['POST', '/apps/calendar/events/1'],
      ['DELETE', '/apps/calendar/events/99999'],
      ['GET', '/apps/chat/chats-and-contacts'],
      ['GET', '/apps/chat/chats/2'],
      ['POST', '/apps/chat/chats/4'],
      ['GET', '/apps/email/emails'],
      ['POST', '/apps/email/update-emails'],
      ['POST', '/apps/email/update-emails-label'],
      ['GET', '/apps/email/paginate-email'],
      ['GET', '/apps/invoice/invoices'],
      ['GET', '/apps/invoice/invoices/4987'],
      ['POST', '/apps/invoice/invoices'],
      ['GET', '/data-table/data'],
      ['POST', '/auth/login'],
      ['POST', '/auth/register'],
      ['GET', '/auth/me'],
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), query, body, async ([method, path], qs, raw) => {
        await check(method, `${path}${qs ? `?${qs}` : ''}`, method === 'GET' || method === 'DELETE' ? undefined : raw, {
          auth: false,
          mayWrite: path === '/auth/login',
        });
      }),
      { numRuns: 400, seed: 20261122 },
    );
  }, 120_000);

  it('leaves a valid data file behind', () => {
    expect(() => s.readData()).not.toThrow();
  });
});
