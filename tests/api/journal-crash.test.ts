/**
 * Crash safety with the write-ahead journal on (as at operator scale, where the data file is too big
 * to rewrite per write): SIGKILL while writing — and while the worker compacts — many times; after
 * each restart every acknowledged write is in the data file, and snapshot + journal hold them all
 * even without a restart.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startServerProcess } from './server-process';
import { journalSegments } from '../../json-server/journal-ops.mjs';
import { readDurableState } from '../../json-server/store';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'swap-journal-crash-'));
const dataFile = path.join(dir, 'db.json');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const start = () =>
  startServerProcess(dataFile, {
    STORE_JOURNAL_ABOVE_BYTES: '0', // journal at any size
    STORE_COMPACT_AT_BYTES: '30000', // and compactions by the worker while we write
  });

it('keeps every acknowledged write through repeated SIGKILLs, with the journal and worker compaction', async () => {
  const CYCLES = 6;
  const acknowledged: string[] = [];
  let journalSeen = false;
  for (let cycle = 0; cycle < CYCLES; cycle++) {
    const { child, url } = await start();
    const data = JSON.parse(fs.readFileSync(dataFile, 'utf8')) as { tags: { name: string }[] }; // start-up folded the journal in
    const names = new Set(data.tags.map((t) => t.name));
    expect(acknowledged.filter((n) => !names.has(n))).toEqual([]);
    const login = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    let stop = false;
    const writer = async (lane: number) => {
      for (let i = 0; !stop; i++) {
        const name = `j-${cycle}-${lane}-${i}`;
        try {
          const r = await fetch(`${url}/admin-company/v1/tags`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
            body: JSON.stringify({ name, target: 'store', color: 'blue' }),
          });
          if (r.status === 200) acknowledged.push(name);
        } catch {
          return; // the server died under us: never acknowledged
        }
      }
    };
    const writers = Promise.all([0, 1, 2].map(writer));
    await new Promise((r) => setTimeout(r, 400 + ((cycle * 131) % 500)));
    journalSeen ||= journalSegments(dataFile).length > 0;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    stop = true;
    await Promise.all([writers, exited]);
    // without a restart: snapshot + journal already hold every acknowledged write
    const durable = new Set((readDurableState(dataFile).tags as { name: string }[]).map((t) => t.name));
    expect(acknowledged.filter((n) => !durable.has(n))).toEqual([]);
  }
  expect(journalSeen).toBe(true);
  expect(acknowledged.length).toBeGreaterThan(CYCLES * 10);
  console.info(`journal crash: ${CYCLES} SIGKILL restarts, ${acknowledged.length} acknowledged writes all kept`);
}, 240_000);
