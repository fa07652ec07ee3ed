/**
 * An uploaded import file as a header and rows of cells, each row with the file's line (the
 * header is line 1): CSV with csv-parse (UTF-8, a byte-order mark skipped, quoted cells over
 * several lines), XLSX with exceljs (its first sheet; dates as dates, numbers as numbers). Both are
 * maintained parsers from the npm registry; the server parses, so the app's bundle carries neither.
 */
import { parse } from 'csv-parse/sync';
// exceljs and the zip libraries under it took half a second of every server start: loaded with the first XLSX
import type ExcelJS from 'exceljs';
import { badRequest } from '../envelope';
import { say } from '../messages';
import type { ImportCell } from '../../kinds/types';

/** The types a CSV file comes as (Windows names a `.csv` `application/vnd.ms-excel`; a script may send bytes as they are). */
export const CSV_TYPES = ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', 'application/octet-stream'];
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The most rows one file may hold (a dry run of 10,000 batteries takes a few seconds). */
export const MAX_IMPORT_ROWS = 20_000;

/** A cell as the file gives it: text (CSV, XLSX text), a number, a boolean or a date (XLSX); its field's kind reads it (kinds/imports.ts). */
export type Cell = ImportCell;

export interface SheetRow {
  /** The row's line in the file (the header is line 1). */
  readonly line: number;
  readonly cells: readonly Cell[];
}

export interface Sheet {
  readonly header: readonly string[];
  readonly rows: readonly SheetRow[];
}

const isBlank = (cells: readonly Cell[]) => cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''));

function checked(header: readonly Cell[] | undefined, rows: SheetRow[]): Sheet {
  if (!header || isBlank(header)) throw badRequest(say('import.no_header'));
  if (rows.length > MAX_IMPORT_ROWS) throw badRequest(say('import.too_many_rows', { max: MAX_IMPORT_ROWS }));
  return { header: header.map((h) => (h === null ? '' : String(h).trim())), rows };
}

/** How many line breaks (CRLF, LF or CR each one) `body` holds before each of the ascending offsets asked, one walk over the file. */
function lineCounter(body: Buffer): (offset: number) => number {
  let at = 0;
  let breaks = 0;
  return (offset) => {
    for (; at < offset && at < body.length; at++) {
      if (body[at] === 0x0a) breaks++;
      else if (body[at] === 0x0d && body[at + 1] !== 0x0a) breaks++;
    }
    return breaks;
  };
}

/** A CSV file: each row at the line it starts on (a quoted cell over two lines makes the next row's line one more), blank lines skipped. */
export function readCsv(body: Buffer): Sheet {
  let records: { record: string[]; info: { bytes: number } }[];
  try {
    // with `info`, each record comes with the offset where it ends in the file (its line break included)
    records = parse(body, { bom: true, relax_column_count: true, skip_empty_lines: false, info: true }) as unknown as typeof records;
  } catch (e) {
    throw badRequest(say('import.unreadable', { reason: (e as Error).message }));
  }
  const breaksBefore = lineCounter(body);
  const rows: SheetRow[] = [];
  records.forEach(({ record }, i) => {
    const start = i === 0 ? 0 : records[i - 1].info.bytes;
    const line = breaksBefore(start) + 1;
    if (i > 0 && !isBlank(record)) rows.push({ line, cells: record });
  });
  return checked(records[0]?.record, rows);
}

/** One XLSX cell's value: a formula's result, rich text as its text, a link as its text, an error as nothing. */
function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((t) => t.text).join('');
  if ('result' in value) return value.result === undefined ? null : cellOf(value.result as ExcelJS.CellValue);
  if ('text' in value) return typeof value.text === 'string' ? value.text : null;
  return null;
}

/** An XLSX file's first sheet: its first row the header, each row's number its line. */
export async function readXlsx(body: Buffer): Promise<Sheet> {
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  try {
    await book.xlsx.load(body as unknown as ExcelJS.Buffer);
  } catch (e) {
    throw badRequest(say('import.unreadable', { reason: (e as Error).message }));
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw badRequest(say('import.no_header'));
  const width = sheet.columnCount;
  let header: Cell[] | undefined;
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells = Array.from({ length: width }, (_, i) => cellOf(row.getCell(i + 1).value));
    if (!header) header = line === 1 ? cells : undefined;
    else if (!isBlank(cells)) rows.push({ line, cells });
  });
  return checked(header, rows);
}

/** The file by its content type (an XLSX file is a ZIP archive: its first bytes say so whatever the type). */
export function readSheet(body: Buffer, contentType: string | undefined): Promise<Sheet> {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  const zip = body.length > 3 && body[0] === 0x50 && body[1] === 0x4b;
  if (type === XLSX_TYPE || zip) return readXlsx(body);
  if (CSV_TYPES.includes(type)) return Promise.resolve(readCsv(body));
  throw badRequest(say('import.file_type'));
}
