/**
 * Field readers for request bodies. Each reads one own property, records a message under the
 * field's name when it is wrong, and returns the narrowed value (or `undefined`).
 */
import { say, type ServerText } from '../messages';
import { isObject, own, type JsonObject } from './plumbing';

/** field → message (rendered in the caller's language when the answer is written). */
export type FieldErrors = Record<string, ServerText>;

interface TextRule {
  required?: boolean;
  max?: number;
  pattern?: RegExp;
  patternMessage?: ServerText;
}

export function text(body: JsonObject, field: string, errors: FieldErrors, rule: TextRule = {}, label = field): string | undefined {
  const value = own(body, field);
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    if (rule.required) errors[label] = say('field.required', { field: label });
    return value === undefined || value === null ? undefined : '';
  }
  if (typeof value !== 'string') {
    errors[label] = say('field.text', { field: label });
    return undefined;
  }
  const trimmed = value.trim();
  const max = rule.max ?? 200;
  if (trimmed.length > max) errors[label] = say('field.too_long', { field: label, max });
  else if (rule.pattern && !rule.pattern.test(trimmed)) errors[label] = rule.patternMessage ?? say('field.invalid', { field: label });
  return trimmed;
}

export function choice<T extends string>(
  body: JsonObject,
  field: string,
  choices: readonly T[],
  errors: FieldErrors,
  required: boolean,
  label = field,
): T | undefined {
  const value = own(body, field);
  if (value === undefined || value === null || value === '') {
    if (required) errors[label] = say('field.required', { field: label });
    return undefined;
  }
  const found = choices.find((c) => c === value);
  if (found === undefined) errors[label] = say('field.one_of', { field: label, choices: choices.join(', ') });
  return found;
}

export function bool(body: JsonObject, field: string, errors: FieldErrors): boolean | undefined {
  const value = own(body, field);
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') errors[field] = say('field.boolean', { field });
  return typeof value === 'boolean' ? value : undefined;
}

export function num(body: JsonObject, field: string, errors: FieldErrors, rule: { required?: boolean; min?: number } = {}): number | undefined {
  const value = own(body, field);
  if (value === undefined || value === null || value === '') {
    if (rule.required) errors[field] = say('field.required', { field });
    return undefined;
  }
  const n = typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) {
    errors[field] = say('field.number', { field });
    return undefined;
  }
  if (rule.min !== undefined && n < rule.min) errors[field] = say('field.min', { field, min: rule.min });
  return n;
}

export function object(body: JsonObject, field: string, errors: FieldErrors, required: boolean): JsonObject | undefined {
  const value = own(body, field);
  if (value === undefined || value === null) {
    if (required) errors[field] = say('field.required', { field });
    return undefined;
  }
  if (!isObject(value)) errors[field] = say('field.object', { field });
  return isObject(value) ? value : undefined;
}

export const EMAIL_PATTERN = /^[^\s@<>()"',;]+@[^\s@<>()"',;]+\.[^\s@<>()"',;]+$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A calendar date (yyyy-mm-dd) that exists. */
export function isRealDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** '' (initials), an inline image, or a same-origin path: never another host. */
export const AVATAR_PATTERN = /^(?:data:image\/[a-z+.-]+[;,][^\s]*|\/(?!\/)[^\s]*)$/;

/** A value `failOnErrors` has already proven present (narrows without a made-up default). */
export function present<T>(value: T | undefined, field: string): T {
  if (value === undefined) throw new Error(`${field} is missing after validation`);
  return value;
}
