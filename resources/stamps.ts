/**
 * What the server writes into a stamped field (a transition's `stamps`, a field's `stamp` on
 * create): a date-time gets the time, a date the day, a reference to `sys-users` the acting user;
 * a stamp offset by a number field (`{field: 'dueAt', addDays: 'days'}`) the time that many days
 * later.
 */
import { DAY_MS } from './computed';
import type { FieldDef, ResourceDef, TransitionDef } from './define';

export function stampValue(field: FieldDef, at: Date, actorId: string): string {
  if (field.kind === 'reference') return actorId;
  return field.kind === 'date' ? at.toISOString().slice(0, 10) : at.toISOString();
}

/**
 * The values a transition's stamps give `record` (the record as it will be: its new state and the
 * fields the transition asked for), running at `at` by `actorId`. An offset stamp whose days field
 * holds no finite number is left out (the field keeps what it held).
 */
export function transitionStamps(
  def: ResourceDef,
  t: TransitionDef,
  record: Readonly<Record<string, unknown>>,
  at: Date,
  actorId: string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const stamp of t.stamps ?? []) {
    if (typeof stamp === 'string') {
      out[stamp] = stampValue(def.fields[stamp], at, actorId);
      continue;
    }
    const raw = record[stamp.addDays];
    const days = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
    if (!Number.isFinite(days)) continue;
    out[stamp.field] = stampValue(def.fields[stamp.field], new Date(at.getTime() + days * DAY_MS), actorId);
  }
  return out;
}
