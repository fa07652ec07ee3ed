/**
 * One validator for a record, read by the form (client) and by the demo API (server).
 * Messages are translation keys (`app.validation.*`), so the browser shows them in the user's
 * language whichever side found the problem.
 */
import { fieldViews, type FieldDef, type ResourceDef } from './define';

export type FieldErrors = Record<string, string>;
export type Mode = 'create' | 'update' | 'patch';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_RE = /^(https?:\/\/|\/)[^\s]*$/;

export const isEmpty = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

const isDate = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));
const isDateTime = (v: unknown) => typeof v === 'string' && v.length <= 40 && !Number.isNaN(Date.parse(v));
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
      const max = field.maxLength ?? (field.kind === 'longText' ? 5000 : 500);
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

/** Whether the field is written by forms/clients in this mode. */
export function isWritable(field: FieldDef, mode: Mode): boolean {
  if (field.readOnly || field.kind === 'id') return false;
  const views = fieldViews(field);
  return mode === 'create' ? views.includes('create') : views.includes('edit');
}

/**
 * Validates `values` for `mode`. Unknown and read-only keys are reported (a client may not
 * write them); `required` is checked on create and on full update.
 */
export function validateRecord(def: ResourceDef, values: Record<string, unknown>, mode: Mode, opts: { ignoreReadOnly?: boolean } = {}): FieldErrors {
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
    if (!isWritable(field, mode) && !(field.kind === 'id' && mode !== 'create')) {
      if (!opts.ignoreReadOnly) errors[key] = 'app.validation.readOnly';
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
  if (mode !== 'patch') {
    for (const [key, field] of Object.entries(def.fields)) {
      if (key === stateField || !field.required || !isWritable(field, mode) || errors[key]) continue;
      if (field.writeOnly && mode !== 'create') continue;
      if (isEmpty(values[key])) errors[key] = 'app.validation.required';
    }
  }
  return errors;
}
