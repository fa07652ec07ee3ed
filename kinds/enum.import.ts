import { readOr, type KindImport } from './types';

/** An enum value by its key or its label in any language (the export writes the label). */
export const ENUM_IMPORT = {
  enum: { fromCell: (_field, _cell, { text, enumKey }) => readOr(enumKey(text), 'import.unknown_enum') },
} satisfies Record<'enum', KindImport>;
