import type { KindDemo } from './types';

/** None by default: a schema that wants one says how (`gen`). */
export const JSON_DEMO = { json: { demo: () => undefined } } satisfies Record<'json', KindDemo>;
