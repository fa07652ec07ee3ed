/**
 * Failed sign-ins, kept in the database: every API process on one PostgreSQL database counts the
 * same guesses (three processes allowed three times the limit while each counted its own), and a
 * restart does not forgive them. One row per failure, `key` naming the account and the address it
 * came from; rows older than the window are removed as new ones come.
 */
import { sql } from './kysely';
import type { Db } from './open';

export const LOGIN_FAILURES_TABLE = 'app_login_failures';

export interface LoginFailures {
  /** How many failures of `key` happened at or after `since` (ms since the epoch). */
  count(key: string, since: number): Promise<number>;
  /** Records a failure of `key` at `at`, and forgets every failure older than `forgetBefore`. */
  add(key: string, at: number, forgetBefore: number): Promise<void>;
  /** Forgets the failures of `key` (a successful sign-in). */
  clear(key: string): Promise<void>;
}

export async function ensureLoginFailures(db: Db): Promise<void> {
  await db.schema
    .createTable(LOGIN_FAILURES_TABLE)
    .ifNotExists()
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX IF NOT EXISTS ${sql.id(`${LOGIN_FAILURES_TABLE}__key_at`)} ON ${sql.id(LOGIN_FAILURES_TABLE)} ("key", "at")`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS ${sql.id(`${LOGIN_FAILURES_TABLE}__at`)} ON ${sql.id(LOGIN_FAILURES_TABLE)} ("at")`.execute(db);
}

export function loginFailuresIn(db: Db): LoginFailures {
  const table = sql.id(LOGIN_FAILURES_TABLE);
  return {
    async count(key, since) {
      const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS "n" FROM ${table} WHERE "key" = ${key} AND "at" >= ${since}`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },
    async add(key, at, forgetBefore) {
      await sql`DELETE FROM ${table} WHERE "at" < ${forgetBefore}`.execute(db);
      await sql`INSERT INTO ${table} ("key", "at") VALUES (${key}, ${at})`.execute(db);
    },
    async clear(key) {
      await sql`DELETE FROM ${table} WHERE "key" = ${key}`.execute(db);
    },
  };
}
