/** A record's id on its page and as a filter; never typed in a form. */
import { TextField, TextInput } from 'react-admin';
import { label } from './ui-parts';
import type { KindUi } from './types';

export const ID_UI = {
  id: {
    field: (ctx) => <TextField key={ctx.name} source={ctx.name} label={label(ctx)} />,
    input: () => null,
    filter: (ctx) => <TextInput key={ctx.name} source={ctx.name} label={label(ctx)} alwaysOn={ctx.field.alwaysOn} />,
  },
} satisfies Record<'id', KindUi>;
