/**
 * The trash (CONTRACT §2.5). A delete moves the record, whole (its write-only secrets too), into
 * the `trash` collection (resources/system/trash.ts) in the same transaction that removes it; a
 * restore puts it back with its id and values; entries older than `TRASH_DAYS` days are purged.
 * An entry's own id is `<resource>:<record id>`: one record has at most one entry, and a record
 * deleted, restored and deleted again is one entry again.
 */
import { collectionOf, type ResourceDef } from '../../resources/define';
import type { Registry } from '../../resources/registry';
import type { Records } from '../db/records';
import type { Row } from '../row';
import { recordTitle } from '../api/record-rules';

export const TRASH = 'trash';

/** The resource a trash entry names: the base screen of the record's collection (a store screen's delete is listed under the company's). */
export const trashResourceOf = (registry: Registry, def: ResourceDef): ResourceDef => registry.byName(collectionOf(def)) ?? def;

export const trashKey = (resource: string, id: string): string => `${resource}:${id}`;

/** The entry a delete through `via` makes of `row`, by `userId`, at `now`. */
export function trashEntry(base: ResourceDef, via: ResourceDef, row: Row, userId: string, now: Date): Row {
  return {
    id: trashKey(base.name, String(row.id)),
    resource: base.name,
    recordId: String(row.id),
    title: recordTitle(base, row),
    deletedAt: now.toISOString(),
    deletedBy: userId,
    via: via.name,
    // the record as it was stored: what a restore puts back (never shown: not a declared field)
    record: row,
  };
}

/** A trash entry as `GET /trash` lists it: by its record's id (its own id without the `<resource>:` before it). */
export const listedEntry = (entry: Row): Row => ({ ...entry, id: String(entry.id).replace(/^[^:]*:/, '') });

/** The stored record an entry holds. */
export const recordOf = (entry: Row): Row => (entry.record && typeof entry.record === 'object' ? (entry.record as Row) : {});

/** Removes the entries deleted before `days` days ago; how many went. */
export async function purgeTrash(registry: Registry, records: Records, days: number, now = Date.now()): Promise<number> {
  const def = registry.byName(TRASH);
  if (!def) return 0;
  const before = new Date(now - days * 86_400_000).toISOString();
  const old = await records.where(def, TRASH, [{ kind: 'range', field: 'deletedAt', op: 'lte', bound: before }]);
  await records.transaction(async (tx) => {
    for (const entry of old) await tx.remove(TRASH, String(entry.id));
  });
  return old.length;
}
