/**
 * A generated list's columns: one per field its schema shows in lists, each knowing how to draw
 * its value in a row and how to align (its kind's cell, kinds/<family>.cell.tsx), whether it sorts. Which of them are on screen is the user's choice (preferences.ts),
 * starting from the schema's `list.columns`.
 */
import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { defaultColumns, isShownIn, isSortable, type FieldDef, type ResourceDef } from '../../../resources/define';
import { KIND_CELLS } from '../../../kinds/cells';
import type { CellEnv, KindCell, TextEnv } from '../../../kinds/types';
import { fieldLabel } from '../labels';

export type { CellEnv } from '../../../kinds/types';

export interface ListColumn {
  source: string;
  /** Translation key of the header. */
  label: string;
  align: 'left' | 'right';
  sortable: boolean;
  /** A cell whose content arrives later (a reference's title) keeps this width meanwhile (px). */
  minWidth?: number;
  render(record: RaRecord, env: CellEnv): ReactNode;
}

/** A record's page as react-admin routes it (hash router). */
export const showHref = (resource: string, id: RaRecord['id']) => `#/${resource}/${encodeURIComponent(String(id))}/show`;

/** The value of one field as text (an export's cell, a card's line): what the list shows, without markup (the kind's `text`, kinds/<family>.cell.tsx). */
export function fieldText(def: ResourceDef, name: string, field: FieldDef, record: RaRecord, env: TextEnv): string {
  const v = record[name];
  return v === undefined || v === null || v === '' ? '' : KIND_CELLS[field.kind].text(def, name, field, record, env);
}

/** The fields a list can show as columns: what its schema lists, and what a record's page shows (one click away in the column chooser); not raw JSON. */
export function listableFields(def: ResourceDef): [string, FieldDef][] {
  return Object.entries(def.fields).filter(([, field]) => (isShownIn(field, 'list') || isShownIn(field, 'show')) && field.kind !== 'json');
}

/** Every column a list can show, the schema's default ones first (in their order), then the others in declaration order. */
export function columnsOf(def: ResourceDef): ListColumn[] {
  const shown = listableFields(def);
  const first = defaultColumns(def);
  const ordered = [...first.flatMap((n) => shown.filter(([name]) => name === n)), ...shown.filter(([name]) => !first.includes(name))];
  return ordered.map(([name, field]) => {
    const kind: KindCell = KIND_CELLS[field.kind];
    return {
      source: name,
      label: fieldLabel(def, name),
      align: kind.align,
      sortable: isSortable(field),
      minWidth: kind.minWidth,
      render: kind.cell(def, name, field),
    };
  });
}
