/**
 * The template's demo collections (spec §7: users, invoices, e-mail, calendar, chat, the data
 * table) as the mock routes use them: rows to change in place, then `commit()`. Kept in memory
 * (`memoryState`), as spec §7 says; the resources' records are in the database.
 */
import type { Row } from '../row';

export interface MockState {
  readonly data: Record<string, unknown>;
  /** The rows of a collection (created empty when missing). */
  rows(name: string): Row[];
  /** Makes the changes since the last commit durable, where there is anything to keep them in. */
  commit(): void;
}

/** Demo collections in memory only, from `seed`: a restart starts them again. */
export function memoryState(seed: Record<string, unknown>): MockState {
  const data: Record<string, unknown> = { ...seed };
  return {
    data,
    rows(name) {
      const v = data[name];
      if (Array.isArray(v)) return v as Row[];
      const created: Row[] = [];
      data[name] = created;
      return created;
    },
    commit() {},
  };
}
