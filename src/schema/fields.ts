/** Which fields of a schema appear where, and the form validator built from the shared rules. */
import { required as requiredValidator, type Validator } from 'react-admin';
import { isShownIn, type FieldDef, type ResourceDef, type View } from '../../resources/define';
import { hiddenFields, ruleErrors } from '../../resources/rules';
import { validateRecord } from '../../resources/validate';
import { writableFields, writableValues, type Mode } from '../../resources/writes';

/** The fields a view shows: read views what they declare (never a write-only secret); a form what its operation lets a client write. */
export const fieldsIn = (def: ResourceDef, view: View): [string, FieldDef][] =>
  view === 'list' || view === 'show'
    ? Object.entries(def.fields).filter(([, field]) => isShownIn(field, view))
    : writableFields(def, view === 'create' ? 'create' : 'update');

export const inputValidators = (field: FieldDef, mode: Mode): Validator[] | undefined =>
  field.required && !(field.writeOnly && mode !== 'create') ? [requiredValidator()] : undefined;

/** What a form's values are judged as: the record they make (a new one starts in the workflow's initial state). */
const recordOf = (def: ResourceDef, values: Record<string, unknown>, mode: 'create' | 'update'): Record<string, unknown> =>
  mode === 'create' && def.workflow ? { [def.workflow.field]: def.workflow.initial, ...values } : values;

/** What a save sends: the values the operation lets a client write, less those of fields the record hides (`visibleWhen`). */
export function valuesToSave(def: ResourceDef, values: Record<string, unknown>, mode: 'create' | 'update'): Record<string, unknown> {
  const out = writableValues(def, values, mode === 'create' ? 'create' : 'patch');
  for (const name of hiddenFields(def, recordOf(def, values, mode))) delete out[name];
  return out;
}

/** The form's record-level validator: the same rules the server applies (resources/validate.ts, resources/rules.ts). */
export function formValidator(def: ResourceDef, mode: 'create' | 'update') {
  return (values: Record<string, unknown>) => {
    const sent = writableValues(def, values, mode);
    for (const name of hiddenFields(def, recordOf(def, values, mode))) delete sent[name];
    return { ...ruleErrors(def, recordOf(def, values, mode)), ...validateRecord(def, sent, mode) };
  };
}
