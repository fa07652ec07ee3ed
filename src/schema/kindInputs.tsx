/**
 * What every field kind looks like in a form (create, edit, a transition's fields) and in a list's
 * filters. Keyed by exact kind name; a missing kind is a type error. Loaded by the forms and by a
 * list's toolbar (src/schema/list/ListToolbar.tsx), not by the list's first paint.
 *
 * A filter is the input element itself, carrying its `source`, `label` and `alwaysOn` where
 * react-admin's filter form and "add filter" menu read them; a range is one element (a labelled
 * pair, from … to …) whose value is `{gte, lte}`. A reference picker asks the server for the best
 * matches first (`sort=relevance`) and shows each option's second line (the schema's `subtitle`).
 */
import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
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
  useGetManyAggregate,
  useI18nProvider,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { EnumFieldDef, FieldKind, ResourceDef } from '../../resources/define';
import { routeName, type Registry } from '../../resources/registry';
import { localeInfo } from '../../i18n/locales';
import { enumLabel } from './labels';
import { label, target, type KindContext } from './kindFields';
import { fieldText } from './list/columns';
import { ResourceNameFilter } from './ResourceNameFilter';

export interface KindInput {
  input(ctx: KindContext): ReactElement | null;
  /** The field's filter element for its declared filter kind. */
  filter(ctx: KindContext): ReactElement | null;
}

/** The best matches of what the user types first (exact, then starting with it…), not the list's order. */
export const RELEVANCE_SORT = { field: 'relevance', order: 'ASC' } as const;

const choicesOf = (ctx: KindContext) => Object.keys((ctx.field as EnumFieldDef).values).map((v) => ({ id: v, name: enumLabel(ctx.def, ctx.name, v) }));

/** A range filter: one labelled pair, "from … to …", whose value is `{gte, lte}` (the API's `_gte` / `_lte`). */
function RangeFilter({ source, label: fieldLabel, dated }: { source: string; label: string; dated?: 'date' | 'datetime'; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const name = translate(fieldLabel);
  // a date-time range covers the whole days chosen, in the user's time zone
  const dayStart = (v: string) => (v ? new Date(`${v}T00:00:00`).toISOString() : v);
  const dayEnd = (v: string) => (v ? new Date(`${v}T23:59:59.999`).toISOString() : v);
  const from = translate('app.schema.from', { field: name });
  const to = translate('app.schema.to', { field: name });
  return (
    <Box role="group" aria-label={name} sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
      {dated ? (
        <>
          <DateInput source={`${source}.gte`} label={from} helperText={false} parse={dated === 'datetime' ? dayStart : undefined} />
          <DateInput source={`${source}.lte`} label={to} helperText={false} parse={dated === 'datetime' ? dayEnd : undefined} />
        </>
      ) : (
        <>
          <NumberInput source={`${source}.gte`} label={from} helperText={false} sx={{ width: 140 }} />
          <NumberInput source={`${source}.lte`} label={to} helperText={false} sx={{ width: 140 }} />
        </>
      )}
    </Box>
  );
}

/** The referenced record's title, for an option's second line. */
function TitleOf({ target: t, id }: { target: ResourceDef; id: unknown }) {
  const { data } = useGetManyAggregate(routeName(t), { ids: [id as RaRecord['id']] });
  const record = data?.[0];
  return <>{record ? String(record[t.title] ?? `#${String(id)}`) : '…'}</>;
}

/** One option of a reference picker: the record's title, and under it its subtitle (a phone and a store, a code and an area). */
function ReferenceOption({ target: t, registry }: { target: ResourceDef; registry: Registry }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const lang = localeInfo(useI18nProvider().getLocale()).htmlLang;
  if (!record) return null;
  const parts = (t.subtitle ?? []).flatMap((name) => {
    const field = t.fields[name];
    const v = record[name];
    if (v === undefined || v === null || v === '') return [];
    if (field.kind === 'reference') {
      const other = registry.byName(field.to);
      return other ? [<TitleOf key={name} target={other} id={v} />] : [];
    }
    return [<span key={name}>{fieldText(t, name, field, record, { titles: {}, lang, translate })}</span>];
  });
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <span>{String(record[t.title] ?? `#${String(record.id)}`)}</span>
      {parts.length > 0 && (
        <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
          {parts.map((p, i) => (
            <span key={i}>
              {i > 0 && ' · '}
              {p}
            </span>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** How a picker of `t`'s records shows and names them. */
const pickerProps = (t: ResourceDef, registry: Registry) => ({
  optionText: <ReferenceOption target={t} registry={registry} />,
  inputText: (record: RaRecord) => String(record[t.title] ?? `#${String(record.id)}`),
  // the server has matched and ranked them
  matchSuggestion: () => true,
  filterToQuery: (q: string) => ({ q }),
});

const text = (type?: string, multiline?: boolean): KindInput => ({
  input: (ctx) => (
    <TextInput key={ctx.name} source={ctx.name} label={label(ctx)} type={type} multiline={multiline} validate={ctx.validate} fullWidth={multiline} />
  ),
  filter: (ctx) =>
    'display' in ctx.field && ctx.field.display === 'resourceName' ? (
      <ResourceNameFilter key={ctx.name} source={ctx.name} label={label(ctx)} alwaysOn={ctx.field.alwaysOn} registry={ctx.registry} />
    ) : (
      <TextInput key={ctx.name} source={ctx.name} label={label(ctx)} alwaysOn={ctx.field.alwaysOn} resettable />
    ),
});

const numeric: KindInput = {
  input: (ctx) => <NumberInput key={ctx.name} source={ctx.name} label={label(ctx)} validate={ctx.validate} />,
  filter: (ctx) =>
    ctx.field.filter === 'range' ? (
      <RangeFilter key={ctx.name} source={ctx.name} label={label(ctx)} alwaysOn={ctx.field.alwaysOn} />
    ) : (
      <NumberInput key={ctx.name} source={ctx.name} label={label(ctx)} alwaysOn={ctx.field.alwaysOn} />
    ),
};

const dated = (showTime: boolean): KindInput => ({
  input: (ctx) =>
    showTime ? (
      <DateTimeInput key={ctx.name} source={ctx.name} label={label(ctx)} validate={ctx.validate} parse={(v: string) => (v ? new Date(v).toISOString() : v)} />
    ) : (
      <DateInput key={ctx.name} source={ctx.name} label={label(ctx)} validate={ctx.validate} />
    ),
  filter: (ctx) =>
    ctx.field.filter === 'range' ? (
      <RangeFilter key={ctx.name} source={ctx.name} label={label(ctx)} alwaysOn={ctx.field.alwaysOn} dated={showTime ? 'datetime' : 'date'} />
    ) : (
      <DateInput key={ctx.name} source={ctx.name} label={label(ctx)} alwaysOn={ctx.field.alwaysOn} />
    ),
});

export const INPUT_KINDS = {
  id: {
    input: () => null,
    filter: (ctx) => <TextInput key={ctx.name} source={ctx.name} label={label(ctx)} alwaysOn={ctx.field.alwaysOn} />,
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
    filter: (ctx) => <NullableBooleanInput key={ctx.name} source={ctx.name} label={label(ctx)} alwaysOn={ctx.field.alwaysOn} />,
  },
  date: dated(false),
  datetime: dated(true),
  enum: {
    input: (ctx) => <SelectInput key={ctx.name} source={ctx.name} label={label(ctx)} choices={choicesOf(ctx)} validate={ctx.validate} />,
    filter: (ctx) =>
      ctx.field.filter === 'anyOf' ? (
        <SelectArrayInput key={ctx.name} source={ctx.name} label={label(ctx)} choices={choicesOf(ctx)} alwaysOn={ctx.field.alwaysOn} sx={{ minWidth: 160 }} />
      ) : (
        <SelectInput key={ctx.name} source={ctx.name} label={label(ctx)} choices={choicesOf(ctx)} alwaysOn={ctx.field.alwaysOn} />
      ),
  },
  reference: {
    input: (ctx) => {
      const t = target(ctx);
      return (
        <ReferenceInput key={ctx.name} source={ctx.name} reference={routeName(t)} sort={RELEVANCE_SORT} label={label(ctx)}>
          <AutocompleteInput label={label(ctx)} validate={ctx.validate} {...pickerProps(t, ctx.registry)} />
        </ReferenceInput>
      );
    },
    filter: (ctx) => {
      const t = target(ctx);
      return ctx.field.filter === 'anyOf' ? (
        <ReferenceArrayInput key={ctx.name} source={ctx.name} reference={routeName(t)} sort={RELEVANCE_SORT} label={label(ctx)} alwaysOn={ctx.field.alwaysOn}>
          <AutocompleteArrayInput label={label(ctx)} {...pickerProps(t, ctx.registry)} sx={{ minWidth: 200 }} />
        </ReferenceArrayInput>
      ) : (
        <ReferenceInput key={ctx.name} source={ctx.name} reference={routeName(t)} sort={RELEVANCE_SORT} label={label(ctx)} alwaysOn={ctx.field.alwaysOn}>
          <AutocompleteInput label={label(ctx)} {...pickerProps(t, ctx.registry)} sx={{ minWidth: 200 }} />
        </ReferenceInput>
      );
    },
  },
  referenceMany: {
    input: (ctx) => {
      const t = target(ctx);
      return (
        <ReferenceArrayInput key={ctx.name} source={ctx.name} reference={routeName(t)} perPage={100} sort={RELEVANCE_SORT} label={label(ctx)}>
          <AutocompleteArrayInput label={label(ctx)} validate={ctx.validate} {...pickerProps(t, ctx.registry)} />
        </ReferenceArrayInput>
      );
    },
    filter: (ctx) => {
      const t = target(ctx);
      return (
        <ReferenceArrayInput key={ctx.name} source={ctx.name} reference={routeName(t)} sort={RELEVANCE_SORT} label={label(ctx)} alwaysOn={ctx.field.alwaysOn}>
          <AutocompleteArrayInput label={label(ctx)} {...pickerProps(t, ctx.registry)} sx={{ minWidth: 200 }} />
        </ReferenceArrayInput>
      );
    },
  },
  geo: {
    input: (ctx) => <GeoInput key={ctx.name} ctx={ctx} />,
    filter: () => null,
  },
  json: {
    input: () => null,
    filter: () => null,
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
