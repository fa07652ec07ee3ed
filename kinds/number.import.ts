/** Figures in an import's cells: as a person or a spreadsheet writes them, in any language of the app. */
import type { NumberFieldDef } from '../resources/define';
import { readOr, type ImportCell, type KindImport } from './types';

const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
/** Arabic-Indic digits as ASCII, direction marks and the Arabic decimal and group separators made plain. */
export const plainDigits = (s: string): string =>
  s
    .replace(EASTERN_DIGITS, (d) => String(((d.charCodeAt(0) - 0x0660) % 0x90) % 16))
    .replace(/[\u200e\u200f\u061c]/g, '')
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',');

/** A number as a person or a spreadsheet writes it: `12.5`, `12,5`, `1 234,5`, `45%`, Arabic-Indic digits. */
export function numberOf(cell: ImportCell): number | undefined {
  if (typeof cell === 'number') return cell;
  if (typeof cell !== 'string') return undefined;
  let s = plainDigits(cell).replace(/[\s\u00a0\u202f%]/g, '');
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) s = s.replace(/,/g, '');
  else if (/^-?\d+,\d+$/.test(s)) s = s.replace(',', '.');
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(s) ? Number(s) : undefined;
}

const figure: KindImport = {
  fromCell: (_field, cell) => readOr(numberOf(cell), 'import.not_number'),
};

export const NUMBER_IMPORT = { number: figure, money: figure, percent: figure } satisfies Record<NumberFieldDef['kind'], KindImport>;
