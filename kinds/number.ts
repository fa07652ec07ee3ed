/** Figures (number, money, percent): a finite number within its bounds, whole when `integer`, money in cents. */
import type { FieldDef, NumberFieldDef } from '../resources/define';
import type { KindCore } from './types';

/** How many decimals a money amount may have (cents), as the API document states it. */
export const MONEY_DECIMALS = 2;
const CENTS = 10 ** MONEY_DECIMALS;

function check(field: FieldDef, v: unknown): string | undefined {
  const n = field as NumberFieldDef;
  if (typeof v !== 'number' || !Number.isFinite(v)) return 'app.validation.number';
  if ((n.integer || false) && !Number.isInteger(v)) return 'app.validation.integer';
  if (n.min !== undefined && v < n.min) return 'app.validation.tooSmall';
  if (n.max !== undefined && v > n.max) return 'app.validation.tooLarge';
  if (field.kind === 'money' && Math.round(v * CENTS) !== Number((v * CENTS).toFixed(6))) return 'app.validation.money';
  return undefined;
}

function jsonSchema(field: FieldDef): Record<string, unknown> {
  const n = field as NumberFieldDef;
  const out: Record<string, unknown> = { type: n.integer ? 'integer' : 'number' };
  if (n.min !== undefined) out.minimum = n.min;
  if (n.max !== undefined) out.maximum = n.max;
  // not `multipleOf: 0.01`: in binary floating point 19.33 is no multiple of 0.01, and standard
  // validators in their default settings refuse it; `check` above enforces the cents
  if (field.kind === 'money') out['x-decimal-places'] = MONEY_DECIMALS;
  if (n.unit) out.description = `in ${n.unit}`;
  return out;
}

/**
 * The units a number's figures may be in: SI symbols, written the same in every language of the app (money is in
 * yuan and a percent in %, so they take none). Shown after each value, on the list and the record's page.
 */
export const UNITS = ['W', 'kW', 'kWh', 'V', 'A', 'Ah', 'mAh', 'm', 'km', 'km/h', 'kg', '°C', 's', 'min', 'h'] as const;
export type Unit = (typeof UNITS)[number];

/** The unit of a field's figures (a number's only), if it has one. */
export const unitOf = (field: FieldDef): Unit | undefined => (field.kind === 'number' ? field.unit : undefined);

/** A written figure followed by its unit, if there is one (a no-break space between: they stay on one line). */
export const withUnit = (value: string, unit: string | undefined): string => (unit && value !== '' ? `${value}\u00a0${unit}` : value);

/** What every number kind takes; a number or money may be worked out when read (days past a date, a fee for them). */
const NUMBER_OPTIONS = ['min', 'max', 'integer'] as const;

export const NUMBER = {
  number: { check, jsonSchema, defaults: {}, options: [...NUMBER_OPTIONS, 'computed', 'unit'], sortable: true },
  // an amount is never below zero
  money: { check, jsonSchema, defaults: { min: 0 }, options: [...NUMBER_OPTIONS, 'computed'], sortable: true },
  percent: { check, jsonSchema, defaults: { min: 0, max: 100 }, options: NUMBER_OPTIONS, sortable: true },
} satisfies Record<NumberFieldDef['kind'], KindCore>;
