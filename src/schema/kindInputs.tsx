/**
 * What every field kind looks like in a form (create, edit, a transition's fields) and in a list's
 * filters. Keyed by exact kind name; a missing kind is a type error. Loaded by the forms and by a
 * list's filter bar (src/schema/ListExtras.tsx), not by the list's first paint.
 */
import type { ReactElement } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateInput,
  DateTimeInput,
  NullableBooleanInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import type { EnumFieldDef, FieldKind } from '../../resources/define';
import { routeName } from '../../resources/registry';
import { enumLabel } from './labels';
import { label, target, type KindContext } from './kindFields';

export interface KindInput {
  input(ctx: KindContext): ReactElement | null;
  /** Filter inputs for the field's declared filter kind (range gives two). */
  filters(ctx: KindContext): ReactElement[];
}

const choicesOf = (ctx: KindContext, translate?: (k: string, o?: object) => string) =>
  Object.keys((ctx.field as EnumFieldDef).values).map((v) => ({
    id: v,
    name: translate ? translate(enumLabel(ctx.def, ctx.name, v), { _: v }) : enumLabel(ctx.def, ctx.name, v),
  }));

const text = (type?: string, multiline?: boolean): KindInput => ({
  input: (ctx) => (
    <TextInput key={ctx.name} source={ctx.name} label={label(ctx)} type={type} multiline={multiline} validate={ctx.validate} fullWidth={multiline} />
  ),
  filters: (ctx) => [<TextInput key={ctx.name} source={ctx.name} label={label(ctx)} alwaysOn={ctx.field.alwaysOn} />],
});

const numeric: KindInput = {
  input: (ctx) => <NumberInput key={ctx.name} source={ctx.name} label={label(ctx)} validate={ctx.validate} />,
  filters: (ctx) =>
    ctx.field.filter === 'range'
      ? [
          <NumberInput key={`${ctx.name}_gte`} source={`${ctx.name}_gte`} label={label(ctx)} alwaysOn={ctx.field.alwaysOn} helperText="≥" />,
          <NumberInput key={`${ctx.name}_lte`} source={`${ctx.name}_lte`} label={label(ctx)} alwaysOn={ctx.field.alwaysOn} helperText="≤" />,
        ]
      : [<NumberInput key={ctx.name} source={ctx.name} label={label(ctx)} alwaysOn={ctx.field.alwaysOn} />],
};

const dated = (showTime: boolean): KindInput => ({
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

export const INPUT_KINDS = {
  id: {
    input: () => null,
    filters: (ctx) => [<TextInput key={ctx.name} source={ctx.name} label={label(ctx)} alwaysOn={ctx.field.alwaysOn} />],
  },
  text: text(),
  longText: text(undefined, true),
  phone: text('tel'),
  email: text('email'),
  url: text('url'),
  image: text('url'),
  number: numeric,
  money: numeric,
  percent: numeric,
  boolean: {
    input: (ctx) => <BooleanInput key={ctx.name} source={ctx.name} label={label(ctx)} />,
    filters: (ctx) => [<NullableBooleanInput key={ctx.name} source={ctx.name} label={label(ctx)} alwaysOn={ctx.field.alwaysOn} />],
  },
  date: dated(false),
  datetime: dated(true),
  enum: {
    input: (ctx) => <EnumSelect key={ctx.name} ctx={ctx} />,
    filters: (ctx) => [<EnumSelect key={ctx.name} ctx={ctx} many={ctx.field.filter === 'anyOf'} filter />],
  },
  reference: {
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
    input: (ctx) => <GeoInput key={ctx.name} ctx={ctx} />,
    filters: () => [],
  },
  json: {
    input: () => null,
    filters: () => [],
  },
} satisfies Record<FieldKind, KindInput>;

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
