/**
 * What an import file's header and cells may say, in any of the four languages: each field by its
 * name or its label (the export's column header), each enum value by its key or its label, yes and
 * no in words. Labels are a resource's catalogue file (`i18n/<locale>/resources/<name>.ts`, a
 * plain module the server can load) with those its declaration holds inline over them — what the
 * app's catalogue holds (i18n/assemble.ts `withInlineLabels`).
 */
import englishRa from 'ra-language-english';
import frenchRa from 'ra-language-french';
import type { EnumFieldDef, FieldDef, ResourceDef } from '../../resources/define';
import { isFigure } from '../../kinds/number';
import { writableFields } from '../../resources/writes';
import { withInlineLabels } from '../../i18n/assemble';
import { LOCALES } from '../../i18n/locales';
import type { LocaleCode, ResourceLabels } from '../../i18n/types';
import arRa from '../../i18n/ar/ra';
import zhRa from '../../i18n/zh_CN/ra';

export type LabelsByLocale = Readonly<Record<LocaleCode, ResourceLabels>>;

/** A header or a value as compared: trimmed, spaces collapsed, case and width folded. */
export const norm = (s: string): string => s.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

const catalogueFiles = new Map<string, Promise<ResourceLabels | undefined>>();

/** A resource's catalogue file in one language, if it has one (a declared resource may hold its labels inline only). */
function catalogueFile(locale: LocaleCode, name: string): Promise<ResourceLabels | undefined> {
  const key = `${locale}/${name}`;
  let file = catalogueFiles.get(key);
  if (!file) {
    file = /^[a-z0-9-]+$/.test(name)
      ? import(`../../i18n/${locale}/resources/${name}.ts`).then(
          (m: { default: ResourceLabels }) => m.default,
          () => undefined,
        )
      : Promise.resolve(undefined);
    catalogueFiles.set(key, file);
  }
  return file;
}

/** The resource's labels in each language: its catalogue file's, its inline ones over them. */
export async function labelsOf(def: ResourceDef): Promise<LabelsByLocale> {
  const entries = await Promise.all(
    LOCALES.map(async ({ code }) => [code, withInlineLabels(await catalogueFile(code, def.name), def.labels?.[code] ?? {})] as const),
  );
  return Object.fromEntries(entries) as Record<LocaleCode, ResourceLabels>;
}

interface BooleanWords {
  readonly true: string;
  readonly false: string;
}
const RA_BOOLEANS: readonly BooleanWords[] = [zhRa, englishRa, frenchRa, arRa].map((m) => (m as unknown as { ra: { boolean: BooleanWords } }).ra.boolean);
/** Yes and no as the export writes them in each language (react-admin's `ra.boolean.*`), and as a script would. */
const BOOLEANS = new Map<string, boolean>([
  ...RA_BOOLEANS.flatMap((b): [string, boolean][] => [
    [norm(b.true), true],
    [norm(b.false), false],
  ]),
  ...(['true', '1', 'yes', 'y'] as const).map((w): [string, boolean] => [w, true]),
  ...(['false', '0', 'no', 'n'] as const).map((w): [string, boolean] => [w, false]),
]);
export const booleanOf = (text: string): boolean | undefined => BOOLEANS.get(norm(text));

/** An enum field's values by their keys and their labels in every language. */
export function enumValues(name: string, field: EnumFieldDef, labels: LabelsByLocale): Map<string, string> {
  const out = new Map<string, string>();
  for (const key of Object.keys(field.values)) out.set(norm(key), key);
  for (const l of Object.values(labels))
    for (const [key, label] of Object.entries(l.enums?.[name] ?? {})) if (key in field.values && !out.has(norm(label))) out.set(norm(label), key);
  return out;
}

/** One column of the file: its header and the field it fills (`null`: none; `writable` false: a field the import leaves to the server, such as the id). */
export interface ImportColumn {
  readonly header: string;
  readonly field: string | null;
  readonly writable: boolean;
}

/**
 * Whether a header is a field's label: as it is, or a figure's followed by its unit in brackets, as the export names
 * its column (`电量 SOC（%）`, `Voltage (V)`: src/schema/list/csvExport.ts); any unit, an older export's too.
 */
function isLabel(header: string, label: string, field: FieldDef): boolean {
  const h = norm(header);
  const l = norm(label);
  if (l === '') return false;
  return h === l || (isFigure(field) && h.replace(/\s*\([^()]*\)$/, '') === l);
}

/**
 * Each header's field: the caller's mapping first (`columns`: header → field, or null to ignore it),
 * else the field of that name, else of that label in any language. `locale`: the language most of
 * the headers were labels of (its dates are read in that language's order), none for field names.
 */
export function matchColumns(
  def: ResourceDef,
  header: readonly string[],
  labels: LabelsByLocale,
  columns: Readonly<Record<string, string | null>> = {},
): { columns: ImportColumn[]; locale: LocaleCode | undefined } {
  const writable = new Set(writableFields(def, 'create').map(([name]) => name));
  const byName = new Map(Object.keys(def.fields).map((name) => [norm(name), name]));
  const taken = new Set<string>();
  const matched = header.map((h): ImportColumn => {
    const pick = (field: string | null): ImportColumn => {
      const ok = field !== null && field in def.fields && !taken.has(field);
      if (ok) taken.add(field);
      return { header: h, field: ok ? field : null, writable: ok && writable.has(field) };
    };
    if (Object.hasOwn(columns, h)) return pick(columns[h] ?? null);
    const key = norm(h);
    if (key === '') return pick(null);
    const named = byName.get(key);
    if (named) return pick(named);
    for (const { code } of LOCALES) {
      const found = Object.entries(labels[code].fields).find(([name, label]) => name in def.fields && isLabel(h, label, def.fields[name]));
      if (found) return pick(found[0]);
    }
    return pick(null);
  });
  // the language whose labels most headers are (a label the same in several languages, "SN", counts for each; a tie goes to the first)
  const votes = LOCALES.map(({ code }) => ({
    code,
    n: matched.filter((m) => m.field && isLabel(m.header, labels[code].fields[m.field] ?? '', def.fields[m.field]) && norm(m.header) !== norm(m.field)).length,
  }));
  const best = votes.reduce((a, b) => (b.n > a.n ? b : a));
  const locale = best.n > 0 ? best.code : undefined;
  return { columns: matched, locale };
}
