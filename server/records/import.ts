/**
 * An import file's cells as the values of a create: what the export writes (src/schema/list/csvExport.ts:
 * enum values and yes/no in words, references by their titles, dates in the user's format and
 * language, numbers as numbers) in any of the four languages, and what a script writes (enum keys,
 * ids, ISO dates, true/false). A reference is found by its id, a system number or another unique
 * value of the record it names, or its title. What a cell cannot say is a row error naming the field.
 */
import type { EnumFieldDef, FieldDef, ReferenceFieldDef, ResourceDef } from '../../resources/define';
import { collectionOf } from '../../resources/define';
import type { Registry } from '../../resources/registry';
import { KIND_IMPORTS } from '../../kinds/imports';
import type { CellRead, DateReading } from '../../kinds/types';
import type { ServerText } from '../messages';
import { say } from '../messages';
import type { Records } from '../db/records';
import type { Row } from '../row';
import type { Cell, SheetRow } from './import-file';
import { booleanOf, enumValues, norm, type ImportColumn, type LabelsByLocale } from './import-labels';

/** Why a cell or a row cannot be imported: a server message, or a field check's key (`app.validation.*`, as a create answers). */
export type ImportReason = { readonly text: ServerText } | { readonly validation: string };

export interface RowProblem {
  readonly field: string;
  readonly reason: ImportReason;
}

/** The records references name, looked up once per text (a file names the same store on every row). */
export class ReferenceFinder {
  private readonly found = new Map<string, Promise<CellRead>>();

  constructor(
    private readonly registry: Registry,
    private readonly records: Records,
  ) {}

  /** The id of the record `text` names (`{ value }`), or why none is found. */
  find(field: ReferenceFieldDef, text: string): Promise<CellRead> {
    const key = `${field.to}\u0000${text}`;
    let found = this.found.get(key);
    if (!found) {
      found = this.lookUp(field, text);
      this.found.set(key, found);
    }
    return found;
  }

  /** By id (`12` or the export's `#12` for a record without a title), a system number or another unique value, then the title. */
  private async lookUp(field: ReferenceFieldDef, text: string): Promise<CellRead> {
    const target = this.registry.byName(field.to);
    const unknown = { refused: 'import.unknown_reference', text } as const;
    if (!target) return unknown;
    const table = collectionOf(target);
    const id = /^#\d+$/.test(text) ? text.slice(1) : text;
    const [byId] = await this.records.getMany(table, [id]);
    if (byId) return { value: String(byId.id) };
    for (const [name, f] of Object.entries(target.fields)) {
      // never by a personal identifier or a secret (a dry run would say whether one exists)
      if (!(f.number || f.unique) || f.mask || f.writeOnly || name === target.title) continue;
      const [one] = await this.records.withValue(table, name, text);
      if (one) return { value: String(one.id) };
    }
    const titled = await this.records.withValue(table, target.title, text);
    if (titled.length > 1) return { refused: 'import.ambiguous_reference', text };
    return titled[0] ? { value: String(titled[0].id) } : unknown;
  }
}

/** What a file's cells read as for one resource: its enum labels worked out once. */
export class CellReader {
  private readonly enums = new Map<string, Map<string, string>>();

  constructor(
    private readonly def: ResourceDef,
    private readonly labels: LabelsByLocale,
    private readonly references: ReferenceFinder,
    private readonly dates: DateReading,
  ) {}

  private enumOf(name: string, field: EnumFieldDef): Map<string, string> {
    let values = this.enums.get(name);
    if (!values) {
      values = enumValues(name, field, this.labels);
      this.enums.set(name, values);
    }
    return values;
  }

  /** One cell as the field's value (`undefined`: left empty), or why it cannot be: the field's kind reads it (kinds/<family>.import.ts). */
  async read(name: string, field: FieldDef, cell: Cell): Promise<{ value: unknown } | { reason: ImportReason }> {
    if (cell === null || (typeof cell === 'string' && cell.trim() === '')) return { value: undefined };
    const text = cell instanceof Date ? cell.toISOString() : String(cell).trim();
    const read = await KIND_IMPORTS[field.kind].fromCell(field, cell, {
      text,
      dates: this.dates,
      yesNo: booleanOf,
      enumKey: (t) => (field.kind === 'enum' ? this.enumOf(name, field).get(norm(t)) : undefined),
      reference: (f, t) => this.references.find(f, t),
    });
    if ('value' in read) return read;
    return 'invalid' in read ? { reason: { validation: read.invalid } } : { reason: { text: say(read.refused, { value: read.text ?? text }) } };
  }

  /** A row's values (the writable columns'), and the cells that could not be read. */
  async row(columns: readonly ImportColumn[], row: SheetRow): Promise<{ values: Row; problems: RowProblem[] }> {
    const values: Row = {};
    const problems: RowProblem[] = [];
    for (const [i, column] of columns.entries()) {
      const field = column.field && column.writable ? this.def.fields[column.field] : undefined;
      if (!column.field || !field) continue;
      const read = await this.read(column.field, field, row.cells[i] ?? null);
      if ('reason' in read) problems.push({ field: column.field, reason: read.reason });
      else if (read.value !== undefined) values[column.field] = read.value;
    }
    return { values, problems };
  }
}
