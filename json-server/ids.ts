/** Server-chosen ids: decimal strings, one counter per collection, never reused. */
import type { DataStore } from './store';

const COUNTERS = '_counters';

export function nextId(store: DataStore, collection: string): string {
  const data = store.data;
  const counters = (data[COUNTERS] ??= {}) as Record<string, number>;
  let current = counters[collection];
  if (current === undefined) {
    current = 0;
    for (const row of store.peek(collection)) {
      const n = Number(row.id);
      if (Number.isInteger(n) && n > current) current = n;
    }
  }
  counters[collection] = current + 1;
  return String(current + 1);
}
