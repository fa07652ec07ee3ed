/**
 * One import of a file (CONTRACT §2.5): its columns matched to fields, each row read
 * (server/records/import.ts) and checked as a create is (the record service's `prepare`), a value
 * of a unique field met twice in the file refused on its second line, and what was found wrong
 * gathered by line. The record service (`importRows`) decides what is written.
 */
import type { ResourceDef } from '../../resources/define';
import type { Registry } from '../../resources/registry';
import { ApiError } from '../envelope';
import { say } from '../messages';
import type { Records } from '../db/records';
import type { Row } from '../row';
import type { Sheet } from './import-file';
import type { DateReading } from '../../kinds/types';
import { CellReader, ReferenceFinder, type ImportReason, type RowProblem } from './import';
import { labelsOf, matchColumns, norm, type ImportColumn, type LabelsByLocale } from './import-labels';

export type ImportMode = 'valid' | 'all';

export interface ImportOptions {
  /** Check only: nothing is written. */
  readonly dryRun: boolean;
  /** `valid`: the rows without errors are written; `all`: every row or none. */
  readonly mode: ImportMode;
  /** The caller's mapping: header → field (null: ignore the column). */
  readonly columns?: Readonly<Record<string, string | null>>;
  /** The writer's offset from UTC in minutes (`Date#getTimezoneOffset`), for dates written without one. */
  readonly tzOffset?: number;
}

export interface ImportError {
  readonly line: number;
  readonly field: string;
  readonly reason: ImportReason;
}

export interface ImportResult {
  total: number;
  valid: number;
  created: string[];
  errors: ImportError[];
  columns: ImportColumn[];
}

/** A create's refusal as the problems of one row: each field's check (a unique value taken: in the database), else the refusal itself. */
export function refusalProblems(e: unknown): RowProblem[] {
  if (!(e instanceof ApiError)) throw e;
  const data = (e.data ?? {}) as { errors?: Record<string, string>; field?: string };
  if (data.errors && Object.keys(data.errors).length)
    return Object.entries(data.errors).map(([field, key]) => ({
      field,
      reason: key === 'app.validation.unique' ? { text: say('import.in_database') } : { validation: key },
    }));
  return [{ field: data.field ?? '', reason: { text: e.text } }];
}

export class ImportRun {
  readonly created: string[] = [];
  private readonly errors: ImportError[] = [];
  private valid = 0;

  private constructor(
    private readonly def: ResourceDef,
    private readonly registry: Registry,
    private readonly sheet: Sheet,
    private readonly labels: LabelsByLocale,
    readonly columns: ImportColumn[],
    private readonly dates: DateReading,
  ) {}

  static async start(def: ResourceDef, registry: Registry, sheet: Sheet, options: ImportOptions): Promise<ImportRun> {
    const labels = await labelsOf(def);
    const { columns, locale } = matchColumns(def, sheet.header, labels, options.columns);
    return new ImportRun(def, registry, sheet, labels, columns, { locale, tzOffset: options.tzOffset });
  }

  get failed(): boolean {
    return this.errors.length > 0;
  }

  /**
   * Reads and checks every row against `tx` (`check`: a create's `prepare`, throwing its refusals),
   * and hands each good one to `write` (none in a dry run). A row is good when nothing is wrong with it.
   */
  async each(tx: Records, check: (values: Row) => Promise<Row>, write?: (clean: Row) => Promise<string>): Promise<void> {
    this.errors.length = 0;
    this.created.length = 0;
    this.valid = 0;
    const reader = new CellReader(this.def, this.labels, new ReferenceFinder(this.registry, tx), this.dates);
    const uniques = Object.entries(this.def.fields).filter(([, f]) => f.unique);
    const seen = new Map<string, number>();
    for (const row of this.sheet.rows) {
      const { values, problems } = await reader.row(this.columns, row);
      for (const [name] of uniques) {
        if (values[name] === undefined) continue;
        const key = `${name}\u0000${norm(String(values[name]))}`;
        const first = seen.get(key);
        if (first === undefined) seen.set(key, row.line);
        else problems.push({ field: name, reason: { text: say('import.duplicate_in_file', { line: first }) } });
      }
      const bad = new Set(problems.map((p) => p.field));
      let clean: Row | undefined;
      try {
        clean = await check(values);
      } catch (e) {
        // a field whose cell could not be read is missing from the values: its reason is the cell's, not "required"
        problems.push(...refusalProblems(e).filter((p) => !bad.has(p.field)));
      }
      if (problems.length) {
        for (const p of problems) this.errors.push({ line: row.line, ...p });
        continue;
      }
      this.valid++;
      if (write && clean) this.created.push(await write(clean));
    }
  }

  /** Nothing was written after all (an all-or-nothing import with a bad row). */
  rolledBack(): void {
    this.created.length = 0;
  }

  result(): ImportResult {
    return { total: this.sheet.rows.length, valid: this.valid, created: [...this.created], errors: [...this.errors], columns: this.columns };
  }
}
