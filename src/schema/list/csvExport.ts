/**
 * A list's CSV export, made for people: the whole filtered set (page by page), every list column
 * under its translated name, references by their titles, enums and booleans in words, dates in the
 * user's time zone and format, numbers as numbers (Excel sums them) under a name that says their
 * unit, and a file name in the user's language that says what it holds: `电池_2026-11-23_电量 SOC≤20%.csv`.
 */
import type { DataProvider, RaRecord } from 'react-admin';
import type { ResourceDef } from '../../../resources/define';
import type { ReferenceTitles } from '../../providers/dataProvider';
import { MAX_PAGE_SIZE } from '../../providers/listQuery';
import { enumLabel, fieldLabel, resourceLabel } from '../labels';
import { fieldText, listableFields, type CellEnv } from './columns';
import { displayText } from '../displayText';
import { isFigure, unitText, withUnit } from '../../../kinds/number';
import { isReference } from '../../../kinds/reference';

type Env = Pick<CellEnv, 'lang' | 'translate'>;

/** Every record of the filtered set, and the titles of the records they refer to. */
export async function fetchAll(
  dataProvider: Pick<DataProvider, 'getList'>,
  resource: string,
  params: { filter: Record<string, unknown>; sort: { field: string; order: 'ASC' | 'DESC' } },
  onProgress?: (done: number, total: number) => void,
): Promise<{ records: RaRecord[]; titles: ReferenceTitles }> {
  const records: RaRecord[] = [];
  const titles: Record<string, Record<string, string>> = {};
  for (let page = 1; ; page++) {
    const { data, total = 0, meta } = await dataProvider.getList(resource, { ...params, pagination: { page, perPage: MAX_PAGE_SIZE } });
    records.push(...data);
    for (const [field, byId] of Object.entries((meta as { titles?: ReferenceTitles } | undefined)?.titles ?? {})) Object.assign((titles[field] ??= {}), byId);
    onProgress?.(records.length, total);
    if (data.length < MAX_PAGE_SIZE || records.length >= total) return { records, titles };
  }
}

/** A column's name: the field's label, and for bare figures what they are counted in (`电压（V）`, `SOC (%)`, `Price (CNY)`). */
function columnName(def: ResourceDef, name: string, env: Env): string {
  const field = env.translate(fieldLabel(def, name), { _: name });
  const unit = unitText(def.fields[name], (key) => env.translate(key));
  return unit ? env.translate('app.schema.with_unit', { field, unit }) : field;
}

/** The header row and one row per record: every field the list can show (its chooser's columns), as the list shows it (numbers as numbers, their unit in the header). */
export function csvRows(def: ResourceDef, records: readonly RaRecord[], titles: ReferenceTitles, env: Env): (string | number)[][] {
  const columns = listableFields(def);
  const header = columns.map(([name]) => columnName(def, name, env));
  const rows = records.map((r) =>
    columns.map(([name, field]) => {
      const v = r[name];
      if (isFigure(field) && typeof v === 'number') return v;
      return fieldText(def, name, field, r, { ...env, titles });
    }),
  );
  return [header, ...rows];
}

/** RFC 4180 text, with the byte-order mark Excel needs to read UTF-8. */
export function toCsv(rows: readonly (string | number)[][]): string {
  const cell = (v: string | number) => (typeof v === 'number' ? String(v) : /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** What one active filter means, in words: `状态=待处理、已确认`, `电量 SOC≤20%`. */
function describeFilter(def: ResourceDef, key: string, value: unknown, titles: ReferenceTitles, env: Env): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (key === 'q') return `“${String(value)}”`;
  const field = def.fields[key];
  if (!field) return undefined;
  const name = env.translate(fieldLabel(def, key), { _: key });
  // a figure with its unit (`电量≤20%`), a day without its time
  const unit = unitText(field, (k) => env.translate(k));
  if (typeof value === 'object' && !Array.isArray(value)) {
    const { gte, lte } = value as { gte?: unknown; lte?: unknown };
    const show = (v: unknown) => (field.kind === 'datetime' || field.kind === 'date' ? String(v).slice(0, 10) : withUnit(String(v), unit));
    if (gte !== undefined && lte !== undefined) return `${show(gte)}≤${name}≤${show(lte)}`;
    if (gte !== undefined) return `${name}≥${show(gte)}`;
    return lte !== undefined ? `${name}≤${show(lte)}` : undefined;
  }
  const values = (Array.isArray(value) ? value : [value]).map((v) => {
    if (field.kind === 'enum') return env.translate(enumLabel(def, key, String(v)), { _: String(v) });
    if (field.kind === 'boolean') return env.translate(v === true || v === 'true' ? 'ra.boolean.true' : 'ra.boolean.false');
    if (isReference(field)) return titles[key]?.[String(v)] ?? `#${String(v)}`;
    return displayText(field, v, { id: '', [key]: v }, env.translate) ?? withUnit(String(v), unit);
  });
  return `${name}=${values.join('、')}`;
}

/** The export's file name: the resource, the day (the user's), the filters; no character a file system refuses. */
export function exportFileName(def: ResourceDef, filter: Record<string, unknown>, titles: ReferenceTitles, env: Env, now = new Date()): string {
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  const parts = [env.translate(resourceLabel(def), { smart_count: 2, _: def.name }), day];
  for (const [key, value] of Object.entries(filter)) {
    const text = describeFilter(def, key, value, titles, env);
    if (text) parts.push(text);
  }
  const name = [...parts.join('_')]
    .filter((c) => c.charCodeAt(0) >= 32)
    .join('')
    .replace(/[\\/:*?"<>|]/g, '-');
  return `${name.length > 150 ? name.slice(0, 150) : name}.csv`;
}
