/** Demo days within the past year, moments within the past 90 days. */
import type { KindDemo } from './types';

export const TIME_DEMO = {
  date: { demo: (g) => g.dayOffset(-g.int(0, 365)) },
  datetime: { demo: (g) => g.recent(90) },
} satisfies Record<'date' | 'datetime', KindDemo>;
