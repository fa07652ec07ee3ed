import type { KindDemo } from './types';

export const ENUM_DEMO = { enum: { demo: (g, f) => g.pick(Object.keys('values' in f ? f.values : {})) } } satisfies Record<'enum', KindDemo>;
