/**
 * A field's options, by its kind (the row of the fields table unfolds to them): a text's pattern and
 * lengths, a number's bounds, an enum's values and colours, a reference's target (the registry's
 * resources), the default value, and the conditions under which it is required or shown.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { FieldDef } from '../../../resources/define';
import type { Declaration } from '../../../resources/declarations';
import type { Registry } from '../../../resources/registry';
import { resourceLabel } from '../../schema/labels';
import { ConditionsEditor } from './ConditionsEditor';
import { EnumValuesEditor } from './EnumValuesEditor';
import { NumberOption, OptionalChoice } from './inputs';
import { isSortable } from '../../../resources/define';
import { inputId } from './errorPaths';
import { isReference } from '../../../kinds/reference';
import { isText } from '../../../kinds/text';
import { optionsOf, setCondition, setEnumValues, setFieldOptions, type FieldPatch } from './draftEdits';
import { optionName } from './changeWords';
import { takes } from '../../../kinds';
import { UNITS, isFigure } from '../../../kinds/number';

/** The options this panel has an input for; an error about another one is listed at its end. */
const SHOWN = [
  'pattern',
  'minLength',
  'maxLength',
  'min',
  'max',
  'integer',
  'unit',
  'values',
  'to',
  'default',
  'requiredWhen',
  'visibleWhen',
  'renamedFrom',
  'readOnly',
  'sortable',
  'alwaysOn',
  'stamp',
  'mask',
  'number',
];
/** The masks a personal identifier may take (resources/mask.ts). */
const MASKS = ['idCard', 'bankCard'] as const;
/** Those the row itself shows. */
export const ROW_OPTIONS = ['', 'kind', 'required', 'unique', 'filter', 'views'];

export interface FieldOptionsProps {
  name: string;
  field: FieldDef;
  draft: Declaration;
  /** A built-in resource's own fields: conditions may name them too. */
  baseFields?: Readonly<Record<string, FieldDef>>;
  /** This field's errors by option. */
  errors: Readonly<Record<string, string>>;
  registry: Registry;
  /** How many stored records hold a value of the field this one was renamed from (shown with the rename). */
  records?: number;
  edit(change: (d: Declaration) => Declaration): void;
}

export function FieldOptions({ name, field, draft, baseFields, errors, registry, records, edit }: FieldOptionsProps) {
  const translate = useTranslate();
  const o = optionsOf(field);
  const set = (patch: FieldPatch) => edit((d) => setFieldOptions(d, name, patch));
  const id = (option: string) => inputId(`fields.${name}.${option}`);
  const err = (option: string) => (errors[option] ? { error: true, helperText: errors[option] } : {});
  const label = (option: string) => optionName(translate, option);
  const others = Object.entries(errors).filter(([option]) => !SHOWN.includes(option) && !ROW_OPTIONS.includes(option));
  const textual = isText(field);
  const isNumber = isFigure(field);
  const targets = [...registry.all].map((def) => ({ name: def.name, text: translate(resourceLabel(def), { smart_count: 2, _: def.name }) }));
  targets.sort((a, b) => a.text.localeCompare(b.text));
  // a target the registry does not have (a draft's mistake, which its error names) stays shown as it is
  const to = (field as { to?: string }).to;
  if (to && !targets.some((t) => t.name === to)) targets.unshift({ name: to, text: '?' });
  const enumValues = field.kind === 'enum' ? Object.keys(field.values) : [];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, py: 1 }}>
      {o.renamedFrom && (
        <Alert severity="info" id={id('renamedFrom')}>
          {translate('app.designer.fields.renamed_note', { from: o.renamedFrom, field: name, count: records ?? 0 })}
          {errors.renamedFrom && <FormHelperText error>{errors.renamedFrom}</FormHelperText>}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {textual && (
          <>
            <TextField
              size="small"
              fullWidth={false}
              margin="none"
              id={id('pattern')}
              label={label('pattern')}
              value={o.pattern ?? ''}
              sx={{ minWidth: 220 }}
              slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
              onChange={(e) => set({ pattern: e.target.value || undefined })}
              {...(errors.pattern ? err('pattern') : { helperText: translate('app.designer.fields.pattern_hint') })}
            />
            <NumberOption
              id={id('minLength')}
              label={label('minLength')}
              value={o.minLength}
              onValue={(v) => set({ minLength: v })}
              sx={{ width: 150 }}
              {...err('minLength')}
            />
            <NumberOption
              id={id('maxLength')}
              label={label('maxLength')}
              value={o.maxLength}
              onValue={(v) => set({ maxLength: v })}
              sx={{ width: 150 }}
              {...err('maxLength')}
            />
            <TextField
              size="small"
              fullWidth={false}
              margin="none"
              id={id('default')}
              label={label('default')}
              value={typeof o.default === 'string' ? o.default : ''}
              onChange={(e) => set({ default: e.target.value || undefined })}
              {...err('default')}
            />
          </>
        )}
        {isNumber && (
          <>
            <NumberOption id={id('min')} label={label('min')} value={o.min} onValue={(v) => set({ min: v })} sx={{ width: 150 }} {...err('min')} />
            <NumberOption id={id('max')} label={label('max')} value={o.max} onValue={(v) => set({ max: v })} sx={{ width: 150 }} {...err('max')} />
            <FormControlLabel
              control={<Checkbox id={id('integer')} checked={!!o.integer} onChange={(e) => set({ integer: e.target.checked || undefined })} />}
              label={label('integer')}
            />
            {takes(field.kind, 'unit') && (
              <OptionalChoice
                id={id('unit')}
                label={label('unit')}
                value={o.unit}
                none={translate('app.designer.fields.no_unit')}
                choices={UNITS.map((u) => ({ value: u, label: u }))}
                onValue={(unit) => set({ unit })}
                sx={{ minWidth: 150 }}
                {...err('unit')}
              />
            )}
            <NumberOption
              id={id('default')}
              label={label('default')}
              value={typeof o.default === 'number' ? o.default : undefined}
              onValue={(v) => set({ default: v })}
              sx={{ width: 150 }}
              {...err('default')}
            />
          </>
        )}
        {isReference(field) && (
          <FormControl size="small" fullWidth={false} margin="none" sx={{ minWidth: 280 }} error={!!errors.to}>
            <InputLabel id={`${id('to')}-label`}>{label('to')}</InputLabel>
            <Select
              id={id('to')}
              labelId={`${id('to')}-label`}
              label={label('to')}
              value={o.to ?? ''}
              onChange={(e) => set({ to: e.target.value || undefined })}
              MenuProps={{ slotProps: { paper: { sx: { maxHeight: 360 } } } }}
            >
              {targets.map((t) => (
                <MenuItem key={t.name} value={t.name}>
                  {t.text} ({t.name})
                </MenuItem>
              ))}
            </Select>
            {errors.to && <FormHelperText>{errors.to}</FormHelperText>}
          </FormControl>
        )}
        {field.kind === 'boolean' && (
          <FormControl size="small" fullWidth={false} margin="none" sx={{ minWidth: 160 }} error={!!errors.default}>
            <InputLabel id={`${id('default')}-label`}>{label('default')}</InputLabel>
            <Select
              id={id('default')}
              labelId={`${id('default')}-label`}
              label={label('default')}
              value={o.default === undefined ? '' : String(o.default)}
              onChange={(e) => set({ default: e.target.value === '' ? undefined : e.target.value === 'true' })}
            >
              <MenuItem value="">{translate('app.designer.fields.no_default')}</MenuItem>
              <MenuItem value="true">{translate('ra.boolean.true')}</MenuItem>
              <MenuItem value="false">{translate('ra.boolean.false')}</MenuItem>
            </Select>
            {errors.default && <FormHelperText>{errors.default}</FormHelperText>}
          </FormControl>
        )}
        {field.kind === 'enum' && (
          <FormControl size="small" fullWidth={false} margin="none" sx={{ minWidth: 160 }} error={!!errors.default}>
            <InputLabel id={`${id('default')}-label`}>{label('default')}</InputLabel>
            <Select
              id={id('default')}
              labelId={`${id('default')}-label`}
              label={label('default')}
              value={typeof o.default === 'string' && enumValues.includes(o.default) ? o.default : ''}
              onChange={(e) => set({ default: e.target.value || undefined })}
            >
              <MenuItem value="">{translate('app.designer.fields.no_default')}</MenuItem>
              {enumValues.map((v) => (
                <MenuItem key={v} value={v}>
                  {v}
                </MenuItem>
              ))}
            </Select>
            {errors.default && <FormHelperText>{errors.default}</FormHelperText>}
          </FormControl>
        )}
      </Box>
      <Box role="group" aria-label={translate('app.designer.fields.shown_how')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <FormControlLabel
          control={<Checkbox id={id('readOnly')} checked={!!o.readOnly} onChange={(e) => set({ readOnly: e.target.checked || undefined })} />}
          label={label('readOnly')}
        />
        <FormControlLabel
          control={
            <Checkbox
              id={id('sortable')}
              checked={isSortable(field)}
              disabled={!!field.computed}
              // the kind's own answer is left unsaid (kinds/<family>.ts `sortable`)
              onChange={(e) => set({ sortable: e.target.checked === isSortable({ ...field, sortable: undefined }) ? undefined : e.target.checked })}
            />
          }
          label={label('sortable')}
        />
        <FormControlLabel
          control={
            <Checkbox id={id('alwaysOn')} checked={!!o.alwaysOn} disabled={!o.filter} onChange={(e) => set({ alwaysOn: e.target.checked || undefined })} />
          }
          label={label('alwaysOn')}
        />
        {(field.kind === 'datetime' || (field.kind === 'reference' && o.to === 'sys-users')) && (
          <FormControlLabel
            control={<Checkbox id={id('stamp')} checked={!!o.stamp} onChange={(e) => set({ stamp: e.target.checked || undefined })} />}
            label={translate(field.kind === 'datetime' ? 'app.designer.fields.stamp_time' : 'app.designer.fields.stamp_user')}
          />
        )}
        {textual && (
          <>
            <OptionalChoice
              id={id('mask')}
              label={label('mask')}
              value={o.mask}
              none={translate('app.designer.fields.no_mask')}
              choices={MASKS.map((m) => ({ value: m, label: translate(`app.designer.fields.mask_${m}`) }))}
              onValue={(mask) => set({ mask })}
              sx={{ minWidth: 200 }}
              {...err('mask')}
            />
            <TextField
              size="small"
              fullWidth={false}
              margin="none"
              id={id('number')}
              label={label('number')}
              value={o.number?.prefix ?? ''}
              onChange={(e) => {
                const prefix = e.target.value.toUpperCase().replace(/[^A-Z]/g, '');
                set({ number: prefix ? { prefix, digits: o.number?.digits ?? 6 } : undefined, ...(prefix ? { readOnly: true } : {}) });
              }}
              slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, maxLength: 6 } }}
              sx={{ width: 200 }}
              {...(errors.number ? err('number') : { helperText: translate('app.designer.fields.number_hint') })}
            />
            {o.number && (
              <NumberOption
                id={id('number.digits')}
                label={translate('app.designer.fields.number_digits')}
                value={o.number.digits}
                onValue={(digits) => o.number && set({ number: { ...o.number, digits: digits ?? 6 } })}
                sx={{ width: 150 }}
              />
            )}
          </>
        )}
      </Box>
      {field.kind === 'enum' && (
        <EnumValuesEditor
          field={name}
          values={field.values}
          error={errors.values}
          onChange={(values, renamed) => edit((d) => setEnumValues(d, name, values, renamed))}
        />
      )}
      {field.kind !== 'id' && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
          {(['requiredWhen', 'visibleWhen'] as const).map((rule) => (
            <ConditionsEditor
              key={rule}
              field={name}
              rule={rule}
              condition={field[rule]}
              fields={{ ...baseFields, ...draft.fields }}
              error={errors[rule]}
              onChange={(c) => edit((d) => setCondition(d, name, rule, c))}
            />
          ))}
        </Box>
      )}
      {others.map(([option, message]) => (
        <Alert key={option} severity="error">
          {label(option)}: {message}
        </Alert>
      ))}
    </Box>
  );
}
