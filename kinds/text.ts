/** Texts (text, longText, phone, email, url, image): a string within its length, its pattern, and an address's or a link's form. */
import type { FieldDef, TextFieldDef } from '../resources/define';
import type { KindCore } from './types';

export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
/** http(s) or a path of this site (a plain `format: uri-reference` would allow `foo`). */
export const URL_PATTERN = '^(https?://|/)\\S*$';
const EMAIL = new RegExp(EMAIL_PATTERN);
/**
 * The control characters the server refuses in any text (resources/text.ts: all but tab, LF and CR),
 * as a JSON Schema pattern: openapi.json says `not: {pattern}` on every text field
 * (tests/unit/storable-text.test.ts holds the two to the same characters). Lone surrogates are
 * refused too but not said there: without the `u` flag a class of surrogates matches the halves of
 * an emoji, and not every validator sets it.
 */
export const CONTROL_CHARACTER_PATTERN = '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]';
const URL_RE = new RegExp(URL_PATTERN);

/** A text's longest accepted value: its `maxLength`, else 500 (5000 for a long text). */
export const maxLengthOf = (field: FieldDef): number =>
  'maxLength' in field && field.maxLength !== undefined ? field.maxLength : field.kind === 'longText' ? 5000 : 500;

function check(field: FieldDef, v: unknown): string | undefined {
  if (typeof v !== 'string') return 'app.validation.type';
  const text = field as TextFieldDef;
  if (text.minLength !== undefined && v.length < text.minLength) return 'app.validation.tooShort';
  if (v.length > maxLengthOf(field)) return 'app.validation.tooLong';
  if (v === '') return undefined;
  if (field.kind === 'email' && !EMAIL.test(v)) return 'app.validation.email';
  if ((field.kind === 'url' || field.kind === 'image') && !URL_RE.test(v)) return 'app.validation.url';
  if (text.pattern && !new RegExp(`^(?:${text.pattern})$`).test(v)) return text.patternMessage ?? 'app.validation.pattern';
  return undefined;
}

function textSchema(field: FieldDef): Record<string, unknown> {
  // the control characters the server refuses in any text (resources/text.ts), said to a validator
  const out: Record<string, unknown> = { type: 'string', maxLength: maxLengthOf(field), not: { pattern: CONTROL_CHARACTER_PATTERN } };
  if ('minLength' in field && field.minLength !== undefined) out.minLength = field.minLength;
  if ('pattern' in field && field.pattern !== undefined) out.pattern = `^(?:${field.pattern})$`;
  return out;
}
/** Adds a kind's own pattern to a schema that may hold the field's (both must match). */
function withPattern(schema: Record<string, unknown>, pattern: string): Record<string, unknown> {
  return schema.pattern === undefined ? { ...schema, pattern } : { ...schema, allOf: [{ pattern }] };
}
const urlSchema = (field: FieldDef) => withPattern({ ...textSchema(field), format: 'uri-reference' }, URL_PATTERN);

/** What every text kind takes. */
const TEXT_OPTIONS = ['pointsTo', 'display', 'minLength', 'maxLength', 'pattern', 'patternMessage', 'mask'] as const;
/** A long text or a picture reads on the record's page and in forms, not in a list column. */
const NOT_LISTED = { views: ['show', 'create', 'edit'] };

export const TEXT = {
  text: { check, jsonSchema: textSchema, defaults: {}, options: TEXT_OPTIONS, sortable: true },
  longText: { check, jsonSchema: textSchema, defaults: NOT_LISTED, options: TEXT_OPTIONS, sortable: false },
  // a mainland mobile number, said in words when it is not one
  phone: { check, jsonSchema: textSchema, defaults: { pattern: '1\\d{10}', patternMessage: 'app.validation.phone' }, options: TEXT_OPTIONS, sortable: true },
  email: { check, jsonSchema: (f) => withPattern({ ...textSchema(f), format: 'email' }, EMAIL_PATTERN), defaults: {}, options: TEXT_OPTIONS, sortable: true },
  url: { check, jsonSchema: urlSchema, defaults: {}, options: TEXT_OPTIONS, sortable: true },
  image: { check, jsonSchema: urlSchema, defaults: NOT_LISTED, options: TEXT_OPTIONS, sortable: false },
} satisfies Record<TextFieldDef['kind'], KindCore>;

/** The text kinds: a string typed in (searched by its words, `filter: 'search'`). */
export const TEXT_KINDS = Object.keys(TEXT) as readonly TextFieldDef['kind'][];
/** Whether a field holds a text of one of the text kinds. */
export const isText = (field: FieldDef | undefined): field is TextFieldDef => !!field && (TEXT_KINDS as readonly string[]).includes(field.kind);
