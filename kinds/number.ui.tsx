/** Figures on a record's page (in the user's language's format, money in yuan, a number in its unit), in forms and as filters (one value or a range). */
import type { ReactElement } from 'react';
import { FunctionField, NumberField, NumberInput, useTranslate } from 'react-admin';
import type { FieldDef, NumberFieldDef } from '../resources/define';
import { useIntlLocale } from '../src/schema/useIntlLocale';
import { formatNumber } from '../src/schema/formatters';
import { RangeFilter, label, unitAdornment } from './ui-parts';
import { unitOf, unitText, withUnit } from './number';
import type { KindUi } from './types';

interface FigureProps {
  source: string;
  label?: string;
  /** The number's unit (kinds/number.ts UNITS), after each value. */
  unit?: string;
}

function MoneyField({ source }: FigureProps) {
  const locale = useIntlLocale();
  return <NumberField source={source} locales={locale} options={{ style: 'currency', currency: 'CNY' }} />;
}
function LocalNumberField({ source, unit }: FigureProps) {
  const locale = useIntlLocale();
  if (!unit) return <NumberField source={source} locales={locale} />;
  // the unit after the figure, as the list writes it (number.cell.tsx)
  return (
    <FunctionField
      source={source}
      render={(r) => (r?.[source] === undefined || r?.[source] === null ? '' : withUnit(formatNumber(locale, Number(r[source])), unit))}
    />
  );
}
function PercentField({ source }: FigureProps) {
  return <FunctionField source={source} render={(r) => (r?.[source] === undefined || r?.[source] === null ? '' : withUnit(String(r[source]), '%'))} />;
}

/** What a field's figures are counted in, in the user's language (kinds/number.ts `unitText`). */
function UnitText({ field }: { field: FieldDef }) {
  const translate = useTranslate();
  return <>{unitText(field, translate)}</>;
}

/** The unit at the end of an input of `field`'s figures, if they have one (the label names the quantity only). */
const unitOfInput = (field: FieldDef) => (unitText(field, String) ? <UnitText field={field} /> : undefined);

const figure = (Field: (p: FigureProps) => ReactElement): KindUi => ({
  field: (ctx) => <Field key={ctx.name} source={ctx.name} label={label(ctx)} unit={unitOf(ctx.field)} />,
  input: (ctx) => (
    <NumberInput key={ctx.name} source={ctx.name} label={label(ctx)} validate={ctx.validate} InputProps={unitAdornment(unitOfInput(ctx.field))} />
  ),
  filter: (ctx) =>
    ctx.field.filter === 'range' ? (
      <RangeFilter key={ctx.name} source={ctx.name} label={label(ctx)} alwaysOn={ctx.field.alwaysOn} unit={unitOfInput(ctx.field)} />
    ) : (
      <NumberInput key={ctx.name} source={ctx.name} label={label(ctx)} alwaysOn={ctx.field.alwaysOn} InputProps={unitAdornment(unitOfInput(ctx.field))} />
    ),
});

export const NUMBER_UI = {
  number: figure(LocalNumberField),
  money: figure(MoneyField),
  percent: figure(PercentField),
} satisfies Record<NumberFieldDef['kind'], KindUi>;
