/**
 * CSV export of the whole filtered set, page by page (not only the first 1,000 rows), with the
 * list's columns, translated headers and enum labels.
 */
import type { DataProvider, RaRecord } from 'react-admin';
import { downloadCSV } from 'react-admin';
import jsonExport from 'jsonexport/dist';
import type { ResourceDef } from '../../resources/define';
import { fieldsIn } from './fields';
import { enumLabel, fieldLabel } from './labels';
import { MAX_PAGE_SIZE } from '../providers/dataProvider';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export async function fetchAll(
  dataProvider: DataProvider,
  resource: string,
  params: { filter: Record<string, unknown>; sort: { field: string; order: 'ASC' | 'DESC' } },
  onProgress?: (done: number, total: number) => void,
): Promise<RaRecord[]> {
  const out: RaRecord[] = [];
  for (let page = 1; ; page++) {
    const { data, total = 0 } = await dataProvider.getList(resource, { ...params, pagination: { page, perPage: MAX_PAGE_SIZE } });
    out.push(...data);
    onProgress?.(out.length, total);
    if (data.length < MAX_PAGE_SIZE || out.length >= total) return out;
  }
}

export function toCsvRows(def: ResourceDef, records: RaRecord[], translate: Translate): Record<string, unknown>[] {
  const columns = fieldsIn(def, 'list');
  return records.map((r) => {
    const row: Record<string, unknown> = {};
    for (const [name, field] of columns) {
      const header = translate(fieldLabel(def, name), { _: name });
      const v = r[name];
      if (v === undefined || v === null) row[header] = '';
      else if (field.kind === 'enum') row[header] = translate(enumLabel(def, name, String(v)), { _: String(v) });
      else if (field.kind === 'geo' && typeof v === 'object') row[header] = `${(v as { lng: number }).lng},${(v as { lat: number }).lat}`;
      else if (Array.isArray(v)) row[header] = v.join(' ');
      else if (typeof v === 'object') row[header] = JSON.stringify(v);
      else row[header] = v;
    }
    return row;
  });
}

export async function exportCsv(def: ResourceDef, records: RaRecord[], translate: Translate, fileName: string): Promise<void> {
  const rows = toCsvRows(def, records, translate);
  const csv = await new Promise<string>((resolve, reject) =>
    jsonExport(rows, { rowDelimiter: ',' }, (err: Error | null, out: string) => (err ? reject(err) : resolve(out))),
  );
  downloadCSV(`\uFEFF${csv}`, fileName);
}
