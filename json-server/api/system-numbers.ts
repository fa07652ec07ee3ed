/**
 * System numbers (a field's `number`): the server gives a created record its number — prefix,
 * year, then one more than the highest sequence of the collection for that prefix and year —
 * so a record created through the API or a form has one like the demo's (`AL2026000015`).
 */
import { collectionOf, type ResourceDef } from '../../resources/define';
import type { DataStore, Row } from '../store';

/** Per collection, field and prefix+year: the highest sequence handed out (read from the rows once). */
const highest = new WeakMap<DataStore, Map<string, number>>();

function highestOf(store: DataStore, collection: string, field: string, head: string): number {
  let known = highest.get(store);
  if (!known) highest.set(store, (known = new Map()));
  const key = `${collection}\u0000${field}\u0000${head}`;
  let max = known.get(key);
  if (max === undefined) {
    max = 0;
    for (const row of store.peek(collection)) {
      const v = row[field];
      if (typeof v !== 'string' || !v.startsWith(head)) continue;
      const n = Number(v.slice(head.length));
      if (Number.isSafeInteger(n) && n > max) max = n;
    }
  }
  return max;
}

/** Fills `row`'s system numbers that are empty. */
export function assignNumbers(def: ResourceDef, store: DataStore, row: Row, now: Date): void {
  for (const [name, field] of Object.entries(def.fields)) {
    if (!field.number || (row[name] !== undefined && row[name] !== null && row[name] !== '')) continue;
    const head = `${field.number.prefix}${now.getFullYear()}`;
    const collection = collectionOf(def);
    const next = highestOf(store, collection, name, head) + 1;
    highest.get(store)?.set(`${collection}\u0000${name}\u0000${head}`, next);
    row[name] = `${head}${String(next).padStart(field.number.digits, '0')}`;
  }
}
