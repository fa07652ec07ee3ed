/** Yes or no. */
import type { KindCore } from './types';

export const BOOLEAN = {
  boolean: {
    check: (_field, v) => (typeof v === 'boolean' ? undefined : 'app.validation.type'),
    jsonSchema: () => ({ type: 'boolean' }),
    defaults: {},
    // worked out when read (overdue: whether a date is that far past)
    options: ['computed'],
    sortable: true,
    // in a list's query string: the words JSON writes
    fromQuery: { parse: (text) => (text === 'true' ? true : text === 'false' ? false : undefined), error: 'list.boolean' },
  },
} satisfies Record<'boolean', KindCore>;
