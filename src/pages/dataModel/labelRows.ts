/**
 * The rows of the labels grid: the resource's name (a declared resource), each field but the id,
 * and each value of an enum — and, per language, how many of them have no label yet.
 */
import type { LabelLocale } from '../../../resources/define';
import { LABEL_LOCALES, type Declaration } from '../../../resources/declarations';
import { isExtension, labelOf, type LabelTarget } from './draftEdits';

export interface LabelRow {
  key: string;
  target: LabelTarget;
  /** The path under `labels.<locale>` (the errors' key, an input's id). */
  path: string[];
}

export function labelRows(d: Declaration): LabelRow[] {
  const rows: LabelRow[] = [];
  if (!isExtension(d)) rows.push({ key: 'name', target: { group: 'name' }, path: ['name'] });
  for (const [field, def] of Object.entries(d.fields)) {
    if (def.kind === 'id') continue;
    rows.push({ key: `f:${field}`, target: { group: 'fields', field }, path: ['fields', field] });
    if (def.kind === 'enum')
      for (const value of Object.keys(def.values))
        rows.push({ key: `e:${field}:${value}`, target: { group: 'enums', field, value }, path: ['enums', field, value] });
  }
  return rows;
}

/** Per language, how many rows have no label. */
export function missingLabels(d: Declaration, rows: readonly LabelRow[] = labelRows(d)): Record<LabelLocale, number> {
  const out = Object.fromEntries(LABEL_LOCALES.map((l) => [l, 0])) as Record<LabelLocale, number>;
  for (const locale of LABEL_LOCALES) for (const row of rows) if (!labelOf(d, locale, row.target)?.trim()) out[locale]++;
  return out;
}
