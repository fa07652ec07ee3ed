/**
 * Computed fields (resources/computed.ts: an overdue rental's days and fee), the stamp of a date some
 * days after a transition's time (resources/stamps.ts: a rental's due date), their load-time checks
 * (resources/registry.ts), the declaration format's words for them, and the demo data's "now"
 * (resources/demo-gen.ts `demoNowOf`).
 */
import { describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import { defineResource, f, isSortable, type ComputedDef, type FieldDef } from '../../resources/define';
import { DAY_MS, computedProblems, computedValue, dateBounds, withComputed, wholeDaysPast, type ComputedField } from '../../resources/computed';
import { transitionStamps } from '../../resources/stamps';
import { buildRegistry } from '../../resources/registry';
import { englishOf } from '../../resources/registry-words';
import { DECLARATION_FORMAT } from '../../resources/format-schema';
import { demoNowOf } from '../../resources/demo-gen';
import { registry } from '../../src/schema/registry';

const NOW = Date.parse('2026-11-20T10:00:00.000Z');
const ago = (days: number, ms = 0) => new Date(NOW - days * DAY_MS - ms).toISOString();
const OVERDUE: ComputedDef = { daysPast: 'dueAt', when: { status: ['paid', 'refund_refused'] } };
const computed = (field: FieldDef, c: ComputedDef = OVERDUE): ComputedField => ({ ...field, computed: c });
const flag = computed(f.boolean({ readOnly: true, views: ['show'] }));
const days = computed(f.number({ readOnly: true, integer: true, views: ['list', 'show'] }));
const fee = computed(f.money({ readOnly: true, views: ['list', 'show'] }), { ...OVERDUE, perDay: { price: 'total', days: 'days' } });

const base = {
  route: '/apps/x',
  privilege: 'RESOURCE_ADMIN_COMPANY_STORE_TAG',
  menu: { section: 'company', order: 1, icon: 'Category' },
} as const;
const rentals = (fields: Record<string, FieldDef> = {}, extra: object = {}) =>
  defineResource({
    ...base,
    name: 'rentals',
    title: 'no',
    ...extra,
    fields: {
      id: f.id(),
      no: f.text(),
      status: f.enum({ unpaid: 'warning', paid: 'success', refund_refused: 'error', refunded: 'default' }, { readOnly: true, views: ['list', 'show'] }),
      days: f.number({ integer: true, min: 1 }),
      total: f.money(),
      paidAt: f.datetime({ readOnly: true, views: ['list', 'show'] }),
      dueAt: f.datetime({ readOnly: true, views: ['list', 'show'], filter: 'range' }),
      overdue: flag,
      overdueDays: days,
      overdueFee: fee,
      ...fields,
    },
  });

describe('a rental’s overdue days and fee (computed when read)', () => {
  it('counts whole days of 24 hours from the first, while the rental is in force', () => {
    const paid = (dueAt: string, status = 'paid') => ({ status, dueAt, total: 229, days: 30 });
    expect(wholeDaysPast(OVERDUE, paid(ago(0, 1)), NOW)).toBeUndefined(); // just past its due time: not a whole day yet
    expect(wholeDaysPast(OVERDUE, paid(ago(1, -1)), NOW)).toBeUndefined(); // a millisecond short of a day
    expect(wholeDaysPast(OVERDUE, paid(ago(1)), NOW)).toBe(1);
    expect(wholeDaysPast(OVERDUE, paid(ago(3, 5 * 3600_000)), NOW)).toBe(3);
    expect(wholeDaysPast(OVERDUE, paid(ago(-2)), NOW)).toBeUndefined(); // due in two days
    expect(wholeDaysPast(OVERDUE, paid(ago(9), 'refund_refused'), NOW)).toBe(9); // a refused refund leaves it in force
    for (const status of ['unpaid', 'refunded']) expect(wholeDaysPast(OVERDUE, paid(ago(9), status), NOW)).toBeUndefined();
    expect(wholeDaysPast(OVERDUE, { status: 'paid' }, NOW)).toBeUndefined(); // no due date (never paid through the server)
    expect(wholeDaysPast(OVERDUE, { status: 'paid', dueAt: 'soon' }, NOW)).toBeUndefined();
  });

  it('reads as a flag, the days, and the days × the package’s daily price (its total over its days), to the cent', () => {
    const late = { status: 'paid', dueAt: ago(4, 60_000), total: 229, days: 30 };
    expect(computedValue(flag, late, NOW)).toBe(true);
    expect(computedValue(days, late, NOW)).toBe(4);
    expect(computedValue(fee, late, NOW)).toBe(30.53); // 4 × 229 / 30 = 30.5333…
    expect(computedValue(fee, { ...late, total: 7, days: 3 }, NOW)).toBe(9.33);
    const onTime = { ...late, dueAt: ago(-1) };
    expect([computedValue(flag, onTime, NOW), computedValue(days, onTime, NOW), computedValue(fee, onTime, NOW)]).toEqual([false, undefined, undefined]);
    expect(computedValue(fee, { ...late, days: 0 }, NOW)).toBeUndefined();
  });

  it('is added to a record as it is read, never taken from what is stored', () => {
    const def = rentals();
    const stored = { id: '1', status: 'paid', dueAt: ago(2, 1), total: 90, days: 7, overdueDays: 99, overdueFee: 1 };
    expect(withComputed(def, stored, NOW)).toEqual({ ...stored, overdue: true, overdueDays: 2, overdueFee: 25.71 });
    const refunded = withComputed(def, { ...stored, status: 'refunded' }, NOW);
    expect(refunded).not.toHaveProperty('overdueDays');
    expect(refunded).not.toHaveProperty('overdueFee');
    expect(refunded).toMatchObject({ overdue: false });
    const plain = { id: '1' };
    expect(withComputed(defineResource({ ...base, name: 'plain', title: 'id', fields: { id: f.id() } }), plain, NOW)).toBe(plain);
    expect(isSortable(days)).toBe(false);
  });

  it('turns a filter on the days into bounds on the stored date that select exactly what the value says', () => {
    const ops: ({ gte: number } | { lte: number })[] = [
      { gte: 0 },
      { gte: 1 },
      { gte: 2.5 },
      { gte: 7 },
      { lte: 0 },
      { lte: 1 },
      { lte: 3 },
      { lte: 3.9 },
      { lte: 30 },
    ];
    // due dates around every whole-day boundary, a millisecond either side
    const dues = [-2, 0, 1, 2, 3, 4, 7, 8, 30, 31].flatMap((d) => [ago(d, -1), ago(d), ago(d, 1), ago(d, DAY_MS / 2)]);
    for (const op of ops)
      for (const dueAt of dues) {
        const value = computedValue(days, { status: 'paid', dueAt }, NOW);
        const wanted = typeof value === 'number' && ('gte' in op ? value >= op.gte : value <= op.lte);
        const b = dateBounds(op, NOW);
        const selected = !!b && dueAt <= b.atMost && (b.atLeast === undefined || dueAt >= b.atLeast);
        expect({ op, dueAt, selected }).toEqual({ op, dueAt, selected: wanted });
      }
    expect(dateBounds({ lte: 0.5 }, NOW)).toBeUndefined();
  });
});

describe('a stamp some days after a transition’s time (a rental’s due date)', () => {
  const pay = { from: ['unpaid'], to: 'paid', stamps: ['paidAt', { field: 'dueAt', addDays: 'days' }] };
  const at = new Date(NOW);

  it('stamps the time, and the time the record’s days later', () => {
    expect(transitionStamps(rentals(), pay, { days: 30 }, at, '7')).toEqual({ paidAt: at.toISOString(), dueAt: ago(-30) });
    expect(transitionStamps(rentals(), pay, { days: '7' }, at, '7').dueAt).toBe(ago(-7));
    // without days, the due date is left as it was
    expect(transitionStamps(rentals(), pay, {}, at, '7')).toEqual({ paidAt: at.toISOString() });
    // a date field gets the day
    const dated = rentals({ dueAt: f.date({ readOnly: true, views: ['show'] }) });
    expect(transitionStamps(dated, pay, { days: 1 }, at, '7').dueAt).toBe('2026-11-21');
  });

  it('is checked at load: a date field, a stored number of days', () => {
    const wf = (stamps: unknown[]) => ({ workflow: { field: 'status', initial: 'unpaid', transitions: { pay: { from: ['unpaid'], to: 'paid', stamps } } } });
    expect(() => buildRegistry([rentals({}, wf(['paidAt', { field: 'dueAt', addDays: 'days' }]))])).not.toThrow();
    expect(() => buildRegistry([rentals({}, wf([{ field: 'dueAt', addDays: 'dayz' }]))])).toThrow(
      /names field `dayz`, which is not declared — did you mean `days`/,
    );
    expect(() => buildRegistry([rentals({}, wf([{ field: 'dueAt', addDays: 'no' }]))])).toThrow(/`no` is not a stored number field/);
    expect(() => buildRegistry([rentals({}, wf([{ field: 'no', addDays: 'days' }]))])).toThrow(/stamps `no`, which is not a date/);
    expect(() => buildRegistry([rentals({}, wf([{ field: 'dueAt', addDays: 'overdueDays' }]))])).toThrow(/`overdueDays` is not a stored number field/);
  });
});

describe('computed fields are checked at load', () => {
  it('accepts a rental’s overdue flag, days and fee', () => {
    expect(computedProblems(rentals())).toEqual([]);
    expect(() => buildRegistry([rentals()])).not.toThrow();
  });

  it('names what is wrong and the fix', () => {
    // each problem is words (said in the designer's language by the server) about its field; here in English
    const english = (def: Parameters<typeof computedProblems>[0]) => computedProblems(def).map((p) => englishOf(p.words));
    const problems = (field: FieldDef, extra: object = {}) => english(rentals({ x: field }, extra));
    expect(computedProblems(rentals({ x: computed(f.text({ readOnly: true, views: ['show'] })) })).map((p) => p.field)).toEqual(['x']);
    expect(problems(computed(f.text({ readOnly: true, views: ['show'] })))).toEqual([
      'field `x` of `rentals`: computed: a computed field is a boolean, a number or money, not `text`',
    ]);
    expect(problems(computed(f.number({ views: ['list', 'show'] })))).toEqual([
      'field `x` of `rentals`: computed: add `readOnly: true` (the server works it out; nothing writes it)',
    ]);
    expect(problems(computed(f.number({ readOnly: true })))).toEqual([
      "field `x` of `rentals`: computed: it shows in lists and on the record's page only (views: ['list', 'show'])",
    ]);
    expect(problems(computed(f.number({ readOnly: true, views: ['show'], required: true, sortable: true })))).toEqual([
      'field `x` of `rentals`: computed: `required` does not apply to a value nobody writes',
      'field `x` of `rentals`: computed: it is not stored, so nothing sorts by it (drop `sortable`, sort by another field)',
    ]);
    const ro = f.number({ readOnly: true, views: ['show'] });
    expect(problems(computed(ro, { daysPast: 'no' }))).toEqual([
      'field `x` of `rentals`: computed: daysPast `no` is not a date or date-time field of `rentals`',
    ]);
    expect(problems(computed(ro, { daysPast: 'dueAt', when: { status: ['payed'] } }))).toEqual([
      'field `x` of `rentals`: computed: when `status` has no value `payed`',
    ]);
    expect(problems(computed(ro, { daysPast: 'dueAt', when: { total: [1] } }))).toEqual([
      'field `x` of `rentals`: computed: when `total` is not a stored enum or boolean field of `rentals`',
    ]);
    expect(problems(computed(f.money({ readOnly: true, views: ['show'] })))).toEqual([
      'field `x` of `rentals`: computed: money is the days × a price per day: give `perDay: {price, days}`',
    ]);
    expect(
      problems(computed(f.money({ readOnly: true, views: ['show'], filter: 'range' }), { daysPast: 'dueAt', perDay: { price: 'overdueFee', days: 'days' } })),
    ).toEqual([
      'field `x` of `rentals`: computed: perDay price `overdueFee` is not a stored number field of `rentals`',
      'field `x` of `rentals`: computed: money worked out per record is not a filter (drop `filter`)',
    ]);
    expect(problems(computed(f.boolean({ readOnly: true, views: ['show'], filter: 'anyOf' })))).toEqual([
      'field `x` of `rentals`: computed: filter `anyOf`: a computed boolean filters by `equal`',
    ]);
    expect(english(rentals({}, { search: ['overdueDays'] }))).toEqual([
      'field `overdueDays` of `rentals`: computed: it is not stored, so nothing searches it (take it out of `search`, title another field)',
    ]);
    expect(() => buildRegistry([rentals({ x: computed(ro, { daysPast: 'no' }) })])).toThrow(/daysPast `no` is not a date/);
  });

  it('the rent orders declare theirs, and their pay transition stamps the due date', () => {
    for (const name of ['rent-orders', 'store-rent-orders']) {
      const def = registry.byName(name)!;
      expect(def.fields.overdue.computed, name).toEqual(OVERDUE);
      expect(def.fields.overdueDays.computed, name).toEqual(OVERDUE);
      expect(def.fields.overdueFee.computed, name).toEqual({ ...OVERDUE, perDay: { price: 'total', days: 'days' } });
      expect(def.fields.overdue.filter, name).toBe('equal');
      expect(def.workflow?.transitions.pay.stamps, name).toContainEqual({ field: 'dueAt', addDays: 'days' });
    }
  });
});

describe('the declaration format', () => {
  const validate = new Ajv2020({ allErrors: true, strict: false }).compile(DECLARATION_FORMAT);
  const declaration = (field: object, stamps: unknown[] = ['paidAt']) => ({
    name: 'rentals',
    route: '/apps/rentals',
    privilege: 'RESOURCE_ADMIN_RENTALS',
    menu: { section: 'company', order: 1, icon: 'Category' },
    title: 'id',
    fields: { id: { kind: 'id' }, x: field },
    workflow: { field: 'status', initial: 'a', transitions: { t: { from: ['a'], to: 'b', stamps } } },
  });
  it('takes a computed field and an offset stamp, and refuses them misspelt or on another kind', () => {
    expect(validate(declaration({ kind: 'number', readOnly: true, computed: { daysPast: 'dueAt', when: { status: ['paid'] } } }))).toBe(true);
    expect(validate(declaration({ kind: 'money', computed: { daysPast: 'dueAt', perDay: { price: 'total', days: 'days' } } }))).toBe(true);
    expect(validate(declaration({ kind: 'boolean' }, ['paidAt', { field: 'dueAt', addDays: 'days' }]))).toBe(true);
    expect(validate(declaration({ kind: 'text', computed: { daysPast: 'dueAt' } }))).toBe(false);
    expect(validate(declaration({ kind: 'number', computed: { daysPassed: 'dueAt' } }))).toBe(false);
    expect(validate(declaration({ kind: 'boolean' }, [{ field: 'dueAt', addDay: 'days' }]))).toBe(false);
  });
  it('takes a number’s unit among the SI symbols, and no unit on money, a percent or text', () => {
    expect(validate(declaration({ kind: 'number', unit: 'kW' }))).toBe(true);
    expect(validate(declaration({ kind: 'number', unit: 'parsec' }))).toBe(false);
    for (const kind of ['money', 'percent', 'text']) expect(validate(declaration({ kind, unit: 'kW' })), kind).toBe(false);
  });
});

describe('the demo data’s "now"', () => {
  it('is the moment it is generated, unless DEMO_NOW pins it', () => {
    expect(demoNowOf(undefined, NOW)).toBe(NOW);
    expect(demoNowOf(' ', NOW)).toBe(NOW);
    expect(demoNowOf('2026-11-01T08:00:00Z', NOW)).toBe(Date.UTC(2026, 10, 1, 8));
    expect(() => demoNowOf('yesterday', NOW)).toThrow(/DEMO_NOW=yesterday: not a date-time/);
  });
});
