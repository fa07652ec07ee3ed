/**
 * Every field kind on a record's page, in a form and in a list's filters (kinds/types.ts
 * `KindUi`): react-admin's Field, Input and filter element for the kind. Loaded by the record
 * pages, the forms and a list's toolbar, not by the list's first paint. A kind missing here, or a
 * part of one, is a type error.
 *
 * A filter is the input element itself, carrying its `source`, `label` and `alwaysOn` where
 * react-admin's filter form and "add filter" menu read them; a range is one element (a labelled
 * pair, from … to …) whose value is `{gte, lte}`.
 */
import type { FieldKind } from '../resources/define';
import { BOOLEAN_UI } from './boolean.ui';
import { ENUM_UI } from './enum.ui';
import { GEO_UI } from './geo.ui';
import { ID_UI } from './id.ui';
import { JSON_UI } from './json.ui';
import { withRequiredMark } from './required';
import { NUMBER_UI } from './number.ui';
import { REFERENCE_UI } from './reference.ui';
import { TEXT_UI } from './text.ui';
import { TIME_UI } from './time.ui';
import type { KindUi } from './types';

const KINDS = {
  ...ID_UI,
  ...TEXT_UI,
  ...NUMBER_UI,
  ...BOOLEAN_UI,
  ...TIME_UI,
  ...ENUM_UI,
  ...REFERENCE_UI,
  ...GEO_UI,
  ...JSON_UI,
} satisfies Record<FieldKind, KindUi>;

/** Each kind's input shows whether its field must be filled (kinds/required.tsx): always, or while its `requiredWhen` holds. */
export const KIND_UI = Object.fromEntries(Object.entries(KINDS).map(([kind, ui]) => [kind, withRequiredMark(ui)])) as Record<FieldKind, KindUi>;
