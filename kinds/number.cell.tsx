/** Figures in a list: in the user's language's format (money in yuan), to the right. */
import type { NumberFieldDef } from '../resources/define';
import { unitOf, withUnit } from './number';
import { formatNumber } from '../src/schema/formatters';
import { textCell } from './cell-parts';
import type { KindCell } from './types';

const figure = (text: KindCell['text']): KindCell => ({ cell: textCell(text), text, align: 'right' });

export const NUMBER_CELLS = {
  number: figure((_d, name, f, r, env) => withUnit(formatNumber(env.lang, Number(r[name])), unitOf(f))),
  money: figure((_d, name, _f, r, env) => formatNumber(env.lang, Number(r[name]), true)),
  percent: figure((_d, name, _f, r, env) => withUnit(formatNumber(env.lang, Number(r[name])), '%')),
} satisfies Record<NumberFieldDef['kind'], KindCell>;
