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
import type { ComputedDef, FieldDef, ResourceDef } from './define';
import { holds } from './rules';

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
const isNumber = (field: FieldDef | undefined): boolean => field?.kind === 'number' || field?.kind === 'money' || field?.kind === 'percent';

/**
 * What is wrong with a resource's computed fields, for the load-time check (resources/registry.ts):
 * each names the field and the fix. A computed field is read-only, shown in lists and on the
 * record's page only, never required, unique, defaulted, stamped, numbered, masked or sortable;
 * a boolean, a number (whole days) or money (days × a price per day, `perDay`); `daysPast` names
 * a date field, `when` enum or boolean fields and their values, `perDay` number fields; a boolean
 * filters by `equal`, a number by `range`, money not at all.
 */
export function computedProblems(def: ResourceDef): string[] {
  const problems: string[] = [];
  for (const [name, field] of computedFields(def)) {
    const c = field.computed;
    const where = `field \`${name}\` of \`${def.name}\`: computed`;
    const say = (what: string) => problems.push(`${where}: ${what}`);
    if (field.kind !== 'boolean' && field.kind !== 'number' && field.kind !== 'money')
      say(`a computed field is a boolean, a number or money, not \`${field.kind}\``);
    if (!field.readOnly) say('add `readOnly: true` (the server works it out; nothing writes it)');
    if ((field.views ?? ['list', 'show', 'create', 'edit']).some((v) => v === 'create' || v === 'edit'))
      say("it shows in lists and on the record's page only (views: ['list', 'show'])");
    for (const option of ['required', 'unique', 'default', 'stamp', 'number', 'mask', 'writeOnly', 'requiredWhen'] as const)
      if (field[option] !== undefined && field[option] !== false) say(`\`${option}\` does not apply to a value nobody writes`);
    if (field.sortable || def.defaultSort?.field === name) say('it is not stored, so nothing sorts by it (drop `sortable`, sort by another field)');
    if (def.search?.includes(name) || def.title === name) say('it is not stored, so nothing searches it (take it out of `search`, title another field)');
    if (!isDate(def.fields[c.daysPast])) say(`daysPast \`${c.daysPast}\` is not a date or date-time field of \`${def.name}\``);
    for (const [on, values] of Object.entries(c.when ?? {})) {
      const target = def.fields[on];
      if (!target || (target.kind !== 'enum' && target.kind !== 'boolean') || target.computed) {
        say(`when \`${on}\` is not a stored enum or boolean field of \`${def.name}\``);
        continue;
      }
      if (values.length === 0) say(`when \`${on}\` lists no value`);
      if (target.kind === 'enum')
        for (const v of values) if (!Object.prototype.hasOwnProperty.call(target.values, String(v))) say(`when \`${on}\` has no value \`${String(v)}\``);
    }
    if (field.kind === 'money' && !c.perDay) say('money is the days × a price per day: give `perDay: {price, days}`');
    if (c.perDay) {
      if (field.kind !== 'money') say('`perDay` makes money: the field is `f.money`');
      for (const key of ['price', 'days'] as const)
        if (!isNumber(def.fields[c.perDay[key]]) || def.fields[c.perDay[key]].computed)
          say(`perDay ${key} \`${c.perDay[key]}\` is not a stored number field of \`${def.name}\``);
    }
    const filter = field.filter;
    if (filter !== undefined) {
      const allowed = field.kind === 'boolean' ? 'equal' : field.kind === 'number' ? 'range' : undefined;
      if (filter !== allowed)
        say(
          allowed ? `filter \`${filter}\`: a computed ${field.kind} filters by \`${allowed}\`` : 'money worked out per record is not a filter (drop `filter`)',
        );
    }
  }
  return problems;
}
