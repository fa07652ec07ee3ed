/**
 * Every field kind's reading of an import file's cell (kinds/types.ts `KindImport`): what the export
 * writes in any language (src/schema/list/csvExport.ts) and what a script writes. Server only (the
 * import, server/records/import.ts): the browser never loads it. A kind missing here is a type error.
 */
import type { FieldKind } from '../resources/define';
import { BOOLEAN_IMPORT } from './boolean.import';
import { ENUM_IMPORT } from './enum.import';
import { GEO_IMPORT } from './geo.import';
import { ID_IMPORT } from './id.import';
import { JSON_IMPORT } from './json.import';
import { NUMBER_IMPORT } from './number.import';
import { REFERENCE_IMPORT } from './reference.import';
import { TEXT_IMPORT } from './text.import';
import { TIME_IMPORT } from './time.import';
import type { KindImport } from './types';

export const KIND_IMPORTS: Readonly<Record<FieldKind, KindImport>> = {
  ...ID_IMPORT,
  ...TEXT_IMPORT,
  ...NUMBER_IMPORT,
  ...BOOLEAN_IMPORT,
  ...TIME_IMPORT,
  ...ENUM_IMPORT,
  ...REFERENCE_IMPORT,
  ...GEO_IMPORT,
  ...JSON_IMPORT,
};
