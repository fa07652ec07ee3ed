/**
 * The server as an operator runs it: separate processes (`server/main.ts`), started, stopped with
 * SIGTERM, started again, and several at once (CONTRACT §2.7).
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createDatabase } from '../../scripts/postgres-server.mjs';
import { killServerProcesses, signInAt, startServerProcess } from './server-process';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'swap-processes-'));
afterAll(() => {
  killServerProcesses();
  fs.rmSync(dir, { recursive: true, force: true });
});

const start = startServerProcess;
const login = (url: string) => signInAt(url);

const me = (url: string, token: string) => fetch(`${url}/auth/me`, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.status);

/** Sends SIGTERM; resolves with the exit code and how long the process took to go. */
function terminate(child: ChildProcess): Promise<{ code: number | null; ms: number }> {
  const t0 = Date.now();
  const exited = new Promise<{ code: number | null; ms: number }>((resolve) => child.once('exit', (code) => resolve({ code, ms: Date.now() - t0 })));
  child.kill('SIGTERM');
  return exited;
}

/** A copy of the run's demo database for one test. */
function demoFile(name: string): string {
  const file = path.join(dir, name, 'db.sqlite');
  fs.mkdirSync(path.dirname(file));
  fs.copyFileSync(inject('sqliteTemplate'), file);
  return file;
}

// the tests wait on server processes more than they compute: they run side by side, each on its own database
describe.concurrent('the server in processes of its own', () => {
  it('on a SQLite file, stops on SIGTERM under keep-alive writes within 5 s, every acknowledged write in the file itself; starts again', async () => {
    const dataFile = demoFile('stop');
    const { child, url } = await start(dataFile);
    const token = await login(url);
    const acknowledged: string[] = [];
    let refused = false;
    // ten clients writing on kept-alive connections (fetch keeps them) until the server is gone
    const writers = Array.from({ length: 10 }, async (_, w) => {
      for (let i = 0; !refused; i++) {
        const name = `stop-${w}-${i}`;
        try {
          const r = await fetch(`${url}/admin-company/v1/tags`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
            body: JSON.stringify({ name, target: 'store', color: 'blue' }),
          });
          if (r.status === 200) acknowledged.push(name);
          else expect(r.status, await r.text()).toBe(200);
        } catch {
          refused = true; // the server no longer takes connections
        }
      }
    });
    await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThan(50);
    const { code, ms } = await terminate(child);
    await Promise.all(writers);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(5000);
    // the log was checkpointed into the file at the stop: a copy of the file alone holds every acknowledged write
    expect(fs.existsSync(`${dataFile}-wal`) ? fs.statSync(`${dataFile}-wal`).size : 0).toBe(0);
    const copy = path.join(dir, 'stop', 'copy.sqlite');
    fs.copyFileSync(dataFile, copy);
    const db = new Database(copy, { readonly: true });
    const names = new Set((db.prepare(`SELECT json_extract(doc, '$.name') AS name FROM tags`).all() as { name: string }[]).map((r) => r.name));
    expect((db.pragma('integrity_check') as { integrity_check: string }[])[0].integrity_check).toBe('ok');
    db.close();
    expect(acknowledged.filter((n) => !names.has(n))).toEqual([]);
    // and the next start finds them
    const again = await start(dataFile);
    const list = await fetch(`${again.url}/admin-company/v1/tags?q=stop-0-0&size=5`, { headers: { Authorization: `Bearer ${await login(again.url)}` } });
    expect(((await list.json()) as { data: { total: number } }).data.total).toBeGreaterThan(0);
    expect((await terminate(again.child)).code).toBe(0);
  }, 120_000);

  it('a second process on the same SQLite file refuses to start, naming PostgreSQL; the first goes on serving', async () => {
    const dataFile = demoFile('second');
    const first = await start(dataFile);
    const second = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: '0', DATA_FILE: dataFile, JWT_SECRET: 'crash-test-secret' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    second.stdout.on('data', (d: Buffer) => (output += d.toString()));
    second.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((resolve) => second.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('in use by another server process');
    expect(output).toContain('PostgreSQL');
    expect(output).not.toContain('ready:');
    expect(await me(first.url, await login(first.url))).toBe(200);
    // once the first has stopped, the file is free again
    await terminate(first.child);
    const next = await start(dataFile);
    expect(await me(next.url, await login(next.url))).toBe(200);
    await terminate(next.child);
  }, 120_000);

  it('on PostgreSQL without JWT_SECRET, a second process and a restart read the generated secret back: both start, and a token of one is good on the other', async () => {
    const databaseUrl = await createDatabase(inject('postgresUrl'), `processes_${process.pid}`);
    const env = { DATABASE_URL: databaseUrl, JWT_SECRET: '' };
    const a = await start(path.join(dir, 'unused-a.sqlite'), env);
    const token = await login(a.url);
    const b = await start(path.join(dir, 'unused-b.sqlite'), env);
    expect(await me(b.url, token)).toBe(200);
    expect((await terminate(a.child)).code).toBe(0);
    const restarted = await start(path.join(dir, 'unused-a.sqlite'), env);
    expect(await me(restarted.url, token)).toBe(200);
    expect(await me(b.url, await login(restarted.url))).toBe(200);
    await Promise.all([terminate(restarted.child), terminate(b.child)]);
  }, 120_000);
});
