/**
 * A write's changes to a record, in words (CONTRACT §2.5): each field by its label in the record's
 * resource, from → to, enum values by their labels, references by their titles, dates and numbers in
 * the user's format. What is not a field of the resource — the record a record action created
 * (`{created: {resource, id}}`), a field since removed, a data model's declaration — reads in a
 * compact form (a record as its resource's name and id, else plain values or JSON), never a crash.
 * A record's history lists them (RecordHistory.tsx); an audit entry's page tables them (AuditChanges.tsx).
 */
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useI18nProvider, useTranslate } from 'react-admin';
import type { ResourceDef } from '../../../resources/define';
import { localeInfo } from '../../../i18n/locales';
import type { ReferenceTitles } from '../../providers/dataProvider';
import type { TextEnv } from '../../../kinds/types';
import { resourceName } from '../displayText';
import { fieldText } from '../list/columns';
import { fieldLabel } from '../labels';

/** One field's change: `undefined` on a side the write does not speak of (nothing before a create), `null` for an empty value. */
export interface FieldChange {
  readonly field: string;
  readonly from: unknown;
  readonly to: unknown;
}

type Translate = TextEnv['translate'];

const EMPTY = '—';
const isEmpty = (v: unknown) => v === undefined || v === null || v === '';
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A record named by its resource and id (a record action's `created`). */
const isRecordRef = (v: unknown): v is { resource: string; id: unknown } => isObject(v) && typeof v.resource === 'string' && !isEmpty(v.id);

/**
 * The changes between a write's values before and after (the audit log's `previousData` and `data`),
 * each field either names but the id and the version, in the order they come; the server's history
 * reads an entry the same way (server/records/service.ts `historyEntry`). A side that is not an object
 * of values (a bare value) is one change of no field.
 */
export function changesBetween(before: unknown, after: unknown): FieldChange[] {
  const bare = (v: unknown) => v !== undefined && v !== null && !isObject(v);
  if (bare(before) || bare(after)) return [{ field: '', from: before ?? undefined, to: after ?? undefined }];
  const b = isObject(before) ? before : undefined;
  const a = isObject(after) ? after : undefined;
  const fields = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])].filter((f) => f !== 'id' && f !== 'version');
  return fields.map((field) => ({ field, from: b ? (b[field] ?? null) : undefined, to: a ? (a[field] ?? null) : undefined }));
}

const isPlainList = (v: unknown): v is unknown[] => Array.isArray(v) && v.every((x) => x === null || typeof x !== 'object');
/** Whether a value reads as JSON (an object that names no record, a list of objects): left to right, in a monospace font. */
const isCode = (v: unknown) => typeof v === 'object' && v !== null && !isRecordRef(v) && !isPlainList(v);

/** A value that is no field of the resource, compactly: a record as its resource's name and id, a list of plain values, else JSON. */
export function plainValue(v: unknown, translate: Translate): string {
  if (isEmpty(v)) return EMPTY;
  if (typeof v !== 'object') return String(v);
  if (isRecordRef(v)) return `${resourceName(v.resource, translate)} #${String(v.id)}`;
  if (isPlainList(v)) return v.map((x) => String(x ?? EMPTY)).join(', ');
  return JSON.stringify(v);
}

interface ValueText {
  readonly text: string;
  readonly code: boolean;
}

interface ChangeText {
  readonly key: string;
  readonly label: string;
  readonly from: ValueText;
  readonly to: ValueText;
}

/** One change in words; undefined for a field never shown (a password). */
function changeText(def: ResourceDef | undefined, change: FieldChange, env: TextEnv, index: number): ChangeText | undefined {
  const field = def?.fields[change.field];
  const key = `${change.field}-${index}`;
  if (def && field) {
    if (field.writeOnly) return undefined;
    const text = (v: unknown): ValueText => ({
      text: isEmpty(v) ? EMPTY : fieldText(def, change.field, field, { id: '', [change.field]: v }, env) || plainValue(v, env.translate),
      code: false,
    });
    return { key, label: env.translate(fieldLabel(def, change.field), { _: change.field }), from: text(change.from), to: text(change.to) };
  }
  const created = change.field === 'created' && (isRecordRef(change.to) || isRecordRef(change.from));
  const text = (v: unknown): ValueText => ({ text: plainValue(v, env.translate), code: isCode(v) });
  return { key, label: created ? env.translate('app.audit.created') : change.field, from: text(change.from), to: text(change.to) };
}

const CODE_SX = { fontFamily: 'monospace', fontSize: '0.8125rem', wordBreak: 'break-word' } as const;

export function FieldChanges({
  def,
  changes,
  titles,
  variant = 'list',
  headings,
}: {
  /** The resource of the record changed; none when the values are no record's (a data model's declaration). */
  def: ResourceDef | undefined;
  changes: readonly FieldChange[];
  /** The titles of the records the values refer to, per field and id. */
  titles: ReferenceTitles;
  /** `list`: "label: from → to" lines (a history entry); `table`: a field, before, after table (an audit entry's page). */
  variant?: 'list' | 'table';
  /** The table's headings of the values before and after. */
  headings?: { from: string; to: string };
}) {
  const translate = useTranslate();
  const { htmlLang: lang, dir } = localeInfo(useI18nProvider().getLocale());
  const env: TextEnv = { titles, lang, translate };
  // from → to in the reading's direction: right to left, the arrow points left
  const arrow = dir === 'rtl' ? '←' : '→';
  const rows = changes.flatMap((c, i) => changeText(def, c, env, i) ?? []);
  // JSON reads left to right in any language; words keep their own direction inside the line (<bdi>)
  const value = (v: ValueText) =>
    v.code ? (
      <Box component="code" dir="ltr" sx={CODE_SX}>
        {v.text}
      </Box>
    ) : (
      <bdi>{v.text}</bdi>
    );
  if (variant === 'list')
    return rows.length ? (
      <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
        {rows.map((r) => (
          <Typography component="li" variant="body2" key={r.key}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {r.label}
            </Box>
            {': '}
            {value(r.from)} {arrow} {value(r.to)}
          </Typography>
        ))}
      </Box>
    ) : null;
  if (!rows.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.audit.no_changes')}
      </Typography>
    );
  // a side the write does not speak of (before a create, after a delete) is left out
  const hasFrom = changes.some((c) => c.from !== undefined);
  const hasTo = changes.some((c) => c.to !== undefined);
  return (
    <Table size="small" aria-label={translate('app.audit.changes')} sx={{ '& th, & td': { verticalAlign: 'top' } }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.audit.field')}</TableCell>
          {hasFrom && <TableCell>{headings?.from}</TableCell>}
          {hasTo && <TableCell>{headings?.to}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.key}>
            <TableCell component="th" scope="row" sx={{ color: 'text.secondary' }}>
              {r.label}
            </TableCell>
            {hasFrom && <TableCell>{value(r.from)}</TableCell>}
            {hasTo && <TableCell>{value(r.to)}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
