/**
 * Session versions: a number per user, carried by every token the user is given (claim `sv`).
 * Raising it ends every session signed before (a password change signs the caller out
 * everywhere else). Kept with the data (`_sessions`: user id → version), so a restart does not
 * bring revoked tokens back; a user without an entry is at version 0 (tokens without the claim).
 */
import type { DataStore } from './store';

const SESSIONS = '_sessions';

type Versions = Record<string, number>;

// read without going through `store.data`, which marks the value for the next commit's diff (read on every request)
const versionsOf = (store: DataStore): Versions | undefined => {
  const v = store.low.getState()[SESSIONS];
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Versions) : undefined;
};

/** The current session version of a user (0 until their sessions are first revoked). */
export function sessionVersion(store: DataStore, userId: string): number {
  const v = versionsOf(store)?.[userId];
  return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : 0;
}

/** Ends every session of a user signed so far; the caller commits. Returns the new version. */
export function revokeSessions(store: DataStore, userId: string): number {
  const next = sessionVersion(store, userId) + 1;
  // a new object: the store's commit sees the top-level value change
  (store.data as Record<string, unknown>)[SESSIONS] = { ...versionsOf(store), [userId]: next };
  return next;
}
