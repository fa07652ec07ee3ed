import type { KindImport } from './types';

/** Yes and no in any language of the app (the export's words), or as a script writes them. */
export const BOOLEAN_IMPORT = {
  boolean: {
    fromCell: (_field, cell, { text, yesNo }) => {
      const b = typeof cell === 'boolean' ? cell : yesNo(text);
      return b === undefined ? { refused: 'import.not_boolean' } : { value: b };
    },
  },
} satisfies Record<'boolean', KindImport>;
