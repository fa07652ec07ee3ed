/** A JSON value as text (an export); lists do not show it as a column. */
import { plain, textCell } from './cell-parts';
import type { KindCell } from './types';

const text: KindCell['text'] = (_def, name, _field, r) => plain(r[name]);

export const JSON_CELLS = { json: { cell: textCell(text), text, align: 'left' } } satisfies Record<'json', KindCell>;
