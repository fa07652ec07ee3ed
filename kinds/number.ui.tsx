/** Figures on a record's page (in the user's language's format, money in yuan), in forms and as filters (one value or a range). */
import type { ReactElement } from 'react';
import { FunctionField, NumberField, NumberInput } from 'react-admin';
import type { NumberFieldDef } from '../resources/define';
import { useIntlLocale } from '../src/schema/useIntlLocale';
import { RangeFilter, label } from './ui-parts';
import type { KindUi } from './types';

function MoneyField({ source }: { source: string; label?: string }) {
  const locale = useIntlLocale();
  return <NumberField source={source} locales={locale} options={{ style: 'currency', currency: 'CNY' }} />;
}
function LocalNumberField({ source }: { source: string; label?: string }) {
  const locale = useIntlLocale();
  return <NumberField source={source} locales={locale} />;
}
function PercentField({ source }: { source: string; label?: string }) {
  return <FunctionField source={source} render={(r) => (r?.[source] === undefined || r?.[source] === null ? '' : `${r[source]}%`)} />;
}

const figure = (Field: (p: { source: string; label?: string }) => ReactElement): KindUi => ({
  field: (ctx) => <Field key={ctx.name} source={ctx.name} label={label(ctx)} />,
  input: (ctx) => <NumberInput key={ctx.name} source={ctx.name} label={label(ctx)} validate={ctx.validate} />,
  filter: (ctx) =>
    ctx.field.filter === 'range' ? (
      <RangeFilter key={ctx.name} source={ctx.name} label={label(ctx)} alwaysOn={ctx.field.alwaysOn} />
    ) : (
      <NumberInput key={ctx.name} source={ctx.name} label={label(ctx)} alwaysOn={ctx.field.alwaysOn} />
    ),
});

export const NUMBER_UI = {
  number: figure(LocalNumberField),
  money: figure(MoneyField),
  percent: figure(PercentField),
} satisfies Record<NumberFieldDef['kind'], KindUi>;
