/** Yes or no. */
import type { KindCore } from './types';

export const BOOLEAN = {
  boolean: {
    check: (_field, v) => (typeof v === 'boolean' ? undefined : 'app.validation.type'),
    jsonSchema: () => ({ type: 'boolean' }),
  },
} satisfies Record<'boolean', KindCore>;
