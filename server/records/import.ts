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
import { localeInfo } from '../../i18n/locales';
import type { LocaleCode } from '../../i18n/types';
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

/** How the file's dates read: the language of its headers (the export's), the writer's offset from UTC in minutes (`Date#getTimezoneOffset`). */
export interface DateReading {
  readonly locale: LocaleCode | undefined;
  readonly tzOffset: number | undefined;
}

const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
/** Arabic-Indic digits as ASCII, direction marks and the Arabic decimal and group separators made plain. */
const plainDigits = (s: string): string =>
  s
    .replace(EASTERN_DIGITS, (d) => String(((d.charCodeAt(0) - 0x0660) % 0x90) % 16))
    .replace(/[\u200e\u200f\u061c]/g, '')
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',');

/** A number as a person or a spreadsheet writes it: `12.5`, `12,5`, `1 234,5`, `45%`, Arabic-Indic digits. */
export function numberOf(cell: Cell): number | undefined {
  if (typeof cell === 'number') return cell;
  if (typeof cell !== 'string') return undefined;
  let s = plainDigits(cell).replace(/[\s\u00a0\u202f%]/g, '');
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) s = s.replace(/,/g, '');
  else if (/^-?\d+,\d+$/.test(s)) s = s.replace(',', '.');
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(s) ? Number(s) : undefined;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const dayOrders = new Map<string, ('year' | 'month' | 'day')[]>();
/** The order a language writes a day's parts in (`zh-CN`: year, month, day; `en`: month, day, year). */
function dayOrder(lang: string): ('year' | 'month' | 'day')[] {
  let order = dayOrders.get(lang);
  if (!order) {
    order = new Intl.DateTimeFormat(lang)
      .formatToParts(new Date(2001, 10, 22))
      .map((p) => p.type)
      .filter((t): t is 'year' | 'month' | 'day' => t === 'year' || t === 'month' || t === 'day');
    dayOrders.set(lang, order);
  }
  return order;
}

const PM = /(pm|p\.m\.|下午|晚上|\u0645(?![\u0600-\u06ff]))/i;
const AM = /(am|a\.m\.|上午|凌晨|\u0635(?![\u0600-\u06ff]))/i;

/**
 * A day (`YYYY-MM-DD`) or a moment (ISO 8601) from what the export writes (react-admin's DateField
 * in the file's language: `2026/11/23 14:05:00`, `11/23/2026, 2:05:00 PM`, `23/11/2026 14:05:00`,
 * Arabic-Indic digits) or an ISO text; a moment is the writer's wall time at its offset from UTC.
 */
export function dateOf(cell: Cell, withTime: boolean, reading: DateReading): string | undefined {
  if (cell instanceof Date) return withTime ? cell.toISOString() : cell.toISOString().slice(0, 10);
  if (typeof cell !== 'string') return undefined;
  const text = plainDigits(cell).trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return withTime ? new Date(`${text}T00:00:00`).toISOString() : text;
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) {
    const t = Date.parse(text);
    return Number.isNaN(t) ? undefined : withTime ? new Date(t).toISOString() : text.slice(0, 10);
  }
  const numbers = (text.match(/\d+/g) ?? []).map(Number);
  if (numbers.length < 3) return undefined;
  const order = numbers[0] > 31 ? (['year', 'month', 'day'] as const) : dayOrder(localeInfo(reading.locale ?? 'zh_CN').htmlLang);
  const part = (name: 'year' | 'month' | 'day') => numbers[order.indexOf(name)];
  const year = part('year') < 100 ? 2000 + part('year') : part('year');
  const [month, day] = [part('month'), part('day')];
  const [h = 0, minute = 0, second = 0] = numbers.slice(3);
  let hour = h;
  if (PM.test(text) && hour < 12) hour += 12;
  else if (AM.test(text) && hour === 12) hour = 0;
  const probe = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return undefined;
  if (!withTime) return `${year}-${pad(month)}-${pad(day)}`;
  const local = reading.tzOffset === undefined ? new Date(year, month - 1, day, hour, minute, second) : new Date(probe.getTime() + reading.tzOffset * 60_000);
  return local.toISOString();
}

type Found = { readonly id: string } | { readonly reason: ImportReason };

/** The records references name, looked up once per text (a file names the same store on every row). */
export class ReferenceFinder {
  private readonly found = new Map<string, Promise<Found>>();

  constructor(
    private readonly registry: Registry,
    private readonly records: Records,
  ) {}

  find(field: ReferenceFieldDef, text: string): Promise<Found> {
    const key = `${field.to}\u0000${text}`;
    let found = this.found.get(key);
    if (!found) {
      found = this.lookUp(field, text);
      this.found.set(key, found);
    }
    return found;
  }

  /** By id (`12` or the export's `#12` for a record without a title), a system number or another unique value, then the title. */
  private async lookUp(field: ReferenceFieldDef, text: string): Promise<Found> {
    const target = this.registry.byName(field.to);
    const unknown = { reason: { text: say('import.unknown_reference', { value: text }) } };
    if (!target) return unknown;
    const table = collectionOf(target);
    const id = /^#\d+$/.test(text) ? text.slice(1) : text;
    const [byId] = await this.records.getMany(table, [id]);
    if (byId) return { id: String(byId.id) };
    for (const [name, f] of Object.entries(target.fields)) {
      // never by a personal identifier or a secret (a dry run would say whether one exists)
      if (!(f.number || f.unique) || f.mask || f.writeOnly || name === target.title) continue;
      const [one] = await this.records.withValue(table, name, text);
      if (one) return { id: String(one.id) };
    }
    const titled = await this.records.withValue(table, target.title, text);
    if (titled.length > 1) return { reason: { text: say('import.ambiguous_reference', { value: text }) } };
    return titled[0] ? { id: String(titled[0].id) } : unknown;
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

  /** One cell as the field's value (`undefined`: left empty), or why it cannot be. */
  async read(name: string, field: FieldDef, cell: Cell): Promise<{ value: unknown } | { reason: ImportReason }> {
    if (cell === null || (typeof cell === 'string' && cell.trim() === '')) return { value: undefined };
    const text = cell instanceof Date ? cell.toISOString() : String(cell).trim();
    const bad = (key: 'import.not_number' | 'import.not_date' | 'import.not_boolean' | 'import.unknown_enum') => ({
      reason: { text: say(key, { value: text }) },
    });
    switch (field.kind) {
      case 'number':
      case 'money':
      case 'percent': {
        const n = numberOf(cell);
        return n === undefined ? bad('import.not_number') : { value: n };
      }
      case 'boolean': {
        const b = typeof cell === 'boolean' ? cell : booleanOf(text);
        return b === undefined ? bad('import.not_boolean') : { value: b };
      }
      case 'date':
      case 'datetime': {
        const d = dateOf(cell, field.kind === 'datetime', this.dates);
        return d === undefined ? bad('import.not_date') : { value: d };
      }
      case 'enum': {
        const key = this.enumOf(name, field).get(norm(text));
        return key === undefined ? bad('import.unknown_enum') : { value: key };
      }
      case 'reference': {
        const found = await this.references.find(field, text);
        return 'id' in found ? { value: found.id } : found;
      }
      case 'referenceMany': {
        const ids: string[] = [];
        for (const part of text.split(/\s*[,，、;]\s*/).filter(Boolean)) {
          const found = await this.references.find(field, part);
          if (!('id' in found)) return found;
          ids.push(found.id);
        }
        return { value: ids };
      }
      case 'geo': {
        const [lat, lng] = text.split(/\s*,\s*/).map((p) => numberOf(p));
        return lat === undefined || lng === undefined ? { reason: { validation: 'app.validation.geo' } } : { value: { lat, lng } };
      }
      case 'json':
        try {
          return { value: JSON.parse(text) as unknown };
        } catch {
          return { reason: { validation: 'app.validation.type' } };
        }
      default:
        return { value: text };
    }
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
