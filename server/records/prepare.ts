/**
 * What a write stores: the values a client sent, checked against the schema and shaped for the
 * database — the workflow's state only through transitions, masked identifiers and unchanged
 * read-only echoes dropped, the store scope, conditional rules judged on the record as it will
 * be, field validation, defaults, secrets hashed, empties removed, then uniqueness, references
 * and the fields copied from referenced records. One function for create, PUT and PATCH.
 */
import type { ResourceDef } from '../../resources/define';
import type { Registry } from '../../resources/registry';
import { maskedFields, maskValue } from '../../resources/mask';
import { hiddenFields, ruleErrors } from '../../resources/rules';
import { isEmpty, validateRecord } from '../../resources/validate';
import { valueType } from '../db/expressions';
import { createDefaults, isWritable, serverDefaults, writableFields, type Mode } from '../../resources/writes';
import { ApiError, badRequest, conflict, forbidden } from '../envelope';
import { say } from '../messages';
import { hashPassword } from '../passwords';
import type { Records } from '../db/records';
import type { Row } from '../row';
import { copyFromReferences, danglingReferences, uniqueClashes } from '../api/record-rules';
import type { Scope } from './scope';
import { VERSION_FIELD } from './versions';

export const validationFailed = (errors: Record<string, string>) => new ApiError(422, say('resource.validation'), { errors });

/** A stored record less what a PUT replaces (the fields a client may write): what a PUT keeps. */
const withoutWritable = (def: ResourceDef, row: Row | undefined): Row => {
  const out: Row = { ...row };
  for (const [name] of writableFields(def, 'update')) delete out[name];
  return out;
};

/** Refuses a body that sets the workflow's state (it moves by transitions) or another id; drops what is echoed back unchanged. */
function dropEchoes(def: ResourceDef, clean: Row, mode: Mode, current: Row | undefined): void {
  // the version a client read comes back in a whole record (react-admin's PUT): the server keeps it, If-Match compares it
  delete clean[VERSION_FIELD];
  if (mode !== 'create' && clean.id !== undefined) {
    if (String(clean.id) !== String(current?.id)) throw badRequest(say('resource.id_mismatch'));
    delete clean.id;
  }
  const wf = def.workflow;
  if (wf && clean[wf.field] !== undefined) {
    const expected = mode === 'create' ? wf.initial : current?.[wf.field];
    if (clean[wf.field] !== expected)
      throw conflict(say('resource.transition_only', { field: wf.field }), { field: wf.field, allowed: Object.keys(wf.transitions) });
    delete clean[wf.field];
  }
  if (!current) return;
  // A masked identifier sent back as it was shown (a form filled from a list's row) leaves the stored one as it is.
  for (const [name, mask] of maskedFields(def))
    if (typeof clean[name] === 'string' && typeof current[name] === 'string' && clean[name] === maskValue(mask, current[name])) delete clean[name];
  // Fields a client may not write in this mode, echoed back unchanged (react-admin sends the whole record on PUT), are dropped.
  for (const [name, field] of Object.entries(def.fields))
    if (name in clean && !isWritable(field, mode) && JSON.stringify(clean[name]) === JSON.stringify(current[name])) delete clean[name];
}

/** Validates the body against the schema's rules, judged on the record as it will be: what is sent over what is kept. */
function validate(def: ResourceDef, clean: Row, mode: Mode, current: Row | undefined): void {
  const wf = def.workflow;
  const kept =
    mode === 'create' ? { ...createDefaults(def), ...(wf ? { [wf.field]: wf.initial } : {}) } : mode === 'patch' ? current : withoutWritable(def, current);
  const next: Row = { ...kept, ...clean };
  for (const name of hiddenFields(def, next)) delete clean[name]; // a value sent for a field the record hides is ignored
  const errors = { ...ruleErrors(def, next), ...validateRecord(def, clean, mode) };
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/** Defaults, the initial state and the store on create; secrets hashed; empty values removed. */
function shape(def: ResourceDef, clean: Row, mode: Mode, scope: Scope | undefined, bcryptRounds: number): void {
  if (mode === 'create') {
    // a required field with a default may be left out (or sent empty); read-only defaults are the server's to set
    for (const [name, value] of Object.entries(createDefaults(def))) if (isEmpty(clean[name])) clean[name] = value;
    Object.assign(clean, serverDefaults(def));
    if (def.workflow) clean[def.workflow.field] = def.workflow.initial;
    if (scope?.direct) clean[scope.field] = scope.storeId;
  }
  for (const [name, field] of Object.entries(def.fields)) {
    if (!field.writeOnly || !(name in clean)) continue;
    if (!isEmpty(clean[name])) clean[`${name}Hash`] = hashPassword(String(clean[name]), bcryptRounds);
    delete clean[name];
  }
  // an empty value (null, '', a blank or an empty list the validator skipped as empty: resources/validate.ts `isEmpty`) removes the field;
  // nothing is kept unchecked (an empty list stays only where the field holds a list: `[]` in a number was a 500 on PostgreSQL, whose index reads it as one)
  for (const [k, v] of Object.entries(clean))
    if (v === null || (typeof v === 'string' && isEmpty(v)) || (Array.isArray(v) && v.length === 0 && valueType(def.fields[k]) !== 'list'))
      clean[k] = undefined;
}

export interface PrepareContext {
  readonly registry: Registry;
  readonly tx: Records;
  readonly scope: Scope | undefined;
  readonly bcryptRounds: number;
}

/** The values to store for a `mode` write of `values` over `current` (none on create); throws the API's refusals. */
export async function prepare(def: ResourceDef, values: Row, mode: Mode, current: Row | undefined, ctx: PrepareContext): Promise<Row> {
  const clean: Row = { ...values };
  dropEchoes(def, clean, mode, current);
  if (ctx.scope && clean[ctx.scope.field] !== undefined && !ctx.scope.values.includes(String(clean[ctx.scope.field])))
    throw forbidden(say('resource.store_only'));
  validate(def, clean, mode, current);
  shape(def, clean, mode, ctx.scope, ctx.bcryptRounds);
  const merged = mode === 'patch' && current ? { ...current, ...clean } : clean;
  const clashes = await uniqueClashes(def, ctx.tx, merged, current ? String(current.id) : undefined);
  if (clashes.length) throw new ApiError(409, say('resource.in_use'), { errors: Object.fromEntries(clashes.map((c) => [c, 'app.validation.unique'])) });
  const dangling = await danglingReferences(def, ctx.registry, ctx.tx, clean);
  if (Object.keys(dangling).length) throw validationFailed(Object.fromEntries(Object.keys(dangling).map((k) => [k, 'app.validation.reference'])));
  await copyFromReferences(def, ctx.registry, ctx.tx, clean, merged);
  return clean;
}
