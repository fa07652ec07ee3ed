/** Demo figures: within the field's bounds (0–100 by default), an amount of 10–2000 yuan, a percentage. */
import type { NumberFieldDef } from '../resources/define';
import type { KindDemo } from './types';

export const NUMBER_DEMO = {
  number: { demo: (g, f) => g.int('min' in f && f.min !== undefined ? f.min : 0, 'max' in f && f.max !== undefined ? f.max : 100) },
  money: { demo: (g) => g.float(10, 2000, 2) },
  percent: { demo: (g) => g.int(0, 100) },
} satisfies Record<NumberFieldDef['kind'], KindDemo>;
