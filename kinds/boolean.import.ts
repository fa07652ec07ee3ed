import { readOr, type KindImport } from './types';

/** Yes and no in any language of the app (the export's words), or as a script writes them. */
export const BOOLEAN_IMPORT = {
  boolean: { fromCell: (_field, cell, { text, yesNo }) => readOr(typeof cell === 'boolean' ? cell : yesNo(text), 'import.not_boolean') },
} satisfies Record<'boolean', KindImport>;
