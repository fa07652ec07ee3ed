/**
 * A text field with a `display` reading (resources/define.ts), drawn: the words for a resource's
 * name or an audited operation, or a record's id as a link to that record's page when the user may
 * open it (else the id as text). `RecordOfLink` is also a list cell (src/schema/list/columns.tsx).
 */
import Typography from '@mui/material/Typography';
import { useCanAccess, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { FieldDef } from '../../resources/define';
import type { Registry } from '../../resources/registry';
import { displayText, recordOfTarget } from './displayText';

/** The page of the record a `recordOf` value names: `#/<route>/<id>/show`. */
export const recordHref = (target: { resource: string; id: string }) => `#/${target.resource}/${encodeURIComponent(target.id)}/show`;

/** A record's id, linked to the record's page when the user may open it. */
export function RecordOfLink({
  name,
  field,
  record,
  registry,
  className,
}: {
  name: string;
  field: FieldDef;
  record: RaRecord;
  registry: Registry;
  className?: string;
}) {
  const target = recordOfTarget(name, field, record, registry);
  const { canAccess } = useCanAccess({ resource: target?.resource ?? '', action: 'show', enabled: !!target });
  const text = String(record[name] ?? '');
  if (!target || !canAccess) return <span>{text}</span>;
  return (
    <a className={className} href={recordHref(target)} onClick={(e) => e.stopPropagation()}>
      {text}
    </a>
  );
}

/** The record page's field (react-admin reads `source` and `label` from its props). */
export function DisplayTextField({ source, field, registry }: { source: string; label?: string; field: FieldDef; registry: Registry }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const value = record[source];
  if (value === undefined || value === null || value === '') return null;
  if ('display' in field && field.display?.startsWith('recordOf:'))
    return (
      <Typography component="span" variant="body2" sx={{ '& a': { color: 'primary.main' } }}>
        <RecordOfLink name={source} field={field} record={record} registry={registry} />
      </Typography>
    );
  return (
    <Typography component="span" variant="body2">
      {displayText(field, value, record, translate) ?? String(value)}
    </Typography>
  );
}
