/**
 * What every field kind looks like in the browser: its Field (list and show), its Input
 * (create and edit) and its filter Input. Keyed by exact kind name; a kind that lacks a part
 * is a type error (`satisfies Record<FieldKind, UiKindSpec>`).
 */
import type { ReactElement } from 'react';
import Chip from '@mui/material/Chip';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  ChipField,
  DateField,
  DateInput,
  DateTimeInput,
  EmailField,
  FunctionField,
  ImageField,
  NullableBooleanInput,
  NumberField,
  NumberInput,
  ReferenceArrayField,
  ReferenceArrayInput,
  ReferenceField,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  SingleFieldList,
  TextField,
  TextInput,
  UrlField,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import type { EnumFieldDef, FieldDef, FieldKind, ResourceDef } from '../../resources/define';
import { routeName, type Registry } from '../../resources/registry';
import { localeInfo } from '../../i18n/locales';
import { enumLabel, fieldLabel } from './labels';

export interface KindContext {
  def: ResourceDef;
  name: string;
  field: FieldDef;
  registry: Registry;
  /** For inputs: validators derived from the field (required marker etc.). */
  validate?: Validator[];
}

export interface UiKindSpec {
  field(ctx: KindContext): ReactElement;
  input(ctx: KindContext): ReactElement | null;
  /** Filter inputs for the field's declared filter kind (range gives two). */
  filters(ctx: KindContext): ReactElement[];
}

const label = (ctx: KindContext) => fieldLabel(ctx.def, ctx.name);
const target = (ctx: KindContext) => {
  const t = ctx.field.kind === 'reference' || ctx.field.kind === 'referenceMany' ? ctx.registry.byName(ctx.field.to) : undefined;
  if (!t) throw new Error(`field \`${ctx.name}\` of \`${ctx.def.name}\` has no registered reference target`);
  return t;
};

/** The Intl locale of the current language, for dates, numbers and money. */
export function useIntlLocale(): string {
  const [locale] = useLocaleState();
  return localeInfo(locale).htmlLang;
}

function EnumChip({ def, name, field }: { def: ResourceDef; name: string; field: EnumFieldDef }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[name];
  if (value === undefined || value === null || value === '') return null;
  const v = String(value);
  return <Chip size="small" color={field.values[v] ?? 'default'} label={translate(enumLabel(def, name, v), { _: v })} />;
}

function MoneyField({ source }: { source: string; label?: string }) {
  const locale = useIntlLocale();
  return <NumberField source={source} locales={locale} options={{ style: 'currency', currency: 'CNY' }} />;
}
function LocalDateField({ source, showTime }: { source: string; label?: string; showTime?: boolean }) {
  const locale = useIntlLocale();
  return <DateField source={source} locales={locale} showTime={showTime} />;
}
function LocalNumberField({ source }: { source: string; label?: string }) {
  const locale = useIntlLocale();
  return <NumberField source={source} locales={locale} />;
}

const choicesOf = (ctx: KindContext, translate?: (k: string, o?: object) => string) =>
  Object.keys((ctx.field as EnumFieldDef).values).map((v) => ({
    id: v,
    name: translate ? translate(enumLabel(ctx.def, ctx.name, v), { _: v }) : enumLabel(ctx.def, ctx.name, v),
  }));

const text = (type?: string, multiline?: boolean): UiKindSpec => ({
  field: (ctx) => <TextField key={ctx.name} source={ctx.name} label={label(ctx)} />,
  input: (ctx) => (
    <TextInput key={ctx.name} source={ctx.name} label={label(ctx)} type={type} multiline={multiline} validate={ctx.validate} fullWidth={multiline} />
  ),
  filters: (ctx) => [<TextInput key={ctx.name} source={ctx.name} label={label(ctx)} alwaysOn={ctx.field.alwaysOn} />],
});

const numeric = (Field: (p: { source: string; label?: string }) => ReactElement): UiKindSpec => ({
  field: (ctx) => <Field key={ctx.name} source={ctx.name} label={label(ctx)} />,
  input: (ctx) => <NumberInput key={ctx.name} source={ctx.name} label={label(ctx)} validate={ctx.validate} />,
  filters: (ctx) =>
    ctx.field.filter === 'range'
      ? [
          <NumberInput key={`${ctx.name}_gte`} source={`${ctx.name}_gte`} label={label(ctx)} alwaysOn={ctx.field.alwaysOn} helperText="≥" />,
          <NumberInput key={`${ctx.name}_lte`} source={`${ctx.name}_lte`} label={label(ctx)} alwaysOn={ctx.field.alwaysOn} helperText="≤" />,
        ]
      : [<NumberInput key={ctx.name} source={ctx.name} label={label(ctx)} alwaysOn={ctx.field.alwaysOn} />],
});

const dated = (showTime: boolean): UiKindSpec => ({
  field: (ctx) => <LocalDateField key={ctx.name} source={ctx.name} label={label(ctx)} showTime={showTime} />,
  input: (ctx) =>
    showTime ? (
      <DateTimeInput key={ctx.name} source={ctx.name} label={label(ctx)} validate={ctx.validate} parse={(v: string) => (v ? new Date(v).toISOString() : v)} />
    ) : (
      <DateInput key={ctx.name} source={ctx.name} label={label(ctx)} validate={ctx.validate} />
    ),
  filters: (ctx) =>
    ctx.field.filter === 'range'
      ? [
          <DateInput key={`${ctx.name}_gte`} source={`${ctx.name}_gte`} label={label(ctx)} alwaysOn={ctx.field.alwaysOn} helperText="≥" />,
          <DateInput key={`${ctx.name}_lte`} source={`${ctx.name}_lte`} label={label(ctx)} alwaysOn={ctx.field.alwaysOn} helperText="≤" />,
        ]
      : [<DateInput key={ctx.name} source={ctx.name} label={label(ctx)} alwaysOn={ctx.field.alwaysOn} />],
});

function EnumSelect(props: { ctx: KindContext; many?: boolean; filter?: boolean }) {
  const translate = useTranslate();
  const { ctx, many } = props;
  const choices = choicesOf(ctx, translate);
  return many ? (
    <SelectArrayInput source={ctx.name} label={label(ctx)} choices={choices} alwaysOn={props.filter ? ctx.field.alwaysOn : undefined} sx={{ minWidth: 180 }} />
  ) : (
    <SelectInput
      source={ctx.name}
      label={label(ctx)}
      choices={choices}
      validate={props.filter ? undefined : ctx.validate}
      alwaysOn={props.filter ? ctx.field.alwaysOn : undefined}
    />
  );
}

export const UI_KINDS = {
  id: {
    field: (ctx) => <TextField key={ctx.name} source={ctx.name} label={label(ctx)} />,
    input: () => null,
    filters: (ctx) => [<TextInput key={ctx.name} source={ctx.name} label={label(ctx)} alwaysOn={ctx.field.alwaysOn} />],
  },
  text: text(),
  longText: text(undefined, true),
  phone: text('tel'),
  email: { ...text('email'), field: (ctx) => <EmailField key={ctx.name} source={ctx.name} label={label(ctx)} /> },
  url: { ...text('url'), field: (ctx) => <UrlField key={ctx.name} source={ctx.name} label={label(ctx)} /> },
  image: { ...text('url'), field: (ctx) => <ImageField key={ctx.name} source={ctx.name} label={label(ctx)} /> },
  number: numeric(LocalNumberField),
  money: numeric(MoneyField),
  percent: numeric(({ source }) => (
    <FunctionField source={source} render={(r) => (r?.[source] === undefined || r?.[source] === null ? '' : `${r[source]}%`)} />
  )),
  boolean: {
    field: (ctx) => <BooleanField key={ctx.name} source={ctx.name} label={label(ctx)} />,
    input: (ctx) => <BooleanInput key={ctx.name} source={ctx.name} label={label(ctx)} />,
    filters: (ctx) => [<NullableBooleanInput key={ctx.name} source={ctx.name} label={label(ctx)} alwaysOn={ctx.field.alwaysOn} />],
  },
  date: dated(false),
  datetime: dated(true),
  enum: {
    field: (ctx) => (
      <FunctionField
        key={ctx.name}
        source={ctx.name}
        label={label(ctx)}
        sortBy={ctx.name}
        render={() => <EnumChip def={ctx.def} name={ctx.name} field={ctx.field as EnumFieldDef} />}
      />
    ),
    input: (ctx) => <EnumSelect key={ctx.name} ctx={ctx} />,
    filters: (ctx) => [<EnumSelect key={ctx.name} ctx={ctx} many={ctx.field.filter === 'anyOf'} filter />],
  },
  reference: {
    field: (ctx) => {
      const t = target(ctx);
      return (
        <ReferenceField key={ctx.name} source={ctx.name} label={label(ctx)} reference={routeName(t)} link="show" emptyText="—">
          <TextField source={t.title} />
        </ReferenceField>
      );
    },
    input: (ctx) => {
      const t = target(ctx);
      return (
        <ReferenceInput key={ctx.name} source={ctx.name} reference={routeName(t)} sort={t.defaultSort}>
          <AutocompleteInput label={label(ctx)} optionText={t.title} validate={ctx.validate} filterToQuery={(q: string) => ({ q })} />
        </ReferenceInput>
      );
    },
    filters: (ctx) => {
      const t = target(ctx);
      return [
        ctx.field.filter === 'anyOf' ? (
          <ReferenceArrayInput key={ctx.name} source={ctx.name} reference={routeName(t)} alwaysOn={ctx.field.alwaysOn}>
            <AutocompleteArrayInput label={label(ctx)} optionText={t.title} filterToQuery={(q: string) => ({ q })} />
          </ReferenceArrayInput>
        ) : (
          <ReferenceInput key={ctx.name} source={ctx.name} reference={routeName(t)} alwaysOn={ctx.field.alwaysOn}>
            <AutocompleteInput label={label(ctx)} optionText={t.title} filterToQuery={(q: string) => ({ q })} />
          </ReferenceInput>
        ),
      ];
    },
  },
  referenceMany: {
    field: (ctx) => {
      const t = target(ctx);
      return (
        <ReferenceArrayField key={ctx.name} source={ctx.name} label={label(ctx)} reference={routeName(t)} sortable={false}>
          <SingleFieldList linkType="show">
            <ChipField source={t.title} size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
      );
    },
    input: (ctx) => {
      const t = target(ctx);
      return (
        <ReferenceArrayInput key={ctx.name} source={ctx.name} reference={routeName(t)} perPage={100}>
          <AutocompleteArrayInput label={label(ctx)} optionText={t.title} validate={ctx.validate} filterToQuery={(q: string) => ({ q })} />
        </ReferenceArrayInput>
      );
    },
    filters: (ctx) => {
      const t = target(ctx);
      return [
        <ReferenceArrayInput key={ctx.name} source={ctx.name} reference={routeName(t)} alwaysOn={ctx.field.alwaysOn}>
          <AutocompleteArrayInput label={label(ctx)} optionText={t.title} filterToQuery={(q: string) => ({ q })} />
        </ReferenceArrayInput>,
      ];
    },
  },
  geo: {
    field: (ctx) => (
      <FunctionField
        key={ctx.name}
        source={ctx.name}
        label={label(ctx)}
        render={(r) => {
          const v = r?.[ctx.name] as { lng?: number; lat?: number } | undefined;
          return v && typeof v.lng === 'number' ? `${v.lng.toFixed(5)}, ${v.lat?.toFixed(5)}` : '';
        }}
      />
    ),
    input: (ctx) => <GeoInput key={ctx.name} ctx={ctx} />,
    filters: () => [],
  },
  json: {
    field: (ctx) => (
      <FunctionField
        key={ctx.name}
        source={ctx.name}
        label={label(ctx)}
        render={(r) =>
          r?.[ctx.name] === undefined ? (
            ''
          ) : (
            <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{JSON.stringify(r[ctx.name], null, 2)}</pre>
          )
        }
      />
    ),
    input: () => null,
    filters: () => [],
  },
} satisfies Record<FieldKind, UiKindSpec>;

function GeoInput({ ctx }: { ctx: KindContext }) {
  const translate = useTranslate();
  const base = translate(label(ctx));
  return (
    <span style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <NumberInput source={`${ctx.name}.lng`} label={`${base} · ${translate('app.schema.longitude')}`} min={-180} max={180} step={0.00001} />
      <NumberInput source={`${ctx.name}.lat`} label={`${base} · ${translate('app.schema.latitude')}`} min={-90} max={90} step={0.00001} />
    </span>
  );
}
