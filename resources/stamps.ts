/**
 * What the server writes into a stamped field (a transition's `stamps`, a field's `stamp` on
 * create): a date-time gets the time, a date the day, a reference to `sys-users` the acting user.
 */
import type { FieldDef } from './define';

export function stampValue(field: FieldDef, at: Date, actorId: string): string {
  if (field.kind === 'reference') return actorId;
  return field.kind === 'date' ? at.toISOString().slice(0, 10) : at.toISOString();
}
