/**
 * Opens the records' database: SQLite (one file, WAL mode) by default, PostgreSQL when a
 * connection URL is given (`DATABASE_URL`), both behind one Kysely instance so that the
 * repository and its queries are the same for either engine.
 */
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from './kysely';
import pg from 'pg';
import { lockSqliteFile } from './sqlite-lock';

export type Engine = 'sqlite' | 'postgres';

/** Tables are created from the registry at start-up (tables.ts); rows are read through raw expressions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables follow the schemas, which are data known only at run time
export type Db = Kysely<any>;

export interface Opened {
  db: Db;
  engine: Engine;
  /** Where the data lives, for messages: the file, or the URL without its password. */
  where: string;
}

export interface DatabaseConfig {
  /** SQLite: the database file. */
  file?: string;
  /** PostgreSQL: a connection URL; wins over `file`. */
  url?: string;
}

/** A connection URL as messages may show it: its password masked. */
export const withoutPassword = (url: string): string => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

export function openDatabase({ file, url }: DatabaseConfig): Opened {
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return { db: new Kysely({ dialect: new PostgresDialect({ pool }) }), engine: 'postgres', where: withoutPassword(url) };
  }
  if (!file) throw new Error('openDatabase: a SQLite file or a PostgreSQL URL is needed');
  const unlock = lockSqliteFile(file);
  let database: Database.Database;
  try {
    database = new Database(file);
  } catch (error) {
    unlock();
    throw error;
  }
  database.pragma('journal_mode = WAL');
  // with WAL, NORMAL loses no committed transaction on an application crash (only on a power loss); FULL survives both
  database.pragma('synchronous = FULL');
  database.pragma('busy_timeout = 5000');
  return { db: new Kysely({ dialect: new SqliteDialect({ database: withStatementCache(database, unlock) }) }), engine: 'sqlite', where: file };
}

/**
 * better-sqlite3 behind Kysely prepares every query's statement anew; preparing was a third of a
 * list request's time in the database (0.4 of 1.2 ms, CPU profile of the bench's list). The last
 * `size` statements are kept by their SQL and run again (values are bound at each run).
 */
function withStatementCache(database: Database.Database, unlock: () => void, size = 500): SqliteDatabase {
  const statements = new Map<string, Database.Statement>();
  return {
    // closing the last connection checkpoints the WAL into the file and removes it; then the next process may open it
    close: () => {
      database.close();
      unlock();
    },
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement)
        statements.delete(sql); // most recently used last
      else statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}
