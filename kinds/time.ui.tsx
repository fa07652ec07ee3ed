/** Days and moments on a record's page (in the user's language), in forms (a moment saved as ISO 8601) and as filters (one day or a range of whole days). */
import { DateField, DateInput, DateTimeInput } from 'react-admin';
import { useIntlLocale } from '../src/schema/useIntlLocale';
import { RangeFilter, label } from './ui-parts';
import type { KindUi } from './types';

function LocalDateField({ source, showTime }: { source: string; label?: string; showTime?: boolean }) {
  const locale = useIntlLocale();
  return <DateField source={source} locales={locale} showTime={showTime} />;
}

const dated = (showTime: boolean): KindUi => ({
  field: (ctx) => <LocalDateField key={ctx.name} source={ctx.name} label={label(ctx)} showTime={showTime} />,
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

export const TIME_UI = { date: dated(false), datetime: dated(true) } satisfies Record<'date' | 'datetime', KindUi>;
