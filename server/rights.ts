/**
 * Rights on the server (CONTRACT §2.6, resources/rights.ts): the 403 that names the right a caller
 * lacks, in words and by its code, and the `privileges` records of every code of the registry's
 * tree (a role grants a code by its record, so each right needs one).
 */
import { ADMIN_CODE } from '../resources/privilege-tree';
import { privilegeRows } from '../resources/privilege-records';
import type { Registry } from '../resources/registry';
import { parseRight, type RightKind } from '../resources/rights';
import type { Records } from './db/records';
import { ApiError } from './envelope';
import type { ServerMessageKey } from '../i18n/server';
import { say, type ServerText } from './messages';

export const PRIVILEGES = 'privileges';
const ROLES = 'roles';

/** The message naming each kind of right. */
const WORDS = {
  read: 'right.read',
  create: 'right.create',
  update: 'right.update',
  delete: 'right.delete',
  transition: 'right.transition',
  action: 'right.action',
} as const satisfies Record<RightKind, ServerMessageKey>;

/** What a code allows, in words (rendered in the caller's language with the message around it). */
function inWords(code: string): ServerText {
  if (code === ADMIN_CODE) return say('right.admin');
  const right = parseRight(code);
  if (!right) return say('right.other');
  return say(WORDS[right.kind], right.name === undefined ? undefined : { name: right.name });
}

/** 403 for a caller who lacks `code`: the message names the right in words and by its code; `data.right` is the code (the app names it from its own catalogue). */
export function refused(code: string): ApiError {
  return new ApiError(403, say('resource.missing_right', { right: inWords(code), code }), { right: code });
}

/**
 * Adds the `privileges` records the registry's tree has and the database lacks: the rights of the
 * built-in resources in a database seeded before rights existed, a declared resource's code and
 * rights when it is published (a new transition brings a new right). A deleted resource's codes go
 * with it (`revokeCodes`).
 */
export async function ensurePrivilegeRecords(records: Records, registry: Registry): Promise<number> {
  const have = new Set((await records.all(PRIVILEGES)).map((r) => String(r.id)));
  const missing = privilegeRows(registry).filter((r) => !have.has(String(r.id)));
  for (const row of missing) {
    try {
      await records.insert(PRIVILEGES, row);
    } catch (error) {
      // another process of the same database added it meanwhile
      if (!(await records.get(PRIVILEGES, String(row.id)))) throw error;
    }
  }
  return missing.length;
}

/** The roles a deletion took codes from, and which. */
export interface Revoked {
  readonly role: string;
  readonly name: string;
  readonly codes: readonly string[];
}

/** The codes of `before`'s tree that `after`'s lacks: the rights of a resource about to go. */
export const codesGone = (before: Registry, after: Registry): string[] => {
  const kept = new Set(after.privilegeCodes);
  return before.privilegeCodes.filter((code) => !kept.has(code));
};

/**
 * Takes `codes` from every role that grants them and removes their `privileges` records, inside the caller's
 * transaction (a resource's delete, CONTRACT §2.4): a resource restored later comes back with no grant but the
 * admin role's, never with its old grants silently. Returns what each role lost.
 */
export async function revokeCodes(tx: Records, codes: readonly string[]): Promise<Revoked[]> {
  if (!codes.length) return [];
  const going = new Set(codes);
  const revoked: Revoked[] = [];
  for (const role of await tx.all(ROLES)) {
    const granted = Array.isArray(role.privilegeIds) ? role.privilegeIds.map(String) : [];
    const lost = granted.filter((code) => going.has(code));
    if (!lost.length) continue;
    await tx.update(ROLES, String(role.id), { ...role, privilegeIds: granted.filter((code) => !going.has(code)) });
    revoked.push({ role: String(role.id), name: String(role.name ?? role.id), codes: lost });
  }
  for (const code of codes) await tx.remove(PRIVILEGES, code);
  return revoked;
}
