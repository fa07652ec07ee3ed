import type { KindDemo } from './types';

/** 1, 2, 3… in the order the records are made. */
export const ID_DEMO = { id: { demo: (_g, _f, ctx) => String(ctx.index + 1) } } satisfies Record<'id', KindDemo>;
