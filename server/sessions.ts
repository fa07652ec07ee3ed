/**
 * Session versions: a number per user, carried by every token the user is given (claim `sv`).
 * Raising it ends every session signed before (a password change signs the caller out
 * everywhere else). Kept with the data (the named value `session:<user id>`), so a restart does not
 * bring revoked tokens back; a user without an entry is at version 0 (tokens without the claim).
 */
import type { Records } from './db/records';

/** The named value holding one user's version. */
const keyOf = (userId: string) => `session:${userId}`;

/** The current session version of a user (0 until their sessions are first revoked). */
export async function sessionVersion(records: Records, userId: string): Promise<number> {
  const v = await records.value<number>(keyOf(userId));
  return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : 0;
}

/** Ends every session of a user signed so far. Returns the new version. */
export async function revokeSessions(records: Records, userId: string): Promise<number> {
  const next = (await sessionVersion(records, userId)) + 1;
  await records.setValue(keyOf(userId), next);
  return next;
}
