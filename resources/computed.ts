/**
 * Fields the server computes when it reads a record (a field's `computed`, resources/define.ts
 * ComputedDef): never stored, never written. One set of pure functions: the value a record shows
 * (server/api/record-rules.ts `present`), and the bounds on the stored date a list filter on it
 * turns into (server/api/list-query.ts), so the database answers `overdue=true` itself.
 *
 * Days are whole days of 24 hours after the date: a rental due at 10:00 is one day overdue from
 * 10:00 the next day. The value exists from the first whole day on, and only while the record
 * holds `when` (a rental still in force).
 */
import type { RegistryWordKey, RegistryWords } from './registry-words';
import type { ComputedDef, FieldDef, ResourceDef } from './define';
import { holds } from './rules';
import { isFigure } from '../kinds/number';

type Values = Readonly<Record<string, unknown>>;

export const DAY_MS = 86_400_000;

/** A field that declares `computed`, with it. */
export type ComputedField = FieldDef & { readonly computed: ComputedDef };

const computedOf = new WeakMap<ResourceDef, readonly (readonly [string, ComputedField])[]>();

/** The resource's computed fields, in declaration order. */
export function computedFields(def: ResourceDef): readonly (readonly [string, ComputedField])[] {
  let found = computedOf.get(def);
  if (!found) {
    found = Object.entries(def.fields).filter((e): e is [string, ComputedField] => e[1].computed !== undefined);
    computedOf.set(def, found);
  }
  return found;
}

/** Whether the resource has computed fields. */
export const hasComputed = (def: ResourceDef): boolean => computedFields(def).length > 0;

/** Whole days (≥ 1) the date in `c.daysPast` lies before `now`, while `c.when` holds of the record; undefined otherwise. */
export function wholeDaysPast(c: ComputedDef, record: Values, now: number): number | undefined {
  if (c.when && !holds(c.when, record)) return undefined;
  const raw = record[c.daysPast];
  if (typeof raw !== 'string' || raw === '') return undefined;
  const at = Date.parse(raw);
  if (!Number.isFinite(at)) return undefined;
  const days = Math.floor((now - at) / DAY_MS);
  return days >= 1 ? days : undefined;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * The price of one day: `perDay.price` ÷ `perDay.days` of the record (a rental's total over its
 * days), undefined when either is missing or the days are not positive.
 */
export function pricePerDay(perDay: NonNullable<ComputedDef['perDay']>, record: Values): number | undefined {
  const price = Number(record[perDay.price]);
  const days = Number(record[perDay.days]);
  if (record[perDay.price] === undefined || record[perDay.price] === null || !Number.isFinite(price)) return undefined;
  if (!Number.isFinite(days) || days <= 0) return undefined;
  return price / days;
}

/**
 * The value of a computed field for `record` at `now`: a boolean whether the date is a whole day
 * past (false otherwise); a number the whole days (undefined: none); money the days × the price
 * per day, rounded to the cent (undefined: none).
 */
export function computedValue(field: ComputedField, record: Values, now: number): unknown {
  const c = field.computed;
  const days = wholeDaysPast(c, record, now);
  if (field.kind === 'boolean') return days !== undefined;
  if (days === undefined) return undefined;
  if (c.perDay) {
    const rate = pricePerDay(c.perDay, record);
    return rate === undefined ? undefined : round2(days * rate);
  }
  return days;
}

/**
 * `record` with its computed fields set for `now` (those without a value left out, whatever the
 * record held: a stored value is never shown for one); the same object when the resource has none.
 */
export function withComputed<R extends Values>(def: ResourceDef, record: R, now: number = Date.now()): R {
  const fields = computedFields(def);
  if (!fields.length) return record;
  const out: Record<string, unknown> = { ...record };
  for (const [name, field] of fields) {
    const v = computedValue(field, record, now);
    if (v === undefined) delete out[name];
    else out[name] = v;
  }
  return out as R;
}

/** The ISO time `days` whole days before `now`: a date at or before it is at least that many days past. */
export const daysBefore = (now: number, days: number): string => new Date(now - days * DAY_MS).toISOString();

/**
 * What a list filter on a computed field asks of the stored date (`daysPast`), besides `when`:
 * `atMost` — the date at or before this time (at least so many whole days past); `atLeast` — at or
 * after this one (fewer whole days past than the next). `gte` n: at least n days (the days exist
 * from 1 on); `lte` n: at most n days, and one at least. Undefined: nothing can match (`lte` below 1).
 */
export function dateBounds(
  op: { readonly gte: number } | { readonly lte: number },
  now: number,
): { readonly atMost: string; readonly atLeast?: string } | undefined {
  if ('gte' in op) return { atMost: daysBefore(now, Math.max(1, Math.ceil(op.gte))) };
  const most = Math.floor(op.lte);
  if (most < 1) return undefined;
  // fewer than most + 1 whole days: after that many days before now, by a millisecond at least (ISO times are to the millisecond)
  return { atMost: daysBefore(now, 1), atLeast: new Date(now - (most + 1) * DAY_MS + 1).toISOString() };
}

const isDate = (field: FieldDef | undefined): boolean => field?.kind === 'date' || field?.kind === 'datetime';

/**
 * What is wrong with a resource's computed fields, for the load-time check (resources/registry.ts):
 * each names the field and the fix. A computed field is read-only, shown in lists and on the
 * record's page only, never required, unique, defaulted, stamped, numbered, masked or sortable;
 * a boolean, a number (whole days) or money (days × a price per day, `perDay`); `daysPast` names
 * a date field, `when` enum or boolean fields and their values, `perDay` number fields; a boolean
 * filters by `equal`, a number by `range`, money not at all.
 */
export function computedProblems(def: ResourceDef): { field: string; words: RegistryWords }[] {
  const problems: { field: string; words: RegistryWords }[] = [];
  for (const [name, field] of computedFields(def)) {
    const c = field.computed;
    const resource = def.name;
    const say = (key: RegistryWordKey, params: RegistryWords['params'] = {}) =>
      problems.push({ field: name, words: { key: 'registry.computed', params: { field: name, resource, problem: { key, params } } } });
    if (field.kind !== 'boolean' && field.kind !== 'number' && field.kind !== 'money') say('registry.computed.kind', { kind: field.kind });
    if (!field.readOnly) say('registry.computed.read_only');
    if ((field.views ?? ['list', 'show', 'create', 'edit']).some((v) => v === 'create' || v === 'edit')) say('registry.computed.views');
    for (const option of ['required', 'unique', 'default', 'stamp', 'number', 'mask', 'writeOnly', 'requiredWhen'] as const)
      if (field[option] !== undefined && field[option] !== false) say('registry.computed.option', { option });
    if (field.sortable || def.defaultSort?.field === name) say('registry.computed.sortable');
    if (def.search?.includes(name) || def.title === name) say('registry.computed.search');
    if (!isDate(def.fields[c.daysPast])) say('registry.computed.days_past', { field: c.daysPast, resource });
    for (const [on, values] of Object.entries(c.when ?? {})) {
      const target = def.fields[on];
      if (!target || (target.kind !== 'enum' && target.kind !== 'boolean') || target.computed) {
        say('registry.computed.when_field', { on, resource });
        continue;
      }
      if (values.length === 0) say('registry.computed.when_empty', { on });
      if (target.kind === 'enum')
        for (const v of values)
          if (!Object.prototype.hasOwnProperty.call(target.values, String(v))) say('registry.computed.when_value', { on, value: String(v) });
    }
    if (field.kind === 'money' && !c.perDay) say('registry.computed.money');
    if (c.perDay) {
      if (field.kind !== 'money') say('registry.computed.per_day_kind');
      for (const which of ['price', 'days'] as const)
        if (!isFigure(def.fields[c.perDay[which]]) || def.fields[c.perDay[which]].computed)
          say('registry.computed.per_day_field', { which, field: c.perDay[which], resource });
    }
    const filter = field.filter;
    if (filter !== undefined) {
      const allowed = field.kind === 'boolean' ? 'equal' : field.kind === 'number' ? 'range' : undefined;
      if (filter !== allowed)
        if (allowed) say('registry.computed.filter', { filter, kind: field.kind, allowed });
        else say('registry.computed.no_filter');
    }
  }
  return problems;
}
