/**
 * A generated list's columns: one per field its schema shows in lists, each knowing how to draw
 * its value in a row (plain elements and text: a page of rows mounts no component per cell), how
 * to align, whether it sorts. Which of them are on screen is the user's choice (preferences.ts),
 * starting from the schema's `list.columns`.
 */
import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { defaultColumns, isShownIn, isSortable, type EnumFieldDef, type FieldDef, type ResourceDef } from '../../../resources/define';
import type { ReferenceTitles } from '../../providers/dataProvider';
import { formatDate, formatNumber } from '../formatters';
import { enumLabel, fieldLabel } from '../labels';
import { displayOf, displayText } from '../displayText';
import { RecordOfLink } from '../DisplayTextField';
import { registry } from '../registry';

/** What a cell needs besides its record, given once per list render. */
export interface CellEnv {
  /** The page's referenced records' titles (the list's meta), per field and id. */
  titles: ReferenceTitles;
  lang: string;
  translate: (key: string, options?: Record<string, unknown>) => string;
  /** The page the user may open for a field's value (a referenced record, the record a number points to), from the page's links; none: text. */
  linkTo: (field: string, value: unknown) => string | undefined;
}

export interface ListColumn {
  source: string;
  /** Translation key of the header. */
  label: string;
  align: 'left' | 'right';
  sortable: boolean;
  /** A cell whose content arrives later (a reference's title) keeps this width meanwhile (px). */
  minWidth?: number;
  render(record: RaRecord, env: CellEnv): ReactNode;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';
/** A click on a link in a row opens the link, not the row. */
const stopRowClick = (e: { stopPropagation(): void }) => e.stopPropagation();

/** A record's page as react-admin routes it (hash router). */
export const showHref = (resource: string, id: RaRecord['id']) => `#/${resource}/${encodeURIComponent(String(id))}/show`;

function chip(color: string, text: string): ReactNode {
  return <span className={`SchemaCell-chip SchemaCell-chip-${color}`}>{text}</span>;
}

/** An enum value as its translated label in its declared colour. */
export function enumChip(def: ResourceDef, name: string, field: EnumFieldDef, value: unknown, translate: CellEnv['translate']): ReactNode {
  if (isEmpty(value)) return null;
  const v = String(value);
  return chip(field.values[v] ?? 'default', translate(enumLabel(def, name, v), { _: v }));
}

/** A value as a link to the record it names when the user may open it, else as text. */
function valueLink(href: string | undefined, text: string, missing = false): ReactNode {
  if (!href || missing) return <span className={missing ? 'SchemaCell-missing' : undefined}>{text}</span>;
  return (
    <a className="SchemaCell-link" href={href} onClick={stopRowClick}>
      {text}
    </a>
  );
}

/** The value of one field as text (an export's cell, a card's line): what the list shows, without markup. */
export function fieldText(def: ResourceDef, name: string, field: FieldDef, record: RaRecord, env: Pick<CellEnv, 'titles' | 'lang' | 'translate'>): string {
  const v = record[name];
  if (isEmpty(v)) return '';
  // a value naming something of the app (the audit log's resource and action): in words
  const words = displayText(field, v, record, env.translate);
  if (words !== undefined) return words;
  switch (field.kind) {
    case 'money':
      return formatNumber(env.lang, Number(v), true);
    case 'number':
      return formatNumber(env.lang, Number(v));
    case 'percent':
      return `${Number(v)}%`;
    case 'date':
    case 'datetime':
      return formatDate(env.lang, v as string, field.kind === 'datetime');
    case 'boolean':
      return env.translate(v === true ? 'ra.boolean.true' : 'ra.boolean.false');
    case 'enum':
      return env.translate(enumLabel(def, name, String(v)), { _: String(v) });
    case 'reference':
      return env.titles[name]?.[String(v)] ?? `#${String(v)}`;
    case 'referenceMany':
      return (Array.isArray(v) ? v : [v]).map((id) => env.titles[name]?.[String(id)] ?? `#${String(id)}`).join(', ');
    case 'geo': {
      const g = v as { lng?: number; lat?: number };
      return typeof g.lng === 'number' && typeof g.lat === 'number' ? `${g.lat.toFixed(5)}, ${g.lng.toFixed(5)}` : '';
    }
    default:
      return typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
}

/** How a field kind draws in a row. */
function renderer(def: ResourceDef, name: string, field: FieldDef): ListColumn['render'] {
  switch (field.kind) {
    case 'enum':
      return (r, env) => enumChip(def, name, field, r[name], env.translate);
    case 'boolean':
      // a "no" is quiet (a dash), a "yes" a check mark: the real signals stand out
      return (r, env) =>
        isEmpty(r[name]) ? null : r[name] === true ? (
          <span className="SchemaCell-yes" role="img" aria-label={env.translate('ra.boolean.true')}>
            ✓
          </span>
        ) : (
          <span className="SchemaCell-no" role="img" aria-label={env.translate('ra.boolean.false')}>
            –
          </span>
        );
    case 'reference':
    case 'referenceMany':
      return (r, env) => {
        const v = r[name];
        if (isEmpty(v)) return <span className="SchemaCell-missing">—</span>;
        const ids = Array.isArray(v) ? v : [v];
        return ids.map((id, i) => {
          const title = env.titles[name]?.[String(id)];
          return (
            <span key={String(id)}>
              {i > 0 && ', '}
              {valueLink(env.linkTo(name, id), title ?? `#${String(id)}`, title === undefined)}
            </span>
          );
        });
      };
    case 'text':
      // a record's id in the resource the row names (the audit log): a link to it when the user may open it
      if (displayOf(field)?.startsWith('recordOf:'))
        return (r) => (isEmpty(r[name]) ? null : <RecordOfLink name={name} field={field} record={r} registry={registry} className="SchemaCell-link" />);
      // another record's number (pointsTo): a link to that record when it is found and may be opened
      return 'pointsTo' in field && field.pointsTo?.length
        ? (r, env) => (isEmpty(r[name]) ? null : valueLink(env.linkTo(name, r[name]), String(r[name])))
        : (r, env) => fieldText(def, name, field, r, env);
    case 'email':
    case 'url':
      return (r) =>
        isEmpty(r[name]) ? null : (
          <a
            className="SchemaCell-link"
            href={field.kind === 'email' ? `mailto:${String(r[name])}` : String(r[name])}
            onClick={stopRowClick}
            {...(field.kind === 'url' ? { target: '_blank', rel: 'noreferrer' } : {})}
          >
            {String(r[name])}
          </a>
        );
    case 'image':
      return (r, env) => {
        const src = Array.isArray(r[name]) ? r[name][0] : r[name];
        return isEmpty(src) ? null : <img className="SchemaCell-image" src={String(src)} alt={env.translate(fieldLabel(def, name))} loading="lazy" />;
      };
    default:
      return (r, env) => fieldText(def, name, field, r, env);
  }
}

const RIGHT = new Set(['number', 'money', 'percent']);

/** The fields a list can show as columns: what its schema lists, and what a record's page shows (one click away in the column chooser); not raw JSON. */
export function listableFields(def: ResourceDef): [string, FieldDef][] {
  return Object.entries(def.fields).filter(([, field]) => (isShownIn(field, 'list') || isShownIn(field, 'show')) && field.kind !== 'json');
}

/** Every column a list can show, the schema's default ones first (in their order), then the others in declaration order. */
export function columnsOf(def: ResourceDef): ListColumn[] {
  const shown = listableFields(def);
  const first = defaultColumns(def);
  const ordered = [...first.flatMap((n) => shown.filter(([name]) => name === n)), ...shown.filter(([name]) => !first.includes(name))];
  return ordered.map(([name, field]) => ({
    source: name,
    label: fieldLabel(def, name),
    align: RIGHT.has(field.kind) ? 'right' : 'left',
    sortable: isSortable(field),
    minWidth: field.kind === 'reference' ? 96 : undefined,
    render: renderer(def, name, field),
  }));
}
