/**
 * Crash safety: the server is killed with SIGKILL while it writes, many times in a row; after each
 * restart the data file is valid JSON and holds every write that was acknowledged.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'swap-crash-'));
const dataFile = path.join(dir, 'db.json');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function start(): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'json-server/main.ts'], {
      env: { ...process.env, PORT: '0', DATA_FILE: dataFile, BCRYPT_ROUNDS: '4', JWT_SECRET: 'crash-test-secret' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 30000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /ready: (http:\/\/[\d.]+:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1] });
      }
    });
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  });
}

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
