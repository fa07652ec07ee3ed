import { numberOf } from './number.import';
import type { KindImport } from './types';

/** A place as `lat, lng` (the export's text). */
export const GEO_IMPORT = {
  geo: {
    fromCell: (_field, _cell, { text }) => {
      const [lat, lng] = text.split(/\s*,\s*/).map((p) => numberOf(p));
      return lat === undefined || lng === undefined ? { invalid: 'app.validation.geo' } : { value: { lat, lng } };
    },
  },
} satisfies Record<'geo', KindImport>;
