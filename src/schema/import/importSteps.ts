/** What the import dialog works out from a file and the server's answers: the type it is sent as, which headers still need a field. */
import type { ImportColumn } from '../../providers/importApi';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const ACCEPT = `.csv,text/csv,.xlsx,${XLSX_TYPE}`;

/** The file with the type the server reads it by (a browser may call a CSV `application/vnd.ms-excel`, or nothing). */
export function typed(file: File): Blob {
  const xlsx = /\.xlsx$/i.test(file.name) || file.type === XLSX_TYPE;
  return new Blob([file], { type: xlsx ? XLSX_TYPE : 'text/csv' });
}

/** The headers that matched no field and that the user has not decided about yet: the mapping step asks for them. */
export function unmatched(columns: readonly ImportColumn[], decided: Readonly<Record<string, string | null>>): ImportColumn[] {
  return columns.filter((c) => c.field === null && c.header.trim() !== '' && !(c.header in decided));
}

/** At most this many bad rows are listed (the rest are counted). */
export const SHOWN_ERRORS = 200;
