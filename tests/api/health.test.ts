/**
 * The health checks of CONTRACT §2.7: `GET /healthz` (the process is up) and `GET /readyz` (the
 * database answers), at the origin's root, without a token: 200 `{"status":"ok"}`, else 503
 * `{"status":"unavailable"}`. The real server answers both on its database; a database that
 * fails or does not answer in time makes `/readyz` a 503 while `/healthz` stays 200.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { healthRoutes } from '../../server/health';
import { openRepository } from '../../server/storage';
import { startServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

/** An app serving only the health routes over `ping`, on a free port: what each answers. */
async function withPing(ping: () => Promise<void>, timeoutMs = 200): Promise<{ live: [number, unknown]; ready: [number, unknown] }> {
  const app = express();
  app.use(healthRoutes({ ping, timeoutMs }));
  const server = await new Promise<import('node:http').Server>((resolve) => {
    const started = app.listen(0, '127.0.0.1', () => resolve(started));
  });
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const get = async (path: string): Promise<[number, unknown]> => {
      const r = await fetch(`${url}${path}`);
      return [r.status, await r.json()];
    };
    return { live: await get('/healthz'), ready: await get('/readyz') };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('the health checks', () => {
  it('answer 200 {"status":"ok"} on the real server, without a token, never cached', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const r = await s.call('GET', path);
      expect([r.status, r.body], path).toEqual([200, { status: 'ok' }]);
      expect(r.headers.get('cache-control'), path).toMatch(/no-store|no-cache/);
    }
  });

  it('are not under the API base path (which would want a token)', async () => {
    expect((await s.call('GET', '/admin-company/v1/healthz')).status).toBe(401);
  });

  it('/readyz is 503 when the database is closed, on the engine the server runs on', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'swap-health-'));
    const dataFile = path.join(dir, 'db.sqlite');
    fs.copyFileSync(inject('sqliteTemplate'), dataFile);
    try {
      const { repo } = await openRepository(s.registry, { dataFile, databaseUrl: s.config.databaseUrl });
      expect(await withPing(() => repo.ping())).toEqual({ live: [200, { status: 'ok' }], ready: [200, { status: 'ok' }] });
      await repo.close();
      expect(await withPing(() => repo.ping(), 2_000)).toEqual({ live: [200, { status: 'ok' }], ready: [503, { status: 'unavailable' }] });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('/readyz is 503 {"status":"unavailable"} when the database fails, /healthz still 200', async () => {
    const answers = await withPing(() => Promise.reject(new Error('connection refused')));
    expect(answers).toEqual({ live: [200, { status: 'ok' }], ready: [503, { status: 'unavailable' }] });
  });

  it('/readyz is 503 when the database does not answer in time, and a failure after that is not an unhandled rejection', async () => {
    const late = () => new Promise<void>((_resolve, reject) => setTimeout(() => reject(new Error('too late')), 400));
    const answers = await withPing(late, 100);
    expect(answers.ready).toEqual([503, { status: 'unavailable' }]);
    await new Promise((resolve) => setTimeout(resolve, 400));
  });

  it('/readyz is 503 when the ping throws before it even starts', async () => {
    const answers = await withPing(() => {
      throw new Error('pool closed');
    });
    expect(answers.ready).toEqual([503, { status: 'unavailable' }]);
  });
});
