/**
 * Crash safety: the server is killed with SIGKILL while it writes, 12 times in a row at moments
 * spread over 100–300 ms of writing; after each restart the SQLite database opens and holds every
 * write that was acknowledged. (It was 50 times, a minute and a half of server starts: the 12
 * kills fall over the same range of moments the 50 did.)
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { signInAt, startServerProcess } from './server-process';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'swap-crash-'));
const dataFile = path.join(dir, 'db.sqlite');
// the run's demo database (global-setup.ts): the first start opens it instead of generating it again (1.5 s here)
fs.copyFileSync(inject('sqliteTemplate'), dataFile);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const start = () => startServerProcess(dataFile);

/** The names of the tags in the database now (read by another connection, as a person with `sqlite3` would). */
function tagNames(): Set<string> {
  const db = new Database(dataFile, { readonly: true });
  try {
    return new Set((db.prepare(`SELECT json_extract(doc, '$.name') AS name FROM tags`).all() as { name: string }[]).map((r) => r.name));
  } finally {
    db.close();
  }
}

it('survives repeated SIGKILLs mid-write without losing an acknowledged write', async () => {
  const CYCLES = 12;
  const acknowledged: string[] = [];
  for (let cycle = 0; cycle < CYCLES; cycle++) {
    const { child, url } = await start();
    const names = tagNames();
    expect(acknowledged.filter((n) => !names.has(n))).toEqual([]);
    const accessToken = await signInAt(url);
    let stop = false;
    const writer = (async () => {
      for (let i = 0; !stop; i++) {
        const name = `crash-${cycle}-${i}`;
        try {
          const r = await fetch(`${url}/admin-company/v1/tags`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
            body: JSON.stringify({ name, target: 'store', color: 'blue' }),
          });
          if (r.status === 200) acknowledged.push(name);
        } catch {
          return; // the server died under us: this write was never acknowledged
        }
      }
    })();
    await new Promise((r) => setTimeout(r, 100 + ((cycle * 200) / CYCLES + ((cycle * 97) % 17))));
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    stop = true;
    await Promise.all([writer, exited]);
  }
  const names = tagNames();
  expect(acknowledged.filter((n) => !names.has(n))).toEqual([]);
  expect(acknowledged.length).toBeGreaterThan(CYCLES);
  console.info(`crash: ${CYCLES} SIGKILL restarts survived, ${acknowledged.length} acknowledged writes all kept`);
}, 600_000);
