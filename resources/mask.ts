/**
 * Personal identifiers shown masked (PIPL practice): lists, search results, exports and the audit
 * log carry `6105**********1257`, the record's page the whole value (a field's `mask`).
 */
import type { FieldDef, ResourceDef } from './define';

const stars = (n: number) => '*'.repeat(Math.max(0, n));

/** An ID card number keeps its first and last four characters; a bank card number its last four. */
export function maskValue(mask: NonNullable<FieldDef['mask']>, value: string): string {
  if (mask === 'idCard') return value.length <= 8 ? stars(value.length) : value.slice(0, 4) + stars(value.length - 8) + value.slice(-4);
  return value.length <= 4 ? stars(value.length) : stars(value.length - 4) + value.slice(-4);
}

/** Each schema's masked fields, worked out once (a schema is never changed in place: a new declaration is a new object). */
const masked = new WeakMap<ResourceDef, [string, NonNullable<FieldDef['mask']>][]>();

/** The names of a resource's masked fields (empty for most). */
export function maskedFields(def: ResourceDef): [string, NonNullable<FieldDef['mask']>][] {
  let fields = masked.get(def);
  if (!fields) {
    fields = Object.entries(def.fields).flatMap(([name, field]) => (field.mask ? [[name, field.mask] as [string, NonNullable<FieldDef['mask']>]] : []));
    masked.set(def, fields);
  }
  return fields;
}

/** `row` with its masked fields masked (a copy when anything changes). */
export function maskRow<R extends Record<string, unknown>>(def: ResourceDef, row: R): R {
  const fields = maskedFields(def);
  if (!fields.length) return row;
  const out: Record<string, unknown> = { ...row };
  for (const [name, mask] of fields) if (typeof out[name] === 'string' && out[name] !== '') out[name] = maskValue(mask, out[name] as string);
  return out as R;
}
