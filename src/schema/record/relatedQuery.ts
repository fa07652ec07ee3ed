/** Which records a record's related table lists (src/schema/record/RelatedTable.tsx), and how many a page. */
import type { RaRecord } from 'react-admin';
import type { RelatedDef } from '../../../resources/define';

/** Rows per page of a related table. */
export const RELATED_PER_PAGE = 5;

/** The list filter that selects the records related to `record`: one field equal to its value, or any of several (`a|b`). */
export function relatedFilter(relation: RelatedDef, record: RaRecord): Record<string, unknown> | undefined {
  const value = record[relation.match ?? 'id'];
  if (value === undefined || value === null || value === '') return undefined;
  const via = Array.isArray(relation.via) ? relation.via : [relation.via];
  return { [via.join('|')]: String(value) };
}
