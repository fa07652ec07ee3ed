/**
 * One server process per SQLite file. The process keeps an exclusive lock on a small SQLite file
 * beside the database (`db.sqlite.lock`) for as long as it has the database open: a second process
 * (a process manager's cluster mode, a second `npm run serve`, `db:reset` or `db:restore` while
 * the server runs) cannot take it and refuses to start. The lock is the operating system's (SQLite's
 * file locks): it goes with the process, a crash or SIGKILL included, so no stale lock is ever left.
 * The database file itself stays unlocked for readers: `npm run db:backup` copies it while the
 * server runs.
 */
import Database from 'better-sqlite3';

export class DatabaseInUse extends Error {
  constructor(readonly file: string) {
    super(`${file} is in use by another server process. SQLite serves one process: stop the other one, or run several processes on PostgreSQL (DATABASE_URL).`);
    this.name = 'DatabaseInUse';
  }
}

export const lockFileOf = (file: string) => `${file}.lock`;

/** Takes the lock for `file`, or throws `DatabaseInUse`; returns what releases it. */
export function lockSqliteFile(file: string): () => void {
  const lock = new Database(lockFileOf(file), { timeout: 0 });
  try {
    // in exclusive locking mode the first write's lock is held until the connection closes
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.exec('CREATE TABLE IF NOT EXISTS holder (pid INTEGER); DELETE FROM holder');
    lock.prepare('INSERT INTO holder (pid) VALUES (?)').run(process.pid);
  } catch (error) {
    lock.close();
    if (error instanceof Error && 'code' in error && String((error as { code: unknown }).code).startsWith('SQLITE_BUSY')) throw new DatabaseInUse(file);
    throw error;
  }
  return () => lock.close();
}
