/**
 * What a committed write changed, as the live events (CONTRACT §2.5) need it: the collection, the
 * record, what happened, and the values that decide who may hear of it (the record's store, for the
 * store screens). The repository reports every insert, update and remove to its feed (feed.ts).
 */
import type { Db } from '../db/open';
import type { Row } from '../row';

export type ChangeType = 'created' | 'updated' | 'deleted' | 'restored';

/** One write of one record, as the repository saw it. */
export interface Change {
  readonly table: string;
  readonly id: string;
  readonly type: ChangeType;
  /** The record after the write (before it, for a delete). */
  readonly row: Row;
}

/** A change as it travels between processes: only what deciding who hears of it needs. */
export interface ChangeNote {
  readonly table: string;
  readonly id: string;
  readonly type: ChangeType;
  /** The values of the fields that scope the collection's screens (a store id), as text. */
  readonly scope: Readonly<Record<string, string>>;
}

/** Where the repository reports its writes: during the transaction (before it commits), and once it has. */
export interface ChangeFeed {
  /** Inside the transaction that made `changes`, before it commits: PostgreSQL's NOTIFY, delivered at commit (and never if it rolls back). */
  written(db: Db, changes: readonly Change[]): Promise<void>;
  /** After the transaction committed: SQLite's one process tells its own clients. */
  committed(changes: readonly Change[]): void;
}
