/** A record's id: given by the server, never written by a client. */
import type { KindCore } from './types';

export const ID = {
  id: {
    check: (_field, v) => (typeof v === 'string' || typeof v === 'number' ? undefined : 'app.validation.type'),
    jsonSchema: () => ({ type: 'string', readOnly: true }),
    // given by the server, never typed
    defaults: { views: ['list', 'show'], readOnly: true },
    options: [],
    sortable: true,
  },
} satisfies Record<'id', KindCore>;
