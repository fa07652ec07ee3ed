/** Days and moments in an import's cells: as the export writes them in the file's language, or in ISO 8601. */
import { localeInfo } from '../i18n/locales';
import { plainDigits } from './number.import';
import { readOr, type DateReading, type ImportCell, type KindImport } from './types';

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
export function dateOf(cell: ImportCell, withTime: boolean, reading: DateReading): string | undefined {
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

const timeOf = (withTime: boolean): KindImport => ({
  fromCell: (_field, cell, { dates }) => readOr(dateOf(cell, withTime, dates), 'import.not_date'),
});

export const TIME_IMPORT = { date: timeOf(false), datetime: timeOf(true) } satisfies Record<'date' | 'datetime', KindImport>;
