/**
 * An import's cells (server/records/import.ts, read by their kinds: kinds/<family>.import.ts): the dates and numbers the export writes in each of
 * the four languages (src/schema/formatters.ts, as react-admin's DateField shows them) read back as
 * the values they were, Arabic-Indic digits and 12-hour clocks included; a figure's column read by its label with its
 * unit after it, as the export names it.
 */
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/schema/formatters';
import { LOCALES } from '../../i18n/locales';
import { numberOf } from '../../kinds/number.import';
import { dateOf } from '../../kinds/time.import';
import { labelsOf, matchColumns } from './import-labels';
import { loadRegistry } from '../load-registry';

const moment = new Date(2026, 10, 23, 14, 5, 9); // the writer's wall time

describe('dates as the export writes them', () => {
  it.each(LOCALES.map((l) => [l.code, l.htmlLang] as const))('%s: a moment and a day read back', (code, lang) => {
    const written = formatDate(lang, moment.toISOString(), true);
    expect(dateOf(written, true, { locale: code, tzOffset: undefined }), written).toBe(moment.toISOString());
    expect(dateOf(formatDate(lang, '2026-03-04', false), false, { locale: code, tzOffset: undefined })).toBe(
      // a day's export is its local day
      formatDate('en-CA', '2026-03-04', false),
    );
  });

  it('reads ISO text, an XLSX date and the writer’s offset from UTC; refuses what is no date', () => {
    expect(dateOf('2026-11-23', false, { locale: undefined, tzOffset: undefined })).toBe('2026-11-23');
    expect(dateOf('2026-11-23T06:05:09Z', true, { locale: undefined, tzOffset: undefined })).toBe('2026-11-23T06:05:09.000Z');
    expect(dateOf(new Date(Date.UTC(2026, 0, 2)), false, { locale: undefined, tzOffset: undefined })).toBe('2026-01-02');
    // 2026/11/23 14:05:09 written at UTC+8 (getTimezoneOffset −480)
    expect(dateOf('2026/11/23 14:05:09', true, { locale: 'zh_CN', tzOffset: -480 })).toBe('2026-11-23T06:05:09.000Z');
    expect(dateOf('31/02/2026', false, { locale: 'fr', tzOffset: undefined })).toBeUndefined();
    expect(dateOf('soon', false, { locale: 'en', tzOffset: undefined })).toBeUndefined();
  });
});

describe('numbers', () => {
  it('as a spreadsheet or a person writes them', () => {
    expect(numberOf(12.5)).toBe(12.5);
    expect(numberOf('12.5')).toBe(12.5);
    expect(numberOf('12,5')).toBe(12.5);
    expect(numberOf('1,234.5')).toBe(1234.5);
    expect(numberOf('1 234,5')).toBe(1234.5);
    expect(numberOf('45%')).toBe(45);
    expect(numberOf('٤٥')).toBe(45);
    expect(numberOf('sixty')).toBeUndefined();
    expect(numberOf('')).toBeUndefined();
  });
});

describe('headers', () => {
  it('a figure’s column is its label with its unit after it, in any language; another kind’s bracket is no unit', async () => {
    const batteries = (await loadRegistry()).byName('batteries')!;
    const header = ['Voltage (V)', '电量 SOC（%）', 'SOH (%)', 'cycles', 'Model (48V)', 'Capacity'];
    const { columns, locale } = matchColumns(batteries, header, await labelsOf(batteries));
    expect(columns.map((c) => c.field)).toEqual(['voltage', 'soc', 'soh', 'cycles', null, 'capacityAh']);
    expect(locale).toBe('en');
  });
});
