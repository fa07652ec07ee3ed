/**
 * Property-based bad input against every endpoint of the API and of the mock routes: malformed
 * JSON, wrong types, missing and unknown fields, huge strings, deep nesting, numbers out of range,
 * odd query strings, prototype-pollution keys, bodies over the limit. Required: no 5xx, no stack
 * trace or file path in any answer, a 4xx envelope under the API, the data file valid and
 * untouched by refused requests.
 */
import fs from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function check(method: string, path: string, raw?: string, options: { auth?: boolean; mayWrite?: boolean } = {}) {
  const before = durableStamp();
  const r = await s.call(method, path, { token: options.auth === false ? undefined : token, raw });
  tried++;
  expect(r.status, `${method} ${path} → ${r.status} ${r.text.slice(0, 200)}`).toBeLessThan(500);
  expect(r.text).not.toMatch(LEAK);
  if (path.startsWith('/admin-company/') && r.status >= 400) {
    expect(r.body?.code, `${method} ${path}`).toBe(r.status);
    expect(typeof r.body.msg).toBe('string');
    expect('data' in r.body).toBe(true);
  }
  if (r.status >= 400 && !options.mayWrite) expect(durableStamp(), `${method} ${path} wrote to the database`).toBe(before);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}

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
    fc.string({ minLength: 400, maxLength: 6000 }).map((t) => JSON.stringify(t)),
    fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  );

  it('every field of every resource, with hostile values, on every write', async () => {
    const targets = s.registry.all.flatMap((def) => Object.keys(def.fields).map((field) => [def, field] as const));
    const ids = new Map<string, string>();
    const someId = async (name: string) => {
      if (!ids.has(name)) {
        const r = await s.call('GET', `/admin-company/v1/${name}?size=1`, { token });
        ids.set(name, String(r.body?.data?.data?.[0]?.id ?? '1'));
      }
      return ids.get(name)!;
    };
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), fc.constantFrom('POST', 'PUT', 'PATCH', 'transition'), hostile, async ([def, field], method, value) => {
        const raw = `{${JSON.stringify(field)}:${value}}`;
        const base = `/admin-company/v1/${def.name}`;
        const transition = Object.entries(def.workflow?.transitions ?? {}).find(([, t]) => t.asks?.includes(field))?.[0];
        if (method === 'POST') await check('POST', base, raw, { mayWrite: true });
        else if (method === 'transition') {
          if (transition) await check('POST', `${base}/${await someId(def.name)}/transitions/${transition}`, raw, { mayWrite: true });
        } else await check(method, `${base}/${await someId(def.name)}`, raw, { mayWrite: true });
      }),
      { numRuns: 1500, seed: 20261123 },
    );
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
