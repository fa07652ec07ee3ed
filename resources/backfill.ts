/**
 * A publish's backfill entry (CONTRACT §2.4: `{"backfill": {field: value | {"copyFrom": field}}}`), read alike by the
 * server that applies it (server/schemas/publish.ts) and the designer that writes it (src/pages/dataModel/BackfillForm.tsx).
 */

/** The field a backfill entry copies each record's value from (`{copyFrom: 'name'}`), if that is what it is. */
export function copySource(entry: unknown): string | undefined {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return undefined;
  const from = (entry as { copyFrom?: unknown }).copyFrom;
  return Object.keys(entry).length === 1 && typeof from === 'string' ? from : undefined;
}
