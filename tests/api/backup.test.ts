/**
 * `npm run db:backup -- FILE` while the server writes, and `npm run db:restore -- FILE` into a
 * stopped server's database (CONTRACT §2.7): every write acknowledged before the backup began is in
 * the restored database, and the server starts on it even where the killed server left its
 * write-ahead log beside the file.
 */
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { inject } from 'vitest';
import { killServerProcesses, signInAt, startServerProcess } from './server-process';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'swap-backup-'));
const dataFile = path.join(dir, 'db.sqlite');
const backupFile = path.join(dir, 'backup.sqlite');
afterAll(() => {
  killServerProcesses(); // a test that failed half-way leaves no server behind
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs one of the database commands as `npm run` does (tsx), with the server's environment. */
function command(script: 'db-backup' | 'db-restore', file: string, env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `server/${script}.ts`, file], {
      env: { ...process.env, DATA_FILE: dataFile, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

function tagNames(file: string): Set<string> {
  const db = new Database(file, { readonly: true });
  try {
    return new Set((db.prepare(`SELECT json_extract(doc, '$.name') AS name FROM tags`).all() as { name: string }[]).map((r) => r.name));
  } finally {
    db.close();
  }
}

it('backs up while the server writes, and restores over a killed server’s leftovers: every write acknowledged before the backup is there', async () => {
  fs.copyFileSync(inject('sqliteTemplate'), dataFile);
  const { child, url } = await startServerProcess(dataFile);
  const accessToken = await signInAt(url);
  const acknowledged: string[] = [];
  let writing = true;
  const writers = Array.from({ length: 4 }, async (_, w) => {
    for (let i = 0; writing; i++) {
      const name = `backup-${w}-${i}`;
      const r = await fetch(`${url}/admin-company/v1/tags`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ name, target: 'store', color: 'blue' }),
      });
      expect(r.status).toBe(200);
      acknowledged.push(name);
    }
  });
  await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThan(40);
  const before = [...acknowledged];
  const backup = await command('db-backup', backupFile);
  const writtenDuring = acknowledged.length - before.length;
  writing = false;
  await Promise.all(writers);
  expect(backup.output).toContain('Backed up');
  expect(backup.code).toBe(0);
  // the server went on writing while the copy was taken
  expect(writtenDuring).toBeGreaterThan(0);

  // a restore into a running server's file is refused
  const refused = await command('db-restore', backupFile);
  expect(refused.code).toBe(1);
  expect(refused.output).toContain('in use by another server process');

  // the server dies, leaving its write-ahead log beside the file
  const killed = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await killed;
  expect(fs.existsSync(`${dataFile}-wal`)).toBe(true);
  const restore = await command('db-restore', backupFile);
  expect(restore.output).toContain('Restored');
  expect(restore.code).toBe(0);
  expect(fs.existsSync(`${dataFile}-wal`)).toBe(false);
  expect(fs.existsSync(`${dataFile}-shm`)).toBe(false);

  const names = tagNames(dataFile);
  expect(before.filter((n) => !names.has(n))).toEqual([]);
  // and a server starts on it and serves them
  const again = await startServerProcess(dataFile);
  try {
    const token = await signInAt(again.url);
    const one = await fetch(`${again.url}/admin-company/v1/tags?name=${encodeURIComponent(before[0])}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await one.json()) as { data: { total: number } }).data.total).toBe(1);
  } finally {
    again.child.kill('SIGTERM');
  }
}, 120_000);

it('refuses what is not a backup of this server, and a missing argument', async () => {
  const stray = path.join(dir, 'stray.txt');
  fs.writeFileSync(stray, 'not a database');
  const notDatabase = await command('db-restore', stray);
  expect(notDatabase.code).toBe(1);
  expect(notDatabase.output).toMatch(/not a database/i);
  const usage = await command('db-backup', '');
  expect(usage.code).toBe(2);
  expect(usage.output).toContain('npm run db:backup -- FILE');
});

it('on PostgreSQL, points to pg_dump and pg_restore (the database server’s own consistent tools)', async () => {
  const env = { DATABASE_URL: 'postgres://someone:secret@127.0.0.1:5/records' };
  const backup = await command('db-backup', backupFile, env);
  expect(backup.code).toBe(1);
  expect(backup.output).toContain('pg_dump');
  expect(backup.output).not.toContain('secret');
  const restore = await command('db-restore', backupFile, env);
  expect(restore.output).toContain('pg_restore');
});
