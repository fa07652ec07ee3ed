/**
 * System numbers (a field's `number`): the server gives a created record its number — prefix,
 * year, then one more than the highest sequence of the collection for that prefix and year —
 * so a record created through the API or a form has one like the demo's (`AL2026000015`).
 */
import { collectionOf, type ResourceDef } from '../../resources/define';
import type { Records } from '../db/records';
import type { Row } from '../row';

/** Fills `row`'s system numbers that are empty: one above the highest of the collection for the prefix and year. */
export async function assignNumbers(def: ResourceDef, records: Records, row: Row, now: Date): Promise<void> {
  for (const [name, field] of Object.entries(def.fields)) {
    if (!field.number || (row[name] !== undefined && row[name] !== null && row[name] !== '')) continue;
    const head = `${field.number.prefix}${now.getFullYear()}`;
    const next = (await records.highestAfter(collectionOf(def), name, head)) + 1;
    row[name] = `${head}${String(next).padStart(field.number.digits, '0')}`;
  }
}
