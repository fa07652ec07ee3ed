import type { KindImport } from './types';

/** An enum value by its key or its label in any language (the export writes the label). */
export const ENUM_IMPORT = {
  enum: {
    fromCell: (_field, _cell, { text, enumKey }) => {
      const key = enumKey(text);
      return key === undefined ? { refused: 'import.unknown_enum' } : { value: key };
    },
  },
} satisfies Record<'enum', KindImport>;
