/**
 * What every field kind means outside the browser: its default demo value and its OpenAPI type.
 * Keyed by exact kind name; a kind missing here is a type error (`satisfies`). The browser's
 * half is in src/schema/kindFields.tsx (Field per kind) and src/schema/kindInputs.tsx (Input and filters).
 */
import RandExp from 'randexp';
import type { FieldDef, FieldKind } from './define';
import type { Gen, GenContext } from './demo-gen';
import { DATE_PATTERN, DATE_TIME_MAX_LENGTH, EMAIL_PATTERN, MAX_JSON_DEPTH, MONEY_STEP, URL_PATTERN, maxLengthOf } from './validate';

export interface PureKindSpec {
  /** The demo value when the field declares no `gen`. */
  demo(g: Gen, field: FieldDef, ctx: GenContext, name: string): unknown;
  /** JSON Schema (OpenAPI 3.1) of one value. */
  jsonSchema(field: FieldDef): Record<string, unknown>;
}

const WORDS = ['标准', '快换', '高续航', '城市', '通勤', '夜间', '周末', '企业', '学生', '新手'];
const str = (): Record<string, unknown> => ({ type: 'string' });
const textSchema = (field: FieldDef): Record<string, unknown> => {
  const out: Record<string, unknown> = { type: 'string', maxLength: maxLengthOf(field) };
  if ('minLength' in field && field.minLength !== undefined) out.minLength = field.minLength;
  if ('pattern' in field && field.pattern !== undefined) out.pattern = `^(?:${field.pattern})$`;
  return out;
};
const numberSchema = (field: FieldDef): Record<string, unknown> => {
  const out: Record<string, unknown> = { type: 'integer' in field && field.integer ? 'integer' : 'number' };
  if ('min' in field && field.min !== undefined) out.minimum = field.min;
  if ('max' in field && field.max !== undefined) out.maximum = field.max;
  if (field.kind === 'money') out.multipleOf = MONEY_STEP;
  return out;
};
/** A default demo text that passes the field's own rules: generated from its pattern when it has one, else `plain` cut to its length. */
function textDemo(g: Gen, field: FieldDef, plain: string): string {
  if ('pattern' in field && field.pattern !== undefined) {
    const text = new RandExp(`^(?:${field.pattern})$`);
    text.max = 8;
    text.randInt = (min: number, max: number) => g.int(min, max);
    return text.gen();
  }
  return plain.slice(0, maxLengthOf(field));
}
const refTarget = (field: FieldDef): string => ('to' in field ? field.to : '');
/** A value the server's URL rule accepts: http(s) or a path of this site (a plain `format: uri-reference` would allow `foo`). */
const urlSchema = (field: FieldDef): Record<string, unknown> => withPattern({ ...textSchema(field), format: 'uri-reference' }, URL_PATTERN);
/** Adds a kind's own pattern to a schema that may hold the field's (both must match). */
function withPattern(schema: Record<string, unknown>, pattern: string): Record<string, unknown> {
  return schema.pattern === undefined ? { ...schema, pattern } : { ...schema, allOf: [{ pattern }] };
}
/** ISO 8601 as the API writes it: seconds, at most milliseconds, `Z` or an offset. */
const DATE_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:[0-5]\\d(\\.\\d{1,3})?(Z|[+-]\\d{2}:\\d{2})$';

export const PURE_KINDS = {
  id: { demo: (_g, _f, ctx) => String(ctx.index + 1), jsonSchema: () => ({ type: 'string', readOnly: true }) },
  text: { demo: (g, f, _c, name) => textDemo(g, f, `${g.pick(WORDS)}${name}${g.int(1, 99)}`), jsonSchema: textSchema },
  longText: { demo: (g, f) => textDemo(g, f, `${g.pick(WORDS)}，${g.pick(WORDS)}。`), jsonSchema: textSchema },
  number: { demo: (g, f) => g.int('min' in f && f.min !== undefined ? f.min : 0, 'max' in f && f.max !== undefined ? f.max : 100), jsonSchema: numberSchema },
  money: { demo: (g) => g.float(10, 2000, 2), jsonSchema: numberSchema },
  percent: { demo: (g) => g.int(0, 100), jsonSchema: numberSchema },
  boolean: { demo: (g) => g.bool(), jsonSchema: () => ({ type: 'boolean' }) },
  date: { demo: (g) => g.dayOffset(-g.int(0, 365)), jsonSchema: () => ({ type: 'string', format: 'date', pattern: DATE_PATTERN }) },
  datetime: {
    demo: (g) => g.recent(90),
    jsonSchema: () => ({ type: 'string', format: 'date-time', pattern: DATE_TIME_PATTERN, maxLength: DATE_TIME_MAX_LENGTH }),
  },
  enum: {
    demo: (g, f) => g.pick(Object.keys('values' in f ? f.values : {})),
    jsonSchema: (f) => ({ type: 'string', enum: Object.keys('values' in f ? f.values : {}) }),
  },
  reference: {
    demo: (g, f, ctx) => g.refId(ctx, refTarget(f)),
    jsonSchema: (f) => ({ type: 'string', 'x-reference': refTarget(f) }),
  },
  referenceMany: {
    demo: (g, f, ctx) => {
      const rows = ctx.db[refTarget(f)] ?? [];
      return g.some(
        rows.map((r) => String(r.id)),
        0,
        3,
      );
    },
    jsonSchema: (f) => ({ type: 'array', items: { type: 'string' }, maxItems: 1000, 'x-reference': refTarget(f) }),
  },
  phone: { demo: (g) => g.phone(), jsonSchema: textSchema },
  email: { demo: (g, _f, ctx) => `user${ctx.index + 1}@example.com`, jsonSchema: (f) => withPattern({ ...textSchema(f), format: 'email' }, EMAIL_PATTERN) },
  url: { demo: () => undefined, jsonSchema: urlSchema },
  image: { demo: () => undefined, jsonSchema: urlSchema },
  geo: {
    demo: (g) => g.geoNear(108.94, 34.34, 0.2),
    jsonSchema: () => ({
      type: 'object',
      properties: { lng: { type: 'number', minimum: -180, maximum: 180 }, lat: { type: 'number', minimum: -90, maximum: 90 } },
      required: ['lng', 'lat'],
      additionalProperties: false,
    }),
  },
  json: { demo: () => undefined, jsonSchema: () => ({ description: `Any JSON value nested at most ${MAX_JSON_DEPTH} levels`, 'x-max-depth': MAX_JSON_DEPTH }) },
} satisfies Record<FieldKind, PureKindSpec>;

export const stringSchema = str;
