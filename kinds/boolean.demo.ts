import type { KindDemo } from './types';

export const BOOLEAN_DEMO = { boolean: { demo: (g) => g.bool() } } satisfies Record<'boolean', KindDemo>;
