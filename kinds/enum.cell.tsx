/** A value of a list: its translated label in its declared colour (a chip). */
import type { EnumFieldDef } from '../resources/define';
import { enumLabel } from '../src/schema/labels';
import { isEmpty } from './cell-parts';
import type { KindCell } from './types';

export const ENUM_CELLS = {
  enum: {
    cell: (def, name, field) => (r, env) => {
      const v = r[name];
      if (isEmpty(v)) return null;
      const color = (field as EnumFieldDef).values[String(v)] ?? 'default';
      return <span className={`SchemaCell-chip SchemaCell-chip-${color}`}>{env.translate(enumLabel(def, name, String(v)), { _: String(v) })}</span>;
    },
    text: (def, name, _field, r, env) => env.translate(enumLabel(def, name, String(r[name])), { _: String(r[name]) }),
    align: 'left',
  },
} satisfies Record<'enum', KindCell>;
