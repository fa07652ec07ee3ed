/**
 * A field's conditional rules (`requiredWhen`, `visibleWhen`: CONTRACT §2.4), read by one set of
 * pure functions: the form (which inputs show, which must be filled), the server (422, values
 * of hidden fields ignored) and the OpenAPI document (`x-required-when`, `x-visible-when`, and
 * `if`/`then` where a body holds the fields the condition names).
 *
 * A condition `{status: ['closed'], type: ['billing']}` holds when every field it names holds one
 * of its values. Rules are judged on the record as it will be once written: what the body sends
 * over what is stored (a create: over the defaults and the workflow's initial state; a transition:
 * with the state it moves to).
 */
import type { FieldCondition, FieldDef, ResourceDef } from './define';
import { isEmpty, type FieldErrors } from './validate';

type Values = Readonly<Record<string, unknown>>;

/** Whether `record` satisfies `condition` (an empty condition always holds). */
export function holds(condition: FieldCondition, record: Values): boolean {
  return Object.entries(condition).every(([name, values]) => values.some((v) => v === record[name] || String(v) === String(record[name] ?? '')));
}

/** Whether a form shows the field for `record` (no `visibleWhen`: always). */
export function isVisible(field: FieldDef, record: Values): boolean {
  return !field.visibleWhen || holds(field.visibleWhen, record);
}

/** Whether the field must hold a value in `record` because of its `requiredWhen` (a hidden field never must). */
export function isRequiredWhen(field: FieldDef, record: Values): boolean {
  return !!field.requiredWhen && holds(field.requiredWhen, record) && isVisible(field, record);
}

/** The fields `record` hides (their `visibleWhen` does not hold): a form does not show them, the server ignores values sent for them. */
export function hiddenFields(def: ResourceDef, record: Values): string[] {
  return Object.entries(def.fields)
    .filter(([, field]) => !isVisible(field, record))
    .map(([name]) => name);
}

/** `app.validation.required` for every field a `requiredWhen` asks for and `record` leaves empty. */
export function ruleErrors(def: ResourceDef, record: Values): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, field] of Object.entries(def.fields)) if (isRequiredWhen(field, record) && isEmpty(record[name])) errors[name] = 'app.validation.required';
  return errors;
}

/** The fields whose rules depend on `name` (a form re-checks them when it changes). */
export function dependentsOf(def: ResourceDef, name: string): string[] {
  return Object.entries(def.fields)
    .filter(([, field]) => (field.requiredWhen && name in field.requiredWhen) || (field.visibleWhen && name in field.visibleWhen))
    .map(([dependent]) => dependent);
}

/** The fields a schema's rules name, for the load-time check: `[rule field, condition field, problem]` for each condition naming an unknown field or a value its enum lacks. */
export function ruleProblems(
  def: ResourceDef,
): { field: string; rule: 'requiredWhen' | 'visibleWhen'; on: string; problem: 'unknownField' | 'unknownValue'; value?: string }[] {
  const out: ReturnType<typeof ruleProblems> = [];
  for (const [name, field] of Object.entries(def.fields))
    for (const rule of ['requiredWhen', 'visibleWhen'] as const)
      for (const [on, values] of Object.entries(field[rule] ?? {})) {
        const target = def.fields[on];
        if (!target || on === name) out.push({ field: name, rule, on, problem: 'unknownField' });
        else if (target.kind === 'enum')
          for (const v of values)
            if (!Object.prototype.hasOwnProperty.call(target.values, String(v))) out.push({ field: name, rule, on, problem: 'unknownValue', value: String(v) });
      }
  return out;
}
