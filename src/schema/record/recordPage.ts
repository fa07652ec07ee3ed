/**
 * What a record page draws and asks for, without drawing it: its layout (header, sections, related
 * tables), the sections shown first, the filter of each related table and the key of its
 * connections. Plain functions, shared by the page's components and by the app's start, which asks
 * for a directly opened page's data (src/firstScreen/prefetchFirstRecord.ts) without waiting for the
 * page's own code.
 */
import type { Identifier, RaRecord } from 'react-admin';
import type { RelatedDef, ResourceDef } from '../../../resources/define';
import { headerOf, layoutSections, type LaidOutSection } from '../../../resources/record-layout';
import { fieldsIn } from '../fields';

/** A record page's header (chips and figures) and its sections with their related tables, as its schema lays them out (without the internal id). */
export function recordPageLayout(def: ResourceDef) {
  // the internal id is of no use to staff: the page leads with the record's title and number (RecordHeader)
  const fields = fieldsIn(def, 'show').filter(([name]) => name !== 'id');
  const header = headerOf(def, new Set(fields.map(([name]) => name)));
  const sections = layoutSections(def, fields, true, new Set([...header.chips, ...header.figures]));
  return { header, sections };
}

/** Where the tab a user last chose on a resource's record pages is kept. */
export const tabStoreKey = (def: ResourceDef) => `${def.name}.show.tab`;
/** The history's tab, the last one, kept by this name rather than its index: a layout that gains a section still opens it. */
export const HISTORY_TAB = 'history';
/** A tab as it is kept: a section's index, or the history's. */
export type StoredTab = number | typeof HISTORY_TAB;
/** Whether the page shows its sections as tabs (then its history is the last tab; without tabs, the foot of the page). */
export const tabbed = (def: ResourceDef, sections: readonly LaidOutSection[]) => !!def.layout?.tabs && sections.length > 1;
/** The tab shown for the one stored: the history's after the sections; a section out of range, the nearest. */
export const tabIndex = (stored: StoredTab, sections: readonly LaidOutSection[]) =>
  stored === HISTORY_TAB ? sections.length : Math.min(Math.max(0, Number(stored) || 0), sections.length - 1);

/** The sections a record page draws: all of them, or with tabs the one of the tab last chosen (`storedTab`; none under the history's). */
export function shownSections(def: ResourceDef, sections: readonly LaidOutSection[], storedTab: StoredTab): readonly LaidOutSection[] {
  if (!tabbed(def, sections)) return sections;
  const section = sections[tabIndex(storedTab, sections)];
  return section ? [section] : [];
}

/** The list filter that selects the records related to `record`: one field equal to its value, or any of several (`a|b`). */
export function relatedFilter(relation: RelatedDef, record: RaRecord): Record<string, unknown> | undefined {
  const value = record[relation.match ?? 'id'];
  if (value === undefined || value === null || value === '') return undefined;
  const via = Array.isArray(relation.via) ? relation.via : [relation.via];
  return { [via.join('|')]: String(value) };
}

/** The query of a record's connections (recordConnections.tsx). */
export const recordConnectionsKey = (resource: string | undefined, id: Identifier | undefined) => [
  'recordConnections',
  resource,
  id === undefined ? undefined : String(id),
];
