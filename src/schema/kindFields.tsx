/**
 * What every field kind shows on a record's page and, when the list has no light cell for it
 * (src/schema/cells.tsx), in a list column: react-admin's Field for the kind. Keyed by exact kind
 * name; a missing kind is a type error. The inputs (forms and filters) are in kindInputs.tsx, a
 * part the first list screen does not load.
 */
import type { ReactElement } from 'react';
import Chip from '@mui/material/Chip';
import {
  BooleanField,
  ChipField,
  DateField,
  EmailField,
  FunctionField,
  ImageField,
  NumberField,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  TextField,
  UrlField,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import type { EnumFieldDef, FieldDef, FieldKind, ResourceDef } from '../../resources/define';
import { routeName, type Registry } from '../../resources/registry';
import { enumLabel, fieldLabel } from './labels';
import { useIntlLocale } from './useIntlLocale';

export interface KindContext {
  def: ResourceDef;
  name: string;
  field: FieldDef;
  registry: Registry;
  /** For inputs: validators derived from the field (required marker etc.). */
  validate?: Validator[];
}

export type KindField = (ctx: KindContext) => ReactElement;

export const label = (ctx: KindContext) => fieldLabel(ctx.def, ctx.name);
/** The registered target of a reference field (a schema error when there is none). */
export const target = (ctx: KindContext) => {
  const t = ctx.field.kind === 'reference' || ctx.field.kind === 'referenceMany' ? ctx.registry.byName(ctx.field.to) : undefined;
  if (!t) throw new Error(`field \`${ctx.name}\` of \`${ctx.def.name}\` has no registered reference target`);
  return t;
};

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

const text: KindField = (ctx) => <TextField key={ctx.name} source={ctx.name} label={label(ctx)} />;
const numeric =
  (Field: (p: { source: string; label?: string }) => ReactElement): KindField =>
  (ctx) => <Field key={ctx.name} source={ctx.name} label={label(ctx)} />;
const dated =
  (showTime: boolean): KindField =>
  (ctx) => <LocalDateField key={ctx.name} source={ctx.name} label={label(ctx)} showTime={showTime} />;

export const FIELD_KINDS = {
  id: text,
  text,
  longText: text,
  phone: text,
  email: (ctx) => <EmailField key={ctx.name} source={ctx.name} label={label(ctx)} />,
  url: (ctx) => <UrlField key={ctx.name} source={ctx.name} label={label(ctx)} />,
  image: (ctx) => <ImageField key={ctx.name} source={ctx.name} label={label(ctx)} />,
  number: numeric(LocalNumberField),
  money: numeric(MoneyField),
  percent: numeric(({ source }) => (
    <FunctionField source={source} render={(r) => (r?.[source] === undefined || r?.[source] === null ? '' : `${r[source]}%`)} />
  )),
  boolean: (ctx) => <BooleanField key={ctx.name} source={ctx.name} label={label(ctx)} />,
  date: dated(false),
  datetime: dated(true),
  enum: (ctx) => (
    <FunctionField
      key={ctx.name}
      source={ctx.name}
      label={label(ctx)}
      sortBy={ctx.name}
      render={() => <EnumChip def={ctx.def} name={ctx.name} field={ctx.field as EnumFieldDef} />}
    />
  ),
  reference: (ctx) => {
    const t = target(ctx);
    return (
      <ReferenceField key={ctx.name} source={ctx.name} label={label(ctx)} reference={routeName(t)} link="show" emptyText="—">
        <TextField source={t.title} />
      </ReferenceField>
    );
  },
  referenceMany: (ctx) => {
    const t = target(ctx);
    return (
      <ReferenceArrayField key={ctx.name} source={ctx.name} label={label(ctx)} reference={routeName(t)} sortable={false}>
        <SingleFieldList linkType="show">
          <ChipField source={t.title} size="small" />
        </SingleFieldList>
      </ReferenceArrayField>
    );
  },
  geo: (ctx) => (
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
  json: (ctx) => (
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
} satisfies Record<FieldKind, KindField>;
