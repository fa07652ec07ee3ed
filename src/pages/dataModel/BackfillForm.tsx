/**
 * What a publish writes into the stored records its new rules would break (CONTRACT §2.4 backfill): for each field
 * that breaks records, how many, and either a value typed for the field's kind or another field each record's own
 * value is copied from. The dialog checks the publish again with them (its dry run) before anything is written.
 */
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { FieldDef } from '../../../resources/define';
import type { Backfill } from '../../providers/schemasApi';
import { NumberOption, SelectOption } from './inputs';
import { copySource } from '../../../resources/backfill';

export interface BackfillFormProps {
  /** The resource (for its enum values' labels). */
  resource: string;
  /** Per field: how many stored records its new rules would break. */
  broken: Readonly<Record<string, number>>;
  /** The fields the resource will have (a built-in's own and its custom ones). */
  fields: Readonly<Record<string, FieldDef>>;
  labelOf(field: string): string;
  value: Backfill;
  onChange(value: Backfill): void;
  /** The server's word on an entry, by field (`backfill.<field>` of a 422). */
  errors?: Readonly<Record<string, string>>;
}

/** The fields whose stored values another can be copied from: every stored one but the id and itself. */
const sourcesFor = (fields: Readonly<Record<string, FieldDef>>, name: string) =>
  Object.entries(fields)
    .filter(([other, f]) => other !== name && f.kind !== 'id' && !f.computed && !f.writeOnly)
    .map(([other]) => other);

export function BackfillForm({ resource, broken, fields, labelOf, value, onChange, errors = {} }: BackfillFormProps) {
  const translate = useTranslate();
  const set = (field: string, entry: unknown) => {
    const next = { ...value };
    if (entry === undefined) delete next[field];
    else next[field] = entry;
    onChange(next);
  };
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {translate('app.designer.publish.backfill.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.designer.publish.backfill.hint')}
      </Typography>
      {Object.entries(broken).map(([name, count]) => {
        const field = fields[name];
        if (!field) return null;
        const label = labelOf(name);
        const source = copySource(value[name]);
        const how = source !== undefined ? 'copy' : 'value';
        return (
          <Stack key={name} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }} role="group" aria-label={label}>
            <Typography sx={{ minWidth: 200, pt: { sm: 1 } }}>
              {translate('app.designer.publish.backfill.row', { field: label, count, smart_count: count })}
            </Typography>
            <SelectOption
              label={translate('app.designer.publish.backfill.how', { field: label })}
              value={how}
              onChange={(e) => set(name, e.target.value === 'copy' ? { copyFrom: sourcesFor(fields, name)[0] ?? '' } : undefined)}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="value">{translate('app.designer.publish.backfill.value')}</MenuItem>
              <MenuItem value="copy">{translate('app.designer.publish.backfill.copy')}</MenuItem>
            </SelectOption>
            {how === 'copy' ? (
              <SelectOption
                label={translate('app.designer.publish.backfill.source', { field: label })}
                value={source ?? ''}
                onChange={(e) => set(name, { copyFrom: e.target.value })}
                sx={{ minWidth: 200 }}
                error={!!errors[name]}
                helperText={errors[name]}
              >
                {sourcesFor(fields, name).map((other) => (
                  <MenuItem key={other} value={other}>
                    {labelOf(other)}
                  </MenuItem>
                ))}
              </SelectOption>
            ) : (
              <ValueInput
                resource={resource}
                name={name}
                field={field}
                label={translate('app.designer.publish.backfill.value_of', { field: label })}
                value={value[name]}
                onValue={(v) => set(name, v)}
                error={errors[name]}
              />
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

interface ValueInputProps {
  resource: string;
  name: string;
  field: FieldDef;
  label: string;
  value: unknown;
  onValue(value: unknown): void;
  error?: string;
}

/** A value typed as the field's kind stores it: a number, yes or no, one of an enum's values, a date, a date and time (ISO), else text. */
function ValueInput({ resource, name, field, label, value, onValue, error }: ValueInputProps) {
  const translate = useTranslate();
  const shared = { label, error: !!error, helperText: error, sx: { minWidth: 220 } };
  const typed = { ...shared, size: 'small', margin: 'none', fullWidth: false } as const;
  switch (field.kind) {
    case 'number':
    case 'money':
    case 'percent':
      return <NumberOption {...shared} value={typeof value === 'number' ? value : undefined} onValue={onValue} />;
    case 'boolean':
      return (
        <SelectOption
          {...shared}
          value={typeof value === 'boolean' ? String(value) : ''}
          onChange={(e) => onValue(e.target.value === '' ? undefined : e.target.value === 'true')}
        >
          <MenuItem value="true">{translate('ra.boolean.true')}</MenuItem>
          <MenuItem value="false">{translate('ra.boolean.false')}</MenuItem>
        </SelectOption>
      );
    case 'enum':
      return (
        <SelectOption {...shared} value={typeof value === 'string' ? value : ''} onChange={(e) => onValue(e.target.value || undefined)}>
          {Object.keys(field.values).map((v) => (
            <MenuItem key={v} value={v}>
              {translate(`resources.${resource}.enums.${name}.${v}`, { _: v })}
            </MenuItem>
          ))}
        </SelectOption>
      );
    case 'date':
    case 'datetime': {
      const dateTime = field.kind === 'datetime';
      // a date-time input reads and writes local time without a zone; the record keeps it as ISO (UTC)
      const shown = typeof value === 'string' ? (dateTime ? localInput(value) : value) : '';
      return (
        <TextField
          {...typed}
          type={dateTime ? 'datetime-local' : 'date'}
          value={shown}
          slotProps={{ inputLabel: { shrink: true } }}
          onChange={(e) => onValue(e.target.value ? (dateTime ? new Date(e.target.value).toISOString() : e.target.value) : undefined)}
        />
      );
    }
    default:
      return (
        <TextField {...typed} value={typeof value === 'string' ? value : ''} onChange={(e) => onValue(e.target.value === '' ? undefined : e.target.value)} />
      );
  }
}

/** An ISO time as a `datetime-local` input shows it (local time, minutes). */
function localInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
