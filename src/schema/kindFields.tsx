/**
 * What every field kind shows on a record's page and, when the list has no light cell for it
 * (src/schema/cells.tsx), in a list column: react-admin's Field for the kind. Keyed by exact kind
 * name; a missing kind is a type error. The inputs (forms and filters) are in kindInputs.tsx, a
 * part the first list screen does not load.
 */
import type { ReactElement } from 'react';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  BooleanField,
  DateField,
  EmailField,
  FunctionField,
  ImageField,
  NumberField,
  TextField,
  UrlField,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import type { EnumFieldDef, FieldDef, FieldKind, ResourceDef } from '../../resources/define';
import type { Registry } from '../../resources/registry';
import { enumLabel, fieldLabel } from './labels';
import { DisplayTextField } from './DisplayTextField';
import { useRecordConnections } from './show/recordConnections';
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
const connected: KindField = (ctx) => <ConnectedValue key={ctx.name} name={ctx.name} label={label(ctx)} />;

const text: KindField = (ctx) =>
  'display' in ctx.field && ctx.field.display ? (
    // a value naming something of the app (the audit log's resource, action and record): in words, or a link
    <DisplayTextField key={ctx.name} source={ctx.name} label={label(ctx)} field={ctx.field} registry={ctx.registry} />
  ) : 'pointsTo' in ctx.field && ctx.field.pointsTo?.length ? (
    connected(ctx)
  ) : (
    <TextField key={ctx.name} source={ctx.name} label={label(ctx)} />
  );
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
  reference: (ctx) => connected(ctx),
  referenceMany: (ctx) => connected(ctx),
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
