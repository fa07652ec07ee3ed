/** Yes or no on a record's page, a switch in forms, yes / no / either as a filter. */
import { BooleanField, BooleanInput, NullableBooleanInput } from 'react-admin';
import { filterLabel, filterSource, label } from './ui-parts';
import type { KindUi } from './types';

export const BOOLEAN_UI = {
  boolean: {
    field: (ctx) => <BooleanField key={ctx.name} source={ctx.name} label={label(ctx)} />,
    input: (ctx) => <BooleanInput key={ctx.name} source={ctx.name} label={label(ctx)} />,
    filter: (ctx) => <NullableBooleanInput key={filterSource(ctx)} source={filterSource(ctx)} label={filterLabel(ctx)} alwaysOn={ctx.field.alwaysOn} />,
  },
} satisfies Record<'boolean', KindUi>;
