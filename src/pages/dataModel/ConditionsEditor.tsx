/**
 * A field's `requiredWhen` or `visibleWhen` (CONTRACT §2.4): while another field holds one of the
 * values picked, the field must be filled in (or is shown). Each condition names a field and its
 * values — from its enum's values, yes/no for a boolean, else typed, separated by commas.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'react-admin';
import type { FieldCondition, FieldDef } from '../../../resources/define';
import { isFigure } from '../../../kinds/number';
import { CommittedText } from './inputs';
import { inputId } from './errorPaths';

type Value = string | number | boolean;

export interface ConditionsEditorProps {
  field: string;
  rule: 'requiredWhen' | 'visibleWhen';
  condition: FieldCondition | undefined;
  /** The resource's fields (the others can be named). */
  fields: Readonly<Record<string, FieldDef>>;
  error?: string;
  onChange(condition: FieldCondition | undefined): void;
}

/** The values a field offers to pick: its enum's, or yes and no; none: they are typed. */
function choicesOf(field: FieldDef | undefined): Value[] | undefined {
  if (field?.kind === 'enum') return Object.keys(field.values);
  if (field?.kind === 'boolean') return [true, false];
  return undefined;
}

export function ConditionsEditor({ field, rule, condition, fields, error, onChange }: ConditionsEditorProps) {
  const translate = useTranslate();
  const entries = Object.entries(condition ?? {});
  const others = Object.entries(fields).filter(([name, f]) => name !== field && f.kind !== 'id');
  const free = others.filter(([name]) => !(name in (condition ?? {})));
  const ruleName = translate(`app.designer.options.${rule}`);
  const set = (next: [string, readonly Value[]][]) => onChange(next.length ? Object.fromEntries(next) : undefined);
  const valueText = (v: Value) => (typeof v === 'boolean' ? translate(v ? 'ra.boolean.true' : 'ra.boolean.false') : String(v));
  return (
    <Box component="fieldset" id={inputId(`fields.${field}.${rule}`)} tabIndex={-1} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {ruleName}
      </Typography>
      {entries.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(`app.designer.conditions.none_${rule}`)}
        </Typography>
      )}
      {entries.map(([on, values], i) => {
        const choices = choicesOf(fields[on]);
        const replace = (name: string, vs: readonly Value[]) => set(entries.map((e, j) => (j === i ? [name, vs] : e)));
        return (
          <Box key={on} sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
            <Select
              size="small"
              value={on}
              sx={{ minWidth: 160 }}
              inputProps={{ 'aria-label': translate('app.designer.conditions.field', { rule: ruleName, field }) }}
              onChange={(e) => replace(String(e.target.value), [])}
            >
              {[[on], ...free].map(([name]) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </Select>
            <Typography variant="body2">{translate('app.designer.conditions.is_one_of')}</Typography>
            {choices ? (
              <Select
                size="small"
                multiple
                value={values.map(String)}
                sx={{ minWidth: 200 }}
                inputProps={{ 'aria-label': translate('app.designer.conditions.values', { field: on }) }}
                renderValue={(picked) => picked.map((p) => valueText(choices.find((c) => String(c) === p) ?? p)).join(', ')}
                onChange={(e) => {
                  const picked = typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value;
                  replace(
                    on,
                    choices.filter((c) => picked.includes(String(c))),
                  );
                }}
              >
                {choices.map((c) => (
                  <MenuItem key={String(c)} value={String(c)}>
                    <Checkbox size="small" checked={values.map(String).includes(String(c))} />
                    <ListItemText primary={valueText(c)} />
                  </MenuItem>
                ))}
              </Select>
            ) : (
              <CommittedText
                label={translate('app.designer.conditions.values', { field: on })}
                helperText={translate('app.designer.conditions.comma')}
                value={values.map(String).join(', ')}
                sx={{ minWidth: 200 }}
                onCommit={(text) =>
                  replace(
                    on,
                    text
                      .split(',')
                      .map((t) => t.trim())
                      .filter(Boolean)
                      .map((t) => (isFigure(fields[on]) && Number.isFinite(Number(t)) ? Number(t) : t)),
                  )
                }
              />
            )}
            <IconButton
              size="small"
              onClick={() => set(entries.filter((_, j) => j !== i))}
              aria-label={translate('app.designer.conditions.remove', { field: on })}
            >
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
      {free.length > 0 && (
        <Button
          size="small"
          startIcon={<Add />}
          onClick={() => {
            // an enum or a boolean first: the values are picked, not typed
            const pick = free.find(([, f]) => choicesOf(f)) ?? free[0];
            set([...entries, [pick[0], []]]);
          }}
        >
          {translate('app.designer.conditions.add', { rule: ruleName })}
        </Button>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
