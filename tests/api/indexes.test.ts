/**
 * The record routes find rows through the collection index (json-server/api/list-query.ts): get one,
 * update and delete by id, uniqueness by value, references and dependents by id. These walk one
 * record's life and check after each write that every lookup sees it — an index that went stale
 * answers 404, a false 409 or a missed 409 here — in snapshot mode, and across a restart that
 * replays the write-ahead journal.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoServer, seedAll } from '../../json-server/app';
import { configFromEnv } from '../../json-server/config';
import { journalSegments } from '../../json-server/journal-ops.mjs';
import { loadDemos, loadRegistry } from '../../json-server/load-registry';
import type { DataStore } from '../../json-server/store';
import type { Registry } from '../../resources/registry';
import { startServer, type TestServer } from './harness';

const API = '/admin-company/v1';
const battery = (sn: string, extra: Record<string, unknown> = {}) => ({
  sn,
  model: '60V30AH',
  status: 'idle',
  assetStatus: 'stock',
  locationType: 'warehouse',
  ...extra,
});

describe('lookups follow every write (snapshot mode)', () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startServer();
    admin = await s.login('admin@demo.com', 'admin');
  });
  afterAll(() => s.close());

  it('create → get one → change the unique field → delete: get, uniqueness and dependents agree at each step', async () => {
    const call = (method: string, url: string, body?: unknown) => s.call(method, `${API}${url}`, { token: admin, body });
    const a = await call('POST', '/batteries', battery('IDX-AAA'));
    expect(a.status).toBe(200);
    const idA = String(a.body.data.id);
    expect((await call('GET', `/batteries/${idA}`)).body.data.sn).toBe('IDX-AAA');
    // taken by the row just created
    expect((await call('POST', '/batteries', battery('IDX-AAA'))).status).toBe(409);
    // its own value is not a clash on update
    expect((await call('PATCH', `/batteries/${idA}`, { sn: 'IDX-AAA' })).status).toBe(200);

    expect((await call('PATCH', `/batteries/${idA}`, { sn: 'IDX-AAA2' })).status).toBe(200);
    expect((await call('GET', `/batteries/${idA}`)).body.data.sn).toBe('IDX-AAA2');
    const b = await call('POST', '/batteries', battery('IDX-AAA')); // the old value is free again
    expect(b.status).toBe(200);
    const idB = String(b.body.data.id);
    expect((await call('POST', '/batteries', battery('IDX-AAA2'))).status).toBe(409); // the new one is taken
    expect((await call('PATCH', `/batteries/${idB}`, { sn: 'IDX-AAA2' })).status).toBe(409);

    // a reference to the new row is accepted (the id lookup sees it) and then blocks its deletion
    const vehicle = (await call('GET', '/vehicles?size=1&sort=id&order=asc')).body.data.data[0];
    expect((await call('PATCH', `/vehicles/${vehicle.id}`, { batteryId: idB })).status).toBe(200);
    expect((await call('DELETE', `/batteries/${idB}`)).status).toBe(409);
    expect((await call('PATCH', `/vehicles/${vehicle.id}`, { batteryId: idA })).status).toBe(200);
    expect((await call('DELETE', `/batteries/${idA}`)).status).toBe(409); // the reference moved with the update
    expect((await call('DELETE', `/batteries/${idB}`)).status).toBe(200);

    expect((await call('GET', `/batteries/${idB}`)).status).toBe(404);
    expect((await call('PATCH', `/batteries/${idB}`, { soc: 5 })).status).toBe(404);
    expect((await call('PATCH', `/vehicles/${vehicle.id}`, { batteryId: idB })).status).toBe(422); // a reference to the deleted row
    expect((await call('POST', '/batteries', battery('IDX-AAA'))).status).toBe(200); // the deleted row's value is free
  });

  it('compares unique values case-insensitively, against the values as last written', async () => {
    const call = (method: string, url: string, body?: unknown) => s.call(method, `${API}${url}`, { token: admin, body });
    const [v1, v2] = (await call('GET', '/vehicles?size=2&sort=id&order=asc')).body.data.data as { id: string; plate: string }[];
    expect((await call('PATCH', `/vehicles/${v1.id}`, { plate: 'idx-plate' })).status).toBe(200);
    expect((await call('PATCH', `/vehicles/${v2.id}`, { plate: 'IDX-PLATE' })).status).toBe(409);
    expect((await call('PATCH', `/vehicles/${v2.id}`, { plate: v1.plate.toLowerCase() })).status).toBe(200); // v1's old plate is free
  });

  it('a record created in another collection is a valid reference at once, and its dependents are counted', async () => {
    const call = (method: string, url: string, body?: unknown) => s.call(method, `${API}${url}`, { token: admin, body });
    const store = await call('POST', '/stores', {
      sn: 'MD99077',
      name: '索引门店',
      areaId: '2',
      status: 'open',
      phone: '13800000000',
      address: '西安市长安路1号',
      location: { lng: 108.9, lat: 34.3 },
    });
    expect(store.status).toBe(200);
    const storeId = String(store.body.data.id);
    const b = await call('POST', '/batteries', battery('IDX-REF-1', { storeId }));
    expect(b.status).toBe(200);
    expect((await call('DELETE', `/stores/${storeId}`)).status).toBe(409); // the new battery depends on it
    expect((await call('PATCH', `/batteries/${b.body.data.id}`, { storeId: '1' })).status).toBe(200);
    expect((await call('DELETE', `/stores/${storeId}`)).status).toBe(200); // no longer
    expect((await call('POST', '/batteries', battery('IDX-REF-2', { storeId }))).status).toBe(422);
  });
});

describe('lookups after a restart that replays the journal', () => {
  let registry: Registry;
  let dir: string;
  let dataFile: string;
  const saved = process.env.STORE_JOURNAL_ABOVE_BYTES;
  beforeAll(async () => {
    registry = await loadRegistry();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'swap-index-replay-'));
    dataFile = path.join(dir, 'db.json');
    fs.writeFileSync(dataFile, JSON.stringify(seedAll(registry, await loadDemos(), { bcryptRounds: 4 })));
    process.env.STORE_JOURNAL_ABOVE_BYTES = '0'; // journal at any size, as at operator scale
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.STORE_JOURNAL_ABOVE_BYTES;
    else process.env.STORE_JOURNAL_ABOVE_BYTES = saved;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON answers field by field
  type Answer = { status: number; body: any };
  async function start(): Promise<{ store: DataStore; call: (method: string, url: string, body?: unknown) => Promise<Answer>; stop: () => Promise<void> }> {
    const config = { ...configFromEnv({}), dataFile, staticDir: path.join(dir, 'no-build'), bcryptRounds: 4, jwtSecret: 'index-replay-secret-0123' };
    const { app, store: opened } = await createDemoServer(registry, config);
    const store = opened!;
    const server = await new Promise<Server>((resolve) => {
      const srv = app.listen(0, '127.0.0.1', () => resolve(srv));
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const login = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const call = async (method: string, url2: string, body?: unknown) => {
      const r = await fetch(`${url}${API}${url2}`, {
        method,
        headers: { Authorization: `Bearer ${accessToken}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: r.status, body: await r.json() };
    };
    const stop = async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
    };
    return { store, call, stop };
  }

  it('finds, refuses duplicates of, and forgets exactly what the replayed journal says', async () => {
    const first = await start();
    expect(first.store.stats.mode).toBe('journal');
    const kept = await first.call('POST', '/batteries', battery('IDX-J-KEPT'));
    const renamed = await first.call('POST', '/batteries', battery('IDX-J-OLD'));
    const gone = await first.call('POST', '/batteries', battery('IDX-J-GONE'));
    expect([kept.status, renamed.status, gone.status]).toEqual([200, 200, 200]);
    expect((await first.call('PATCH', `/batteries/${renamed.body.data.id}`, { sn: 'IDX-J-NEW' })).status).toBe(200);
    expect((await first.call('DELETE', `/batteries/${gone.body.data.id}`)).status).toBe(200);
    await first.stop();
    expect(journalSegments(dataFile).length).toBeGreaterThan(0); // the writes are in the journal, not yet in the snapshot

    const again = await start(); // replays the journal
    try {
      expect(again.store.stats.replayedChangeSets).toBeGreaterThan(0);
      expect((await again.call('GET', `/batteries/${kept.body.data.id}`)).body.data.sn).toBe('IDX-J-KEPT');
      expect((await again.call('GET', `/batteries/${renamed.body.data.id}`)).body.data.sn).toBe('IDX-J-NEW');
      expect((await again.call('GET', `/batteries/${gone.body.data.id}`)).status).toBe(404);
      expect((await again.call('POST', '/batteries', battery('IDX-J-KEPT'))).status).toBe(409);
      expect((await again.call('POST', '/batteries', battery('IDX-J-NEW'))).status).toBe(409);
      expect((await again.call('POST', '/batteries', battery('IDX-J-OLD'))).status).toBe(200);
      expect((await again.call('POST', '/batteries', battery('IDX-J-GONE'))).status).toBe(200);
      const fresh = await again.call('POST', '/batteries', battery('IDX-J-FRESH'));
      expect((await again.call('GET', `/batteries/${fresh.body.data.id}`)).body.data.sn).toBe('IDX-J-FRESH');
    } finally {
      await again.stop();
    }
  });
});
