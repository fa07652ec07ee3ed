/** Who the caller is and what they may do: users → roles → privilege codes. */
import type { Records } from './db/records';
import type { Row } from './row';

export const USERS = 'sys-users';
export const ROLES = 'roles';

export interface Caller {
  user: Row;
  privileges: ReadonlySet<string>;
  /** The store a store-level account is bound to (scoping), if any. */
  storeId?: string;
}

export function findUser(records: Records, id: string): Promise<Row | undefined> {
  return records.get(USERS, id);
}

export async function privilegesOf(records: Records, user: Row): Promise<Set<string>> {
  const roleIds = (Array.isArray(user.roleIds) ? user.roleIds : []).map(String);
  const out = new Set<string>();
  for (const role of await records.getMany(ROLES, roleIds)) {
    for (const code of Array.isArray(role.privilegeIds) ? role.privilegeIds : []) out.add(String(code));
  }
  return out;
}

export async function callerOf(records: Records, user: Row): Promise<Caller> {
  return {
    user,
    privileges: await privilegesOf(records, user),
    storeId: user.storeId ? String(user.storeId) : undefined,
  };
}

/** The session data the app keeps (`userData`): id, role, avatar, nn (nickname), un (username). */
export function userData(user: Row) {
  return {
    id: String(user.id),
    role: String(user.role ?? 'guest'),
    avatar: String(user.avatar ?? ''),
    nn: String(user.nickname ?? ''),
    un: String(user.username ?? ''),
    email: String(user.email ?? ''),
    storeId: user.storeId ? String(user.storeId) : undefined,
  };
}

/** CASL-style abilities of spec §6: admin manages all; client reads ACL, Demo and Public. */
export function userAbility(role: string): { action: string; subject: string }[] {
  if (role === 'admin') return [{ action: 'manage', subject: 'all' }];
  if (role === 'client') return ['ACL', 'Demo', 'Public'].map((subject) => ({ action: 'read', subject }));
  return [{ action: 'read', subject: 'Public' }];
}

/** A user record as it may leave the server: no hash, no write-only secrets. */
export function publicUser(user: Row): Row {
  const { passwordHash: _hash, password: _pw, ...rest } = user;
  return rest;
}
