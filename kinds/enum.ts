/** One of the field's declared values. */
import type { EnumFieldDef, FieldDef } from '../resources/define';
import type { KindCore } from './types';

const valuesOf = (field: FieldDef): EnumFieldDef['values'] => ('values' in field ? field.values : {});

export const ENUM = {
  enum: {
    check: (field, v) => (typeof v === 'string' && Object.prototype.hasOwnProperty.call(valuesOf(field), v) ? undefined : 'app.validation.enum'),
    jsonSchema: (field) => ({ type: 'string', enum: Object.keys(valuesOf(field)) }),
    defaults: {},
    options: ['values'],
    needs: ['values'],
    sortable: true,
  },
} satisfies Record<'enum', KindCore>;
