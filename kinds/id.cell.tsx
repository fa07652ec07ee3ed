import { plain, textCell } from './cell-parts';
import type { KindCell } from './types';

const text: KindCell['text'] = (_def, name, _field, r) => plain(r[name]);

export const ID_CELLS = { id: { cell: textCell(text), text, align: 'left' } } satisfies Record<'id', KindCell>;
