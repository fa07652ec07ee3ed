/**
 * Crash safety: the server is killed with SIGKILL while it writes, many times in a row; after each
 * restart the data file is valid JSON and holds every write that was acknowledged.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startServerProcess } from './server-process';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'swap-crash-'));
const dataFile = path.join(dir, 'db.json');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const start = () => startServerProcess(dataFile);

it('survives repeated SIGKILLs mid-write without losing an acknowledged write', async () => {
  const CYCLES = 8;
  const acknowledged: string[] = [];
  for (let cycle = 0; cycle < CYCLES; cycle++) {
    const { child, url } = await start();
    const text = fs.readFileSync(dataFile, 'utf8');
    const data = JSON.parse(text) as { tags: { name: string }[] }; // valid after every restart
    const names = new Set(data.tags.map((t) => t.name));
    expect(acknowledged.filter((n) => !names.has(n))).toEqual([]);
    const login = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
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
    await new Promise((r) => setTimeout(r, 150 + ((cycle * 97) % 300)));
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    stop = true;
    await Promise.all([writer, exited]);
  }
  const final = JSON.parse(fs.readFileSync(dataFile, 'utf8')) as { tags: { name: string }[] };
  const names = new Set(final.tags.map((t) => t.name));
  expect(acknowledged.filter((n) => !names.has(n))).toEqual([]);
  expect(acknowledged.length).toBeGreaterThan(CYCLES);
  console.info(`crash: ${CYCLES} SIGKILL restarts survived, ${acknowledged.length} acknowledged writes all kept`);
}, 180_000);
