import type { KindImport } from './types';

/** A JSON value written as JSON text. */
export const JSON_IMPORT = {
  json: {
    fromCell: (_field, _cell, { text }) => {
      try {
        return { value: JSON.parse(text) as unknown };
      } catch {
        return { invalid: 'app.validation.type' };
      }
    },
  },
} satisfies Record<'json', KindImport>;
