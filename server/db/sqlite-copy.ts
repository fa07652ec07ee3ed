/**
 * Backing up and restoring a SQLite database file (CONTRACT §2.7).
 *
 * - A backup is taken while the server runs: `VACUUM INTO` reads one consistent snapshot through
 *   its own connection (the server's writes go on beside it, in the write-ahead log) and writes a
 *   compact copy; it is written under a temporary name and renamed, so `target` is never half a file.
 *   A plain copy of the file is not a backup: what is still in the `-wal` is missing, and a copy of
 *   both taken while the server writes can be corrupt.
 * - A restore puts a backup in place of a stopped server's file. The server's lock (sqlite-lock.ts)
 *   is taken for the time of the restore, so it refuses while a server runs; the old `-wal` and
 *   `-shm` are removed (left beside the restored file they would be replayed into it, and the server
 *   would not start).
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { lockSqliteFile } from './sqlite-lock';
import { VALUES_TABLE } from './tables';

/** Opens `file` read-only and checks it is an intact database of this server (its values table). */
function checkBackup(file: string): { tables: number } {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check);
    if (integrity.join() !== 'ok') throw new Error(`${file} is damaged: ${integrity.slice(0, 3).join('; ')}`);
    const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as { name: string }[];
    if (!tables.some((t) => t.name === VALUES_TABLE)) throw new Error(`${file} is not a database of this server (it has no ${VALUES_TABLE} table)`);
    return { tables: tables.length };
  } finally {
    db.close();
  }
}

export function backupSqlite(dataFile: string, target: string): { bytes: number; ms: number } {
  const started = Date.now();
  if (!fs.existsSync(dataFile)) throw new Error(`${dataFile} does not exist: nothing to back up (DATA_FILE)`);
  const temporary = path.join(path.dirname(path.resolve(target)), `.${path.basename(target)}.${process.pid}.partial`);
  fs.rmSync(temporary, { force: true });
  const db = new Database(dataFile, { readonly: true, fileMustExist: true, timeout: 5000 });
  try {
    db.prepare('VACUUM INTO ?').run(temporary);
  } finally {
    db.close();
  }
  checkBackup(temporary);
  fs.renameSync(temporary, target);
  return { bytes: fs.statSync(target).size, ms: Date.now() - started };
}

export function restoreSqlite(source: string, dataFile: string): { bytes: number } {
  checkBackup(source);
  fs.mkdirSync(path.dirname(dataFile), { recursive: true });
  const unlock = lockSqliteFile(dataFile);
  try {
    const temporary = `${dataFile}.${process.pid}.restoring`;
    fs.copyFileSync(source, temporary);
    for (const leftover of [`${dataFile}-wal`, `${dataFile}-shm`, `${dataFile}-journal`]) fs.rmSync(leftover, { force: true });
    fs.renameSync(temporary, dataFile);
  } finally {
    unlock();
  }
  return { bytes: fs.statSync(dataFile).size };
}
