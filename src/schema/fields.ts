/** Which fields of a schema appear where, and the form validator built from the shared rules. */
import { required as requiredValidator, type Validator } from 'react-admin';
import { isShownIn, type FieldDef, type ResourceDef, type View } from '../../resources/define';
import { validateRecord } from '../../resources/validate';
import { writableFields, writableValues, type Mode } from '../../resources/writes';

/** The fields a view shows: read views what they declare (never a write-only secret); a form what its operation lets a client write. */
export const fieldsIn = (def: ResourceDef, view: View): [string, FieldDef][] =>
  view === 'list' || view === 'show'
    ? Object.entries(def.fields).filter(([, field]) => isShownIn(field, view))
    : writableFields(def, view === 'create' ? 'create' : 'update');

export const inputValidators = (field: FieldDef, mode: Mode): Validator[] | undefined =>
  field.required && !(field.writeOnly && mode !== 'create') ? [requiredValidator()] : undefined;

/** The form's record-level validator: the same rules the server applies (resources/validate.ts). */
export function formValidator(def: ResourceDef, mode: 'create' | 'update') {
  return (values: Record<string, unknown>) => validateRecord(def, writableValues(def, values, mode), mode);
}
