/** Made-up records for the preview's list: a few rows whose values fit each field's kind and rules. */
import type { FieldDef, ResourceDef } from '../../../resources/define';
import { isReference } from '../../../kinds/reference';
import type { RaRecord } from 'react-admin';
import type { ReferenceTitles } from '../../providers/dataProvider';

const SAMPLE_DAY = Date.UTC(2026, 10, 2, 9, 30);

function numberSample(field: FieldDef, i: number): number {
  const o = field as { min?: number; max?: number; integer?: boolean };
  const min = o.min ?? 0;
  const step = field.kind === 'percent' ? 20 : field.kind === 'money' ? 12.5 : 10;
  const v = Math.min(o.max ?? Infinity, min + step * (i + 1));
  return o.integer ? Math.round(v) : v;
}

function sample(name: string, field: FieldDef, i: number): unknown {
  switch (field.kind) {
    case 'id':
      return String(i + 1);
    case 'text':
    case 'longText':
      return `${name} ${i + 1}`;
    case 'phone':
      return `1380000000${i + 1}`;
    case 'email':
      return `user${i + 1}@example.com`;
    case 'url':
      return `https://example.com/${i + 1}`;
    case 'number':
    case 'money':
    case 'percent':
      return numberSample(field, i);
    case 'boolean':
      return i % 2 === 0;
    case 'date':
      return new Date(SAMPLE_DAY + i * 86_400_000).toISOString().slice(0, 10);
    case 'datetime':
      return new Date(SAMPLE_DAY + i * 86_400_000).toISOString();
    case 'enum': {
      const values = Object.keys(field.values);
      return values[i % values.length];
    }
    case 'reference':
      return String(i + 1);
    case 'referenceMany':
      return [String(i + 1)];
    default:
      return undefined;
  }
}

/** `count` records, and the titles of the records their references name (`title(field, id)`). */
export function sampleRows(def: ResourceDef, count: number, title: (field: string, id: string) => string): { rows: RaRecord[]; titles: ReferenceTitles } {
  const rows = Array.from({ length: count }, (_, i) => {
    const record: Record<string, unknown> = { id: String(i + 1) };
    for (const [name, field] of Object.entries(def.fields)) {
      const v = sample(name, field, i);
      if (v !== undefined) record[name] = v;
    }
    return record as RaRecord;
  });
  const titles: Record<string, Record<string, string>> = {};
  for (const [name, field] of Object.entries(def.fields))
    if (isReference(field)) titles[name] = Object.fromEntries(Array.from({ length: count }, (_, i) => [String(i + 1), title(name, String(i + 1))]));
  return { rows, titles };
}
