import type { TextFieldDef } from '../resources/define';
import type { KindImport } from './types';

/** A text as written (trimmed); the field's own checks follow, as for a create. */
export const asWritten: KindImport = { fromCell: (_field, _cell, { text }) => ({ value: text }) };

export const TEXT_IMPORT = {
  text: asWritten,
  longText: asWritten,
  phone: asWritten,
  email: asWritten,
  url: asWritten,
  image: asWritten,
} satisfies Record<TextFieldDef['kind'], KindImport>;
