/** References in an import's cells: the records they name (the export writes their titles), several to a cell for a referenceMany. */
import type { ReferenceFieldDef } from '../resources/define';
import type { KindImport } from './types';

export const REFERENCE_IMPORT = {
  reference: { fromCell: (field, _cell, { text, reference }) => reference(field as ReferenceFieldDef, text) },
  referenceMany: {
    fromCell: async (field, _cell, { text, reference }) => {
      const ids: unknown[] = [];
      // the export joins names with a comma; a person may write one of the list separators of Chinese
      for (const part of text.split(/\s*[,，、;]\s*/).filter(Boolean)) {
        const found = await reference(field as ReferenceFieldDef, part);
        if (!('value' in found)) return found;
        ids.push(found.value);
      }
      return { value: ids };
    },
  },
} satisfies Record<'reference' | 'referenceMany', KindImport>;
