/**
 * What a client may and must send, per write operation. One set of rules read by the server
 * (validation, PUT semantics), the OpenAPI document (per-operation request schemas) and the forms
 * (defaults, what a save sends).
 *
 * - `create` (POST): the fields whose views include `create`; required ones must be sent unless
 *   they have a default (the server applies it).
 * - `update` (PUT): the fields whose views include `edit`; required ones must be sent (a PUT
 *   replaces them); everything else (read-only, create-only, server-stamped, the workflow state,
 *   write-only secrets not sent) keeps its stored value.
 * - `patch` (PATCH): the same fields as `update`, none of them required; `null` clears an optional one.
 *
 * Never writable: the id, read-only fields, the workflow's state field (it moves by transitions).
 */
import { fieldViews, type FieldDef, type ResourceDef } from './define';

export type Mode = 'create' | 'update' | 'patch';

/** Whether a client may write `field` in `mode` (the workflow's state field aside: see `writableFields`). */
export function isWritable(field: FieldDef, mode: Mode): boolean {
  if (field.readOnly || field.kind === 'id') return false;
  const views = fieldViews(field);
  return mode === 'create' ? views.includes('create') : views.includes('edit');
}

/** The fields a client may send in `mode`, in declaration order. */
export function writableFields(def: ResourceDef, mode: Mode): [string, FieldDef][] {
  return Object.entries(def.fields).filter(([name, field]) => name !== def.workflow?.field && isWritable(field, mode));
}

/** Whether `name` must be present (and not empty) in a `mode` body. */
export function mustSend(def: ResourceDef, name: string, mode: Mode): boolean {
  const field = def.fields[name];
  if (!field?.required || mode === 'patch' || name === def.workflow?.field || !isWritable(field, mode)) return false;
  if (mode === 'create') return field.default === undefined;
  // a PUT keeps a write-only secret (a password hash) that is not sent
  return !field.writeOnly;
}

/** The fields a `mode` body must hold. */
export function requiredFields(def: ResourceDef, mode: Mode): string[] {
  return Object.keys(def.fields).filter((name) => mustSend(def, name, mode));
}

/** The values a new record starts with when the body does not give them: the writable fields' defaults (what a create form pre-fills). */
export function createDefaults(def: ResourceDef): Record<string, unknown> {
  return Object.fromEntries(writableFields(def, 'create').flatMap(([name, field]) => (field.default === undefined ? [] : [[name, field.default]])));
}

/** The values the server stamps on a new record whatever the body says: read-only fields' defaults (a retry counter starting at 0). */
export function serverDefaults(def: ResourceDef): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(def.fields).flatMap(([name, field]) =>
      field.default === undefined || name === def.workflow?.field || isWritable(field, 'create') ? [] : [[name, field.default]],
    ),
  );
}

/** The most records one bulk edit (`PATCH /{resource}`) names. */
export const MAX_BULK_IDS = 1000;

/**
 * The fields one value may be set on many records at once (a bulk edit): what a PATCH may write,
 * but no unique field (one value on many records is a clash), no write-only secret, no list of
 * references or structured value (chosen per record).
 */
export function bulkEditableFields(def: ResourceDef): [string, FieldDef][] {
  return writableFields(def, 'patch').filter(([, field]) => !field.unique && !field.writeOnly && field.kind !== 'referenceMany' && field.kind !== 'json');
}

/** Keeps only what a client may send in `mode` (a form's values hold read-only fields it shows). */
export function writableValues(def: ResourceDef, values: Record<string, unknown>, mode: Mode): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name] of writableFields(def, mode)) if (name in values) out[name] = values[name];
  return out;
}
