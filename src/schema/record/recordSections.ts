/**
 * What a record's page shows, as plain values: its header (chips, figures) and its sections with
 * the related tables each holds, and which of them the page opens on (the tab a user last chose
 * for the resource, when the layout has tabs), made once per schema. No components here.
 */
import type { ResourceDef } from '../../../resources/define';
import { headerOf, layoutSections, type LaidOutSection } from '../../../resources/layout';
import { fieldsIn } from '../fields';

export interface RecordPageLayout {
  header: { chips: string[]; figures: string[] };
  sections: LaidOutSection[];
}

const layouts = new WeakMap<ResourceDef, RecordPageLayout>();

/** The record page's header and sections (made once per schema). */
export function recordPageLayout(def: ResourceDef): RecordPageLayout {
  let layout = layouts.get(def);
  if (!layout) {
    const fields = fieldsIn(def, 'show');
    const header = headerOf(def, new Set(fields.map(([name]) => name)));
    const sections = layoutSections(def, fields, true, new Set([...header.chips, ...header.figures]));
    layouts.set(def, (layout = { header, sections }));
  }
  return layout;
}

/** Where the tab a user chose is kept (react-admin's store), by resource. */
export const recordTabKey = (def: ResourceDef): string => `${def.name}.show.tab`;

/** Whether the page shows its sections as tabs. */
export const hasTabs = (def: ResourceDef, sections: readonly LaidOutSection[]): boolean => !!def.layout?.tabs && sections.length > 1;

/** The tab shown for a stored choice (a choice out of range, from an older layout, falls back to the nearest tab). */
export const shownTab = (sections: readonly LaidOutSection[], stored: number): number => Math.min(Math.max(0, stored), sections.length - 1);
