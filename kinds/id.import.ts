import { asWritten } from './text.import';
import type { KindImport } from './types';

/** An id as written (an import leaves the id to the server: the column is read, not written). */
export const ID_IMPORT = { id: asWritten } satisfies Record<'id', KindImport>;
