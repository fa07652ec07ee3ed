/** Figures (number, money, percent): a finite number within its bounds, whole when `integer`, money in cents. */
import type { FieldDef, NumberFieldDef } from '../resources/define';
import type { KindCore } from './types';

/** The smallest step of a money amount (cents). */
export const MONEY_STEP = 0.01;

function check(field: FieldDef, v: unknown): string | undefined {
  const n = field as NumberFieldDef;
  if (typeof v !== 'number' || !Number.isFinite(v)) return 'app.validation.number';
  if ((n.integer || false) && !Number.isInteger(v)) return 'app.validation.integer';
  if (n.min !== undefined && v < n.min) return 'app.validation.tooSmall';
  if (n.max !== undefined && v > n.max) return 'app.validation.tooLarge';
  if (field.kind === 'money' && Math.round(v * 100) !== Number((v * 100).toFixed(6))) return 'app.validation.money';
  return undefined;
}

function jsonSchema(field: FieldDef): Record<string, unknown> {
  const n = field as NumberFieldDef;
  const out: Record<string, unknown> = { type: n.integer ? 'integer' : 'number' };
  if (n.min !== undefined) out.minimum = n.min;
  if (n.max !== undefined) out.maximum = n.max;
  if (field.kind === 'money') out.multipleOf = MONEY_STEP;
  return out;
}

export const NUMBER = {
  number: { check, jsonSchema },
  money: { check, jsonSchema },
  percent: { check, jsonSchema },
} satisfies Record<NumberFieldDef['kind'], KindCore>;
