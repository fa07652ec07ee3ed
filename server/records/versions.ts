/**
 * Record versions (CONTRACT §2.5): every record has `version`, 1 when created and one more at every
 * write through the record service (an edit, a transition, a record action run on it, a posting to
 * it, a refund moving it). `GET` sends it as the `ETag`; a write whose `If-Match` names another
 * version is refused with 412 and the record as it is now, so a change made meanwhile is never
 * overwritten unseen. Without `If-Match` a write is accepted (scripts).
 */
import type { Row } from '../row';

export const VERSION_FIELD = 'version';

/** The record's version (records stored before versions existed are at 1). */
export const versionOf = (row: Row): number => {
  const v = Number(row[VERSION_FIELD]);
  return Number.isInteger(v) && v > 0 ? v : 1;
};

/** The record as written again: its version one more. */
export const bumped = <T extends Row>(row: T): T => ({ ...row, [VERSION_FIELD]: versionOf(row) + 1 });

/** The `ETag` of a record: its version, quoted (a strong validator). */
export const etagOf = (row: Row): string => `"${versionOf(row)}"`;

/** Whether an `If-Match` header holds `row`'s version: `*`, or one of its entity tags (weak ones compared as strong, as a version is exact). */
export function matches(ifMatch: string, row: Row): boolean {
  const tags = ifMatch.split(',').map((t) => t.trim());
  return tags.some((t) => t === '*' || t.replace(/^W\//, '') === etagOf(row));
}
