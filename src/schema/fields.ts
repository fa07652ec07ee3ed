/** Which fields of a schema appear where, and the form validator built from the shared rules. */
import { required as requiredValidator, type Validator } from 'react-admin';
import { fieldViews, isShownIn, type FieldDef, type ResourceDef, type View } from '../../resources/define';
import { isWritable, validateRecord, type Mode } from '../../resources/validate';

export const fieldsIn = (def: ResourceDef, view: View): [string, FieldDef][] =>
  Object.entries(def.fields).filter(([name, field]) => {
    if (view === 'list' || view === 'show') return isShownIn(field, view);
    if (!fieldViews(field).includes(view)) return false;
    if (view === 'create' || view === 'edit') return isWritable(field, view === 'create' ? 'create' : 'update') && name !== def.workflow?.field;
    return true;
  });

export const inputValidators = (field: FieldDef, mode: Mode): Validator[] | undefined =>
  field.required && !(field.writeOnly && mode !== 'create') ? [requiredValidator()] : undefined;

/** The form's record-level validator: the same rules the server applies (resources/validate.ts). */
export function formValidator(def: ResourceDef, mode: 'create' | 'update') {
  return (values: Record<string, unknown>) => {
    const writable: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(def.fields))
      if (name in values && isWritable(field, mode) && name !== def.workflow?.field) writable[name] = values[name];
    return validateRecord(def, writable, mode);
  };
}
