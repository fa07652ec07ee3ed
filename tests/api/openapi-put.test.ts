/**
 * A `PUT`'s `required` list in `openapi.json` is exactly what the server requires on a `PUT`
 * (CONTRACT §2.1): for every resource offering PUT, a body holding exactly the document's required
 * fields (the `required` list, and a conditional clause's `then.required` when the body meets its
 * `if`), with the values of a record read back, is accepted; leaving out any one of them is a 422
 * naming that field. One record is tried per state that decides what a record requires (a faulty
 * battery must keep its fault code).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry } from '../../server/load-registry';
import { CONTRACT_EXAMPLE } from '../fixtures/charging-piles';
import { startServer, type TestServer } from './harness';

const BASE = '/admin-company/v1';
type Schema = Record<string, unknown>;

let s: TestServer;
let token: string;
let schemas: Record<string, Schema>;
let me: { id: string; roleIds: string[] };
const ajv = new Ajv2020({ strict: false });

beforeAll(async () => {
  s = await startServer();
  token = await s.login('admin@demo.com', 'admin');
  // a declared resource with a conditional rule, and a record in each of the states that decide it
  expect((await s.call('PUT', `${BASE}/schemas/${CONTRACT_EXAMPLE.name}`, { token, body: CONTRACT_EXAMPLE })).status).toBe(200);
  expect((await s.call('POST', `${BASE}/schemas/${CONTRACT_EXAMPLE.name}/publish`, { token })).status).toBe(200);
  const cabinetId = String((await s.call('GET', `${BASE}/cab-devices?size=1`, { token })).body.data.data[0].id);
  for (const pile of [
    { sn: 'PILE0001', cabinetId, status: 'idle' },
    { sn: 'PILE0002', cabinetId, status: 'fault', faultCode: 'E07' },
  ])
    expect((await s.call('POST', `${BASE}/${CONTRACT_EXAMPLE.name}`, { token, body: pile })).status).toBe(200);
  schemas = (await s.call('GET', `${BASE}/openapi.json`)).body.components.schemas;
  me = (await s.call('GET', '/auth/me', { token })).body.userData;
});
afterAll(() => s?.close());

const registry = await loadRegistry();
/** The built-in resources, and one declared at run time (CONTRACT §2.4), whose PUT must be as true. */
const names = [...registry.all.map((def) => def.name), CONTRACT_EXAMPLE.name];

/** The fields whose values decide what a record requires (the workflow's state, the fields conditions name): one record per combination is tried. */
function deciding(name: string): string[] {
  const def = registry.byName(name);
  const fields: Record<string, { kind: string; requiredWhen?: object; visibleWhen?: object }> = def?.fields ?? CONTRACT_EXAMPLE.fields;
  const out = new Set<string>(def?.workflow ? [def.workflow.field] : []);
  for (const field of Object.values(fields)) for (const f of [...Object.keys(field.requiredWhen ?? {}), ...Object.keys(field.visibleWhen ?? {})]) out.add(f);
  return [...out];
}

/** The names a body must hold: the schema's `required`, and the `then.required` of each clause whose `if` the body meets. */
function requiredFor(schema: Schema, record: Record<string, unknown>): string[] {
  const pick = (names: readonly string[]) => Object.fromEntries(names.filter((n) => n in record).map((n) => [n, record[n]]));
  const names = new Set((schema.required as string[] | undefined) ?? []);
  for (let before = -1; names.size !== before;) {
    before = names.size;
    for (const clause of (schema.allOf as Schema[] | undefined) ?? []) {
      const { if: condition, then } = clause as { if?: Schema; then?: { required?: string[] } };
      if (condition && ajv.validate(condition, pick([...names]))) for (const name of then?.required ?? []) names.add(name);
    }
  }
  return [...names];
}

describe("a PUT's required fields are exactly the server's", () => {
  it.each(names)('%s', async (name) => {
    const schema = schemas[`${name}.replace`];
    if (!schema) return; // no PUT: nothing to hold to it
    const list = await s.call('GET', `${BASE}/${name}?size=1000`, { token });
    expect(list.status).toBe(200);
    // one record per combination of the deciding fields' values; never the caller's own account or roles (a PUT that clears them would lock the test out)
    const mine = new Set([`sys-users/${me.id}`, ...me.roleIds.map((id) => `roles/${id}`)]);
    const tried = new Map<string, string>();
    for (const row of list.body.data.data as Record<string, unknown>[]) {
      const key = JSON.stringify(deciding(name).map((f) => row[f] ?? null));
      if (!tried.has(key) && !mine.has(`${name}/${String(row.id)}`)) tried.set(key, String(row.id));
    }
    const problems: unknown[] = [];
    for (const id of tried.values()) {
      const record = (await s.call('GET', `${BASE}/${name}/${id}`, { token })).body.data as Record<string, unknown>;
      const required = requiredFor(schema, record);
      const body = Object.fromEntries(required.map((n) => [n, record[n]]));
      const whole = await s.call('PUT', `${BASE}/${name}/${id}`, { token, body });
      if (whole.status !== 200) problems.push({ id, body, status: whole.status, answer: whole.body?.data });
      for (const field of required) {
        const { [field]: _left, ...less } = body;
        const r = await s.call('PUT', `${BASE}/${name}/${id}`, { token, body: less });
        if (r.status !== 422 || r.body?.data?.errors?.[field] !== 'app.validation.required')
          problems.push({ id, without: field, status: r.status, answer: r.body?.data });
      }
    }
    expect(problems).toEqual([]);
  });
});
