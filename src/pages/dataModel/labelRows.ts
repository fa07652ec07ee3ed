/**
 * The rows of the labels grid: the resource's name (a declared resource), its record page's title, each field, and
 * each value of an enum — and, per language, how many of them have no label yet. The id may be named too; left
 * unnamed it reads "ID" as the built-in resources' do, so it is never counted as missing; nor is the page's title.
 */
import type { LabelLocale, LayoutDef, WorkflowDef } from '../../../resources/define';
import { LABEL_LOCALES, type Declaration } from '../../../resources/declarations';
import { isExtension, labelOf, type LabelTarget } from './draftEdits';

export interface LabelRow {
  key: string;
  target: LabelTarget;
  /** The path under `labels.<locale>` (the errors' key, an input's id). */
  path: string[];
  /** A label that may stay empty (the id's: it has a word of its own; the record page's title: the record's title). */
  optional?: boolean;
  /** What an empty optional label reads as instead (a translation key), when not the id's word. */
  placeholder?: string;
}

export function labelRows(d: Declaration): LabelRow[] {
  const rows: LabelRow[] = [];
  if (!isExtension(d)) rows.push({ key: 'name', target: { group: 'name' }, path: ['name'] });
  // the record page's title: left empty, the page reads the record's title field (a built-in's, its catalogue's)
  rows.push({ key: 'page', target: { group: 'page' }, path: ['page', 'show'], optional: true, placeholder: 'app.designer.labels.page_hint' });
  for (const [field, def] of Object.entries(d.fields)) {
    rows.push({ key: `f:${field}`, target: { group: 'fields', field }, path: ['fields', field], ...(def.kind === 'id' ? { optional: true } : {}) });
    if (def.kind === 'enum')
      for (const value of Object.keys(def.values))
        rows.push({ key: `e:${field}:${value}`, target: { group: 'enums', field, value }, path: ['enums', field, value] });
  }
  // the words of a transition's button and confirmation, a record action's button, a section's title
  const named = [
    ['transitions', Object.keys((d as { workflow?: WorkflowDef }).workflow?.transitions ?? {})],
    ['actions', Object.keys((d as { recordActions?: object }).recordActions ?? {})],
    ['sections', ((d as { layout?: LayoutDef }).layout?.sections ?? []).map((s) => s.name)],
  ] as const;
  for (const [group, names] of named) for (const name of names) rows.push({ key: `${group}:${name}`, target: { group, name }, path: [group, name] });
  return rows;
}

/** Per language, how many rows have no label. */
export function missingLabels(d: Declaration, rows: readonly LabelRow[] = labelRows(d)): Record<LabelLocale, number> {
  const out = Object.fromEntries(LABEL_LOCALES.map((l) => [l, 0])) as Record<LabelLocale, number>;
  for (const locale of LABEL_LOCALES) for (const row of rows) if (!row.optional && !labelOf(d, locale, row.target)?.trim()) out[locale]++;
  return out;
}
