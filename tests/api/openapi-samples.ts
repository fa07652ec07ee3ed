/**
 * Values built from an OpenAPI document's JSON Schemas, the way a backend team's contract test
 * builds them: from what the document says, nothing else. Patterns are expanded with randexp,
 * references (`x-reference`) take an id the API lists, unique values are random enough not to
 * clash.
 */
import RandExp from 'randexp';

export type JsonSchema = Record<string, unknown>;

export interface SampleContext {
  /** Resolves a `$ref` of the document. */
  deref(schema: JsonSchema): JsonSchema;
  /** An id of a record of `resource` (for `x-reference`), or undefined when it has none. */
  idOf(resource: string): Promise<string | undefined>;
  /** An id of `resource` that no record holds in the unique reference `field` yet (for `x-unique` with `x-reference`). */
  freeId(resource: string, field: string): Promise<string | undefined>;
  /** 0 ≤ n < 1. */
  random(): number;
}

const int = (ctx: SampleContext, min: number, max: number) => min + Math.floor(ctx.random() * (max - min + 1));
const word = (ctx: SampleContext, length: number) => Array.from({ length }, () => 'abcdefghijkmnpqrstuvwxyz23456789'[int(ctx, 0, 31)]).join('');

/** Every pattern a string schema must match (its own and those of an `allOf`). */
function patternsOf(schema: JsonSchema): RegExp[] {
  const own = typeof schema.pattern === 'string' ? [schema.pattern] : [];
  const more = Array.isArray(schema.allOf) ? (schema.allOf as JsonSchema[]).flatMap((s) => (typeof s.pattern === 'string' ? [s.pattern] : [])) : [];
  return [...own, ...more].map((p) => new RegExp(p, 'u'));
}

function sampleString(schema: JsonSchema, ctx: SampleContext): string {
  const min = Number(schema.minLength ?? 0);
  const max = Number(schema.maxLength ?? 40);
  const fits = (s: string) => s.length >= min && s.length <= max && patternsOf(schema).every((p) => p.test(s));
  for (let attempt = 0; attempt < 50; attempt++) {
    let s: string;
    if (schema.format === 'date') s = `2026-${String(int(ctx, 1, 12)).padStart(2, '0')}-${String(int(ctx, 1, 28)).padStart(2, '0')}`;
    else if (schema.format === 'date-time')
      s = new Date(Date.UTC(2026, int(ctx, 0, 10), int(ctx, 1, 28), int(ctx, 0, 23), int(ctx, 0, 59), int(ctx, 0, 59))).toISOString();
    else if (schema.format === 'email') s = `t${word(ctx, 8)}@example.com`;
    else if (schema.format === 'uri-reference') s = `https://example.com/${word(ctx, 8)}`;
    else if (typeof schema.pattern === 'string' && schema.pattern.startsWith('^')) {
      const gen = new RandExp(schema.pattern);
      gen.max = 6;
      gen.randInt = (a: number, b: number) => int(ctx, a, b);
      s = gen.gen();
    } else s = word(ctx, Math.max(min, Math.min(max, 10)));
    if (fits(s)) return s;
  }
  throw new Error(`cannot build a string for ${JSON.stringify(schema)}`);
}

function sampleNumber(schema: JsonSchema, ctx: SampleContext): number {
  const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
  const max = typeof schema.maximum === 'number' ? schema.maximum : min + 1000;
  if (schema.type === 'integer') return int(ctx, Math.ceil(min), Math.floor(max));
  const decimals = typeof schema['x-decimal-places'] === 'number' ? schema['x-decimal-places'] : 3;
  const step = typeof schema.multipleOf === 'number' ? schema.multipleOf : 10 ** -decimals;
  const steps = Math.floor((max - min) / step);
  return Number((min + int(ctx, 0, steps) * step).toFixed(6));
}

/** A value valid against `schema`; `undefined` when none can be had (a reference to an empty resource). */
export async function sample(input: JsonSchema, ctx: SampleContext): Promise<unknown> {
  const schema = ctx.deref(input);
  if (Array.isArray(schema.oneOf)) {
    const options = (schema.oneOf as JsonSchema[]).map((s) => ctx.deref(s)).filter((s) => s.type !== 'null');
    return sample(options[0] ?? { type: 'null' }, ctx);
  }
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[int(ctx, 0, schema.enum.length - 1)];
  const reference = typeof schema['x-reference'] === 'string' ? schema['x-reference'] : undefined;
  switch (schema.type) {
    case 'string':
      return reference ? ctx.idOf(reference) : sampleString(schema, ctx);
    case 'number':
    case 'integer':
      return sampleNumber(schema, ctx);
    case 'boolean':
      return ctx.random() < 0.5;
    case 'null':
      return null;
    case 'array': {
      const min = Number(schema.minItems ?? 0);
      const count = Math.max(min, Math.min(Number(schema.maxItems ?? 3), 2));
      if (reference) {
        const ids = new Set<string>();
        for (let i = 0; i < count * 3 && ids.size < count; i++) {
          const id = await ctx.idOf(reference);
          if (id !== undefined) ids.add(id);
        }
        return [...ids];
      }
      const items = (schema.items ?? {}) as JsonSchema;
      const out: unknown[] = [];
      for (let i = 0; i < count; i++) out.push(await sample(items, ctx));
      return out;
    }
    case 'object':
      return sampleObject(schema, ctx, 'all');
    default:
      // a schema that allows any JSON value
      return { note: word(ctx, 6) };
  }
}

/** An object valid against `schema`: its required properties, and the others too (`all`) or not (`required`). */
export async function sampleObject(input: JsonSchema, ctx: SampleContext, which: 'all' | 'required'): Promise<Record<string, unknown>> {
  const schema = ctx.deref(input);
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const out: Record<string, unknown> = {};
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
    if (which === 'required' && !required.has(name)) continue;
    const own = ctx.deref(property);
    const uniqueReference = own['x-unique'] === true && typeof own['x-reference'] === 'string' ? own['x-reference'] : undefined;
    const value = uniqueReference ? await ctx.freeId(uniqueReference, name) : await sample(property, ctx);
    if (value !== undefined) out[name] = value;
  }
  return followRules(schema, out, ctx);
}

type Condition = Record<string, unknown[]>;
const satisfies = (condition: Condition, body: Record<string, unknown>) => Object.entries(condition).every(([f, values]) => values.includes(body[f]));

/**
 * A body as the document's rules want it: a field shown only while others hold some values
 * (`x-visible-when`) is sent with them holding one (or not at all, when the body cannot say), and
 * a field an `if`/`then` clause requires of the body is sent.
 */
async function followRules(schema: JsonSchema, body: Record<string, unknown>, ctx: SampleContext): Promise<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  for (const name of Object.keys(body)) {
    const when = ctx.deref(properties[name] ?? {})['x-visible-when'] as Condition | undefined;
    if (!when || satisfies(when, body)) continue;
    if (Object.keys(when).every((f) => f in properties)) for (const [f, values] of Object.entries(when)) body[f] = values[0];
    else delete body[name];
  }
  for (const clause of (schema.allOf ?? []) as {
    if?: { properties?: Record<string, { enum?: unknown[] }>; required?: string[] };
    then?: { required?: string[] };
  }[]) {
    // as JSON Schema reads `if`: a field it names holds one of its values, or is absent where `if` does not require it
    const holds = Object.entries(clause.if?.properties ?? {}).every(([f, s]) =>
      body[f] === undefined ? !clause.if?.required?.includes(f) : (s.enum ?? []).includes(body[f]),
    );
    if (!holds) continue;
    for (const f of clause.then?.required ?? []) if (body[f] === undefined && properties[f]) body[f] = await sample(properties[f], ctx);
  }
  return body;
}

/** A value for a query parameter of the document (arrays: one element). */
export async function sampleParameter(input: JsonSchema, ctx: SampleContext): Promise<string | undefined> {
  const schema = ctx.deref(input);
  const value = schema.type === 'array' ? await sample((schema.items ?? {}) as JsonSchema, ctx) : await sample(schema, ctx);
  return value === undefined ? undefined : String(value);
}
