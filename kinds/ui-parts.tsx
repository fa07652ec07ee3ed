/** Pieces the kinds' record-page fields, inputs and filters share (kinds/<family>.ui.tsx). */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import InputAdornment from '@mui/material/InputAdornment';
import { lazy, Suspense, type ReactNode } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { NumberInput, useRecordContext, useTranslate } from 'react-admin';
import { fieldLabel } from '../src/schema/labels';
import { useRecordConnections } from '../src/schema/record/recordConnections';
import type { KindContext, KindField } from './types';
import { isReference } from './reference';

export const label = (ctx: KindContext) => fieldLabel(ctx.def, ctx.name);
/** A filter's key: the field's name, or the one it is given (a filter through a reference). */
export const filterSource = (ctx: KindContext) => ctx.source ?? ctx.name;
/** A filter's label: the field's, or the one it is given (a filter through a reference). */
export const filterLabel = (ctx: KindContext) => ctx.label ?? label(ctx);

/** A date range's pickers (MUI X, in the app's language): their own chunk, fetched when a date filter is first shown. */
const DateRangeInputs = lazy(() => import('./date-range').then((m) => ({ default: m.DateRangeInputs })));

/** The registered target of a reference field (a schema error when there is none). */
export const target = (ctx: KindContext) => {
  const t = isReference(ctx.field) ? ctx.registry.byName(ctx.field.to) : undefined;
  if (!t) throw new Error(`field \`${ctx.name}\` of \`${ctx.def.name}\` has no registered reference target`);
  return t;
};

/** A value the record page resolves through its connections (show/recordConnections.tsx): a title, a link where the user may open it. */
function ConnectedValue({ name }: { name: string; label?: string }) {
  const record = useRecordContext();
  const { titles, linkTo } = useRecordConnections();
  const v = record?.[name];
  if (v === undefined || v === null || v === '') return <span>—</span>;
  const values: unknown[] = Array.isArray(v) ? v : [v];
  return (
    <Typography component="span" variant="body2">
      {values.map((value, i) => {
        const text = titles[name]?.[String(value)] ?? (titles[name] ? `#${String(value)}` : String(value));
        const href = linkTo(name, value);
        return (
          <span key={String(value)}>
            {i > 0 && ', '}
            {href ? <Link href={href}>{text}</Link> : text}
          </span>
        );
      })}
    </Typography>
  );
}
/** A reference, or a number pointing to another record, on the record page. */
export const connected: KindField = (ctx) => <ConnectedValue key={ctx.name} name={ctx.name} label={label(ctx)} />;

/** An input's end adornment holding a figure's unit, if it has one. */
export const unitAdornment = (unit: ReactNode) => (unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined);

/** A range filter: one labelled pair, "from … to …", whose value is `{gte, lte}` (the API's `_gte` / `_lte`); a figure's unit at the end of each. */
export function RangeFilter({
  source,
  label: name,
  dated,
  unit,
}: {
  source: string;
  label: string;
  dated?: 'date' | 'datetime';
  alwaysOn?: boolean;
  /** The figures' unit (kinds/number.ts `unitText`), after each bound. */
  unit?: ReactNode;
}) {
  const translate = useTranslate();
  const field = translate(name);
  const from = translate('app.schema.from', { field });
  const to = translate('app.schema.to', { field });
  return (
    <Box role="group" aria-label={field} sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
      {dated ? (
        // the pickers in the app's language (kinds/date-range.tsx), loaded with the first date filter shown
        <Suspense fallback={<Skeleton variant="rounded" width={dated === 'datetime' ? 508 : 388} height={48} />}>
          <DateRangeInputs source={source} from={from} to={to} dated={dated} />
        </Suspense>
      ) : (
        <>
          <NumberInput source={`${source}.gte`} label={from} helperText={false} sx={{ width: 140 }} InputProps={unitAdornment(unit)} />
          <NumberInput source={`${source}.lte`} label={to} helperText={false} sx={{ width: 140 }} InputProps={unitAdornment(unit)} />
        </>
      )}
    </Box>
  );
}
