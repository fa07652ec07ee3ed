/**
 * Every field kind's demo value (kinds/types.ts `KindDemo`), used by the demo database
 * (server/seed.ts) for a field whose schema gives no `gen`. Server only: the browser never
 * loads it (nor its pattern generator). A kind missing here is a type error.
 */
import type { FieldKind } from '../resources/define';
import { BOOLEAN_DEMO } from './boolean.demo';
import { ENUM_DEMO } from './enum.demo';
import { GEO_DEMO } from './geo.demo';
import { ID_DEMO } from './id.demo';
import { JSON_DEMO } from './json.demo';
import { NUMBER_DEMO } from './number.demo';
import { REFERENCE_DEMO } from './reference.demo';
import { TEXT_DEMO } from './text.demo';
import { TIME_DEMO } from './time.demo';
import type { KindDemo } from './types';

export const KIND_DEMOS = {
  ...ID_DEMO,
  ...TEXT_DEMO,
  ...NUMBER_DEMO,
  ...BOOLEAN_DEMO,
  ...TIME_DEMO,
  ...ENUM_DEMO,
  ...REFERENCE_DEMO,
  ...GEO_DEMO,
  ...JSON_DEMO,
} satisfies Record<FieldKind, KindDemo>;
