/** Demo links: a record of the target made before (resources are generated in dependency order), or up to three of them. */
import { refTarget } from './reference';
import type { KindDemo } from './types';

export const REFERENCE_DEMO = {
  reference: { demo: (g, f, ctx) => g.refId(ctx, refTarget(f)) },
  referenceMany: {
    demo: (g, f, ctx) =>
      g.some(
        (ctx.db[refTarget(f)] ?? []).map((r) => String(r.id)),
        0,
        3,
      ),
  },
} satisfies Record<'reference' | 'referenceMany', KindDemo>;
