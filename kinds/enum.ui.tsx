/** A value of a list on a record's page (its label in its colour), a select in forms, one or several values as a filter. */
import Chip from '@mui/material/Chip';
import { FunctionField, SelectArrayInput, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import type { EnumFieldDef, ResourceDef } from '../resources/define';
import { enumLabel } from '../src/schema/labels';
import { filterLabel, filterSource, label } from './ui-parts';
import type { KindContext, KindUi } from './types';

function EnumChip({ def, name, field }: { def: ResourceDef; name: string; field: EnumFieldDef }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[name];
  if (value === undefined || value === null || value === '') return null;
  const v = String(value);
  return <Chip size="small" color={field.values[v] ?? 'default'} label={translate(enumLabel(def, name, v), { _: v })} />;
}

const choicesOf = (ctx: KindContext) => Object.keys((ctx.field as EnumFieldDef).values).map((v) => ({ id: v, name: enumLabel(ctx.def, ctx.name, v) }));

export const ENUM_UI = {
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
    input: (ctx) => <SelectInput key={ctx.name} source={ctx.name} label={label(ctx)} choices={choicesOf(ctx)} validate={ctx.validate} />,
    filter: (ctx) =>
      ctx.field.filter === 'anyOf' ? (
        <SelectArrayInput
          key={filterSource(ctx)}
          source={filterSource(ctx)}
          label={filterLabel(ctx)}
          choices={choicesOf(ctx)}
          alwaysOn={ctx.field.alwaysOn}
          sx={{ minWidth: 160 }}
        />
      ) : (
        <SelectInput key={filterSource(ctx)} source={filterSource(ctx)} label={filterLabel(ctx)} choices={choicesOf(ctx)} alwaysOn={ctx.field.alwaysOn} />
      ),
  },
} satisfies Record<'enum', KindUi>;
