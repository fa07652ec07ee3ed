/**
 * `openapi.json` lists every route the server answers and says it in a way standard tools accept
 * (CONTRACT §2.1, ops review 3 §5):
 * - every route mounted in the Express app (its router stack walked) is a documented operation,
 *   and every documented operation is a mounted route;
 * - ajv in strict mode (JSON Schema 2020-12) compiles every schema of the document;
 * - swagger-parser and Redocly (recommended rules, `no-required-schema-properties-undefined` an
 *   error) find nothing wrong;
 * - no fractional `multipleOf`: 19.33 is a valid amount for a validator in its default settings,
 *   and the server still refuses a third decimal;
 * - the calls beside the resources' (sign-in, session, health, the data model, reports, map,
 *   search, notifications, privileges, error reports) answer as documented.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWritable } from '../../resources/writes';
import { startServer, type TestServer } from './harness';

const BASE = '/admin-company/v1';
type Schema = Record<string, unknown>;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Operation {
  operationId: string;
  servers?: { url: string }[];
  security?: unknown[];
  'x-privilege'?: string;
  parameters?: { schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
interface Doc {
  servers: { url: string }[];
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components: { schemas: Record<string, Schema> };
}

let s: TestServer;
let token: string;
let doc: Doc;
let ajv: Ajv2020;

beforeAll(async () => {
  s = await startServer();
  token = await s.login('admin@demo.com', 'admin');
  doc = (await s.call('GET', `${BASE}/openapi.json`)).body as Doc;
  ajv = strictAjv(doc);
});
afterAll(() => s?.close());

/** Every value of `node`, depth first (the document's schemas, walked for a keyword). */
function* walk(node: unknown, at = ''): Generator<[string, Schema]> {
  if (Array.isArray(node)) for (const [i, item] of node.entries()) yield* walk(item, `${at}/${i}`);
  else if (typeof node === 'object' && node !== null) {
    yield [at, node as Schema];
    for (const [key, value] of Object.entries(node)) yield* walk(value, `${at}/${key}`);
  }
}

/** A component's id for ajv, and the document's `#/components/schemas/…` references turned into those ids. */
const idOf = (name: string) => `https://openapi.test/components/schemas/${encodeURIComponent(name)}`;
const absolute = (schema: unknown): Schema =>
  JSON.parse(JSON.stringify(schema).replace(/"#\/components\/schemas\/([^"]+)"/g, (_m, name: string) => JSON.stringify(idOf(name)))) as Schema;

/** ajv in strict mode, knowing the document's extension keywords (`x-…`, annotations) and its component schemas. */
function strictAjv(d: Doc): Ajv2020 {
  const a = new Ajv2020({ strict: true, allErrors: true });
  addFormats(a);
  const keywords = new Set<string>();
  for (const [, node] of walk(d.components)) for (const key of Object.keys(node)) if (key.startsWith('x-')) keywords.add(key);
  for (const [, node] of walk(d.paths)) for (const key of Object.keys(node)) if (key.startsWith('x-')) keywords.add(key);
  a.addVocabulary([...keywords]);
  for (const [name, schema] of Object.entries(d.components.schemas)) a.addSchema(absolute(schema), idOf(name));
  return a;
}

const compiled = new Map<string, ValidateFunction>();
function validatorOf(schema: Schema): ValidateFunction {
  const text = JSON.stringify(absolute(schema));
  let v = compiled.get(text);
  if (!v) compiled.set(text, (v = ajv.compile(JSON.parse(text) as Schema)));
  return v;
}

/** The full path of a documented operation: its server's (an override's, or the document's) and its own. */
const fullPath = (path: string, op: Operation) => `${(op.servers ?? doc.servers)[0].url.replace(/\/$/, '')}${path}`;
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    (Object.entries(item) as [Method, Operation][]).map(([method, op]) => ({ method: method.toUpperCase(), path, full: fullPath(path, op), op })),
  );

interface Layer {
  name: string;
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  regexp: RegExp & { fast_slash?: boolean };
}
/** Where `app.use(path, router)` mounted a router (Express 4 keeps it as a regular expression only). */
function mountPath(layer: Layer): string {
  if (layer.regexp.fast_slash) return '';
  const m = /^\^(.*?)\\\/\?\(\?=\\\/\|\$\)$/.exec(layer.regexp.source);
  if (!m) throw new Error(`a mount the test cannot read: ${layer.regexp.source}`);
  return m[1].replace(/\\(.)/g, '$1');
}
/**
 * Every route of a router stack, with its method and full path. `router.all` routes are left out:
 * they answer 405 (with `Allow`) for the operations a resource does not offer, which the
 * document does not list (CONTRACT §2.1).
 */
function mountedRoutes(stack: readonly Layer[], prefix = ''): { method: string; path: string }[] {
  return stack.flatMap((layer) => {
    if (layer.route)
      return [layer.route.path].flat().flatMap((path) =>
        Object.keys(layer.route!.methods)
          .filter((m) => m !== '_all')
          .map((m) => ({ method: m.toUpperCase(), path: `${prefix}${path}` })),
      );
    return layer.handle.stack ? mountedRoutes(layer.handle.stack, prefix + mountPath(layer)) : [];
  });
}
/** The template's demo routes (CONTRACT §2.2: the chat, e-mail, invoice… apps' data) are not the product's API. */
const TEMPLATE_DEMO = /^\/(apps|data-table)\//;
const segments = (p: string) => p.split('/').filter(Boolean);
/** Whether an Express route (`/:resource/:id`) answers a documented path (`/batteries/{id}`). */
const answers = (route: string, documented: string) => {
  const r = segments(route);
  const d = segments(documented);
  return r.length === d.length && r.every((seg, i) => seg.startsWith(':') || seg === d[i]);
};

describe('openapi.json lists every route', () => {
  it('every route mounted in the app is a documented operation, and every documented operation a mounted route', () => {
    const stack = (s.app as unknown as { _router: { stack: Layer[] } })._router.stack;
    const routes = mountedRoutes(stack).filter((r) => !TEMPLATE_DEMO.test(r.path));
    expect(routes.length).toBeGreaterThan(20);
    const ops = operations();
    const undocumented = routes.filter((r) => !ops.some((o) => o.method === r.method && answers(r.path, o.full)));
    expect(undocumented).toEqual([]);
    const unmounted = ops.filter((o) => !routes.some((r) => r.method === o.method && answers(r.path, o.full))).map((o) => `${o.method} ${o.full}`);
    expect(unmounted).toEqual([]);
  });

  it('gives the calls outside the base path their own server, and says which need no token', () => {
    const root = (path: string, method: Method) => doc.paths[path]?.[method];
    for (const [path, method, open] of [
      ['/auth/login', 'post', true],
      ['/auth/register', 'post', true],
      ['/auth/me', 'get', false],
      ['/auth/change-password', 'post', false],
      ['/healthz', 'get', true],
      ['/readyz', 'get', true],
    ] as const) {
      const op = root(path, method);
      expect(op?.servers, `${method} ${path}`).toEqual([expect.objectContaining({ url: '/' })]);
      if (open) expect(op?.security, `${method} ${path}`).toEqual([]);
      else expect(op?.security, `${method} ${path}`).toBeUndefined();
    }
    expect(doc.paths['/openapi.json'].get?.security).toEqual([]);
    expect(doc.paths['/schema-format.json'].get?.security).toEqual([]);
  });

  it('names the code each call beyond the resources needs (x-privilege)', () => {
    const code = (path: string, method: Method) => doc.paths[path]?.[method]?.['x-privilege'];
    expect(code('/reports/summary', 'get')).toBe('RESOURCE_ADMIN_REPORT');
    expect(code('/reports/riders', 'get')).toBe('RESOURCE_ADMIN_REPORT');
    expect(code('/map', 'get')).toBe('RESOURCE_ADMIN_DASHBOARD_MAP');
    expect(code('/search', 'get')).toBe('RESOURCE_ADMIN');
    for (const [path, method] of [
      ['/schemas/{name}', 'put'],
      ['/schemas/{name}', 'delete'],
      ['/schemas/{name}/publish', 'post'],
      ['/schemas/{name}/versions', 'get'],
      ['/schemas/{name}/revert', 'post'],
    ] as const)
      expect(code(path, method), `${method} ${path}`).toBe('RESOURCE_ADMIN_SYSTEM_SCHEMA');
  });
});

describe('money in openapi.json', () => {
  it('has no fractional multipleOf anywhere', () => {
    const fractional = [...walk(doc)].filter(([, node]) => typeof node.multipleOf === 'number' && !Number.isInteger(node.multipleOf)).map(([at]) => at);
    expect(fractional).toEqual([]);
  });

  it('accepts real amounts such as 19.33 in every money field, for a validator in its default settings', () => {
    const plain = new Ajv2020();
    addFormats(plain);
    plain.addVocabulary(['x-decimal-places', 'x-unique', 'x-reference', 'x-mask', 'x-required-when', 'x-visible-when', 'x-computed']);
    const refused: string[] = [];
    let fields = 0;
    for (const def of s.registry.all)
      for (const [name, field] of Object.entries(def.fields)) {
        if (field.kind !== 'money' || field.writeOnly) continue;
        const { readOnly: _r, ...schema } = (doc.components.schemas[def.name].properties as Record<string, Schema>)[name];
        expect(schema['x-decimal-places'], `${def.name}.${name}`).toBe(2);
        fields++;
        const validate = plain.compile(schema);
        for (const amount of [19.33, 0.07, 1234.56, 99.99])
          if (validate(amount) !== ('minimum' in schema ? amount >= Number(schema.minimum) : true)) refused.push(`${def.name}.${name}: ${amount}`);
      }
    expect(fields).toBeGreaterThan(5);
    expect(refused).toEqual([]);
  });

  it('the server still takes two decimals and refuses a third (422)', async () => {
    const def = s.registry.all.find(
      (d) =>
        d.actions?.edit !== false && Object.values(d.fields).some((f) => f.kind === 'money' && isWritable(f, 'patch') && !f.visibleWhen && !f.requiredWhen),
    )!;
    const [name] = Object.entries(def.fields).find(([, f]) => f.kind === 'money' && isWritable(f, 'patch') && !f.visibleWhen && !f.requiredWhen)!;
    const record = (await s.call('GET', `${BASE}/${def.name}?size=1`, { token })).body.data.data[0] as { id: string };
    const kept = await s.call('PATCH', `${BASE}/${def.name}/${record.id}`, { token, body: { [name]: 19.33 } });
    expect(kept.status, `${def.name}.${name}`).toBe(200);
    expect(kept.body.data[name]).toBe(19.33);
    const refused = await s.call('PATCH', `${BASE}/${def.name}/${record.id}`, { token, body: { [name]: 19.333 } });
    expect(refused.status).toBe(422);
    expect(refused.body.data.errors).toEqual({ [name]: 'app.validation.money' });
  });
});

describe('text in openapi.json', () => {
  it('refuses in every text field the control characters the server refuses, and keeps tab, line breaks and emoji', () => {
    const plain = new Ajv2020();
    addFormats(plain);
    plain.addVocabulary(['x-decimal-places', 'x-unique', 'x-reference', 'x-mask', 'x-required-when', 'x-visible-when', 'x-computed']);
    const wrong: string[] = [];
    let fields = 0;
    for (const def of s.registry.all)
      for (const [name, field] of Object.entries(def.fields)) {
        if ((field.kind !== 'text' && field.kind !== 'longText') || field.writeOnly || 'pattern' in field) continue;
        const { readOnly: _r, maxLength: _m, ...schema } = (doc.components.schemas[def.name].properties as Record<string, Schema>)[name];
        fields++;
        const validate = plain.compile(schema);
        for (const bad of ['a\u0000b', 'bell\u0007', 'del\u007f', 'c1\u0085'])
          if (validate(bad)) wrong.push(`${def.name}.${name} takes ${JSON.stringify(bad)}`);
        if (!validate('tab\there\r\nnext 𝕏 😀')) wrong.push(`${def.name}.${name} refuses tab, line breaks or emoji`);
      }
    expect(fields).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });
});

describe('the calls beside the resources answer as documented', () => {
  /** Calls a documented operation and checks its status is documented and its answer matches. */
  async function check(method: string, path: string, url: string, opts: { token?: string; body?: unknown; status: number }): Promise<string[]> {
    const op = doc.paths[path]?.[method.toLowerCase() as Method];
    if (!op) return [`${method} ${path}: not documented`];
    const r = await s.call(method, `${fullPath(url, op)}`, { token: opts.token, body: opts.body });
    const label = `${method} ${url} → ${r.status}`;
    if (r.status !== opts.status) return [`${label}, expected ${opts.status}: ${r.text.slice(0, 300)}`];
    const documented = op.responses[String(r.status)];
    if (!documented) return [`${label}: a status the document does not give`];
    const schema = documented.content?.['application/json']?.schema;
    if (!schema) return [];
    const validate = validatorOf(schema);
    return validate(r.body) ? [] : [`${label}: ${ajv.errorsText(validate.errors?.slice(0, 3))}`];
  }

  it('sign-in, the session and the health checks', async () => {
    const email = `openapi-${Date.now()}@example.com`;
    const problems = [
      ...(await check('POST', '/auth/login', '/auth/login', { body: { email: 'admin@demo.com', password: 'admin' }, status: 200 })),
      ...(await check('POST', '/auth/login', '/auth/login', { body: { email: 'admin@demo.com', password: 'wrong' }, status: 400 })),
      ...(await check('POST', '/auth/register', '/auth/register', { body: { username: `u${Date.now()}`, email, password: 'secret-1' }, status: 200 })),
      ...(await check('POST', '/auth/register', '/auth/register', { body: { username: 'x', email, password: 'secret-1' }, status: 400 })),
      ...(await check('GET', '/auth/me', '/auth/me', { token, status: 200 })),
      ...(await check('GET', '/auth/me', '/auth/me', { status: 401 })),
      ...(await check('POST', '/auth/change-password', '/auth/change-password', { token, body: { currentPassword: 'wrong', newPassword: 'x' }, status: 400 })),
      ...(await check('GET', '/healthz', '/healthz', { status: 200 })),
      ...(await check('GET', '/readyz', '/readyz', { status: 200 })),
      ...(await check('GET', '/openapi.json', '/openapi.json', { status: 200 })),
      ...(await check('GET', '/schema-format.json', '/schema-format.json', { status: 200 })),
    ];
    expect(problems).toEqual([]);
  });

  it('privileges, notifications, search, error reports, reports and the map', async () => {
    const range = '?from=2026-01-01&to=2026-12-31&utcOffset=480';
    const problems = [
      ...(await check('GET', '/tenant/user/privilege/resource/list', '/tenant/user/privilege/resource/list', { token, status: 200 })),
      ...(await check('GET', '/tenant/user/notifications', '/tenant/user/notifications', { token, status: 200 })),
      ...(await check('GET', '/search', '/search?q=1', { token, status: 200 })),
      ...(await check('GET', '/search', '/search', { status: 401 })),
      ...(await check('POST', '/client-errors', '/client-errors', { token, body: { message: 'x', route: '/#/' }, status: 200 })),
      ...(await check('POST', '/client-errors', '/client-errors', { token, body: {}, status: 422 })),
      ...(await check('GET', '/reports/summary', `/reports/summary${range}`, { token, status: 200 })),
      ...(await check('GET', '/reports/summary', '/reports/summary?from=2026-02-01&to=2026-01-01', { token, status: 400 })),
      ...(await check('GET', '/reports/riders', `/reports/riders${range}`, { token, status: 200 })),
      ...(await check('GET', '/map', '/map', { token, status: 200 })),
    ];
    const client = await s.login('client@demo.com', 'client');
    problems.push(...(await check('GET', '/map', '/map', { token: client, status: 200 })));
    expect(problems).toEqual([]);
  });

  it('the data-model calls', async () => {
    const problems = [
      ...(await check('GET', '/schemas', '/schemas', { token, status: 200 })),
      ...(await check('GET', '/schemas/{name}', '/schemas/batteries', { token, status: 200 })),
      ...(await check('GET', '/schemas/{name}', '/schemas/no-such-thing', { token, status: 404 })),
      ...(await check('GET', '/schemas/{name}/versions', '/schemas/batteries/versions', { token, status: 200 })),
      ...(await check('PUT', '/schemas/{name}', '/schemas/batteries', { token, body: { name: 'batteries', fields: { x: { kind: 'nope' } } }, status: 422 })),
      ...(await check('PUT', '/schemas/{name}', '/schemas/batteries', {
        token,
        body: { name: 'batteries', fields: { hullNo: { kind: 'text', maxLength: 20 } } },
        status: 200,
      })),
      ...(await check('POST', '/schemas/{name}/publish', '/schemas/batteries/publish?dryRun=true', { token, status: 200 })),
      ...(await check('POST', '/schemas/{name}/publish', '/schemas/batteries/publish', { token, status: 200 })),
      ...(await check('POST', '/schemas/{name}/publish', '/schemas/batteries/publish', { token, status: 409 })),
      ...(await check('GET', '/schemas/{name}/versions', '/schemas/batteries/versions', { token, status: 200 })),
      ...(await check('POST', '/schemas/{name}/revert', '/schemas/batteries/revert', { token, body: { version: 1 }, status: 200 })),
      ...(await check('POST', '/schemas/{name}/revert', '/schemas/batteries/revert', { token, body: { version: 99 }, status: 404 })),
      ...(await check('DELETE', '/schemas/{name}', '/schemas/batteries', { token, status: 405 })),
      ...(await check('GET', '/schemas/{name}', '/schemas/batteries', { token, status: 200 })),
    ];
    expect(problems).toEqual([]);
  });
});

// last: these run long without a call, and the server runs in this process (a kept-alive connection would be closed under a call)
describe('openapi.json as standard tools read it', () => {
  it('ajv in strict mode (2020-12) compiles every component schema', () => {
    const refused = Object.keys(doc.components.schemas).flatMap((name) => {
      try {
        ajv.getSchema(idOf(name));
        return [];
      } catch (e) {
        return [`${name}: ${(e as Error).message}`];
      }
    });
    expect(refused).toEqual([]);
  });

  it('ajv in strict mode compiles every parameter, body and answer schema of the paths', () => {
    const refused: string[] = [];
    for (const { method, path, op } of operations()) {
      const schemas = [
        ...(op.parameters ?? []).flatMap((p) => (p.schema ? [p.schema] : [])),
        ...Object.values(op.requestBody?.content ?? {}).map((c) => c.schema),
        ...Object.values(op.responses).flatMap((r) => Object.values(r.content ?? {}).map((c) => c.schema)),
      ];
      for (const schema of schemas)
        try {
          validatorOf(schema);
        } catch (e) {
          refused.push(`${method} ${path}: ${(e as Error).message}`);
        }
    }
    expect(refused).toEqual([]);
  });

  it('every name a schema requires is one of its properties', () => {
    const undeclared: string[] = [];
    for (const [at, node] of walk(doc))
      if (Array.isArray(node.required) && !at.endsWith('/parameters') && typeof node.in !== 'string' && !('content' in node))
        for (const name of node.required as string[])
          if (!(node.properties && Object.prototype.hasOwnProperty.call(node.properties, name))) undeclared.push(`${at}: ${name}`);
    expect(undeclared).toEqual([]);
  });

  it('swagger-parser finds it valid', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it("Redocly's recommended rules and no-required-schema-properties-undefined find no error", async () => {
    const config = await createConfig({ extends: ['recommended'], rules: { 'no-required-schema-properties-undefined': 'error' } });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: '/openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });
});
