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

/** A written figure followed by its unit, if there is one (a no-break space between, they stay on one line; `%` right after). */
export const withUnit = (value: string, unit: string | undefined): string =>
  !unit || value === '' ? value : unit === '%' ? `${value}%` : `${value}\u00a0${unit}`;

/** The word for the yuan where a figure stands bare (an input, a spreadsheet's column): 元, CNY… */
export const MONEY_UNIT_KEY = 'app.schema.money_unit';

/**
 * What a field's bare figures are counted in, where no formatting says it (an input while typed, a range filter, an
 * exported spreadsheet's column): a number's unit, `%` for a percent, the yuan's word for money; none for other kinds.
 * A label names the quantity only ("Voltage", not "Voltage (V)"): the unit is the kind's fact, shown from here.
 */
export function unitText(field: FieldDef, translate: (key: string) => string): string | undefined {
  if (field.kind === 'percent') return '%';
  if (field.kind === 'money') return translate(MONEY_UNIT_KEY);
  return unitOf(field);
}

/** What every number kind takes; a number or money may be worked out when read (days past a date, a fee for them). */
const NUMBER_OPTIONS = ['min', 'max', 'integer'] as const;

/** A figure in a list's query string: any finite number as JavaScript writes one (`20`, `-3.5`, `1e3`), never empty text. */
const fromQuery = { parse: (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text)), error: 'list.number' } as const;
const FIGURES = { sortable: true, ranged: true, fromQuery } as const;

export const NUMBER = {
  number: { check, jsonSchema, defaults: {}, options: [...NUMBER_OPTIONS, 'computed', 'unit'], ...FIGURES },
  // an amount is never below zero
  money: { check, jsonSchema, defaults: { min: 0 }, options: [...NUMBER_OPTIONS, 'computed'], ...FIGURES },
  percent: { check, jsonSchema, defaults: { min: 0, max: 100 }, options: NUMBER_OPTIONS, ...FIGURES },
} satisfies Record<NumberFieldDef['kind'], KindCore>;

/** The kinds whose values are figures: what is summed, compared and written as a number (a list's range, a ledger's amount, an export's cell). */
export const FIGURE_KINDS = Object.keys(NUMBER) as readonly NumberFieldDef['kind'][];
/** Whether a field's values are figures (a number, money, a percent). */
export const isFigure = (field: FieldDef | undefined): field is NumberFieldDef => !!field && (FIGURE_KINDS as readonly string[]).includes(field.kind);
