/**
 * The cells of a generated list: what each field kind shows in a row, drawn with plain elements
 * and class names (`AppCell-*`) that the theme styles once on the Datagrid root
 * (`src/layout/theme.ts`), instead of react-admin's Field components.
 *
 * A list page draws hundreds of cells at every navigation. react-admin's fields each mount a few
 * styled components (Typography, Chip, Tooltip + Popper on a boolean, MUI Link) and query hooks
 * (a reference cell asks canAccess twice and reads its record through three hooks; an EditButton
 * asks canAccess per row); these cells mount none of them: the referenced records of a page are
 * fetched once per target for the whole page (`ReferenceRecords`, src/schema/ListReferences.tsx),
 * and what the user may open is asked once per list (`CellAccess`).
 * The record's show page keeps react-admin's fields (src/schema/kindFields.tsx).
 */
import { createContext, useContext, type MouseEvent, type ReactElement } from 'react';
import { useI18nProvider, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { EnumFieldDef, FieldDef, ResourceDef } from '../../resources/define';
import { localeInfo } from '../../i18n/locales';
import { enumLabel } from './labels';
import { formatDate, formatNumber } from './formatters';

/** Props the Datagrid reads from a column element (header label, sorting, alignment). */
export interface CellProps {
  source: string;
  label?: string;
  sortable?: boolean;
  sortBy?: string;
  textAlign?: 'left' | 'right' | 'center';
}

/** What the user may open from this list: its own records (edit or show), and per reference target, the target's show page. */
export interface CellAccessValue {
  row: boolean;
  /** Keyed by the target's route name (e.g. `apps/store/store`). */
  show: Readonly<Record<string, boolean>>;
}
export const CellAccess = createContext<CellAccessValue>({ row: false, show: {} });

/** The referenced records of the page, per target route name: by id once fetched, `pending` until then, `failed` if the fetch failed. */
export type ReferenceRecordsValue = Readonly<Record<string, ReadonlyMap<string, RaRecord> | 'pending' | 'failed'>>;
export const ReferenceRecords = createContext<ReferenceRecordsValue>({});

/** A record's page as react-admin routes it: edit at `/<resource>/<id>`, show at `/<resource>/<id>/show` (hash router). */
export const recordHref = (resource: string, id: RaRecord['id'], page: 'edit' | 'show') =>
  `#/${resource}/${encodeURIComponent(String(id))}${page === 'show' ? '/show' : ''}`;

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';
/** A click on a link in a row opens the link, not the row (the row's own click goes to its edit or show page). */
const stopRowClick = (e: MouseEvent) => e.stopPropagation();

/** The Intl locale of the current language: read from the i18n context, which changes with the language (no store subscription per cell). */
function useLang(): string {
  return localeInfo(useI18nProvider().getLocale()).htmlLang;
}

export function TextCell({ source }: CellProps) {
  const v = useRecordContext()?.[source];
  return isEmpty(v) ? null : <>{typeof v === 'object' ? JSON.stringify(v) : String(v)}</>;
}

export function NumberCell({ source, money, percent }: CellProps & { money?: boolean; percent?: boolean }) {
  const v = useRecordContext()?.[source];
  const lang = useLang();
  if (isEmpty(v)) return null;
  const n = Number(v);
  if (Number.isNaN(n)) return <>{String(v)}</>;
  return <>{percent ? `${n}%` : formatNumber(lang, n, money)}</>;
}
NumberCell.textAlign = 'right' as const;

export function DateCell({ source, withTime }: CellProps & { withTime: boolean }) {
  const v = useRecordContext()?.[source];
  const lang = useLang();
  return isEmpty(v) ? null : <>{formatDate(lang, v as string, withTime)}</>;
}

/** An address as a link: `mailto:` for an email, the address itself (in a new tab) for a URL. */
export function LinkCell({ source, email }: CellProps & { email?: boolean }) {
  const v = useRecordContext()?.[source];
  if (isEmpty(v)) return null;
  const text = String(v);
  return email ? (
    <a className="AppCell-link" href={`mailto:${text}`} onClick={stopRowClick}>
      {text}
    </a>
  ) : (
    <a className="AppCell-link" href={text} target="_blank" rel="noreferrer" onClick={stopRowClick}>
      {text}
    </a>
  );
}

/** An image (one URL, or the first of several) as a thumbnail. */
export function ImageCell({ source, label }: CellProps) {
  const v = useRecordContext()?.[source];
  const src = Array.isArray(v) ? v[0] : v;
  const translate = useTranslate();
  return isEmpty(src) ? null : <img className="AppCell-image" src={String(src)} alt={label ? translate(label) : ''} loading="lazy" />;
}

/** A position as "longitude, latitude". */
export function GeoCell({ source }: CellProps) {
  const v = useRecordContext()?.[source] as { lng?: number; lat?: number } | undefined;
  return v && typeof v.lng === 'number' ? <>{`${v.lng.toFixed(5)}, ${v.lat?.toFixed(5)}`}</> : null;
}

// Material icons' paths (Done, Clear, Create, RemoveRedEye), drawn as plain SVG.
const PATHS = {
  yes: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  no: 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
  edit: 'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.9959.9959 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z',
  show: 'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3',
} as const;

function Icon({ path, label }: { path: string; label?: string }) {
  return (
    <svg className="AppCell-icon" viewBox="0 0 24 24" focusable="false" {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
      {label && <title>{label}</title>}
      <path d={path} fill="currentColor" />
    </svg>
  );
}

export function BooleanCell({ source }: CellProps) {
  const v = useRecordContext()?.[source];
  const translate = useTranslate();
  if (isEmpty(v)) return null;
  const yes = v === true || v === 'true' || v === 1;
  return <Icon path={yes ? PATHS.yes : PATHS.no} label={translate(yes ? 'ra.boolean.true' : 'ra.boolean.false')} />;
}

/** An enum value as a small chip in its declared colour. */
export function EnumCell({ source, def, field }: CellProps & { def: ResourceDef; field: EnumFieldDef }) {
  const v = useRecordContext()?.[source];
  const translate = useTranslate();
  if (isEmpty(v)) return null;
  const value = String(v);
  return <span className={`AppCell-chip AppCell-chip-${field.values[value] ?? 'default'}`}>{translate(enumLabel(def, source, value), { _: value })}</span>;
}

/** The referenced record's title, linked to its show page when the user may open it. */
export function ReferenceCell({ source, reference, titleField }: CellProps & { reference: string; titleField: string }) {
  const id = useRecordContext()?.[source] as RaRecord['id'] | undefined;
  const canShow = useContext(CellAccess).show[reference] ?? false;
  const records = useContext(ReferenceRecords)[reference];
  if (isEmpty(id)) return <>—</>;
  if (records === undefined || records === 'pending') return <span className="AppCell-pending" aria-busy="true" />;
  const target = records === 'failed' ? undefined : records.get(String(id));
  const text = target ? String(target[titleField] ?? target.id) : `#${id}`;
  if (!target || !canShow) return <span className={target ? undefined : 'AppCell-missing'}>{text}</span>;
  return (
    <a className="AppCell-link" href={recordHref(reference, id as RaRecord['id'], 'show')} onClick={stopRowClick}>
      {text}
    </a>
  );
}

/** The row's own link (edit, or show when the schema has no edit page), as react-admin's EditButton/ShowButton look. */
export function RowLinkCell({ resource, to }: { resource: string; to: 'edit' | 'show' }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const allowed = useContext(CellAccess).row;
  if (!record || !allowed) return null;
  const label = translate(to === 'edit' ? 'ra.action.edit' : 'ra.action.show');
  return (
    <a className="AppCell-rowLink" href={recordHref(resource, record.id, to)} aria-label={label} onClick={stopRowClick}>
      <Icon path={to === 'edit' ? PATHS.edit : PATHS.show} />
      {label}
    </a>
  );
}

/** The list cell of a field kind, or undefined to use the kind's Field (src/schema/kindFields.tsx, loaded after the rows: src/schema/KindFieldCell.tsx). */
export function cellFor(
  def: ResourceDef,
  name: string,
  field: FieldDef,
  label: string,
  reference?: ResourceDef,
  referenceRoute?: string,
): ReactElement | undefined {
  const p = { source: name, label };
  switch (field.kind) {
    case 'id':
    case 'text':
    case 'longText':
    case 'phone':
    case 'json':
      return <TextCell key={name} {...p} />;
    case 'email':
    case 'url':
      return <LinkCell key={name} {...p} email={field.kind === 'email'} />;
    case 'image':
      return <ImageCell key={name} {...p} sortable={false} />;
    case 'geo':
      return <GeoCell key={name} {...p} sortable={false} />;
    case 'number':
      return <NumberCell key={name} {...p} />;
    case 'money':
      return <NumberCell key={name} {...p} money />;
    case 'percent':
      return <NumberCell key={name} {...p} percent />;
    case 'date':
    case 'datetime':
      return <DateCell key={name} {...p} withTime={field.kind === 'datetime'} />;
    case 'boolean':
      return <BooleanCell key={name} {...p} />;
    case 'enum':
      return <EnumCell key={name} {...p} sortBy={name} def={def} field={field as EnumFieldDef} />;
    case 'reference':
      return reference && referenceRoute ? <ReferenceCell key={name} {...p} reference={referenceRoute} titleField={reference.title} /> : undefined;
    default:
      return undefined;
  }
}
