/** Days and moments in a list, as react-admin's DateField writes them in the user's language. */
import { formatDate } from '../src/schema/formatters';
import { textCell } from './cell-parts';
import type { KindCell } from './types';

const dated = (withTime: boolean): KindCell => {
  const text: KindCell['text'] = (_def, name, _field, r, env) => formatDate(env.lang, r[name] as string, withTime);
  return { cell: textCell(text), text, align: 'left' };
};

export const TIME_CELLS = { date: dated(false), datetime: dated(true) } satisfies Record<'date' | 'datetime', KindCell>;
