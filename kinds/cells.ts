/**
 * Every field kind in a list (kinds/types.ts `KindCell`): the cell a row draws, the value's plain
 * text (exports, cards, search results) and the column's alignment. Part of the first list screen:
 * no react-admin Field or Input here. A kind missing here is a type error.
 */
import type { FieldKind } from '../resources/define';
import { BOOLEAN_CELLS } from './boolean.cell';
import { ENUM_CELLS } from './enum.cell';
import { GEO_CELLS } from './geo.cell';
import { ID_CELLS } from './id.cell';
import { JSON_CELLS } from './json.cell';
import { NUMBER_CELLS } from './number.cell';
import { REFERENCE_CELLS } from './reference.cell';
import { TEXT_CELLS } from './text.cell';
import { TIME_CELLS } from './time.cell';
import type { KindCell } from './types';

export const KIND_CELLS = {
  ...ID_CELLS,
  ...TEXT_CELLS,
  ...NUMBER_CELLS,
  ...BOOLEAN_CELLS,
  ...TIME_CELLS,
  ...ENUM_CELLS,
  ...REFERENCE_CELLS,
  ...GEO_CELLS,
  ...JSON_CELLS,
} satisfies Record<FieldKind, KindCell>;
