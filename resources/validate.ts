/**
 * One validator for a record, read by the form (client) and by the demo API (server).
 * Messages are translation keys (`app.validation.*`), so the browser shows them in the user's
 * language whichever side found the problem.
 */
import type { FieldDef, ResourceDef } from './define';
import { KINDS } from '../kinds';
import { holdsUnstorableText, TEXT_ERROR } from './text';
import { isWritable, requiredFields, type Mode } from './writes';

export type { Mode } from './writes';

export type FieldErrors = Record<string, string>;

/** How deep a JSON value may nest (kinds/json.ts): the request body's reader refuses deeper ones. */
export { MAX_JSON_DEPTH } from '../kinds/json';

export const isEmpty = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/**
 * The error key for one value of `field`, or undefined when it is acceptable: text both engines
 * store the same (resources/text.ts: no control character but tab, CR and LF, no lone surrogate,
 * in any string the value holds), then its kind's check (kinds/<family>.ts).
 */
export function checkValue(field: FieldDef, v: unknown): string | undefined {
  if (holdsUnstorableText(v)) return TEXT_ERROR;
  return KINDS[field.kind].check(field, v);
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
