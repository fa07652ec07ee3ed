/** A point in a list: latitude, longitude (kinds/geo.ts `geoText`). */
import { textCell } from './cell-parts';
import { geoText } from './geo';
import type { KindCell } from './types';

const text: KindCell['text'] = (_def, name, _field, r) => geoText(r[name]);

export const GEO_CELLS = { geo: { cell: textCell(text), text, align: 'left' } } satisfies Record<'geo', KindCell>;
