/**
 * One validator for a record, read by the form (client) and by the demo API (server).
 * Messages are translation keys (`app.validation.*`), so the browser shows them in the user's
 * language whichever side found the problem.
 */
import type { FieldDef, ResourceDef } from './define';
import { isWritable, requiredFields, type Mode } from './writes';

export type { Mode } from './writes';

export type FieldErrors = Record<string, string>;

/** The value rules the kinds' JSON Schemas state as well (resources/kinds.ts): one source for both. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
export const URL_PATTERN = '^(https?://|/)\\S*$';
export const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
export const DATE_TIME_MAX_LENGTH = 40;
/** A text's longest accepted value: its `maxLength`, else 500 (5000 for a long text). */
export const maxLengthOf = (field: FieldDef): number =>
  'maxLength' in field && field.maxLength !== undefined ? field.maxLength : field.kind === 'longText' ? 5000 : 500;
/** How deep a JSON value may nest (a `json` field, any value of a request body): deeper ones are refused before anything walks them. */
export const MAX_JSON_DEPTH = 16;
/** The smallest step of a money amount (cents). */
export const MONEY_STEP = 0.01;

const EMAIL = new RegExp(EMAIL_PATTERN);
const URL_RE = new RegExp(URL_PATTERN);

export const isEmpty = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

const isDate = (v: unknown) => typeof v === 'string' && new RegExp(DATE_PATTERN).test(v) && !Number.isNaN(Date.parse(v));
const isDateTime = (v: unknown) => typeof v === 'string' && v.length <= DATE_TIME_MAX_LENGTH && !Number.isNaN(Date.parse(v));
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** The error key for one value of `field`, or undefined when it is acceptable. */
export function checkValue(field: FieldDef, v: unknown): string | undefined {
  switch (field.kind) {
    case 'id':
      return typeof v === 'string' || typeof v === 'number' ? undefined : 'app.validation.type';
    case 'text':
    case 'longText':
    case 'phone':
    case 'email':
    case 'url':
    case 'image': {
      if (typeof v !== 'string') return 'app.validation.type';
      const max = maxLengthOf(field);
      if (field.minLength !== undefined && v.length < field.minLength) return 'app.validation.tooShort';
      if (v.length > max) return 'app.validation.tooLong';
      if (v === '') return undefined;
      if (field.kind === 'email' && !EMAIL.test(v)) return 'app.validation.email';
      if ((field.kind === 'url' || field.kind === 'image') && !URL_RE.test(v)) return 'app.validation.url';
      if (field.pattern && !new RegExp(`^(?:${field.pattern})$`).test(v)) return field.patternMessage ?? 'app.validation.pattern';
      return undefined;
    }
    case 'number':
    case 'money':
    case 'percent': {
      if (typeof v !== 'number' || !Number.isFinite(v)) return 'app.validation.number';
      if ((field.integer || false) && !Number.isInteger(v)) return 'app.validation.integer';
      if (field.min !== undefined && v < field.min) return 'app.validation.tooSmall';
      if (field.max !== undefined && v > field.max) return 'app.validation.tooLarge';
      if (field.kind === 'money' && Math.round(v * 100) !== Number((v * 100).toFixed(6))) return 'app.validation.money';
      return undefined;
    }
    case 'boolean':
      return typeof v === 'boolean' ? undefined : 'app.validation.type';
    case 'date':
      return isDate(v) ? undefined : 'app.validation.date';
    case 'datetime':
      return isDateTime(v) ? undefined : 'app.validation.date';
    case 'enum':
      return typeof v === 'string' && Object.prototype.hasOwnProperty.call(field.values, v) ? undefined : 'app.validation.enum';
    case 'reference':
      return typeof v === 'string' || typeof v === 'number' ? undefined : 'app.validation.type';
    case 'referenceMany':
      return Array.isArray(v) && v.length <= 1000 && v.every((x) => typeof x === 'string' || typeof x === 'number') ? undefined : 'app.validation.type';
    case 'geo': {
      if (!isPlainObject(v)) return 'app.validation.geo';
      const { lng, lat } = v;
      if (typeof lng !== 'number' || typeof lat !== 'number' || Math.abs(lng) > 180 || Math.abs(lat) > 90) return 'app.validation.geo';
      return Object.keys(v).every((k) => k === 'lng' || k === 'lat') ? undefined : 'app.validation.geo';
    }
    case 'json':
      return undefined;
  }
}

/**
 * Validates `values` for `mode`. Unknown keys and keys a client may not write in that mode are
 * reported; the fields `mode` requires (resources/writes.ts) must be present and not empty.
 */
export function validateRecord(def: ResourceDef, values: Record<string, unknown>, mode: Mode): FieldErrors {
  const errors: FieldErrors = {};
  const stateField = def.workflow?.field;
  for (const key of Object.keys(values)) {
    // The workflow state moves only through transitions; the server decides what a change means.
    if (key === stateField) continue;
    const field = Object.prototype.hasOwnProperty.call(def.fields, key) ? def.fields[key] : undefined;
    if (!field) {
      errors[key] = 'app.validation.unknownField';
      continue;
    }
    if (!isWritable(field, mode)) {
      errors[key] = 'app.validation.readOnly';
      continue;
    }
    const v = values[key];
    if (isEmpty(v)) {
      if (mode === 'patch' && field.required && !field.writeOnly) errors[key] = 'app.validation.required';
      continue;
    }
    const err = checkValue(field, v);
    if (err) errors[key] = err;
  }
  for (const key of requiredFields(def, mode)) if (!errors[key] && isEmpty(values[key])) errors[key] = 'app.validation.required';
  return errors;
}

/**
 * Checks a record as it is stored and read back (not what a client may send): every declared
 * field it holds passes its kind's rules, the id, the workflow state and every required field are
 * there, no write-only secret is kept in the clear, and nothing undeclared is kept. The demo data
 * and every record the API writes must pass it.
 */
export function validateStored(def: ResourceDef, row: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, v] of Object.entries(row)) {
    const field = Object.prototype.hasOwnProperty.call(def.fields, key) ? def.fields[key] : undefined;
    if (!field) {
      // a write-only field is kept as its hash (`passwordHash`)
      if (!(key.endsWith('Hash') && def.fields[key.slice(0, -4)]?.writeOnly)) errors[key] = 'app.validation.unknownField';
      continue;
    }
    if (field.writeOnly) errors[key] = 'app.validation.unknownField';
    // the API keeps no empty value: a write of null or '' removes the field
    else if (v === null || v === '') errors[key] = 'app.validation.type';
    else if (v !== undefined) {
      const err = checkValue(field, v);
      if (err) errors[key] = err;
    }
  }
  for (const [key, field] of Object.entries(def.fields))
    if ((key === 'id' || key === def.workflow?.field || field.required) && !field.writeOnly && !errors[key] && isEmpty(row[key]))
      errors[key] = 'app.validation.required';
  return errors;
}
