import type { KindDemo } from './types';

/** Near the centre of Xi'an, where the demo operator works. */
export const GEO_DEMO = { geo: { demo: (g) => g.geoNear(108.94, 34.34, 0.2) } } satisfies Record<'geo', KindDemo>;
